// Words of architecture prose: product and cloud-service names (one or more words), places that group components,
// protocol acronyms that are not components, and the data that flows between components.

import { inLexicon } from '../text/nlp.js';

// Names people write for hosted services and software; matched case-insensitively, longest first.
const NAMES = `
route 53|cloudfront|waf|aws waf|shield|api gateway|lambda|ec2|ecs|eks|fargate|s3|glacier|ebs|efs|rds|aurora|dynamodb|
elasticache|elasticache redis|redshift|athena|glue|aws glue|emr|kinesis|kinesis data streams|kinesis data firehose|firehose|
quicksight|sqs|sns|eventbridge|step functions|cognito|iam|kms|secrets manager|systems manager|parameter store|cloudwatch|
cloudtrail|x-ray|guardduty|elastic beanstalk|app runner|appsync|amplify|sagemaker|bedrock|lake formation|msk|amazon mq|
nat gateway|nat gateways|internet gateway|transit gateway|direct connect|vpn gateway|application load balancer|
network load balancer|elastic load balancer|elastic load balancing|elb|alb|nlb|auto scaling group|ecr|codepipeline|codebuild|
codedeploy|codecommit|opensearch|neptune|documentdb|timestream|aws batch|vpc flow logs|rds multi-az|
azure firewall|azure bastion|bastion|front door|azure front door|application gateway|azure functions|app service|
app service environment|aks|azure sql|azure sql database|cosmos db|cosmosdb|blob storage|azure storage|azure blob storage|service bus|
event hubs|event grid|key vault|azure monitor|log analytics|application insights|azure ad|entra id|expressroute|
expressroute circuit|private dns resolver|azure dns|api management|logic apps|data factory|synapse|azure synapse|
databricks|azure openai|container apps|container registry|azure container registry|vnet|hub vnet|spoke vnet|
cloud run|cloud functions|gke|compute engine|app engine|cloud sql|cloud spanner|spanner|firestore|bigtable|bigquery|
pub/sub|pubsub|dataflow|dataproc|cloud storage|gcs|memorystore|cloud load balancing|cloud cdn|cloud armor|vertex ai|
looker|cloud build|artifact registry|cloud logging|cloud monitoring|secret manager|cloud dns|cloud nat|cloud composer|
vercel|netlify|fly.io|heroku|supabase|upstash|planetscale|neon|cloudflare|cloudflare workers|stripe|paypal|auth0|okta|
sendgrid|twilio|mailgun|postmark|algolia|segment|mixpanel|amplitude|snowflake|dbt|airflow|dagster|prefect|kafka|
kafka connect|debezium|flink|spark|trino|presto|superset|metabase|tableau|power bi|mlflow|kubeflow|ray|triton|celery|
sidekiq|rabbitmq|nats|pulsar|zeromq|redis|memcached|varnish|traefik|kong|envoy|istio|linkerd|nginx|haproxy|caddy|
apache|tomcat|express|fastapi|flask|django|rails|laravel|spring boot|spring|asp.net|.net|node.js|nodejs|deno|
vue|vue.js|react|angular|svelte|next.js|nextjs|nuxt|remix|electron|react native|flutter|postgresql|postgres|mysql|
mariadb|sql server|oracle|sqlite|mongodb|mongo|cassandra|scylladb|cockroachdb|tidb|clickhouse|druid|pinot|influxdb|
timescaledb|prometheus|grafana|loki|tempo|jaeger|zipkin|opentelemetry|datadog|new relic|sentry|pagerduty|opsgenie|
splunk|elk|elk stack|elasticsearch|logstash|kibana|fluentd|fluent bit|vault|hashicorp vault|consul|etcd|zookeeper|
keycloak|ldap|active directory|minio|ceph|hdfs|hadoop|hive|hbase|jenkins|github|github actions|gitlab|gitlab ci|
circleci|argo cd|argocd|tekton|spinnaker|terraform|ansible|pulumi|helm|docker|docker hub|kubernetes|k8s|openshift|
nomad|pinecone|weaviate|milvus|qdrant|chroma|pgvector|openai|openai api|anthropic|langchain|ollama|hugging face|
firebase|firebase cloud messaging|fcm|apns|appwrite|hasura|apollo|graphql|grpc|websocket|websockets|socket.io|mqtt|
mosquitto|emqx|wordpress|shopify|salesforce|hubspot|zendesk|slack|jira|confluence|bitbucket|sonarqube|artifactory|
nexus|harbor|sap|workday|raspberry pi|arduino|esp32|the things network|things network|home assistant|node-red|okta|onelogin|ping identity|duo|cloudinary|mux|imgix|fastly|akamai|cdn
`;

