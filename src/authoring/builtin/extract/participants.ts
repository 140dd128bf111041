// Noun phrases that name things which act or hold state: people, systems, components and known products.
import { wordClass } from '../text/nlp.js';

// Head nouns of system-like things ("payment service", "web app", "orders database").
export const SYSTEM_HEAD = /^(?:services?|microservices?|apps?|applications?|apis?|gateways?|databases?|db|dbs|datastores?|stores?|queues?|caches?|servers?|clusters?|buckets?|balancers?|lb|cdn|brokers?|workers?|functions?|lambdas?|front\s?ends?|back\s?ends?|clients?|browsers?|ui|dashboards?|warehouses?|lakes?|indexe?s?|engines?|pipelines?|schedulers?|proxy|proxies|firewalls?|registry|registries|vaults?|providers?|portals?|bus|topics?|hospitals?|ed|labs?|pharmac(?:y|ies)|clinics?|insurers?|streams?|storage|modules?|components?|systems?|platforms?|devices?|sensors?|controllers?|bots?|websites?|sites?|backend|frontend|terminals?|atm|machines?|servlets?|endpoints?|repositor(?:y|ies)|crm|erp|idp|sso|layers?|tiers?|nodes?|pods?|containers?|instances?|vms?|load\s+balancer|bank|processor|agent|handler|listener|consumer|producer|publisher|subscriber|kiosks?|phones?|tablets?|pagers?|analy[sz]ers?|printers?|scanners?|spa|cli|sdk|websites?|resolvers?|nameservers?|hosts?|peers?|routers?|runners?|producers?|consumers?|publishers?|subscribers?|processors?|agents?|handlers?|listeners?|disks?|drives?|volumes?|software|hubs?|replicas?|feeds?|stations?)$/i;

export const PRODUCTS = /^(?:postgres(?:ql)?|mysql|mariadb|sqlite|mongo(?:db)?|redis|memcached|kafka|rabbitmq|nats|s3|dynamodb|elasticsearch|opensearch|nginx|haproxy|kubernetes|k8s|docker|lambda|cloudfront|cloudflare|stripe|paypal|auth0|okta|keycloak|snowflake|bigquery|redshift|spark|airflow|grafana|prometheus|cassandra|sqs|sns|eventbridge|kinesis|firebase|supabase|vercel|heroku|github|gitlab|jenkins|terraform|twilio|sendgrid|openai|slack|salesforce|shopify|react|angular|vue|next\.?js|node(?:\.js)?|django|rails|spring|graphql|grpc|rest|oauth|ldap|active\s+directory|azure\s+ad|cognito|iam|ec2|ecs|eks|rds|aurora|gcs|blob\s+storage|cosmos\s*db|pub\/sub|cloud\s+run|app\s+engine|datadog|sentry|splunk|logstash|kibana|fluentd|istio|envoy|consul|vault|celery|sidekiq|hadoop|hive|flink|clickhouse|neo4j|pinecone|weaviate|minio|ceph|zookeeper|etcd|ecr|gcr|acr|argo|argocd|circleci|travis|helm|ansible|pulumi|sonarqube|artifactory|pagerduty|opsgenie|discord|bitbucket|jira)$/i;

export const PERSON_HEAD = /^(?:users?|customers?|clients?|admins?|administrators?|operators?|visitors?|buyers?|sellers?|members?|students?|teachers?|patients?|doctors?|nurses?|employees?|managers?|clerks?|cashiers?|agents?|applicants?|reviewers?|approvers?|owners?|developers?|engineers?|testers?|analysts?|accountants?|drivers?|passengers?|guests?|players?|readers?|authors?|editors?|subscribers?|shoppers?|travell?ers?|traders?|librarians?|borrowers?|cardholders?|holders?|riders?|patrons?|citizens?|residents?|tenants?|landlords?|recruiters?|candidates?|interviewers?|requesters?|requestors?|couriers?|policyholders?|callers?|dispatchers?|paramedics?|responders?|receptionists?|firefighters?|call\s+(?:handlers?|takers?)|claimants?|learners?|instructors?|staff|team|person|people|me|myself|alice|bob|carol|dave|eve|mallory|trent|john|jane)$/i;

const FOREIGN_PERSON = /^(?:ärztin|arzt|ärzte|patientin|kunde|kundin|kunden|nutzer(?:in)?|benutzer(?:in)?|mitarbeiter(?:in)?|apotheker(?:in)?|pflegekraft|lehrer(?:in)?|schüler(?:in)?|sachbearbeiter(?:in)?|antragsteller(?:in)?|médecin|utilisat(?:eur|rice)|cliente|patiente|employée?|pharmacien(?:ne)?|infirmi(?:er|ère)|enseignant(?:e)?|étudiant(?:e)?|médic[oa]|paciente|usuari[oa]|usuári[oa]|emplead[oa]|farmacéutic[oa]|enfermer[oa]|alumn[oa]|profesor(?:a)?|medico|utente|paziente|impiegat[oa]|farmacista|infermier[ea]|studente(?:ssa)?|utilizador(?:a)?|funcionári[oa]|alun[oa]|professor(?:a)?|professore(?:ssa)?)$/i;
const TITLE = /^(?:dr|mr|mrs|ms|mx|prof|sir|dame|capt|sgt)\.?$/;

/** True when the phrase names a person (drawn as an actor). */
export function isPerson(phrase: string): boolean {
  const ws = phrase.toLowerCase().split(/\s+/);
  const head = ws[ws.length - 1] ?? '';
  if (PERSON_HEAD.test(head) && !/^(?:client)$/.test(head)) return true;
  // "Arzt", "médecin", "paciente", "utente": people in German, French, Spanish, Portuguese and Italian.
  if (ws.length <= 2 && FOREIGN_PERSON.test(head)) return true;
  // "call handler", "call taker": a role whose head alone names a thing.
  if (ws.length >= 2 && PERSON_HEAD.test(ws.slice(-2).join(' '))) return true;
  // "Dr. Okafor", "Ms Lee", "Prof. Varga": a title before a name.
  if (ws.length >= 2 && ws.length <= 4 && TITLE.test(ws[0] ?? '')) return true;
  // "用户", "管理员", "ユーザー", "顧客": people in Chinese and Japanese.
  if (/(?:用户|用戶|客户|客戶|顾客|顧客|管理员|管理員|员工|員工|学生|學生|患者|医生|醫生|ユーザー|利用者|お客様|管理者|社員|従業員)$/u.test(phrase.trim())) return true;
  return ws.length <= 2 && (wordClass(head) === 'actor' || wordClass(head) === 'name');
}

/** True when the phrase names a system, component or product. */
export function isSystem(phrase: string): boolean {
  const p = phrase.toLowerCase().trim();
  if (PRODUCTS.test(p)) return true;
  // "call handler" is a person whose head word alone would name a component.
  if (/\bcall\s+(?:handlers?|takers?)$/.test(p)) return false;
  const ws = p.split(/\s+/);
  // "Redis cache" and "the Stripe API" are systems; "the card through Stripe" is not one phrase.
  return SYSTEM_HEAD.test(ws[ws.length - 1] ?? '') || PRODUCTS.test(ws[ws.length - 1] ?? '') || (ws.length <= 2 && PRODUCTS.test(ws[0] ?? ''));
}

/** True for a capitalised name written inside a sentence ("Stripe", "Auth0", "Alice"). */
export function isProperName(phrase: string): boolean {
  return /^[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2}$/.test(phrase.trim()) && !/^(?:The|A|An|If|When|Then|It|This|That|They)$/.test(phrase.trim());
}
