// PlantUML use-case code → hub draft (one actor linked to each of 3–12 use cases) or flowchart draft (packages as groups).
import { codeError, type Draft } from '../draft.js';
import { GraphBuilder } from '../graph-builder.js';
import { readElements } from './elements.js';
import type { PumlCode } from './prelude.js';

export function readUseCase(code: PumlCode): Draft {
  // In use-case diagrams a name that is neither (use case) nor [component] is an actor.
  const { elements, containers, links } = readElements(code.lines, () => 'actor');
  if (elements.length === 0) throw codeError('plantuml', 'found no actors or use cases in the use-case diagram', code.start);
  const actors = elements.filter((e) => e.kind === 'actor');
  const cases = elements.filter((e) => e.kind !== 'actor');
  const actor = actors[0];
  const hub =
    actors.length === 1 && cases.length >= 3 && cases.length <= 12 && links.length === cases.length &&
    links.every((l) => !l.label && (l.from === actor!.id || l.to === actor!.id)) &&
    cases.every((c) => links.some((l) => l.from === c.id || l.to === c.id));
  if (hub) {
    const content: Record<string, unknown> = {
      center: { label: actor!.label, icon: 'lucide:user' },
      spokes: cases.map((c) => ({ label: c.label })),
    };
    if (code.title) content.title = code.title;
    return { kind: 'hub', design: 'hub-spokes', content, start: code.start, at: { spokes: cases.map((c) => c.pos) } };
  }
  const g = new GraphBuilder();
  for (const c of containers) g.group(c.id, c.label, c.pos, c.parent);
  for (const e of elements) {
    const n = g.node(e.id, e.pos);
    n.label = e.label;
    n.defined = true;
    if (e.container) n.group = e.container;
  }
  for (const l of links) g.edge(l.from, l.to, l.label, l.pos);
  return g.toFlowchart(code.direction === 'LR' ? 'flowchart-horizontal' : 'flowchart-vertical', code.title, code.start);
}
