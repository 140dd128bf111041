// Edits of use case diagrams: actors, use cases and system boundaries; associations, «include» and «extend».
import { type AddSpec, type EditContext, type Family, fail, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

const ACTOR_NOUNS = ['actor', 'role', 'user', 'person', 'stick figure', 'figure'];
const CASE_NOUNS = ['use case', 'usecase', 'case', 'goal', 'feature', 'function', 'ellipse', 'oval', 'bubble'];
const SYSTEM_NOUNS = ['system', 'boundary', 'system boundary', 'package', 'subsystem', 'rectangle', 'box', 'group'];

/** The type a link label asks for: "include"/"«include»" and "extend"/"extends"; anything else is an association's label. */
function linkType(label: string | undefined): 'include' | 'extend' | undefined {
  const t = label?.trim().toLowerCase().replace(/^[«<]+|[»>]+$/g, '');
  if (!t) return undefined;
  if (/^includes?$/.test(t)) return 'include';
  if (/^extends?$/.test(t)) return 'extend';
  return undefined;
}

export function usecaseFamily(): Family {
  const c = (ctx: EditContext) => ctx.content as Obj;
  const actor = (ctx: EditContext, id: string) => (c(ctx).actors ?? []).find((a: Obj) => a.id === id);
  const useCase = (ctx: EditContext, id: string) => (c(ctx).use_cases ?? []).find((u: Obj) => u.id === id);
  const system = (ctx: EditContext, id: string) => (c(ctx).systems ?? []).find((s: Obj) => s.id === id);
  const element = (ctx: EditContext, n: Named): Obj => {
    const found = actor(ctx, n.id) ?? useCase(ctx, n.id);
    if (!found) fail(`${quote(n)} is not an actor or a use case.`);
    return found;
  };

  function link(ctx: EditContext, from: Named, to: Named, label: string | undefined): string {
    element(ctx, from); element(ctx, to);
    const type = linkType(label) ?? 'association';
    if (type !== 'association' && !(useCase(ctx, from.id) && useCase(ctx, to.id))) fail(`«${type}» joins two use cases; ${quote(actor(ctx, from.id) ? from : to)} is an actor.`);
    const links: Obj[] = (c(ctx).links ??= []);
    const existing = links.find((l) => (l.from === from.id && l.to === to.id) || (type === 'association' && l.type === 'association' && l.from === to.id && l.to === from.id));
    if (existing) {
      existing.type = type;
      if (type === 'association' && label) existing.label = label;
      return `${existing.from}->${existing.to}`;
    }
    // An association is written actor first.
    const [a, b] = type === 'association' && useCase(ctx, from.id) && actor(ctx, to.id) ? [to.id, from.id] : [from.id, to.id];
    links.push(type === 'association' ? { from: a, to: b, type, ...(label ? { label } : {}) } : { from: a, to: b, type });
    return `${a}->${b}`;
  }

  return {
    nouns: { element: 'use case', group: 'system', link: 'line' },
    named(ctx) {
      return [
        ...(c(ctx).actors ?? []).map((a: Obj) => ({ id: a.id, label: a.label, noun: 'actor', nouns: ACTOR_NOUNS })),
        ...(c(ctx).use_cases ?? []).map((u: Obj) => ({ id: u.id, label: u.label, noun: 'use case', nouns: CASE_NOUNS })),
        ...(c(ctx).systems ?? []).map((s: Obj) => ({ id: s.id, label: s.label, noun: 'system', nouns: SYSTEM_NOUNS })),
      ];
    },
    add(ctx: EditContext, spec: AddSpec): string[] {
      const content = c(ctx);
      if (spec.role === 'group') {
        const id = ctx.ids.make(spec.label, 'system');
        (content.systems ??= []).push({ id, label: spec.label });
        return [id];
      }
      const isActor = spec.role === 'actor' || spec.type === 'actor' || (spec.role === 'participant');
      const id = ctx.ids.make(spec.id ?? spec.label, isActor ? 'actor' : 'uc');
      if (isActor) (content.actors ??= []).push({ id, label: spec.label });
      else {
        const inside = spec.parent && system(ctx, spec.parent.id) ? spec.parent.id : undefined;
        (content.use_cases ??= []).push({ id, label: spec.label, ...(inside ? { system: inside } : {}), ...(spec.description ? { description: spec.description } : {}) });
      }
      const me: Named = { id, label: spec.label, noun: isActor ? 'actor' : 'use case' };
      if (spec.from) link(ctx, spec.from, me, spec.linkLabel);
      if (spec.to) link(ctx, me, spec.to, spec.linkLabel);
      return [id];
    },
    remove(ctx, targets) {
      const gone = new Set(targets.map((t) => t.id));
      const content = c(ctx);
      content.actors = (content.actors ?? []).filter((a: Obj) => !gone.has(a.id));
      content.use_cases = (content.use_cases ?? []).filter((u: Obj) => !gone.has(u.id));
      content.systems = (content.systems ?? []).filter((s: Obj) => !gone.has(s.id));
      for (const x of [...content.actors, ...content.use_cases]) {
        if (gone.has(x.parent)) delete x.parent;
        if (gone.has(x.system)) delete x.system;
      }
      content.links = (content.links ?? []).filter((l: Obj) => !gone.has(l.from) && !gone.has(l.to));
      content.notes = (content.notes ?? []).filter((n: Obj) => !gone.has(n.on));
    },
    rename(ctx, target, label) {
      const found = actor(ctx, target.id) ?? useCase(ctx, target.id) ?? system(ctx, target.id);
      if (!found) fail(`${quote(target)} is not in the diagram.`);
      found.label = label;
    },
    describe(ctx, target, text) {
      const found = element(ctx, target);
      if (text) found.description = text; else delete found.description;
    },
    connect: link,
    labelLink: link,
    disconnect(ctx, a, b, both) {
      const content = c(ctx);
      const hit = (l: Obj) => (l.from === a.id && l.to === b.id) || (both && l.from === b.id && l.to === a.id);
      const removed = (content.links ?? []).filter(hit).map((l: Obj) => `${l.from}->${l.to}`);
      if (removed.length === 0) fail(`${quote(a)} and ${quote(b)} are not joined.`);
      content.links = content.links.filter((l: Obj) => !hit(l));
      return removed;
    },
    group(ctx, targets, into, create) {
      const content = c(ctx);
      let sys = (content.systems ?? []).find((s: Obj) => s.label.toLowerCase() === into.toLowerCase());
      if (!sys) {
        if (!create) fail(`there is no system "${into}".`);
        sys = { id: ctx.ids.make(into, 'system'), label: into };
        (content.systems ??= []).push(sys);
      }
      for (const t of targets) {
        const u = useCase(ctx, t.id);
        if (!u) fail(`only use cases go inside a system; ${quote(t)} is not one.`);
        u.system = sys.id;
      }
      return [sys.id];
    },
    color(ctx, target, hex) {
      const found = element(ctx, target);
      if (hex) found.color = hex; else delete found.color;
    },
  };
}
