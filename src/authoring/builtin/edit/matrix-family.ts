// Edits of matrix (quadrant) diagrams: items placed in quadrants, the quadrants' names, the two axes.
import { type AddSpec, type EditContext, type Family, fail, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

export const QUADRANT_WORDS: Record<string, string> = {
  'top left': 'top-left', 'top-left': 'top-left', 'upper left': 'top-left', 'top right': 'top-right', 'top-right': 'top-right', 'upper right': 'top-right',
  'bottom left': 'bottom-left', 'bottom-left': 'bottom-left', 'lower left': 'bottom-left', 'bottom right': 'bottom-right', 'bottom-right': 'bottom-right', 'lower right': 'bottom-right',
};

/** "the top right quadrant", "top-right" → 'top-right'. */
export function quadrantOf(phrase: string): string | undefined {
  const t = phrase.toLowerCase().replace(/^(?:the\s+)/, '').replace(/\s+(?:quadrant|corner|box|square|area|one)$/, '').trim();
  return QUADRANT_WORDS[t];
}

export function matrixFamily(): Family {
  const itemIndex = (ctx: EditContext, n: Named) => ctx.content.items.findIndex((i: Obj) => i.id === n.id);
  const isAxis = (n: Named) => n.id === 'x_axis' || n.id === 'y_axis';

  const family: Family = {
    nouns: { element: 'item', group: 'quadrant' },

    named(ctx) {
      const c = ctx.content;
      const out: Named[] = c.items.filter((i: Obj) => i.id).map((i: Obj) => ({ id: i.id, label: i.label, noun: 'item', nouns: ['item', 'point', 'dot', 'entry', 'task', 'idea'] }));
      for (const pos of ['top-left', 'top-right', 'bottom-left', 'bottom-right']) {
        const q = c.quadrants?.[pos];
        out.push({ id: pos, label: q?.label ?? `${pos.replace('-', ' ')} quadrant`, noun: 'quadrant', nouns: ['quadrant', 'corner', 'box', 'square'] });
      }
      out.push({ id: 'x_axis', label: c.x_axis.label, noun: 'axis', nouns: ['axis', 'x axis', 'horizontal axis'] });
      out.push({ id: 'y_axis', label: c.y_axis.label, noun: 'axis', nouns: ['axis', 'y axis', 'vertical axis'] });
      return out;
    },

    add(ctx, spec: AddSpec) {
      const c = ctx.content;
      if (c.items.length >= 40) fail('a matrix holds at most 40 items.');
      const quadrant = spec.quadrant ?? (spec.parent && quadrantOf(spec.parent.id)) ?? undefined;
      const id = ctx.ids.make(spec.label, 'item');
      c.items.push({ id, label: spec.label, ...(quadrant ? { quadrant } : { x: 0.5, y: 0.5 }) });
      return [id];
    },

    remove(ctx, targets) {
      for (const t of targets) {
        if (isAxis(t)) fail('a matrix keeps both its axes; rename them instead.');
        if (quadrantOf(t.id)) { delete ctx.content.quadrants[t.id]; continue; }
        const i = itemIndex(ctx, t);
        if (i < 0) fail(`${quote(t)} is not an item of the matrix.`);
        ctx.content.items.splice(i, 1);
      }
    },

    rename(ctx, target, label) {
      const c = ctx.content;
      if (isAxis(target)) { c[target.id].label = label; return; }
      if (quadrantOf(target.id)) { c.quadrants[target.id] = { ...(c.quadrants[target.id] ?? {}), label }; return; }
      c.items[itemIndex(ctx, target)].label = label;
    },

    describe(ctx, target, text) {
      if (!quadrantOf(target.id)) fail('only the quadrants of a matrix have descriptions.');
      const q = ctx.content.quadrants[target.id];
      if (!q) fail(`the ${target.id.replace('-', ' ')} quadrant has no name yet; name it first.`);
      if (text) q.description = text; else delete q.description;
    },

    group(ctx, targets, into) {
      const q = quadrantOf(into) ?? family.named(ctx).find((n) => n.noun === 'quadrant' && n.label.toLowerCase() === into.toLowerCase())?.id;
      if (!q) fail(`${quote(into)} is not a quadrant (top left, top right, bottom left, bottom right).`);
      for (const t of targets) {
        const i = itemIndex(ctx, t);
        if (i < 0) fail(`only items move between quadrants; ${quote(t)} is not one.`);
        const { x: _x, y: _y, ...rest } = ctx.content.items[i];
        ctx.content.items[i] = { ...rest, quadrant: q };
      }
      return [q];
    },
  };
  return family;
}
