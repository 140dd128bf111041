// PlantUML use-case/component statements → elements (actors, use cases, components, interfaces), containers and links.
import type { Pos } from '../draft.js';
import { creoleLabel } from '../text.js';
import type { PumlLine } from './prelude.js';

export type ElementKind = 'actor' | 'usecase' | 'component' | 'interface' | 'database' | 'node' | 'cloud' | 'queue' | 'folder' | 'package' | 'storage' | 'element';

export interface Element { id: string; label: string; kind: ElementKind; container?: string; pos: Pos }
export interface Container { id: string; label: string; parent?: string; pos: Pos }
/** `arrow` is the link as written (`<|--`, `..>`, `-->`), for readers that tell relation types apart. */
export interface Link { from: string; to: string; label?: string; arrow?: string; pos: Pos }

/** `byName`: every name and alias an element was written with → the element. */
export interface Elements { elements: Element[]; containers: Container[]; links: Link[]; byName: Map<string, Element> }

const CONTAINER = /^(package|node|folder|frame|cloud|database|rectangle|component|card|storage|queue|stack|artifact|agent|hexagon|file|together|namespace|boundary|system)\b\s*("[^"]*"|[^\s{"<#]+)?\s*(?:as\s+("[^"]*"|[\w.]+))?\s*(?:<<[^>]*>>\s*)*(?:#[\w#]+\s*)?\{\s*$/i;
const KEYWORDS = 'actor|usecase|component|interface|database|node|cloud|queue|folder|package|storage|rectangle|frame|card|artifact|agent|boundary|control|entity|collections|file|hexagon|stack|person|label|circle';
const DECLARE = new RegExp(`^(${KEYWORDS})/?\\s+(.+)$`, 'i');
// An element written in a statement: :Actor:, (use case), [component], () interface, "quoted", or a bare name.
const NAME = String.raw`[\p{L}\p{N}_$](?:[\p{L}\p{N}_.$]*[\p{L}\p{N}_$])?`;
const REF = String.raw`:[^:]+:|\([^()]+\)|\[[^\]]+\]|\(\)\s*(?:"[^"]+"|${NAME})|"[^"]+"|${NAME}`;
const LINK = String.raw`(?:<\|?|\*|o|#|\+|\^|\(\)|<<)?(?:[-.=]+(?:\[[^\]]*\])?(?:(?:up|down|left|right|u|d|l|r)(?=[-.]))?)+[-.=]*(?:\|?>|\*|o|#|\+|\^|\(\)|>>)?`;
const RELATION = new RegExp(String.raw`^(${REF})\s*(${LINK})\s*(${REF})\s*(?::\s*(.*))?$`, 'u');
const AS = new RegExp(String.raw`^(${REF})\s+as\s+(${REF})\s*(?:<<[^>]*>>\s*)*(?:#[\w#]+\s*)?$`, 'u');

const KIND_OF: Record<string, ElementKind> = {
  actor: 'actor', person: 'actor', usecase: 'usecase', component: 'component', interface: 'interface', circle: 'interface',
  database: 'database', node: 'node', cloud: 'cloud', queue: 'queue', folder: 'folder', package: 'package', storage: 'storage',
};

/** The element a reference names, by its written form. */
export function refKind(ref: string): { key: string; label: string; kind?: ElementKind } {
  const r = ref.trim();
  if (/^:.*:$/.test(r)) return { key: r.slice(1, -1), label: creoleLabel(r.slice(1, -1)), kind: 'actor' };
  if (/^\(\)/.test(r)) {
    const name = r.slice(2).trim().replace(/^"(.*)"$/, '$1');
    return { key: name, label: creoleLabel(name), kind: 'interface' };
  }
  if (/^\(.*\)$/.test(r)) return { key: r.slice(1, -1), label: creoleLabel(r.slice(1, -1)), kind: 'usecase' };
  if (/^\[.*\]$/.test(r)) return { key: r.slice(1, -1), label: creoleLabel(r.slice(1, -1)), kind: 'component' };
  const name = r.replace(/^"(.*)"$/, '$1');
  return { key: name, label: creoleLabel(name) };
}

