// Fuzzy matching of expected items against diagram labels, and the labels / relations found in content.
import type { Kind } from '../src/spec/kinds.js';

const STOP = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'is', 'are', 'by', 'at', 'from', 'it', 'its', 'them', 'be', 'as', 'that', 'this']);

function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

// Han, kana and Hangul runs carry no spaces: they are compared by overlapping pairs of characters.
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

function cjkPairs(run: string): string[] {
  const chars = [...run];
  if (chars.length <= 2) return [chars.join('')];
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

export function tokens(s: string): string[] {
  const lower = s.toLowerCase().normalize('NFKC');
  const latin = (lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9+]+/g) ?? []).map(stem);
  return [...latin, ...(lower.match(CJK_RUN) ?? []).flatMap(cjkPairs)];
}

function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++; continue; }
    if (++edits > 1) return false;
    if (a.length > b.length) i++; else if (b.length > a.length) j++; else { i++; j++; }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** True when the label carries the expected item: most of its content words (or the exact short text). */
export function matches(expected: string, label: string): boolean {
  const all = tokens(expected);
  const content = all.filter((t) => !STOP.has(t));
  const got = tokens(label);
  if (content.length === 0 || content.every((t) => t.length <= 1)) {
    const e = expected.trim().toLowerCase();
    const l = label.trim().toLowerCase();
    const esc = e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return e === l || got.join(' ') === all.join(' ') || new RegExp(`(?:^|[\\s(])${esc}(?:$|[\\s),.:;])`).test(l);
  }
  const hit = content.filter((t) => got.some((g) => near(t, g))).length;
  return hit / content.length >= 0.6;
}

/** Every visible label of a content object (not descriptions): what a reader would see as names. */
export function labelsOf(content: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') {
      if (['label', 'center', 'name', 'title', 'items', 'pros', 'cons', 'values', 'text', 'date', 'low', 'high'].includes(key)) out.push(v);
      return;
    }
    if (Array.isArray(v)) { v.forEach((x) => walk(x, key)); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k === 'description' ? '' : k);
  };
  if (content && typeof content === 'object') {
    for (const [k, v] of Object.entries(content)) if (k !== 'title') walk(v, k);
  }
  return out;
}

export interface Relation { from: string; to: string }

/** Relations of a content object as label pairs, and whether their direction is meaningful. */
export function relationsOf(kind: Kind, content: any): { rels: Relation[]; directed: boolean } {
  const byId = (list: { id: string; label: string }[]) => new Map(list.map((x) => [x.id, x.label]));
  const pairs = (m: Map<string, string>, list: { from: string; to: string }[]) => list.map((e) => ({ from: m.get(e.from) ?? e.from, to: m.get(e.to) ?? e.to }));
  switch (kind) {
    case 'flowchart': return { rels: pairs(byId(content.nodes), content.edges), directed: true };
    case 'state': return { rels: pairs(byId(content.states), content.transitions), directed: true };
    case 'sequence': return { rels: pairs(byId(content.participants), content.messages), directed: true };
    case 'swimlane': return { rels: pairs(byId(content.steps), content.flows), directed: true };
    case 'er': return { rels: pairs(byId(content.entities), content.relationships), directed: false };
    case 'architecture': return { rels: pairs(byId(content.components), content.connections), directed: false };
    case 'class': return { rels: pairs(byId(content.classes), content.relations), directed: false };
    case 'hierarchy': {
      const m = byId(content.nodes);
      return { rels: content.nodes.filter((n: any) => n.parent).map((n: any) => ({ from: m.get(n.parent)!, to: n.label })), directed: true };
    }
    case 'mindmap': {
      const m = byId(content.nodes);
      return { rels: content.nodes.map((n: any) => ({ from: n.parent ? m.get(n.parent)! : content.center, to: n.label })), directed: true };
    }
    case 'gantt': {
      const m = byId(content.tasks);
      return { rels: content.tasks.flatMap((t: any) => t.depends_on.map((d: string) => ({ from: m.get(d)!, to: t.label }))), directed: true };
    }
    // Use cases: associations, include and extend as written (from → to), generalizations child → parent.
    case 'usecase': {
      const m = byId([...content.actors, ...content.use_cases]);
      const parents = [...content.actors, ...content.use_cases].filter((x: any) => x.parent).map((x: any) => ({ from: x.label, to: m.get(x.parent)! }));
      return { rels: [...pairs(m, content.links), ...parents], directed: false };
    }
    // A journey: each stage holds its steps.
    case 'journey': {
      const m = byId(content.stages);
      return { rels: content.steps.map((s: any) => ({ from: m.get(s.stage)!, to: s.label })), directed: true };
    }
    // A hub joins its centre to every spoke.
    case 'hub': return { rels: content.spokes.map((s: any) => ({ from: content.center.label, to: s.label })), directed: false };
    default: return { rels: [], directed: false };
  }
}
