// Words of the edit grammar: normalising names, singular forms, ordinals, colour names and the categories people
// use for well-known components ("the database" for "PostgreSQL DB").

/** Straight quotes, single spaces, no trailing full stop. */
export function tidy(text: string): string {
  return text.normalize('NFKC').replace(/[“”„«»]/g, '"').replace(/[‘’‚‹›`]/g, "'").replace(/\s+/g, ' ').trim();
}

const ARTICLES = /^(?:the|a|an|our|my|your|their|its|this|that|these|those|some|new|another)\s+/i;

/** "the 'Check stock' step" → "Check stock" when quoted; else the phrase without leading articles. */
export function unquote(phrase: string): { text: string; quoted: boolean } {
  const q = quoted(tidy(phrase));
  const t = tidy(phrase).replace(/[.!,;:]+$/, '');
  if (q !== undefined) return { text: q, quoted: true };
  let s = t;
  for (let i = 0; i < 3 && ARTICLES.test(s); i++) s = s.replace(ARTICLES, '');
  return { text: s.trim(), quoted: false };
}

/** The text of the one quoted part of a phrase ("..." or '...' standing apart from words), if there is one. */
export function quoted(text: string): string | undefined {
  const d = /"([^"]+)"/.exec(text);
  if (d) return d[1]!.trim();
  const s = /(?:^|[\s(])'([^']+)'(?=$|[\s.,;:!?)])/.exec(text);
  return s ? s[1]!.trim() : undefined;
}

/** A new label as the user wrote it: quotes and leading articles off, first letter up when the diagram's labels start so. */
export function newLabel(phrase: string, capitalize: boolean): string {
  const { text, quoted } = unquote(phrase);
  if (quoted || !capitalize) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function words(text: string): string[] {
  return text.replace(/(\w)['’]s\b/g, '$1').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const IRREGULAR: Record<string, string> = {
  people: 'person', children: 'child', men: 'man', women: 'woman', data: 'data', criteria: 'criterion', indices: 'index',
  statuses: 'status', analyses: 'analysis', processes: 'process', addresses: 'address', businesses: 'business',
};

/** A simple English singular: enough to match "workers" to "Worker" and "queues" to "Queue". */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is|ous)$/.test(w)) return w;
  if (/(?:ches|shes|xes|zzes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

export const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5, '6th': 6, '7th': 7, '8th': 8, '9th': 9, '10th': 10,
};

/** Named colours people say, as the hex stored on the element (mid-tones that read on light and dark themes). */
export const COLOURS: Record<string, string> = {
  red: '#dc2626', crimson: '#b91c1c', orange: '#ea580c', amber: '#d97706', yellow: '#ca8a04', gold: '#ca8a04',
  lime: '#65a30d', green: '#16a34a', emerald: '#059669', teal: '#0d9488', cyan: '#0891b2', turquoise: '#0891b2',
  blue: '#2563eb', 'light blue': '#0ea5e9', 'sky blue': '#0ea5e9', navy: '#1e3a8a', 'dark blue': '#1e40af', indigo: '#4f46e5',
  violet: '#7c3aed', purple: '#9333ea', magenta: '#c026d3', pink: '#db2777', rose: '#e11d48', brown: '#92400e',
  gray: '#6b7280', grey: '#6b7280', black: '#111827', white: '#f8fafc', 'dark green': '#166534', 'light green': '#4ade80',
};

/** "red", "dark blue", "#ff0000" → hex; undefined otherwise. */
export function colourOf(phrase: string): string | undefined {
  const t = phrase.toLowerCase().replace(/^(?:the\s+|a\s+|an\s+)/, '').replace(/\s+(?:colou?r|fill|background)$/, '').trim();
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/.exec(t);
  if (hex) {
    const h = hex[1]!;
    return `#${h.length === 3 ? h.split('').map((c) => c + c).join('') : h}`;
  }
  return COLOURS[t];
}

/**
 * Categories of well-known components: a word of the user's phrase (the key) names any of these words, brands and
 * abbreviations in a label or an icon id.
 */
const CATEGORIES: Record<string, string[]> = {
  database: ['database', 'db', 'datastore', 'postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'sql', 'mongodb', 'mongo', 'dynamodb',
    'cassandra', 'oracle', 'rds', 'aurora', 'supabase', 'cockroachdb', 'neo4j', 'couchdb', 'firestore', 'bigquery', 'snowflake', 'warehouse'],
  cache: ['cache', 'redis', 'memcached', 'memcache', 'valkey', 'varnish'],
  queue: ['queue', 'mq', 'kafka', 'rabbitmq', 'sqs', 'broker', 'bus', 'pubsub', 'nats', 'kinesis', 'stream', 'topic'],
  user: ['user', 'client', 'customer', 'person', 'browser', 'actor', 'visitor', 'buyer', 'shopper'],
  api: ['api', 'gateway', 'backend', 'server', 'graphql', 'rest'],
  frontend: ['frontend', 'web', 'ui', 'spa', 'website', 'app', 'browser', 'mobile'],
  storage: ['storage', 'bucket', 's3', 'blob', 'gcs', 'files', 'file'],
  auth: ['auth', 'authentication', 'login', 'identity', 'oauth', 'sso', 'idp', 'keycloak', 'auth0', 'cognito', 'okta'],
  balancer: ['lb', 'balancer', 'nginx', 'haproxy', 'elb', 'alb', 'ingress', 'proxy', 'traefik', 'envoy'],
  cdn: ['cdn', 'cloudfront', 'cloudflare', 'akamai', 'fastly'],
  email: ['email', 'mail', 'smtp', 'ses', 'sendgrid', 'mailer', 'mailgun'],
  payment: ['payment', 'billing', 'stripe', 'paypal', 'checkout', 'adyen'],
  search: ['search', 'elasticsearch', 'opensearch', 'solr', 'algolia', 'meilisearch'],
  worker: ['worker', 'job', 'background', 'consumer', 'cron', 'scheduler'],
  monitoring: ['monitoring', 'metrics', 'prometheus', 'grafana', 'datadog', 'logging', 'log', 'observability', 'sentry'],
  service: ['service', 'microservice', 'svc'],
};
CATEGORIES.db = CATEGORIES.database!;
CATEGORIES.server = CATEGORIES.api!;
CATEGORIES.loadbalancer = CATEGORIES.balancer!;

/** The words a user's word stands for ("database" → db, postgresql, ...), itself first. */
export function categoryWords(word: string): string[] {
  const w = singular(word);
  return CATEGORIES[w] ?? [];
}
