// Which actors stand left of the system and which right: people who start use cases on the left, the systems and
// services that serve them (or actors written after the use case: `(checkout) -- clerk`) on the right.
import type { UsecaseContent } from '../../spec/content/usecase.js';

const SUPPORTING = /\b(?:system|systems|service|services|server|api|gateway|bank|database|db|provider|platform|backend|back-end|ocr|ai|engine|erp|crm|sms|e-?mail|payment|processor|third[- ]party|external|scheduler|timer|clock|cron|sensor|device|printer|warehouse|carrier|stripe|paypal|llm|model|assistant|bot)\b/i;

export function rightActors(c: UsecaseContent): Set<string> {
  const cases = new Set(c.use_cases.map((u) => u.id));
  const right = new Set<string>();
  const roots = c.actors.filter((a) => a.parent === undefined);
  for (const a of roots) {
    const written = c.links.filter((l) => l.type === 'association' && ((l.from === a.id && cases.has(l.to)) || (l.to === a.id && cases.has(l.from))));
    const after = written.filter((l) => l.to === a.id).length;
    const before = written.length - after;
    if (after > before || (SUPPORTING.test(a.label) && after >= before)) right.add(a.id);
  }
  // All on the right looks odd: then the first stands on the left.
  if (right.size > 0 && right.size === roots.length) right.delete(roots[0]!.id);
  // A specialized actor stands with its general one.
  const sideOf = (id: string | undefined): boolean => {
    for (let p = id, guard = 0; p !== undefined && guard < 50; guard++) {
      const actor = c.actors.find((x) => x.id === p);
      if (!actor) return false;
      if (actor.parent === undefined) return right.has(actor.id);
      p = actor.parent;
    }
    return false;
  };
  for (const a of c.actors) if (a.parent !== undefined && sideOf(a.parent)) right.add(a.id);
  return right;
}
