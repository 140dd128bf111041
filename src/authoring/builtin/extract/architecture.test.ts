import { describe, expect, it } from 'vitest';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { ctxFor, labels } from '../test/helpers.js';
import { analyze } from '../text/doc.js';
import { extractArchitecture } from './architecture.js';

/** Connections as "from > to" (with " : label" when asked), by label. */
function edges(c: ArchitectureContent, withLabels = false): string[] {
  const l = new Map(c.components.map((x) => [x.id, x.label]));
  return c.connections.map((x) => `${l.get(x.from)} > ${l.get(x.to)}${withLabels && x.label ? ` : ${x.label}` : ''}`);
}

/** Components as "zone/label". */
function placed(c: ArchitectureContent): string[] {
  const z = new Map(c.zones.map((x) => [x.id, x.label]));
  return c.components.map((x) => `${x.zone ? z.get(x.zone) : '-'}/${x.label}`);
}

/** Through the brief reader first, as the engine reads a prompt. */
function viaBrief(prompt: string): ArchitectureContent {
  return extractArchitecture({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
}

describe('architecture sentence shapes', () => {
  it('reads "A or B; both talk to C" as links from each, never a "Both" box', () => {
    const c = viaBrief('architecture: Users come in through the web app or the mobile app; both talk to the API gateway.');
    expect(edges(c)).toEqual(['Web app > API gateway', 'Mobile app > API gateway']);
    const d = viaBrief('system diagram: Staff use the kiosk app or the tablet app; both of them call the booking API.');
    expect(labels(d.components)).not.toContain('Both');
    expect(edges(d)).toEqual(expect.arrayContaining(['Kiosk app > Booking API', 'Tablet app > Booking API']));
  });
  it('reads a line "x service reads A, sends B via C" as two links from the service (never a list of parts)', () => {
    const c = viaBrief('architecture of our shop:\nweb app -> API -> Postgres\nbilling service reads Postgres, sends invoices via SendGrid');
    expect(labels(c.components)).toEqual(['Web app', 'API', 'Postgres', 'Billing service', 'SendGrid']);
    expect(edges(c)).toEqual(['Web app > API', 'API > Postgres', 'Billing service > Postgres', 'Billing service > SendGrid']);
    const alert = viaBrief('system diagram: the alert service polls Prometheus and pages on-call via PagerDuty');
    expect(edges(alert)).toEqual(['Alert service > Prometheus', 'Alert service > PagerDuty']);
  });
  it('"A publishes events to K; B consumes them": the consumer takes from K', () => {
    const c = extractArchitecture(ctxFor('The billing service publishes invoices to RabbitMQ; an email worker consumes them.'));
    expect(edges(c)).toEqual(['Billing service > RabbitMQ', 'RabbitMQ > Email worker']);
    const named = extractArchitecture(ctxFor('Checkout publishes events to NATS; a Ledger service consumes them and writes to ClickHouse.'));
    expect(edges(named)).toEqual(['Checkout > NATS', 'NATS > Ledger service', 'Ledger service > ClickHouse']);
  });

  it('"X is used as a cache by A and B": an edge from each user, labelled with the role', () => {
    const c = extractArchitecture(ctxFor('The search service and the profile service talk to Postgres. Memcached is used as a cache by the search service and the profile service.'));
    expect(edges(c, true)).toContain('Search service > Memcached : cache');
    expect(edges(c, true)).toContain('Profile service > Memcached : cache');
    // Names the prompt capitalises are components even when they are also words for data ("Orders").
    const named = extractArchitecture(ctxFor('Valkey is used as a cache by Search and Orders.'));
    expect(edges(named, true)).toEqual(['Search > Valkey : cache', 'Orders > Valkey : cache']);
    const served = extractArchitecture(ctxFor('S3 stores the static site, which is served by CloudFront.'));
    expect(edges(served)).toEqual(['S3 > Static site', 'CloudFront > Static site']);
  });

  it('"Behind it are three services: A (…), B (…)": components named by the list, not a group named by the sentence', () => {
    const c = extractArchitecture(ctxFor('Our platform has an Envoy proxy at the edge. Behind it are two services: Quotes (pricing rules) and Policies (contracts). Each service has its own MongoDB database.'));
    expect(c.zones).toEqual([]);
    expect(edges(c)).toEqual(['Envoy proxy > Quotes', 'Envoy proxy > Policies', 'Quotes > Quotes MongoDB database', 'Policies > Policies MongoDB database']);
    expect(c.components.find((x) => x.label === 'Quotes')?.description).toBe('pricing rules');
  });

  it('"everything runs in a Kubernetes cluster": a zone around what the prompt named', () => {
    const c = extractArchitecture(ctxFor('The web app calls the API. The API reads from MongoDB. Everything runs in an EKS cluster.'));
    expect(placed(c)).toEqual(['EKS cluster/Web app', 'EKS cluster/API', 'EKS cluster/MongoDB']);
    const some = extractArchitecture(ctxFor('Browsers load the SPA from Netlify. The SPA calls the orders API and the stock API. Both APIs run in the eu-west region.'));
    expect(placed(some).filter((p) => p.startsWith('Eu-west region/'))).toEqual(['Eu-west region/Orders API', 'Eu-west region/Stock API']);
  });

  it('"Include A, B, ..." lists keep every name, with places and purposes split off', () => {
    const c = viaBrief('Draw our Azure setup. Include Front Door, App Service in a private subnet, Azure SQL for orders, Key Vault and Application Insights.');
    expect(placed(c)).toEqual(['-/Front Door', 'Private subnet/App Service', '-/Azure SQL', '-/Key Vault', '-/Application Insights']);
    expect(c.components.find((x) => x.label === 'Azure SQL')?.description).toBe('orders');
    const stack = extractArchitecture(ctxFor('Architecture of a video app with a Flutter client, an upload service, a transcoding worker using FFmpeg, and Wasabi for storage.'));
    expect(labels(stack.components)).toEqual(['Flutter client', 'Upload service', 'Transcoding worker', 'FFmpeg', 'Wasabi']);
    expect(edges(stack)).toEqual(['Transcoding worker > FFmpeg']);
  });

  it('"the flow from A through B and C to D, then SQL to E and cache calls to F": a chain, then edges from its end', () => {
    const c = extractArchitecture(ctxFor('Components: browsers, Cloudflare, an NLB, API pods, Aurora, Valkey. Show the traffic from browsers through Cloudflare and the NLB to the API pods, then SQL to Aurora and cache reads to Valkey.'));
    expect(edges(c, true)).toEqual(['Browsers > Cloudflare', 'Cloudflare > NLB', 'NLB > API pods', 'API pods > Aurora : sql', 'API pods > Valkey : cache reads']);
  });

  it('"A in front of B" and "A between B and C" inside lists and sentences', () => {
    const c = extractArchitecture(ctxFor('Our stack: HAProxy in front of the app servers, Postgres for data and Sentry for errors.'));
    expect(edges(c)).toEqual(['HAProxy > App servers']);
    expect(labels(c.components)).toEqual(['Postgres', 'Sentry', 'HAProxy', 'App servers']);
  });

  it('headings "Presentation Layer:" over lists become groups', () => {
    const c = extractArchitecture(ctxFor('Presentation Layer:\n- Web portal\n- Partner API\nData Layer:\n- Oracle\n- Elasticsearch (search index)'));
    expect(placed(c)).toEqual(['Presentation Layer/Web portal', 'Presentation Layer/Partner API', 'Data Layer/Oracle', 'Data Layer/Elasticsearch']);
  });

  it('"Identity service: sign-in, sessions, API keys" under a group is one component and what it does; "Storage: MySQL, Memcached" are components', () => {
    const c = extractArchitecture(ctxFor('- Core platform\n  - Accounts service: sign-up, password reset, profiles\n  - Storage: MySQL, Memcached, object storage\n- Edge\n  - CDN\n  - WAF'));
    expect(placed(c)).toEqual(['Core platform/Accounts service', 'Core platform/MySQL', 'Core platform/Memcached', 'Core platform/Object storage', 'Edge/CDN', 'Edge/WAF']);
    expect(c.components[0]!.description).toBe('sign-up, password reset, profiles');
  });

  it('"the search, cart and review services": the shared head goes to each name', () => {
    const c = extractArchitecture(ctxFor('The gateway calls the search, cart and review services.'));
    expect(edges(c)).toEqual(['Gateway > Search service', 'Gateway > Cart service', 'Gateway > Review service']);
  });

  it('"the frontend calls the API" where Frontend is a group: the components in it', () => {
    const c = extractArchitecture(ctxFor('Frontend: SvelteKit on Netlify\nBackend: Go API, Twilio for SMS\nThe frontend calls the Go API. The API talks to Twilio.'));
    expect(edges(c)).toEqual(['SvelteKit > Go API', 'Go API > Twilio']);
  });

  it('Chinese clauses: "A调用B、C服务", "A通过B访问C", a subject carried to the next clause', () => {
    const c = extractArchitecture(ctxFor('网关调用用户、订单服务，订单服务读写PostgreSQL，使用Kafka发送消息'));
    expect(edges(c, true)).toEqual(['网关 > 用户服务 : 调用', '网关 > 订单服务 : 调用', '订单服务 > PostgreSQL : 读写', '订单服务 > Kafka : 使用']);
    // Read through the brief, which writes "、" as a comma: the list after the verb stays one clause.
    expect(edges(viaBrief('订单服务调用支付、库存服务'))).toEqual(['订单服务 > 支付服务', '订单服务 > 库存服务']);
    const via = extractArchitecture(ctxFor('移动端通过API网关访问商品服务'));
    expect(edges(via)).toEqual(['移动端 > API网关', 'API网关 > 商品服务']);
  });

  it('a bare list of the usual tiers gets the request path; anything else stays as written', () => {
    const c = extractArchitecture(ctxFor('Architecture of my side project: web client, backend API, Postgres and a Redis cache.'));
    expect(edges(c)).toEqual(['Web client > Backend API', 'Backend API > Postgres', 'Backend API > Redis cache']);
    const stated = extractArchitecture(ctxFor('Architecture: a web client, a backend API and Postgres. The backend API writes to Postgres.'));
    expect(edges(stated)).toEqual(['Backend API > Postgres']);
    // At the edge, the CDN before the load balancer; a plural "services" is the application tier; a product on a managed host is data.
    const edge = viaBrief('Include CloudFront, an ALB, ECS services, PostgreSQL on RDS and Redis on ElastiCache.');
    expect(edges(edge)).toEqual(['CloudFront > ALB', 'ALB > ECS services', 'ECS services > PostgreSQL (RDS)', 'ECS services > Redis (ElastiCache)']);
    const unknown = extractArchitecture(ctxFor('Architecture diagram of a data lake using S3, Glue, Athena and QuickSight.'));
    expect(edges(unknown)).toEqual([]);
  });
});

describe('a list on one line after an introduction in Japanese', () => {
  it('reads "以下のコンポーネントを含めます: フロントエンド バックエンド データベース …" as one component per name, joined along the usual tiers', () => {
    const brief = readBrief('クラウドベースのWeb アプリケーションのアーキテクチャを示してください。\n以下のコンポーネントを含めます: フロントエンド バックエンド データベース キャッシュ ロードバランサー CDNなど');
    const c = extractArchitecture({ ...ctxFor(''), doc: analyze(brief.content) });
    expect(labels(c.components)).toEqual(['フロントエンド', 'バックエンド', 'データベース', 'キャッシュ', 'ロードバランサー', 'CDN']);
    // The CDN comes before the load balancer at the edge.
    expect(edges(c)).toEqual(expect.arrayContaining(['フロントエンド > CDN', 'CDN > ロードバランサー', 'ロードバランサー > バックエンド', 'バックエンド > データベース']));
  });
});

describe('a bare list of tiers beside one stated link', () => {
  it('joins the components no stated connection touches along client → gateway → service → data ("…, and an analytics pipeline with Kafka")', () => {
    const c = extractArchitecture(ctxFor('System design for a URL shortener: clients, API gateway, shortener service, Redis cache, Cassandra for the URL table, and an analytics pipeline with Kafka and ClickHouse.'));
    expect(edges(c)).toEqual(expect.arrayContaining(['Clients > API gateway', 'API gateway > Shortener service', 'Shortener service > Redis cache', 'Shortener service > Cassandra']));
  });
});

describe('managed hosts, message nouns, relative clauses and containers', () => {
  it('reads "a PostgreSQL database on RDS" (and "Redis on ElastiCache", "MongoDB hosted on Atlas") as one component named with its host', () => {
    const c = extractArchitecture(ctxFor('Billing and Reports share a PostgreSQL database on RDS; Reports also reads from S3.'));
    expect(labels(c.components)).toEqual(['Billing', 'Reports', 'PostgreSQL (RDS)', 'S3']);
    expect(edges(c)).toEqual(['Billing > PostgreSQL (RDS)', 'Reports > PostgreSQL (RDS)', 'Reports > S3']);
    const more = extractArchitecture(ctxFor('The catalog service caches in Redis running on ElastiCache. The Orders service stores data in a MongoDB cluster hosted on Atlas; Search uses MySQL on Cloud SQL.'));
    expect(edges(more)).toEqual(['Catalog service > Redis (ElastiCache)', 'Orders service > MongoDB (Atlas)', 'Search > MySQL (Cloud SQL)']);
    const paren = extractArchitecture(ctxFor('The API stores data in PostgreSQL on Aurora and caches in Redis (on Memorystore).'));
    expect(labels(paren.components)).toEqual(['API', 'PostgreSQL (Aurora)', 'Redis (Memorystore)']);
  });

  it('reads "forwards API calls to X" (and "gRPC requests", "REST calls") as messages, never a component', () => {
    const c = extractArchitecture(ctxFor('Users reach a CloudFront CDN, which forwards API calls to an Application Load Balancer.'));
    expect(labels(c.components)).toEqual(['Users', 'CloudFront CDN', 'Application Load Balancer']);
    expect(edges(c)).toEqual(['Users > CloudFront CDN', 'CloudFront CDN > Application Load Balancer']);
    for (const p of ['The web app sends REST calls to the Rails API.', 'The web app sends gRPC requests to the Rails API.', 'The web app forwards API requests to the Rails API.']) {
      expect(labels(extractArchitecture(ctxFor(p)).components)).toEqual(['Web app', 'Rails API']);
    }
    // A component word before "calls" as the verb stays a component.
    expect(edges(extractArchitecture(ctxFor('The API calls the database.')))).toEqual(['API > Database']);
  });

  it('reads "X, which B consumes / processes / polls" as X → B, and "X, which B reads from" as B → X', () => {
    const c = extractArchitecture(ctxFor('Billing publishes invoice events to SQS, which a Notifications worker consumes.'));
    expect(edges(c)).toEqual(['Billing > SQS', 'SQS > Notifications worker']);
    expect(edges(extractArchitecture(ctxFor('The API publishes order events to an SQS queue, which a Fulfilment worker polls.')))).toContain('SQS queue > Fulfilment worker');
    expect(edges(extractArchitecture(ctxFor('The uploader service writes files to S3, which the Thumbnailer processes.')))).toContain('S3 > Thumbnailer');
    expect(edges(extractArchitecture(ctxFor('Checkout emits events to Kafka, which the Ledger service and the Fraud service consume.')))).toEqual(['Checkout > Kafka', 'Kafka > Ledger service', 'Kafka > Fraud service']);
    expect(edges(extractArchitecture(ctxFor('Orders writes to Postgres, which the Reporting service reads from.')))).toEqual(['Orders > Postgres', 'Reporting service > Postgres']);
    // "from which B reads", "X that B consumes" and "which is consumed by B" are the same relation.
    expect(edges(extractArchitecture(ctxFor('Orders writes to Postgres, from which the Reporting service reads.')))).toEqual(['Orders > Postgres', 'Reporting service > Postgres']);
    expect(edges(extractArchitecture(ctxFor('Billing publishes invoice events to SQS that a Notifications worker consumes.')))).toEqual(['Billing > SQS', 'SQS > Notifications worker']);
    expect(edges(extractArchitecture(ctxFor('Billing publishes invoice events to SQS, which is consumed by a Notifications worker.')))).toEqual(['Billing > SQS', 'SQS > Notifications worker']);
  });

  it('reads "A emits OrderPlaced to K; B and C subscribe" as the event on the edges, and the subscribers taking from K', () => {
    const c = extractArchitecture(ctxFor('The Order service emits OrderPlaced to EventBridge; Inventory and Billing subscribe; Billing writes invoices to DynamoDB.'));
    expect(labels(c.components)).toEqual(['Order service', 'EventBridge', 'Inventory', 'Billing', 'DynamoDB']);
    expect(edges(c, true)).toEqual(['Order service > EventBridge : emits OrderPlaced', 'EventBridge > Inventory : OrderPlaced', 'EventBridge > Billing : OrderPlaced', 'Billing > DynamoDB : writes invoices']);
    expect(edges(extractArchitecture(ctxFor('Checkout publishes OrderPlaced events to Kafka; Shipping and Billing consume.')))).toEqual(['Checkout > Kafka', 'Kafka > Shipping', 'Kafka > Billing']);
    expect(edges(extractArchitecture(ctxFor('The worker consumes from SQS and writes to S3.')))).toEqual(['SQS > Worker', 'Worker > S3']);
  });

  it('reads "Behind it run three services on ECS: A, B and C" as a zone for the platform around the services', () => {
    for (const p of ['Users reach an ALB. Behind it run three services on ECS: Auth, Billing and Reports.', 'Users reach an ALB. Behind the ALB, three services run on ECS: Auth, Billing and Reports.', 'Users reach an ALB. Behind it sit Auth, Billing and Reports on ECS.']) {
      const c = extractArchitecture(ctxFor(p));
      expect(placed(c)).toEqual(['-/Users', '-/ALB', 'ECS/Auth', 'ECS/Billing', 'ECS/Reports']);
      expect(edges(c)).toEqual(['Users > ALB', 'ALB > Auth', 'ALB > Billing', 'ALB > Reports']);
    }
  });

  it('reads "an analytics pipeline with Kafka and ClickHouse" in a list as a group whose members follow one another, fed by the service', () => {
    const c = extractArchitecture(ctxFor('System design for a URL shortener: clients, API gateway, shortener service, Redis cache, Cassandra for the URL table, and an analytics pipeline with Kafka and ClickHouse.'));
    expect(placed(c)).toEqual(['-/Clients', '-/API gateway', '-/Shortener service', '-/Redis cache', '-/Cassandra', 'Analytics pipeline/Kafka', 'Analytics pipeline/ClickHouse']);
    expect(edges(c)).toEqual(expect.arrayContaining(['Kafka > ClickHouse', 'Clients > API gateway', 'API gateway > Shortener service', 'Shortener service > Redis cache', 'Shortener service > Cassandra', 'Shortener service > Kafka']));
    expect(edges(c)).not.toContain('Shortener service > ClickHouse');
    const three = extractArchitecture(ctxFor('Architecture of a chat app: React client, WebSocket gateway, chat service, Redis, and a data pipeline with Kafka, Flink and Snowflake.'));
    expect(edges(three)).toEqual(expect.arrayContaining(['Kafka > Flink', 'Flink > Snowflake', 'Chat service > Kafka']));
  });

  it('reads "a monitoring stack with A and B", "the X pipeline consists of A, B and C", "we run a cluster with A and B" as groups', () => {
    const stack = extractArchitecture(ctxFor('The API writes to Postgres. Add an observability stack with Loki, Tempo and Grafana.'));
    expect(placed(stack)).toEqual(['-/API', '-/Postgres', 'Observability stack/Loki', 'Observability stack/Tempo', 'Observability stack/Grafana']);
    expect(edges(stack)).toEqual(['API > Postgres']);
    const pipe = extractArchitecture(ctxFor('The ingestion pipeline consists of Kinesis, Lambda and S3.'));
    expect(edges(pipe)).toEqual(['Kinesis > Lambda', 'Lambda > S3']);
    const cluster = extractArchitecture(ctxFor('We run a Kubernetes cluster with the Orders service and the Payments service; both write to MySQL on RDS.'));
    expect(placed(cluster)).toEqual(['Kubernetes cluster/Orders service', 'Kubernetes cluster/Payments service', '-/MySQL (RDS)']);
    // "Our platform has …" is the whole system, not a group.
    expect(extractArchitecture(ctxFor('Our platform has an Envoy proxy and a Go API.')).zones).toEqual([]);
  });
});

describe('architecture prose in long sentences', () => {
  it('reads "users hit X, which serves the app from S3. Calls go X → Y → Z." sentence by sentence around the arrows', () => {
    const c = viaBrief('AWS architecture: users hit CloudFront, which serves the static React app from S3. API calls go CloudFront → API Gateway → Lambda functions → DynamoDB. Cognito handles auth in front of API Gateway.');
    expect(labels(c.components)).toEqual(['Users', 'CloudFront', 'S3', 'API Gateway', 'Lambda functions', 'DynamoDB', 'Cognito']);
    expect(edges(c, true)).toEqual(['Users > CloudFront : hit', 'CloudFront > S3 : serves static React app', 'CloudFront > API Gateway', 'API Gateway > Lambda functions', 'Lambda functions > DynamoDB', 'Cognito > API Gateway']);
  });

  it('reads "the Lambdas put messages on a queue; a worker consumes them and sends emails through SES"', () => {
    const c = extractArchitecture(ctxFor('Lambda functions write to DynamoDB. The Lambdas also put messages on an SQS queue; a worker Lambda consumes them and sends emails through SES.'));
    expect(edges(c, true)).toEqual(['Lambda functions > DynamoDB : write', 'Lambda functions > SQS queue : put messages', 'SQS queue > Worker Lambda : messages', 'Worker Lambda > SES : sends emails']);
  });

  it('reads "P use A and Q use B. Both talk to X that sits behind Y" as people, their apps and a balancer in front', () => {
    const c = extractArchitecture(ctxFor('Teachers use an iPad app and parents use a web portal. Both talk to a Node.js backend that sits behind an Nginx load balancer.'));
    expect(edges(c)).toEqual(['Teachers > iPad app', 'Parents > Web portal', 'iPad app > Nginx load balancer', 'Web portal > Nginx load balancer', 'Nginx load balancer > Node.js backend']);
  });

  it('reads "X stores A in P, keeps B in R, and pushes C to people via F" as one edge a verb, the channel in between', () => {
    const c = extractArchitecture(ctxFor('The backend stores everything in PostgreSQL, keeps sessions in Redis, and pushes notifications to parents via Firebase Cloud Messaging.'));
    expect(edges(c, true)).toEqual(['Backend > PostgreSQL : stores everything', 'Backend > Redis : keeps sessions', 'Backend > Firebase Cloud Messaging : pushes notifications', 'Firebase Cloud Messaging > Parents']);
  });

  it('reads "a nightly cron job exports X to Y over SFTP": a job is a component', () => {
    const c = extractArchitecture(ctxFor('A nightly cron job exports attendance to the district SIS over SFTP.'));
    expect(edges(c, true)).toEqual(['Nightly cron job > District SIS : exports attendance']);
  });

  it('leaves out a look instruction among the sentences ("use AWS-style icons if you can")', () => {
    const c = extractArchitecture(ctxFor('A worker Lambda sends emails through SES. use AWS-style icons if you can'));
    expect(labels(c.components)).toEqual(['Worker Lambda', 'SES']);
  });

  it('reads "X, which is backed by P and reads from R": the relative clause\'s subject goes on acting', () => {
    const c = extractArchitecture(ctxFor('A React frontend talks to a GraphQL API, which is backed by PostgreSQL and reads from a Redis cache.'));
    expect(edges(c)).toEqual(['React frontend > GraphQL API', 'GraphQL API > PostgreSQL', 'GraphQL API > Redis cache']);
  });

  it('reads "X sits in front of three services: a, b and c" as an edge to each member', () => {
    const c = extractArchitecture(ctxFor('The mobile app calls the API gateway, which sits in front of three services: auth, orders and payments.'));
    expect(edges(c)).toEqual(['Mobile app > API gateway', 'API gateway > Auth', 'API gateway > Orders', 'API gateway > Payments']);
  });

  it('reads "S send readings over MQTT to B" without the protocol as a component', () => {
    const c = extractArchitecture(ctxFor('Sensors send readings over MQTT to an EMQX broker.'));
    expect(labels(c.components)).toEqual(['Sensors', 'EMQX broker']);
  });

  it('reads "X, which G queries for dashboards": the purpose after "for" is no target', () => {
    const c = extractArchitecture(ctxFor('A Flink job stores the data in InfluxDB, which Grafana queries for dashboards.'));
    expect(edges(c)).toEqual(['Flink job > InfluxDB', 'Grafana > InfluxDB']);
  });

  it('reads "Alerts go to PagerDuty through Alertmanager": the data is no component, the channel passes it on', () => {
    const c = extractArchitecture(ctxFor('Alerts go to PagerDuty through Alertmanager.'));
    expect(edges(c, true)).toEqual(['Alertmanager > PagerDuty : alerts']);
  });

  it('reads "writes to MongoDB and pushes jobs onto a queue that a worker drains" as two verbs and a consumer', () => {
    const c = extractArchitecture(ctxFor('Orders writes to MongoDB and pushes jobs onto a RabbitMQ queue that a worker drains.'));
    expect(edges(c)).toEqual(['Orders > MongoDB', 'Orders > RabbitMQ queue', 'RabbitMQ queue > Worker']);
  });

  it('reads "clients connect through an ALB to two ECS services (web and api)": the channel, then each named member', () => {
    const c = extractArchitecture(ctxFor('Clients connect through an ALB to two ECS services (web and api). The api service reads from an Aurora cluster.'));
    expect(edges(c)).toEqual(['Clients > ALB', 'ALB > Web', 'ALB > API', 'API > Aurora cluster']);
  });

  it('reads "the bucket" after S3 as S3 (a generic word for a product named before)', () => {
    const c = extractArchitecture(ctxFor('The API writes uploads to S3. A Lambda function sends thumbnails back to the bucket.'));
    expect(labels(c.components)).toEqual(['API', 'S3', 'Lambda function']);
  });

  it('reads "The storefront (a Next.js app on Vercel) talks to X": the name before the brackets, described by them', () => {
    const c = extractArchitecture(ctxFor('The storefront (a Next.js app on Vercel) talks to our Go API, which sits behind Cloudflare.'));
    expect(c.components.map((x) => `${x.label}${x.description ? ` (${x.description})` : ''}`)).toEqual(['Storefront (Next.js app on Vercel)', 'Go API', 'Cloudflare']);
    expect(edges(c)).toEqual(['Storefront > Cloudflare', 'Cloudflare > Go API']);
  });

  it('reads "Order events are published to Kafka and consumed by the worker, which calls X": sender is who acted last', () => {
    const c = extractArchitecture(ctxFor('The API is backed by Postgres. Order events are published to Kafka and consumed by the fulfillment worker, which calls the Shippo API.'));
    expect(edges(c, true)).toEqual(['API > Postgres : backed by', 'API > Kafka : order events', 'Kafka > Fulfillment worker : order events', 'Fulfillment worker > Shippo API : calls']);
  });

  it('reads a drawn tree ("├── User Service") without its branches', () => {
    const c = extractArchitecture(ctxFor('Components:\nAPI Gateway\n├── User Service\n└── Order Service'));
    expect(labels(c.components)).toEqual(['API Gateway', 'User Service', 'Order Service']);
  });
});

describe('components named by a quantifier', () => {
  it('reads "all services publish events to Kafka" as an edge from every service', async () => {
    const { extractArchitecture } = await import('./architecture.js');
    const { ctxFor } = await import('../test/helpers.js');
    const c = extractArchitecture(ctxFor('The API gateway routes to the Orders service, the Tracking service and the Billing service; Tracking uses Redis, and all services publish events to Kafka.'));
    expect(c.components.map((x) => x.label)).not.toContain('All services');
    expect(c.connections.filter((x) => x.to === 'kafka').map((x) => x.from).sort()).toEqual(['billing-service', 'orders-service', 'tracking-service']);
  });
  it('reads "router, pi-hole, NAS, plex server, all behind tailscale" as Tailscale in front of each', async () => {
    const { extractArchitecture } = await import('./architecture.js');
    const { briefCtxFor } = await import('../test/helpers.js');
    const c = extractArchitecture(briefCtxFor('architecture diagram for my home lab: router, pi-hole, NAS, plex server, all behind tailscale'));
    expect(c.components.map((x) => x.label)).toEqual(['Router', 'Pi-hole', 'NAS', 'Plex server', 'Tailscale']);
    expect(c.connections.filter((x) => x.from === 'tailscale').length).toBe(4);
  });
});

describe('architecture prose shapes of people who never saw our code', () => {
  it('reads "A and B both go through the Gateway" as each reaching the gateway, with no "go" label', () => {
    const c = viaBrief('Architecture for a food delivery backend: the React Native app and the restaurant tablet app both go through the API Gateway. Gateway routes to Order Service and Menu Service.');
    expect(edges(c, true)).toEqual(['React Native app > API Gateway', 'Restaurant tablet app > API Gateway', 'API Gateway > Order Service : routes', 'API Gateway > Menu Service : routes']);
  });
  it('reads "Payments go out to Adyen from Order Service" as the data going from the last name to the first', () => {
    const c = viaBrief('Architecture: Order Service writes to Postgres. Payments go out to Adyen from Order Service.');
    expect(edges(c, true)).toEqual(['Order Service > Postgres : writes', 'Order Service > Adyen : payments']);
  });
  it('reads "every X has a Y that sends readings to Z" as X fitted with Y, and Y sending to Z', () => {
    const c = viaBrief('Architecture: every CNC machine has a vibration sensor that sends readings over MQTT to an edge gateway.');
    expect(edges(c)).toEqual(['CNC machine > Vibration sensor', 'Vibration sensor > Edge gateway']);
  });
  it('reads "the plant\'s time-series database (InfluxDB)" as InfluxDB, described by its role', () => {
    const c = viaBrief("Architecture: the gateways forward the data to the plant's time-series database (InfluxDB).");
    expect(c.components.find((x) => x.label === 'InfluxDB')?.description).toBe('Time-series database');
    expect(edges(c)).toEqual(['Gateways > InfluxDB']);
  });
  it('reads ", from where a Grafana dashboard shows the status" as the dashboard fed by what was named last', () => {
    const c = viaBrief('Architecture: the edge gateway forwards the data to InfluxDB, from where a Grafana dashboard shows the live status.');
    expect(edges(c)).toEqual(['Edge gateway > InfluxDB', 'InfluxDB > Grafana dashboard']);
  });
  it('reads ", while a nightly Python job trains the model and writes alerts into X" as a second subject with its own verbs', () => {
    const c = viaBrief('Architecture: the gateway writes to InfluxDB, while a nightly Python job trains the predictive maintenance model and writes alerts into the ticket system.');
    expect(edges(c, true)).toEqual(['Gateway > InfluxDB : writes', 'Nightly Python job > Predictive maintenance model : trains', 'Nightly Python job > Ticket system : writes alerts']);
  });
  it('reads "which fetches articles from the CMS and user profiles from the Auth service" with the verb going on to the second pair', () => {
    const c = viaBrief('Architecture: the apps call a GraphQL layer, which fetches articles from the CMS and user profiles from the Auth service.');
    expect(edges(c, true)).toEqual(['Apps > GraphQL layer : call', 'GraphQL layer > CMS : fetches articles', 'GraphQL layer > Auth service : fetches user profiles']);
  });
});

describe('architecture prose about devices and the people a system tells', () => {
  it('reads "A in the paddocks and the milking robot send readings over LoRaWAN to a gateway": two senders, the radio no box', () => {
    const c = viaBrief('Soil moisture sensors in the paddocks and the milking robot send readings over LoRaWAN to a gateway in the barn. The gateway forwards to a cloud MQTT broker.');
    expect(labels(c.components)).toEqual(['Soil moisture sensors', 'Milking robot', 'Gateway', 'MQTT broker']);
    expect(edges(c)).toEqual(['Soil moisture sensors > Gateway', 'Milking robot > Gateway', 'Gateway > MQTT broker']);
  });

  it('reads "an alerting service subscribed to the broker texts the farmer": the participle as a clause, the person told as a box', () => {
    const c = viaBrief('The gateway forwards to a cloud MQTT broker. A dashboard app reads from the broker, and an alerting service subscribed to the broker texts the farmer when the tank goes above 4°C.');
    expect(edges(c)).toEqual(expect.arrayContaining(['MQTT broker > Alerting service', 'Alerting service > Farmer']));
  });
});

describe('arrow lines whose end lists several components', () => {
  it('"node api -> redis, stripe" and "api -> Postgres and Redis": the arrow fans out to each name', () => {
    const c = viaBrief('infra diagram for the shop:\ncloudflare -> nginx LB -> node api (x3)\nnode api -> postgres primary -> read replica\nnode api -> redis, stripe');
    expect(c.components.map((x) => x.label)).toEqual(['Cloudflare', 'Nginx LB', 'Node api', 'Postgres primary', 'Read replica', 'Redis', 'Stripe']);
    expect(edges(c)).toContain('Node api > Redis');
    expect(edges(c)).toContain('Node api > Stripe');
    expect(edges(viaBrief('web -> api\napi -> Postgres and Redis'))).toEqual(['Web > Api', 'Api > Postgres', 'Api > Redis']);
  });
});
