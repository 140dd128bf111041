// Diagram vocabulary → icon id, plus the word lists suggest() uses to ignore noise and avoid false brand hits.

/**
 * Phrase (lower-case words joined by one space) → icon id. Checked before names and tags, so it settles
 * words whose tag matches are ambiguous ("payment" tags forty currency icons) or missing ("cache", "cdn").
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  // data
  db: 'lucide:database', sql: 'lucide:database', rdbms: 'lucide:database', datastore: 'lucide:database',
  'data store': 'lucide:database', nosql: 'lucide:database', kv: 'lucide:database', 'key value store': 'lucide:database',
  'data lake': 'lucide:database', 'data warehouse': 'lucide:warehouse', cache: 'lucide:database-zap',
  caching: 'lucide:database-zap', memcache: 'lucide:database-zap', 'in memory cache': 'lucide:database-zap',
  storage: 'lucide:hard-drive', disk: 'lucide:hard-drive', volume: 'lucide:hard-drive', nas: 'lucide:hard-drive',
  's3': 'lucide:archive', bucket: 'lucide:archive', blob: 'lucide:archive', 'blob storage': 'lucide:archive',
  'object storage': 'lucide:archive', backup: 'lucide:archive', document: 'lucide:file-text', docs: 'lucide:file-text',
  // security
  auth: 'lucide:key-round', authentication: 'lucide:key-round', sso: 'lucide:key-round', oauth: 'lucide:key-round',
  password: 'lucide:key-round', authorization: 'lucide:shield-check', iam: 'lucide:shield-check',
  permissions: 'lucide:shield-check', identity: 'lucide:id-card', login: 'lucide:log-in', 'log in': 'lucide:log-in',
  register: 'lucide:user-plus', registration: 'lucide:user-plus', signup: 'lucide:user-plus', 'sign up': 'lucide:user-plus',
  signin: 'lucide:log-in', 'sign in': 'lucide:log-in', logout: 'lucide:log-out', 'sign out': 'lucide:log-out',
  secret: 'lucide:lock', secrets: 'lucide:lock', encryption: 'lucide:lock', security: 'lucide:shield',
  firewall: 'lucide:brick-wall-fire', waf: 'lucide:brick-wall-shield', vpn: 'lucide:shield-check',
  // network and traffic
  cdn: 'lucide:globe', dns: 'lucide:signpost', internet: 'lucide:globe', web: 'lucide:globe', website: 'lucide:globe',
  browser: 'lucide:globe', 'web browser': 'lucide:globe', 'load balancer': 'lucide:split', lb: 'lucide:split',
  balancer: 'lucide:split', 'api gateway': 'lucide:door-open', gateway: 'lucide:door-open', proxy: 'lucide:waypoints',
  'reverse proxy': 'lucide:waypoints', 'service mesh': 'lucide:network', vpc: 'lucide:network', subnet: 'lucide:network',
  api: 'lucide:braces', 'rest api': 'lucide:braces', endpoint: 'lucide:braces', webhooks: 'lucide:webhook',
  // messaging and processing
  queue: 'lucide:list-ordered', 'message queue': 'lucide:list-ordered', mq: 'lucide:list-ordered',
  'task queue': 'lucide:list-ordered', 'job queue': 'lucide:list-ordered', broker: 'lucide:radio-tower',
  'message broker': 'lucide:radio-tower', 'event bus': 'lucide:radio-tower', pubsub: 'lucide:radio-tower',
  'pub sub': 'lucide:radio-tower', topic: 'lucide:radio-tower', stream: 'lucide:activity', 'event stream': 'lucide:activity',
  worker: 'lucide:cog', job: 'lucide:cog', 'background job': 'lucide:cog', cron: 'lucide:calendar-clock',
  scheduler: 'lucide:calendar-clock', schedule: 'lucide:calendar-clock', function: 'lucide:lambda',
  serverless: 'lucide:lambda', faas: 'lucide:lambda', etl: 'lucide:workflow', pipeline: 'lucide:workflow',
  'data pipeline': 'lucide:workflow', ci: 'lucide:workflow', cicd: 'lucide:workflow', 'ci cd': 'lucide:workflow',
  launch: 'lucide:rocket', error: 'lucide:circle-x', failure: 'lucide:circle-x', success: 'lucide:circle-check',
  build: 'lucide:hammer', deploy: 'lucide:rocket', deployment: 'lucide:rocket', release: 'lucide:rocket',
  // compute
  backend: 'lucide:server', 'api server': 'lucide:server', 'web server': 'lucide:server', vm: 'lucide:server',
  'virtual machine': 'lucide:server', instance: 'lucide:server', host: 'lucide:server', compute: 'lucide:cpu',
  microservice: 'lucide:boxes', microservices: 'lucide:boxes', cluster: 'lucide:boxes', pod: 'lucide:box',
  k8s: 'simple:kubernetes', kube: 'simple:kubernetes', aws: 'lucide:cloud', azure: 'lucide:cloud',
  gcp: 'simple:googlecloud', iot: 'lucide:cpu', device: 'lucide:cpu', sensor: 'lucide:cpu',
  // clients and people
  'mobile app': 'lucide:smartphone', mobile: 'lucide:smartphone', phone: 'lucide:smartphone',
  'ios app': 'lucide:smartphone', 'android app': 'lucide:smartphone', 'web app': 'lucide:app-window',
  webapp: 'lucide:app-window', frontend: 'lucide:app-window', spa: 'lucide:app-window', 'web client': 'lucide:app-window',
  ui: 'lucide:app-window', desktop: 'lucide:monitor', 'desktop app': 'lucide:monitor', client: 'lucide:monitor-smartphone',
  customer: 'lucide:user', actor: 'lucide:user', person: 'lucide:user', 'end user': 'lucide:user', account: 'lucide:user',
  admin: 'lucide:user-cog', administrator: 'lucide:user-cog', operator: 'lucide:user-cog', team: 'lucide:users',
  teacher: 'lucide:user', parent: 'lucide:user', student: 'lucide:user', employee: 'lucide:user', staff: 'lucide:users',
  doctor: 'lucide:user', nurse: 'lucide:user', patient: 'lucide:user', ipad: 'lucide:tablet', tablet: 'lucide:tablet',
  // communication
  email: 'lucide:mail', 'e mail': 'lucide:mail', smtp: 'lucide:mail', notification: 'lucide:bell',
  notifications: 'lucide:bell', alert: 'lucide:bell', alerts: 'lucide:bell', push: 'lucide:bell',
  'push notification': 'lucide:bell', sms: 'lucide:message-square', chat: 'lucide:message-circle',
  messaging: 'lucide:message-circle', message: 'lucide:message-circle',
  // business
  payment: 'lucide:credit-card', payments: 'lucide:credit-card', billing: 'lucide:credit-card',
  checkout: 'lucide:credit-card', pay: 'lucide:credit-card', card: 'lucide:credit-card', invoice: 'lucide:receipt',
  order: 'lucide:shopping-cart', orders: 'lucide:shopping-cart', cart: 'lucide:shopping-cart', shop: 'lucide:store',
  ecommerce: 'lucide:shopping-cart', inventory: 'lucide:warehouse',
  // observability and tooling
  analytics: 'lucide:chart-line', reporting: 'lucide:chart-line', report: 'lucide:chart-line', metrics: 'lucide:gauge',
  monitoring: 'lucide:activity', observability: 'lucide:activity', health: 'lucide:activity', logging: 'lucide:logs',
  log: 'lucide:logs', dashboard: 'lucide:layout-dashboard', config: 'lucide:settings', configuration: 'lucide:settings',
  'feature flag': 'lucide:flag', 'feature flags': 'lucide:flag', repo: 'lucide:git-branch',
  repository: 'lucide:git-branch', 'source control': 'lucide:git-branch', vcs: 'lucide:git-branch',
  git: 'lucide:git-branch', ai: 'lucide:brain', ml: 'lucide:brain', 'machine learning': 'lucide:brain',
  model: 'lucide:brain', llm: 'lucide:bot', agent: 'lucide:bot', chatbot: 'lucide:bot', assistant: 'lucide:bot',
  // brands people abbreviate
  postgres: 'simple:postgresql', psql: 'simple:postgresql', pg: 'simple:postgresql', mongo: 'simple:mongodb',
  golang: 'simple:go', bigquery: 'simple:googlebigquery', 'rabbit mq': 'simple:rabbitmq', 'google cloud': 'simple:googlecloud',
};

/** Words that carry no meaning in a label; never matched on their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an the of for and or to in on at by with from into via as is are be it its this that these those ' +
    'my our your their his her we you i me us all any some each new old main primary secondary other ' +
    'de la le el les des du und der die das').split(' '),
);

/**
 * Generic labels ("Auth Service"): dropped when the phrase has other words, never tag-matched alone,
 * so "service" alone gives no icon rather than whatever happens to be tagged "service".
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  ('service services system systems layer component components module modules app application ' +
    'platform engine manager handler provider tier node nodes store').split(' '),
);

/**
 * Everyday words that are also simple-icons slugs ("target", "signal", "buffer"): a label saying
 * "buffer" means a buffer, not the Buffer brand. Lucide names and synonym keys are protected too.
 */
export const NOT_BRANDS: ReadonlySet<string> = new Set(
  ('abstract answer arc arm await backbone bat bit boat bob ce chart coop dd ea env eu fox fi hey here hm icon iris jet juke man mega ' +
    'mg moo near now qi root seat sy ted ty ups black boost boots bricks buffer bun canvas chase coder composer crystal ' +
    'dash delta discover effect eight element express falcon first fizz flat flood flux fresh glance glass ' +
    'glide go grab harbor hearth helix hive homepage honey hyper indeed just keeper kick kit known less line ' +
    'lit literal local loop loops magic make matrix matter max maze medium metro mini mix modal monster nano next node note ' +
    'orange origin outline oxygen packer passport penny photon picnic planet poetry polygon presto progress ' +
    'puppet quest ram rapid ray reason red refine reflex relay remix render reveal rich ring ripple roots scratch ' +
    'session shadow sharp shortcut sketch sky slides smart socket solid sonar spectrum spine spring swarm ' +
    'swift task teal tether things three threads tide tile toll tower turbo twenty underscore velocity virgin warp wiki wire wise wish').split(' '),
);
