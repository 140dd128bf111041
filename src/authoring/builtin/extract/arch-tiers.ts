// A bare list of the usual tiers ("frontend, backend, database, Redis cache") with no connection stated: the request
// path every reader draws, client → edge → application → data. Only when each component falls in a tier and the
// result stays small, so nothing is guessed where the prompt could mean something else.
import type { Comp, Registry } from './arch-registry.js';

// Each tier also in Japanese and Chinese (フロントエンド, ロードバランサー, 后端, 数据库 …).
const TIERS: RegExp[] = [
  /\b(?:front\s?-?ends?|web\s?apps?|web\s+clients?|mobile\s+apps?|ios\s+apps?|android\s+apps?|clients?|browsers?|ui|spa|desktop\s+apps?|users?|customers?|visitors?|react|vue|angular|next\.?js|flutter|react\s+native)\b|フロントエンド|クライアント|ブラウザ|ユーザー|前端|客户端|浏览器|用户/iu,
  /\b(?:cdn|load\s+balancer|api\s+gateway|gateway|proxy|reverse\s+proxy|nginx|haproxy|cloudfront|alb|elb|waf|ingress|traefik|kong|envoy)\b|ロードバランサ|ゲートウェイ|プロキシ|负载均衡|网关|代理/iu,
  /\b(?:back\s?-?ends?|apis?|servers?|services?|app\s+servers?|application\s+servers?|microservices?|workers?|lambda|functions?|node(?:\.js)?|django|rails|spring|express|fastapi|flask)\b|バックエンド|サーバー?|サービス|后端|服务器?|应用/iu,
  /\b(?:database|db|cache|storage|bucket|queue|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|redis|memcached|s3|dynamodb|elasticsearch|cassandra|clickhouse|bigquery|snowflake|redshift|kafka|rabbitmq|sqs|warehouse|data\s+lake|blob)\b|データベース|キャッシュ|ストレージ|キュー|数据库|缓存|存储|队列/iu,
];

function tierOf(c: Comp): number {
  // The last tier that names it wins: "API gateway" is an edge, "Redis cache" data, "web server" application.
  let t = -1;
  TIERS.forEach((re, i) => { if (re.test(c.label)) t = i === 1 && /\b(?:server|service)\b/i.test(c.label) && !/gateway|balancer|proxy/i.test(c.label) ? 2 : i; });
  // "API gateway": the API word does not make a gateway an application.
  if (t === 2 && /gateway|balancer|proxy|\bcdn\b|\bwaf\b|ingress|ゲートウェイ|ロードバランサ|网关|负载均衡/iu.test(c.label)) t = 1;
  // At the edge, the CDN or firewall comes before the load balancer or gateway: "CloudFront → ALB".
  if (t === 1 && !/\b(?:cdn|cloudfront|waf|front\s+door|cloudflare|akamai|fastly)\b/i.test(c.label)) t = 1.5;
  return t;
}

/** Adds the tier path when the prompt states no connection; returns how many edges it drew. */
export function inferTiers(reg: Registry): number {
  // The components no stated connection touches ("…, and an analytics pipeline with Kafka": the pipeline's own
  // link is stated, the rest is a bare list of tiers).
  const touched = new Set(reg.conns.flatMap((c) => [c.from, c.to]));
  // Members of a named group ("an analytics pipeline with Kafka and ClickHouse") are the group's, not loose.
  const grouped = new Set([...reg.containers.values()].flatMap((g) => g.keys));
  const loose = reg.comps.filter((c) => !touched.has(c.key) && !grouped.has(c.key));
  if (loose.length < 3 || reg.conns.length > 2) return 0;
  const tiers = loose.map((c) => ({ c, t: tierOf(c) }));
  if (tiers.some((x) => x.t < 0)) return 0;
  const used = [...new Set(tiers.filter((x) => x.t >= 0).map((x) => x.t))].sort((a, b) => a - b);
  if (used.length < 2 || !used.includes(3) && !used.includes(0)) return 0;
  const planned: [Comp, Comp][] = [];
  for (let i = 1; i < used.length; i++) {
    const from = tiers.filter((x) => x.t === used[i - 1]).map((x) => x.c);
    const to = tiers.filter((x) => x.t === used[i]).map((x) => x.c);
    // Many to many between two tiers is a mesh, not a picture of a path.
    if (from.length > 1 && to.length > 1) return 0;
    for (const a of from) for (const b of to) planned.push([a, b]);
  }
  if (planned.length > 8) return 0;
  // A pipeline (or a group that starts with a store or a broker) nothing else reaches is fed by the one application
  // component: "shortener service → Kafka" for "an analytics pipeline with Kafka and ClickHouse".
  const apps = tiers.filter((x) => x.t === 2).map((x) => x.c);
  for (const g of reg.containers.values()) {
    const inside = new Set(g.keys);
    if (apps.length !== 1 || reg.conns.some((c) => inside.has(c.from) !== inside.has(c.to))) continue;
    const entry = reg.comps.find((c) => c.key === g.keys.find((k) => !reg.conns.some((c) => c.to === k && inside.has(c.from))));
    if (entry && (g.sequence || tierOf(entry) === 3)) planned.push([apps[0]!, entry]);
  }
  for (const [a, b] of planned) reg.connect(a.key, b.key);
  return planned.length;
}
