// Prompt → the well-known diagram it asks for (content in the prompt's language, with its additions merged), or
// undefined when the prompt only mentions one in passing, compares several, or brings its own items.
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import { convertContent } from '../convert.js';
import { applyEdit, cleanText } from './apply.js';
import { readEdits, type Edit } from './edits.js';
import { detectLang, translator } from './language.js';
import { FRAME, KIND_WORDS } from './lexicon.js';
import { findHits, type Hit } from './match.js';
import { STOP, tokenize, type Token } from './normalize.js';
import { knowledgePack, type Pack } from './pack.js';
import { partWord } from './parts.js';
import { mapStrings } from './strings.js';
import type { Lang, Topic } from './topic.js';

export interface Recalled {
  topic: Topic;
  lang: Lang;
  /** The kind drawn: the topic's, or the one the prompt asks for when the content converts to it. */
  kind: Kind;
  /** The topic's design when the kind is its own, else undefined (the engine takes the kind's default). */
  design?: string;
  content: unknown;
  /** The edits that changed the content, in prompt order. */
  edits: Edit[];
  /** "Known diagram: Maslow's hierarchy of needs." */
  reason: string;
}

export interface RecallOptions {
  /** The kind of a design the request names: only a topic of that kind is recalled. */
  kind?: Kind;
  /** Icon for an English label, for the kinds whose designs draw icons. */
  icon?: (kind: Kind) => (label: string) => string | undefined;
}

// A prompt longer than this carries its own content; a name inside it is a mention.
const MAX_CHARS = 400;
const MAX_WORDS = 40;
// More words than this, beyond the name, framing and edits, means the prompt says something of its own.
const MAX_OWN_WORDS = 4;

