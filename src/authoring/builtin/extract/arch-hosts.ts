// Two ways prose packs components into one phrase: a product on the managed service that hosts it ("a PostgreSQL
// database on RDS", "Redis on ElastiCache", "MongoDB hosted on Atlas": one box, "PostgreSQL (RDS)"), and a container
// with its members ("an analytics pipeline with Kafka and ClickHouse": a group holding Kafka → ClickHouse).

// Managed services that host a database, cache or broker the prompt names before them.
const HOSTS = String.raw`(?:amazon\s+|aws\s+|google\s+|gcp\s+|azure\s+|mongodb\s+)?(?:rds(?:\s+for\s+[\p{L}]+)?|aurora(?:\s+(?:serverless|postgresql|mysql))?|cloud\s+sql|alloydb|elasticache|memorystore|atlas|azure\s+sql(?:\s+database)?|sql\s+database|database\s+for\s+[\p{L}]+|cache\s+for\s+redis|cosmos\s*db|documentdb|keyspaces|msk|amazon\s+mq|confluent\s+cloud|aiven|heroku\s+postgres|planetscale|neon|supabase|upstash|redis\s+cloud|elastic\s+cloud)`;
// "X on RDS", "X hosted on Atlas", "X (on Cloud SQL)", "X running in ElastiCache": the host, as written.
export const ON_HOST = new RegExp(String.raw`^\s*,?\s*\(?(?:(?:is\s+|are\s+)?(?:hosted|running|managed|deployed)\s+)?(?:on|in|via|with|through)\s+(?:the\s+|an?\s+)?(${HOSTS})\b\)?`, 'iu');
const WHOLE_HOSTED = new RegExp(String.raw`^(.+?)\s*(?:,\s*|\s+)\(?(?:(?:hosted|running|managed|deployed)\s+)?(?:on|in|via|with|through)\s+(?:the\s+|an?\s+)?(${HOSTS})\)?$`, 'iu');
const HOST_PAREN = new RegExp(String.raw`^[^()]+\s\((${HOSTS})\)$`, 'iu');
/** A label hostedLabel made ("PostgreSQL (RDS)"): its parenthesis is the host, not a description. */
export const isHostedLabel = (label: string): boolean => HOST_PAREN.test(label.trim());
// A component word after a product ("PostgreSQL database"): the product says it, the label can go without.
const GENERIC_TAIL = /^(.*?[A-Z][\w.+-]*)\s+(?:database|db|cache|cluster|instance|server|broker|store|datastore)$/;

/** "PostgreSQL database on RDS" → "PostgreSQL (RDS)"; undefined when the phrase names no managed host. */
export function hostedLabel(phrase: string): string | undefined {
  const m = WHOLE_HOSTED.exec(phrase.trim());
  if (!m) return undefined;
  const what = m[1]!.trim().replace(/^(?:the|a|an|our|its|their)\s+/i, '');
  if (!what || what.split(/\s+/).length > 4) return undefined;
  const name = GENERIC_TAIL.exec(what)?.[1] ?? what;
  const host = m[2]!.trim().replace(/^(?:amazon|aws|google|gcp)\s+/i, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} (${host})`;
}

// Nouns that hold other components: a group, not a box ("an analytics pipeline with Kafka and ClickHouse").
export const CONTAINER_HEAD = /^(?:pipeline|stack|platform|cluster|subsystem|mesh|tier|layer|zone|suite|environment|plane|farm|pool|backbone|toolchain|tooling)$/i;
// "pipeline" says its members follow one another.
export const SEQUENCE_HEAD = /^(?:pipeline|toolchain)$/i;
/** "an analytics pipeline with A and B", "a monitoring stack made up of A, B and C": the container and its members. */
export const CONTAINER_WITH = /^(?:(?:and|plus|also|with|then|include|including|add|show|draw)\s+|(?:we|you|they)\s+(?:run|have|use|operate|deploy|need)\s+)*(?:(?:an?|the|one|our|its|their|some)\s+)?((?:[\p{L}\p{N}][\p{L}\p{N}.+-]*\s+){0,3}?([\p{L}]+))\s+(with|made\s+up\s+of|consisting\s+of|comprising|containing|built\s+(?:on|from|with)|(?:(?:which|that)\s+)?(?:has|have|uses|contains|includes|runs|hosts|holds|comprises|consists\s+of|is\s+made\s+up\s+of|is\s+built\s+(?:on|from|with)))\s+(.+)$/iu;
