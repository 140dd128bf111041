// C4 macro statements (Person, System, Container…, *_Boundary { }, Rel…) from PlantUML or Mermaid → architecture draft.
import type { Draft, Pos } from './draft.js';
import { creoleLabel } from './text.js';

export interface C4Line { text: string; pos: Pos }

const ELEMENT = /^(Person|System|Container|Component)(Db|Queue)?(_Ext)?\s*\((.*)\)\s*$/;
const BOUNDARY = /^(?:System_Boundary|Container_Boundary|Enterprise_Boundary|Boundary|Deployment_Node(?:_[LR])?|Node(?:_[LR])?)\s*\((.*)\)\s*\{\s*$/;
const REL = /^(?:Bi)?Rel(?:_Back|_Neighbor|_Back_Neighbor|_[UDLR]|_Up|_Down|_Left|_Right)?\s*\((.*)\)\s*$/;

/** Macro arguments: split at commas outside quotes; named arguments (`$tags="…"`) are dropped. */
function args(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter((a) => !a.startsWith('$')).map((a) => a.replace(/^"(.*)"$/s, '$1'));
}

/** True when the statements use C4 element or relation macros. */
export function isC4(lines: C4Line[]): boolean {
  return lines.some((l) => ELEMENT.test(l.text.trim()) || BOUNDARY.test(l.text.trim()));
}

export function readC4(lines: C4Line[], title: string | undefined, start: Pos): Draft {
  const zones: { id: string; label: string; pos: Pos }[] = [];
  const components: { id: string; label: string; icon?: string; zone?: string; description?: string; pos: Pos }[] = [];
  const connections: { from: string; to: string; label?: string; pos: Pos }[] = [];
  const open: string[] = [];
  const rels: { a: string[]; pos: Pos; back: boolean }[] = [];
  for (const l of lines) {
    const t = l.text.trim();
    let m: RegExpExecArray | null;
    if ((m = BOUNDARY.exec(t))) {
      const [alias, label] = args(m[1]!);
      const id = alias || `boundary${zones.length + 1}`;
      if (!zones.some((z) => z.id === id)) zones.push({ id, label: creoleLabel(label ?? id) || id, pos: l.pos });
      open.push(id);
    } else if (t === '}') {
      open.pop();
    } else if ((m = ELEMENT.exec(t))) {
      const a = args(m[4]!);
      const [alias, label] = a;
      if (!alias || components.some((c) => c.id === alias)) continue;
      // Containers and components carry a technology before their description.
      const tech = m[1] === 'Container' || m[1] === 'Component' ? a[2] : undefined;
      const desc = m[1] === 'Container' || m[1] === 'Component' ? a[3] : a[2];
      const c: (typeof components)[number] = { id: alias, label: creoleLabel(label ?? alias) || alias, pos: l.pos };
      const icon = m[1] === 'Person' ? 'lucide:user' : m[2] === 'Db' ? 'lucide:database' : m[2] === 'Queue' ? 'lucide:layers' : undefined;
      if (icon) c.icon = icon;
      const zone = open[open.length - 1];
      if (zone) c.zone = zone;
      const description = [tech ? `[${creoleLabel(tech)}]` : '', desc ? creoleLabel(desc) : ''].filter(Boolean).join(' ');
      if (description) c.description = description;
      components.push(c);
    } else if ((m = REL.exec(t))) {
      rels.push({ a: args(m[1]!), pos: l.pos, back: /^Rel_Back/.test(t) });
    }
  }
  // Relations may name elements declared after them.
  const known = new Set(components.map((c) => c.id));
  for (const r of rels) {
    let [from, to] = r.a;
    const label = r.a[2] ? creoleLabel(r.a[2]) : '';
    if (!from || !to || !known.has(from) || !known.has(to)) continue;
    if (r.back) [from, to] = [to, from];
    connections.push(label ? { from, to, label, pos: r.pos } : { from, to, pos: r.pos });
  }
  const zoneIds = new Set(zones.map((z) => z.id));
  const content: Record<string, unknown> = {
    zones: zones.map((z) => ({ id: z.id, label: z.label })),
    components: components.map(({ pos: _pos, zone, ...c }) => (zone && zoneIds.has(zone) ? { ...c, zone } : c)),
    connections: connections.map(({ pos: _pos, ...c }) => c),
  };
  if (title) content.title = title;
  return {
    kind: 'architecture',
    design: 'architecture-zones',
    content,
    start,
    at: { zones: zones.map((z) => z.pos), components: components.map((c) => c.pos), connections: connections.map((c) => c.pos) },
  };
}