/** Reads declarations, containers and relations; `implicit` is the kind of elements only named in relations. */
export function readElements(lines: PumlLine[], implicit: (ref: string) => ElementKind): Elements {
  const byKey = new Map<string, Element>();
  const elements: Element[] = [];
  const containers: Container[] = [];
  const links: Link[] = [];
  const open: Container[] = [];
  let skipNote = false;
  // Notes can be named (`note "…" as N2`) and linked (`N2 .. (Use)`): those links are not relations between elements.
  const notes = new Set<string>();

  const element = (ref: string, pos: Pos, kind?: ElementKind, alias?: string): Element => {
    const r = refKind(ref);
    const existing = byKey.get(alias ?? '') ?? byKey.get(r.key);
    if (existing) {
      if (alias) {
        byKey.set(alias, existing);
        // `(Use)` used first and declared later as `"Use the application" as (Use)`: the declared name is shown.
        if (existing.label === alias && r.key !== alias && r.label) existing.label = r.label;
      }
      return existing;
    }
    const e: Element = { id: `e${elements.length + 1}`, label: r.label || r.key, kind: kind ?? r.kind ?? implicit(ref), pos };
    const container = open[open.length - 1];
    if (container) e.container = container.id;
    elements.push(e);
    byKey.set(r.key, e);
    if (alias) byKey.set(alias, e);
    return e;
  };
  const aliasKey = (raw: string): string => refKind(raw).key;

  for (const l of lines) {
    const t = l.text;
    let m: RegExpExecArray | null;
    if (skipNote) {
      if (/^end\s*note$/i.test(t)) skipNote = false;
      continue;
    }
    if (/^note\b/i.test(t)) {
      const named = /\bas\s+([\p{L}\p{N}_.]+)\s*$/u.exec(t);
      if (named) notes.add(named[1]!);
      if (/^note\s+as\s/i.test(t) || (/^note\s+(?:left|right|top|bottom)\b/i.test(t) && !t.includes(':'))) skipNote = true;
    } else if ((m = RELATION.exec(t)) && (notes.has(refKind(m[1]!).key) || notes.has(refKind(m[3]!).key))) {
      continue;
    } else if ((m = CONTAINER.exec(t))) {
      const name = (m[2] ?? m[1]!).replace(/^"(.*)"$/, '$1');
      const c: Container = { id: `z${containers.length + 1}`, label: creoleLabel(name) || m[1]!, pos: l.pos };
      const parent = open[open.length - 1];
      if (parent) c.parent = parent.id;
      containers.push(c);
      open.push(c);
    } else if (t === '}') {
      open.pop();
    } else if ((m = RELATION.exec(t))) {
      const link = m[2]!;
      let a = element(m[1]!, l.pos);
      let b = element(m[3]!, l.pos);
      // A head on the left only (`A <-- B`, `A <|-- B`) points at A: the relation runs from B.
      if (/^(?:<|<\||<<)/.test(link) && !/(?:>|\|>|>>)$/.test(link)) [a, b] = [b, a];
      // `: drives >` reads the label's direction from the arrow mark; `<<extend>>` is a stereotype.
      const raw = (m[4] ?? '').trim().replace(/^<<(.+)>>$/, '«$1»').replace(/^[<>]\s*|\s*[<>]$/g, '');
      const label = creoleLabel(raw);
      links.push(label ? { from: a.id, to: b.id, label, arrow: link, pos: l.pos } : { from: a.id, to: b.id, arrow: link, pos: l.pos });
    } else if ((m = DECLARE.exec(t))) {
      const kind = KIND_OF[m[1]!.toLowerCase()] ?? 'element';
      const rest = m[2]!.replace(/\s*<<[^>]*>>/g, '').replace(/\s+#[\w#]+/g, '').trim();
      const as = /^(.+?)\s+as\s+(.+)$/.exec(rest);
      if (as) {
        // `actor "Long" as A` and `actor A as "Long"`: the quoted or bracketed side is the shown name.
        const [x, y] = [as[1]!.trim(), as[2]!.trim()];
        const yShown = /^["([:]/.test(y) && !/^["([:]/.test(x);
        element(yShown ? y : x, l.pos, kind, aliasKey(yShown ? x : y));
      } else element(rest, l.pos, kind);
    } else if ((m = AS.exec(t))) {
      element(m[1]!, l.pos, undefined, aliasKey(m[2]!));
    } else if (new RegExp(`^(?:${REF})$`, 'u').test(t) && /^[:([]/.test(t)) {
      element(t, l.pos);
    }
  }
  return { elements, containers, links, byName: byKey };
}