const ALL = NAMES.split(/[|\n]/).map((s) => s.trim()).filter(Boolean);
/** First word → the names that start with it, longest first. */
const BY_FIRST = new Map<string, string[][]>();
for (const name of ALL) {
  const ws = name.split(' ');
  const list = BY_FIRST.get(ws[0]) ?? [];
  list.push(ws);
  BY_FIRST.set(ws[0], list);
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.length - a.length);

// Names that are also everyday words, whatever the lexicon says.
const CAPITAL_ONLY = new Set(['segment', 'shield', 'vault', 'hive', 'snowflake', 'spring', 'express', 'ray', 'tempo', 'nexus', 'harbor', 'neon', 'amplify', 'looker', 'remix', 'electron', 'duo', 'consul', 'chroma', 'apache', 'druid', 'pinot', 'bastion', 'flask', 'kong', 'envoy', 'glue', 'spark', 'nomad', 'helm', 'synapse', 'bedrock', 'firehose', 'neptune', 'oracle', 'ceph', 'mux', 'prefect', 'superset', 'presto', 'vue', 'rails', 'loki', 'triton', 'apollo', 'nats', 'pulsar', 'sap', 'upstash']);

const bare = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[.,;:]+$/, '');

/**
 * The number of words (from `i`, as written) that spell a known product name, or 0. A name made only of common
 * English words ("Glue", "Front Door", "React") counts only when written with a capital.
 */
export function productAt(words: string[], i: number): number {
  const cands = BY_FIRST.get(bare(words[i]));
  if (!cands) return 0;
  for (const ws of cands) {
    if (!ws.every((w, k) => bare(words[i + k]) === w)) continue;
    if (!/^[A-Z0-9.]/.test(words[i]) && ws.every((w) => inLexicon(w) || CAPITAL_ONLY.has(w))) continue;
    return ws.length;
  }
  return 0;
}

/** True when the whole phrase is a known product name. */
export function isProduct(phrase: string): boolean {
  const ws = phrase.trim().split(/\s+/);
  return productAt(ws, 0) === ws.length;
}

// Acronyms that name protocols, formats, clouds or ideas rather than a box in the diagram.
export const NOT_COMPONENT_ACRONYM = /^(?:https?|sql|nosql|tcp|udp|ip|tls|ssl|ssh|json|xml|yaml|csv|pdf|html|css|js|ts|api|apis|ui|ux|aws|gcp|az|azs|us|eu|id|ids|pk|fk|ci|cd|ci\/cd|etl|elt|ml|ai|io|os|cpu|gpu|ram|sla|slo|kpi|mvp|ok|sms|url|uri|jwt|oauth|saml|oidc|rbac|dns|vpc|vpcs|nsg|nsgs|udr|udrs|crud|rest|soap|amqp|smtp|ftp|sftp|p2p|b2b|b2c|saas|paas|iaas|faas|mb|gb|tb|ms|qps|rps|tps|ha|dr|rto|rpo|tb|iot|llm|rag|sdk|cli|gui|ide|db|dbs|vm|vms|lb|spa|pwa|seo|crm|erp|hr|it|qa|pm|ceo|cto|cfo)$/i;

// Places that hold components ("private subnets", "a Kubernetes cluster", "the EU region"): drawn as zones.
export const PLACE_HEAD = /\b(?:subnets?|vpcs?|vnets?|zones?|regions?|clusters?|accounts?|subscriptions?|networks?|tiers?|layers?|clouds?|data\s*cent(?:er|re)s?|datacent(?:er|re)s?|on-prem(?:ises)?|premises|namespaces?|environments?|dmz|groups?|projects?|resource\s+groups?|availability\s+zones?)$/i;

// What travels between components: the payload of a verb, never a component itself.
export const PAYLOAD = /^(?:events?|messages?|requests?|responses?|data|traffic|jobs?|tasks?|records?|logs?|metrics?|traces?|notifications?|emails?|alerts?|results?|files?|images?|videos?|updates?|changes?|commands?|queries|query|calls?|payloads?|orders?|payments?|tokens?|credentials?|reports?|batches|rows|documents?|blobs?|objects?|packets?|signals?|readings?|telemetry|snapshots?|backups?|artifacts?|builds?|code|secrets?|config(?:uration)?s?|webhooks?|heartbeats?|streams?|entries|entry|tallies|tally|counts?|submissions?|votes?|scans?)$/i;

