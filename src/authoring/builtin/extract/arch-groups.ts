// "An analytics pipeline with Kafka and ClickHouse", "a monitoring stack made up of Prometheus and Grafana": a
// container noun with its members is a group around them; a pipeline's members follow one another.
import { CONTAINER_HEAD, CONTAINER_WITH, SEQUENCE_HEAD } from './arch-hosts.js';
import { cleanPart, isNameLike, listParts, mentions } from './arch-mentions.js';
import type { State } from './arch-sentences.js';

/** The container and its member names when the text reads "<container> with A, B and C"; undefined otherwise. */
export function containerWith(text: string, known: State['reg']['knownAt']): { zone: string; sequence: boolean; members: { name: string; description?: string }[] } | undefined {
  const m = CONTAINER_WITH.exec(text.trim().replace(/[.;]+$/, ''));
  if (!m) return undefined;
  const head = m[2]!.toLowerCase().replace(/s$/, '');
  if (!CONTAINER_HEAD.test(head)) return undefined;
  // "Our platform has an Envoy proxy": a bare container word before "has" is the whole system, not a group in it.
  if (!/\s/.test(m[1]!.trim()) && !/^(?:with|made|consisting|comprising|containing)\b/i.test(m[3]!) && !SEQUENCE_HEAD.test(head)) return undefined;
  const members = listParts(m[4]!).map((p) => cleanPart(p));
  if (members.length === 0 || members.some((p) => !p || !(isNameLike(p.name) || mentions(p.name, known).length > 0))) return undefined;
  return { zone: m[1]!, sequence: SEQUENCE_HEAD.test(head), members: members as { name: string; description?: string }[] };
}

/** Reads "<container> with A and B" into a zone holding A and B (A → B in a pipeline); the members' keys, or []. */
export function readContainer(text: string, st: State): string[] {
  const c = containerWith(text, st.reg.knownAt);
  if (!c) return [];
  const zone = st.reg.zone(c.zone);
  const keys = c.members.map((p) => st.reg.comp(p.name, { zone, description: p.description }));
  if (c.sequence) for (let i = 1; i < keys.length; i++) st.reg.connect(keys[i - 1]!, keys[i]!);
  st.reg.containers.set(zone, { keys, sequence: c.sequence });
  st.lastTargets = keys;
  st.lastMentioned = keys[keys.length - 1];
  return keys;
}