// "loosely based on NIST", "inspired by Scrum", "such as OAuth", "like SWOT" (not "I'd like a SWOT").
const PASSING = /(?:\bbased\s+on|\binspired\s+by|\bsimilar\s+to|\bmodell?ed\s+(?:on|after)|\bloosely|(?<!(?:would|'d|’d|\bi|\bwe|\byou)\s+)\blike|\bà\s+la|\bsuch\s+as|\be\.g\.|\bfor\s+example|\baccording\s+to|\bfollowing|\bbasée?s?\s+sur|\binspirée?s?\s+(?:de|du|par)|\bd'après|\bcomme|\bbasierend\s+auf|\bangelehnt\s+an|\bnach\s+dem\s+vorbild|\bbasad[oa]s?\s+en|\binspirad[oa]s?\s+(?:en|em|no|na)|\bbasead[oa]s?\s+(?:em|no|na)|\bbasat[oa]\s+su|\bispirat[oa]\s+(?:a|al|alla))\W+(?:[\p{L}\p{N}'’-]+\W+){0,3}$/iu;
const COMPARE = new Set(['v', 'vs', 'versus', 'compare', 'comparison', 'comparing', 'difference', 'differ', 'comparer', 'comparaison',
  'difference', 'vergleich', 'vergleiche', 'unterschied', 'comparar', 'comparacion', 'comparacao', 'diferencia', 'diferenca',
  'confronto', 'confronta', 'differenza']);
const JOINER = /[,;&+\/]|\b(?:and|or|vs|versus|with|plus|than|to|from|et|ou|avec|und|oder|mit|y|o|con|e|ou|com|ed)\b/iu;
const POSSESSIVE = new Set(['our', 'my', 'notre', 'nos', 'mon', 'ma', 'mes', 'unser', 'unsere', 'unseren', 'unserem', 'mein', 'meine',
  'meinen', 'nuestro', 'nuestra', 'nuestros', 'mi', 'mis', 'nosso', 'nossa', 'meu', 'minha', 'nostro', 'nostra', 'mio', 'mia']);
// Punctuation no name reaches over: a colon, a semicolon, a sentence's end (not the dot of "TLS 1.3").
const NAME_BREAK = /[:;!?]|\.(?!\S)/u;
const SEPARATOR = /[,;\n→]|->|=>|\band\b|\bthen\b|\bet\b|\bund\b|\by\b|\be\b/giu;

export function recall(prompt: string, options: RecallOptions = {}, pack: Pack = knowledgePack()): Recalled | undefined {
  if (prompt.length > MAX_CHARS || prompt.split('\n').filter((l) => l.trim()).length > 3) return undefined;
  const tokens = tokenize(prompt);
  const words = tokens.filter((t) => !STOP.has(t.key));
  if (words.length === 0 || words.length > MAX_WORDS) return undefined;
  // A name never reaches over a colon or a sentence's end ("Architecture: the web app calls …" is no "web architecture").
  const hits = findHits(words, pack).filter((h) => !NAME_BREAK.test(prompt.slice(words[h.first].end, words[h.last].start + 1)));
  const best = hitOfKind(hits, words, options.kind);
  if (!best) return undefined;
  const topic = best.alias.topic;
  // A second topic named apart from the first and joined to it ("BCG and Ansoff", "OAuth vs SAML", "Scrum, Kanban"): a
  // comparison or a list of topics, not one known diagram. Right next to it, it only says what kind of thing the
  // first one is ("OpenID Connect login flow").
  const joined = (h: typeof best) => {
    const [a, b] = h.last < best.first ? [h, best] : [best, h];
    return JOINER.test(prompt.slice(words[a.last].end, words[b.first].start));
  };
  if (hits.some((h) => h.alias.topic !== topic && (h.last < best.first || h.first > best.last) && joined(h))) return undefined;
  const { start, end, written } = writtenSpan(tokens, words[best.first].start, words[best.last].end, best.alias.surfaces);
  // A name read in scattered words ("board inspired by Kanban") may hide the cue between its words.
  const cueEnd = best.exact ? start : words[best.last].start;
  if (PASSING.test(prompt.slice(Math.max(0, cueEnd - 80), cueEnd))) return undefined;

  const masked = prompt.slice(0, start) + ' '.repeat(end - start) + prompt.slice(end);
  const read = readEdits(masked);
  const named = new Set(best.alias.keys);
  const inName = (w: Token, i: number) => i >= best.first && i <= best.last && named.has(w.key);
  const inEdit = (w: Token) => read.some((r) => w.start >= r.start && w.end <= r.end);
  const around = words.filter((w, i) => !inName(w, i));
  if (topic.kind !== 'comparison' && around.some((w) => COMPARE.has(w.key))) return undefined;

  // What the prompt says besides the name and its edits: a kind it asks for, framing, or words of its own.
  const free = around.filter((w) => !inEdit(w));
  const { asked, kindWords } = askedKind(free);
  const own = free.filter((w) => !kindWords.has(w) && !FRAME.has(w.key) && !/^\d+$/.test(w.key));
  // Words that name the topic's own parts ("… including token refresh and session expiry") add nothing of the prompt's.
  const added = own.filter((w) => !partWord(topic, w.key));
  const possessive = free.some((w) => POSSESSIVE.has(w.lower));
  if (ownList(masked, [...read, ...kindWords], topic, possessive) || added.length > MAX_OWN_WORDS || own.length > 2 * MAX_OWN_WORDS) return undefined;
  // "our DNS setup with Route53 and Cloudflare": a thing of the writer's own, named after the topic.
  if (own.length >= 2 && possessive) return undefined;

  const kind = options.kind ?? asked ?? topic.kind;
  if (options.kind && options.kind !== topic.kind) return undefined;
  const langEdit = read.find((r) => r.edit.type === 'lang')?.edit as { lang: Lang } | undefined;
  const exactLangs = best.alias.langs.filter((l) => best.alias.surfaces[l]?.includes(written));
  const lang = langEdit?.lang ?? detectLang(tokens.filter((t) => t.end <= start || t.start >= end), prompt, best.alias.langs, exactLangs);
  const translate = translator(lang, topic.labels, pack.glossary);

  const english = structuredClone(topic.content) as Record<string, unknown>;
  if (options.icon) addIcons(topic.kind, english, options.icon(topic.kind));
  const applied: Edit[] = [];
  let title: string | undefined;
  let context: string | undefined;
  for (const { edit } of read) {
    if (edit.type === 'title') { title = cleanText(edit.text); applied.push(edit); } else if (edit.type === 'context') { context ??= cleanText(edit.text); applied.push(edit); } else if (edit.type === 'lang') applied.push(edit);
    else if (applyEdit(topic.kind, english, edit, translate)) applied.push(edit);
  }
  const drawn = mapStrings(english, translate);
  const baseTitle = typeof drawn.title === 'string' ? drawn.title : undefined;
  drawn.title = title ?? (context && baseTitle ? `${baseTitle}: ${context}` : baseTitle);

  let content: unknown = drawn;
  // A sequence of messages is no workflow: "order processing workflow" asks for steps, which the prose readers give.
  if (topic.kind === 'sequence' && kind === 'flowchart') return undefined;
  if (kind !== topic.kind) {
    try { content = reshape(topic.kind, kind, drawn); } catch { return undefined; }
    if (content === undefined) return undefined;
  }
  const valid = CONTENT_SCHEMAS[kind].safeParse(content);
  if (!valid.success) return undefined;
  const name = typeof topic.content.title === 'string' ? topic.content.title : topic.id;
  return {
    topic, lang, kind, design: kind === topic.kind ? topic.design : undefined, content: valid.data, edits: applied,
    reason: `Known diagram: ${name}${applied.some((e) => e.type !== 'lang' && e.type !== 'context' && e.type !== 'title') ? ', with the prompt\'s changes' : ''}.`,
  };
}

/**
 * The name as the prompt wrote it: the span of its words, widened to the alias written with its small words when the
 * prompt has it so ("theory X and theory Y", "von Neumann"), so that those small words are not read as another language.
 */
function writtenSpan(tokens: Token[], start: number, end: number, surfaces: Partial<Record<Lang, string[]>>): { start: number; end: number; written: string } {
  const keys = tokens.map((t) => t.key);
  let best: { start: number; end: number; written: string } | undefined;
  for (const surface of new Set(Object.values(surfaces).flat())) {
    const want = surface.split(' ');
    for (let i = 0; i + want.length <= keys.length; i++) {
      if (!want.every((k, j) => keys[i + j] === k)) continue;
      const s = tokens[i].start;
      const e = tokens[i + want.length - 1].end;
      if (e < start || s > end) continue;
      if (!best || e - s > best.end - best.start) best = { start: Math.min(s, start), end: Math.max(e, end), written: surface };
    }
  }
  return best ?? { start, end, written: '' };
}

/** The kind the prompt names outside the known name ("… as a mind map", "flowchart of …"), and the words naming it. */
function askedKind(words: Token[]): { asked?: Kind; kindWords: Set<Token> } {
  const kindWords = new Set<Token>();
  let asked: Kind | undefined;
  for (let i = 0; i < words.length; i++) {
    for (const [ks, kind] of KIND_WORDS) {
      if (ks.every((k, j) => words[i + j]?.key === k)) {
        ks.forEach((_, j) => kindWords.add(words[i + j]));
        asked ??= kind;
      }
    }
  }
  return { asked, kindWords };
}

/**
 * The prompt lists items of its own: three or more separated pieces with words that are not framing. A list whose
 * pieces each name a part of the topic in a word or three ("through payment, inventory, and notification services")
 * says what the known diagram holds, unless it follows a colon or belongs to the writer ("our onboarding: …"). Edits
 * and kind words ("/swimlanes") are hidden first.
 */
function ownList(masked: string, hidden: { start: number; end: number }[], topic: Topic, possessive: boolean): boolean {
  let text = masked;
  for (const r of hidden) text = text.slice(0, r.start) + ' '.repeat(r.end - r.start) + text.slice(r.end);
  const pieces = text.split(SEPARATOR)
    .map((piece) => tokenize(piece).filter((t) => !STOP.has(t.key) && !FRAME.has(t.key) && !/^\d+$/.test(t.key)))
    .filter((words) => words.length > 0);
  if (pieces.length < 3) return false;
  const naming = !possessive && !/[:：]/u.test(text) && pieces.every((words) => words.length <= 3 && words.every((w) => partWord(topic, w.key)));
  return !naming;
}

/**
 * The best hit, or, when the prompt asks for another kind than its topic's (a kind word beside the name, or the named
 * design's kind), a hit over the same words whose topic is of that kind: "login sequence diagram" is the login's
 * sequence, not its flowchart reshaped.
 */
function hitOfKind(hits: Hit[], words: Token[], named: Kind | undefined): Hit | undefined {
  const best = hits[0];
  if (!best) return undefined;
  const wanted = named ?? askedKind(words.filter((_, i) => i < best.first || i > best.last)).asked;
  if (!wanted || best.alias.topic.kind === wanted) return best;
  return hits.find((h) => h.alias.topic.kind === wanted && h.first <= best.last && h.last >= best.first) ?? best;
}

const ICON_LISTS: Partial<Record<Kind, string>> = { hub: 'spokes', list: 'items', architecture: 'components', timeline: 'events' };

/**
 * Icons for the English labels that have none, where the kind's designs draw them. Components each get theirs; the
 * items of a hub, list or timeline get icons only when every one of them has a fitting icon, so that a diagram does
 * not mix icons and numbered badges ("Key partners" gets no key while "Channels" gets nothing).
 */
function addIcons(kind: Kind, c: Record<string, unknown>, icon: (label: string) => string | undefined): void {
  const key = ICON_LISTS[kind];
  if (!key) return;
  const items = (c[key] ?? []) as Record<string, unknown>[];
  const found = items.map((item) => (item.icon as string | undefined) ?? icon((kind === 'timeline' ? item.title : item.label) as string));
  if (kind !== 'architecture' && found.some((id) => !id)) return;
  items.forEach((item, i) => { if (found[i]) item.icon = found[i]; });
}

/**
 * Sequence content → swimlane content, one step per message in the lane of whoever does it: a request in the lane of
 * the participant that carries it out ("Charge the card" in the payment service's), a reply, an event, the first
 * message and anything a person does in the sender's lane. Lanes are the participants with steps, in their order.
 */
function messageLanes(c: Record<string, unknown>): unknown {
  const participants = c.participants as { id: string; label: string; type?: string }[];
  const actors = new Set(participants.filter((p) => p.type === 'actor').map((p) => p.id));
  const messages = (c.messages as { from: string; to: string; label?: string; type?: string }[]).filter((m) => m.label);
  const laneOf = (m: (typeof messages)[number], i: number) => (i === 0 || actors.has(m.from) || m.type === 'reply' || m.type === 'async' ? m.from : m.to);
  const steps = messages.map((m, i) => ({ id: `s${i + 1}`, lane: laneOf(m, i), label: m.label!, type: i === 0 ? 'start' : i === messages.length - 1 ? 'end' : 'process' }));
  const lanes = participants.filter((p) => steps.some((s) => s.lane === p.id));
  if (lanes.length === 0 || lanes.length > 12) return convertContent('sequence', 'swimlane', c);
  const flows = steps.slice(1).map((s, i) => ({ from: steps[i].id, to: s.id }));
  return { title: c.title, lanes: lanes.map((p) => ({ id: p.id, label: p.label })), steps, flows };
}

const SERIES: Partial<Record<Kind, string>> = { cycle: 'steps', list: 'items', pyramid: 'levels', funnel: 'stages', hub: 'spokes', timeline: 'events' };

/**
 * Known content drawn as the kind the prompt asks for: ordered items as a flowchart (a cycle closing on its first
 * step) or as a tree under the title; everything else through the converter of diagram code.
 */
function reshape(from: Kind, to: Kind, c: Record<string, unknown>): unknown {
  // A 2×2 matrix read as its four quadrants, in reading order.
  if (from === 'matrix') {
    const q = (c.quadrants ?? {}) as Record<string, { label: string; description?: string } | undefined>;
    const steps = ['top-left', 'top-right', 'bottom-left', 'bottom-right'].flatMap((k) => (q[k] ? [q[k]!] : []));
    return reshape('list', to, { title: c.title, items: steps });
  }
  // A sequence read as its messages, each a step in the lane of the participant that sends it.
  if (from === 'sequence' && to === 'swimlane') return messageLanes(c);
  // A journey read as its stages, each with its steps.
  if (from === 'journey') {
    const steps = (c.steps ?? []) as { label: string; stage: string }[];
    const stages = ((c.stages ?? []) as { id: string; label: string }[]).map((x) => ({ label: x.label, description: steps.filter((s) => s.stage === x.id).map((s) => s.label).join('; ') || undefined }));
    return reshape('list', to, { title: c.title, items: stages });
  }
  const key = SERIES[from];
  if (!key || !['flowchart', 'mindmap', 'hierarchy'].includes(to)) return convertContent(from, to, c);
  const items = (c[key] as Record<string, unknown>[]).map((x, i) => ({ id: `s${i + 1}`, label: (from === 'timeline' ? x.title : x.label) as string, description: x.description as string | undefined }));
  const center = from === 'hub' ? (c.center as { label: string }).label : (c.title as string | undefined) ?? items[0].label;
  if (to === 'mindmap') return { title: c.title, center, nodes: items };
  if (to === 'hierarchy') return { title: c.title, nodes: [{ id: 'root', label: center }, ...items.map((x) => ({ ...x, parent: 'root' }))] };
  const edges = items.slice(1).map((x, i) => ({ from: items[i].id, to: x.id }));
  if (from === 'cycle' && items.length > 2) edges.push({ from: items[items.length - 1].id, to: items[0].id });
  return { title: c.title, nodes: items, edges };
}