// Generic headings that introduce components without naming a group of them.
export const GENERIC_GROUP = /^(?:(?:the\s+)?(?:key|main|core|major|system|following|other|additional|all|some)\s+)?(?:components?|elements?|parts?|items?|nodes?|pieces?|building\s+blocks|overview|architecture|diagram|system|requirements?|notes?|relationships?|relations|connections?|flows?|data\s+flows?|example\s+flows?|communication(?:\s+patterns?)?|interactions?|details?|constraints?|context|description|legend|components?\s+and\s+(?:connections|relationships)|组件间关系|组件|关系)$/iu;

// Request verbs that open an instruction ("Include users, Route 53, ..."), never part of a name.
export const REQUEST_VERB = /^(?:include|includes|including|show|shows|draw|add|create|make|use|display|generate|design|depict|illustrate|render|group|label|highlight|mark|put|place|give|represent|visualize|visualise|map|plot|outline|sketch|build|provide|with|plus|also|featuring)$/i;

// People who act on a system, drawn when they do ("teachers use an iPad app", "pushes notifications to parents").
export const PEOPLE = /^(?:(?:end|mobile|web|external|internal)\s+)?(?:users|customers|visitors|clients|browsers|shoppers|players|riders|drivers|merchants|partners|developers|admins|administrators|operators|teachers|parents|students|staff|employees|doctors|nurses|patients|engineers|analysts|guests|members|buyers|sellers|editors|authors|subscribers|tenants|residents|citizens|travell?ers|passengers|agents|managers|volunteers|clinicians)$/i;

// Jobs that run on their own, components when a word says what runs them ("a nightly cron job", "the batch jobs").
export const JOB = /^(?:cron|batch|background|scheduled|nightly|hourly|daily|weekly|etl|sync|export|import|cleanup|backup|billing|reporting)$/i;

// What a product is, for "the bucket", "the queue", "the database" said of a product named before.
const KIND_OF: Record<string, string> = Object.fromEntries(`
bucket: s3|gcs|cloud storage|blob storage|azure blob storage|minio|r2
queue: sqs|rabbitmq|service bus|amazon mq|activemq|celery
broker: kafka|msk|nats|pulsar|rabbitmq|mosquitto|emqx|event hubs|pub/sub|pubsub|kinesis
topic: sns|kafka|pub/sub|pubsub|event grid|eventbridge
database: postgres|postgresql|mysql|mariadb|aurora|rds|dynamodb|mongodb|mongo|cassandra|cosmos db|firestore|cloud sql|sql server|oracle|sqlite|cockroachdb|supabase|planetscale|neon|spanner
cache: redis|memcached|elasticache|memorystore|varnish|valkey
cdn: cloudfront|cloudflare|fastly|akamai|cloud cdn|front door
warehouse: snowflake|bigquery|redshift|synapse|clickhouse
function: lambda|cloud functions|azure functions|cloudflare workers
gateway: api gateway|kong|apigee|api management
`.trim().split('\n').flatMap((line) => { const [kind, names] = line.split(': '); return names!.split('|').map((n) => [n, kind!]); }));
const KIND_SYNONYM: Record<string, string> = { db: 'database', dbs: 'database', databases: 'database', datastore: 'database', store: 'database', buckets: 'bucket', queues: 'queue', caches: 'cache', brokers: 'broker', topics: 'topic', functions: 'function', lambdas: 'function' };

/** The kind a generic word names ("db" → "database"), when products are known to be of it. */
export function genericKind(word: string): string | undefined {
  const w = word.toLowerCase();
  const k = KIND_SYNONYM[w] ?? w;
  return Object.values(KIND_OF).includes(k) ? k : undefined;
}

/** The kind of product a component's name starts with ("S3 bucket" → "bucket"), if known. */
export function productKind(key: string): string | undefined {
  const ws = key.toLowerCase().split(/\s+/);
  for (let n = Math.min(3, ws.length); n >= 1; n--) { const k = KIND_OF[ws.slice(0, n).join(' ')]; if (k) return k; }
  return undefined;
}
