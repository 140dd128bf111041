// PromptDoc + a kind the prompt or the user named → the simplest honest content of that kind from the names the
// prompt lists, for when the kind's own reader found too little. Nothing is invented: participants without
// messages, entities without relationships, states in the order written.
import type { ContentOf } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import type { PromptDoc } from '../text/doc.js';
import { concise, IdMaker, matchKey } from '../text/label.js';
import { listedNames } from '../text/names.js';
import { validated } from './common.js';
import { buildFlow } from './flow.js';

/** The names the prompt lists, best source first: quoted names and enumerations, else its list items. */
export function promptNames(doc: PromptDoc): string[] {
  const texts = [...(doc.lead ? [doc.lead] : []), ...(doc.tail ? [doc.tail] : []), ...doc.statements.map((s) => s.text)];
  const listed = listedNames(texts, 2);
  const items = ['lines', 'inline', 'enumeration', 'arrows'].includes(doc.itemSource) ? doc.items.map((i) => i.text) : [];
  let pick = listed.length >= items.length ? listed : items;
  // Prose of steps lists no names: its steps are the names ("When an order arrives, the clerk checks stock, ...").
  if (pick.length < 3) {
    const steps = buildFlow(doc).nodes.filter((n) => n.type !== 'decision').map((n) => n.label);
    if (steps.length > pick.length) pick = steps;
  }
  const seen = new Set<string>();
  return pick.map((t) => concise(t).label).filter((l) => {
    const k = matchKey(l);
    if (!l || !k || seen.has(k)) return false;
    seen.add(k);
    return true;
  }).slice(0, 20);
}

const FLAT_MIN: Partial<Record<Kind, number>> = { cycle: 3, hub: 4, pyramid: 2, funnel: 2, list: 1, venn: 2, comparison: 2 };

/** Content of `kind` built from the prompt's names, or undefined when it lists too few for the kind. */
export function fallbackContent(kind: Kind, doc: PromptDoc): ContentOf<Kind> | undefined {
  const names = promptNames(doc);
  const title = doc.title;
  const ids = new IdMaker();
  const withIds = names.map((label) => ({ id: ids.make(label), label }));
  if (names.length < (FLAT_MIN[kind] ?? 1)) return undefined;
  switch (kind) {
    case 'sequence':
      return validated('sequence', { title, participants: withIds.slice(0, 12).map((p) => ({ ...p, type: 'system' })), messages: [] });
    case 'er':
      return validated('er', { title, entities: withIds.map((e) => ({ ...e, attributes: [] })), relationships: [] });
    case 'architecture':
      return validated('architecture', { title, components: withIds, connections: [] });
    case 'class':
      return validated('class', { title, classes: withIds.map((c) => ({ ...c, attributes: [], methods: [] })), relations: [] });
    case 'state':
      return validated('state', { title, states: withIds, transitions: withIds.slice(1).map((s, i) => ({ from: withIds[i].id, to: s.id })) });
    case 'flowchart':
      return validated('flowchart', { title, nodes: withIds.map((n) => ({ ...n, type: 'process' })), edges: withIds.slice(1).map((n, i) => ({ from: withIds[i].id, to: n.id })) });
    case 'hierarchy':
      return validated('hierarchy', { title, nodes: title ? [{ id: 'hierarchy-root', label: title }, ...withIds.map((n) => ({ ...n, parent: 'hierarchy-root' }))] : withIds });
    case 'mindmap':
      return validated('mindmap', { title: undefined, center: title ?? names[0], nodes: (title ? withIds : withIds.slice(1)) });
    case 'cycle':
      return validated('cycle', { title, steps: names.slice(0, 10).map((label) => ({ label })) });
    case 'hub':
      return validated('hub', { title: undefined, center: { label: title ?? names[0] }, spokes: (title ? names : names.slice(1)).slice(0, 12).map((label) => ({ label })) });
    case 'pyramid':
      return validated('pyramid', { title, levels: names.slice(0, 10).map((label) => ({ label })) });
    case 'funnel':
      return validated('funnel', { title, stages: names.slice(0, 10).map((label) => ({ label })) });
    case 'list':
      return validated('list', { title, items: names.slice(0, 30).map((label) => ({ label })) });
    case 'venn':
      return validated('venn', { title, sets: withIds.slice(0, 3).map((s) => ({ ...s, items: [] })), overlaps: [] });
    case 'comparison':
      return validated('comparison', { title, options: names.slice(0, 5).map((label) => ({ label, pros: [], cons: [] })), criteria: [] });
    default:
      return undefined;
  }
}
