// Edits of comparisons: options (the columns), criteria (the rows, one value per option), pros and cons.
import { type AddSpec, type EditContext, type Family, fail, insertIndex, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

const OPTION_NOUNS = ['option', 'column', 'choice', 'product', 'alternative', 'candidate', 'plan', 'tool', 'vendor'];
const CRITERION_NOUNS = ['criterion', 'row', 'feature', 'aspect', 'criteria', 'dimension', 'property', 'attribute'];

export function comparisonFamily(): Family {
  const optionIndex = (ctx: EditContext, n: Named): number => {
    const i = ctx.content.options.findIndex((o: Obj) => o.id === n.id);
    if (i < 0) fail(`${quote(n)} is not an option (a column) of the comparison.`);
    return i;
  };
  const criterion = (ctx: EditContext, n: Named): Obj => {
    const r = ctx.content.criteria.find((c: Obj) => c.id === n.id);
    if (!r) fail(`${quote(n)} is not a criterion (a row) of the comparison.`);
    return r;
  };
  const point = (n: Named) => /^(.*)\/(pros|cons)\/(\d+)$/.exec(n.id);

  const family: Family = {
    nouns: { element: 'option' },

    named(ctx) {
      const c = ctx.content;
      const out: Named[] = [
        ...c.options.filter((o: Obj) => o.id).map((o: Obj) => ({ id: o.id, label: o.label, noun: 'option', nouns: OPTION_NOUNS })),
        ...c.criteria.filter((r: Obj) => r.id).map((r: Obj) => ({ id: r.id, label: r.label, noun: 'criterion', nouns: CRITERION_NOUNS })),
      ];
      for (const o of c.options) {
        (o.pros ?? []).forEach((p: string, i: number) => out.push({ id: `${o.id}/pros/${i}`, label: p, noun: 'pro', nouns: ['pro', 'advantage', 'strength', 'plus'] }));
        (o.cons ?? []).forEach((p: string, i: number) => out.push({ id: `${o.id}/cons/${i}`, label: p, noun: 'con', nouns: ['con', 'disadvantage', 'weakness', 'minus', 'drawback'] }));
      }
      return out;
    },

    add(ctx, spec: AddSpec) {
      const c = ctx.content;
      if (spec.role === 'pro' || spec.role === 'con') {
        if (!spec.parent) fail(`say which option gets the ${spec.role} (e.g. "add a ${spec.role} '${spec.label}' to ${c.options[0]?.label ?? 'A'}").`);
        const o = c.options[optionIndex(ctx, spec.parent)];
        const key = spec.role === 'pro' ? 'pros' : 'cons';
        if ((o[key] ?? []).length >= 12) fail(`an option holds at most 12 ${key}.`);
        o[key] = [...(o[key] ?? []), spec.label];
        return [o.id];
      }
      if (spec.role === 'row' || spec.role === 'criterion') {
        if (c.criteria.length >= 20) fail('a comparison holds at most 20 criteria.');
        const id = ctx.ids.make(spec.label, 'criterion');
        const at = spec.after ? c.criteria.findIndex((r: Obj) => r.id === spec.after!.id) + 1 : spec.before ? c.criteria.findIndex((r: Obj) => r.id === spec.before!.id) : insertIndex(c.criteria.length, spec.at);
        c.criteria.splice(at < 0 ? c.criteria.length : at, 0, { id, label: spec.label, values: c.options.map(() => '') });
        return [id];
      }
      if (c.options.length >= 5) fail('a comparison holds at most 5 options.');
      const id = ctx.ids.make(spec.label, 'option');
      let at = insertIndex(c.options.length, spec.at);
      if (spec.after) at = optionIndex(ctx, spec.after) + 1;
      else if (spec.before) at = optionIndex(ctx, spec.before);
      c.options.splice(at, 0, { id, label: spec.label, pros: [], cons: [], ...(spec.description ? { description: spec.description } : {}) });
      for (const r of c.criteria) r.values.splice(at, 0, '');
      return [id];
    },

    remove(ctx, targets) {
      const c = ctx.content;
      for (const t of targets) {
        const p = point(t);
        if (p) {
          const o = c.options.find((x: Obj) => x.id === p[1]);
          o[p[2]!] = o[p[2]!].filter((_: string, i: number) => i !== Number(p[3]));
          continue;
        }
        if (t.noun === 'criterion') {
          c.criteria = c.criteria.filter((r: Obj) => r !== criterion(ctx, t));
          continue;
        }
        const i = optionIndex(ctx, t);
        if (c.options.length <= 2) fail('a comparison needs at least 2 options.');
        c.options.splice(i, 1);
        for (const r of c.criteria) r.values.splice(i, 1);
      }
    },

    rename(ctx, target, label) {
      const p = point(target);
      if (p) {
        ctx.content.options.find((x: Obj) => x.id === p[1])[p[2]!][Number(p[3])] = label;
        return;
      }
      if (target.noun === 'criterion') criterion(ctx, target).label = label;
      else ctx.content.options[optionIndex(ctx, target)].label = label;
    },

    describe(ctx, target, text) {
      const o = ctx.content.options[optionIndex(ctx, target)];
      if (text) o.description = text; else delete o.description;
    },

    /** "set the price of Basic to $10": the cell of a criterion (row) and an option (column). */
    setText(ctx, target, column, text) {
      const [row, option] = target.noun === 'criterion' ? [target, column] : [column, target];
      criterion(ctx, row).values[optionIndex(ctx, option)] = text;
    },

    move(ctx, target, to) {
      const c = ctx.content;
      if (target.noun === 'criterion') {
        const list = c.criteria as Obj[];
        const from = list.indexOf(criterion(ctx, target));
        const [r] = list.splice(from, 1);
        const at = to.after ? list.indexOf(criterion(ctx, to.after)) + 1 : to.before ? list.indexOf(criterion(ctx, to.before)) : insertIndex(list.length, to.at);
        list.splice(at, 0, r!);
        return;
      }
      const from = optionIndex(ctx, target);
      const order = c.options.map((_: Obj, i: number) => i);
      const [moved] = order.splice(from, 1);
      const anchor = to.after ?? to.before;
      const at = anchor ? order.indexOf(optionIndex(ctx, anchor)) + (to.after ? 1 : 0) : insertIndex(order.length, to.at);
      order.splice(at, 0, moved);
      c.options = order.map((i: number) => c.options[i]);
      for (const r of c.criteria) r.values = order.map((i: number) => r.values[i]);
    },
  };
  return family;
}
