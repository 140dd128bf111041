// PlantUML component code → architecture draft: packages/nodes/clouds as zones, components and interfaces, links.
import { codeError, type Draft } from '../draft.js';
import { readElements, type ElementKind } from './elements.js';
import type { PumlCode } from './prelude.js';

const ICON: Partial<Record<ElementKind, string>> = {
  interface: 'lucide:circle', database: 'lucide:database', node: 'lucide:server', cloud: 'lucide:cloud', actor: 'lucide:user',
  queue: 'lucide:layers', folder: 'lucide:folder', package: 'lucide:package', storage: 'lucide:hard-drive',
};

export function readComponent(code: PumlCode): Draft {
  // In component diagrams a bare name in a relation (`DataAccess - [Component]`) is an interface.
  const { elements, containers, links } = readElements(code.lines, (ref) => (/^\[/.test(ref) ? 'component' : 'interface'));
  if (elements.length === 0) throw codeError('plantuml', 'found no components in the component diagram', code.start);
  const content: Record<string, unknown> = {
    // Zones do not nest: a nested package is a zone of its own.
    zones: containers.map((c) => ({ id: c.id, label: c.label })),
    components: elements.map((e) => {
      const out: Record<string, unknown> = { id: e.id, label: e.label };
      const icon = ICON[e.kind];
      if (icon) out.icon = icon;
      if (e.container) out.zone = e.container;
      return out;
    }),
    connections: links.map((l) => (l.label ? { from: l.from, to: l.to, label: l.label } : { from: l.from, to: l.to })),
  };
  if (code.title) content.title = code.title;
  return {
    kind: 'architecture',
    design: 'architecture-zones',
    content,
    start: code.start,
    at: { zones: containers.map((c) => c.pos), components: elements.map((e) => e.pos), connections: links.map((l) => l.pos) },
  };
}
