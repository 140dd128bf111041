// Edits of venn diagrams: sets (2 or 3), the items inside them, and the overlaps where sets meet.
import { type AddSpec, type EditContext, type Family, fail, quote } from './family.js';
import type { Named } from './names.js';
import { resolve, splitNames } from './names.js';

type Obj = Record<string, any>;

const SET_NOUNS = ['set', 'circle', 'group', 'category', 'bubble', 'area'];
const OVERLAP_NOUNS = ['overlap', 'intersection', 'middle', 'common area', 'shared area'];
const ITEM_NOUNS = ['item', 'entry', 'point', 'element', 'member'];

/** "the overlap of A and B", "A and B" → the ids of the sets named. */
function setsOf(ctx: EditContext, phrase: string): string[] | undefined {
  const sets = ctx.content.sets.map((s: Obj) => ({ id: s.id, label: s.label, noun: 'set', nouns: SET_NOUNS }));
  const stripped = phrase.replace(/^(?:the\s+)?(?:overlap|intersection|middle|common area|shared area)\s+(?:of|between)\s+/i, '').replace(/^both\s+/i, '');
  if (/^(?:the )?(?:all|all three|all sets|all of them|middle|centre|center|every set|both|both sets|both circles|both of them)$/i.test(stripped.trim())) return sets.map((s: Named) => s.id);
  const names = splitNames(stripped);
  if (names.length < 2) return undefined;
  const ids = names.map((n) => {
    const r = resolve(n, sets);
    return r.ok && r.items.length === 1 ? r.items[0]!.id : undefined;
  });
  return ids.every((x) => x !== undefined) ? [...new Set(ids as string[])] : undefined;
}

const overlapId = (sets: string[]) => [...sets].sort().join('&');

export function vennFamily(): Family {
  const findSet = (ctx: EditContext, n: Named): Obj | undefined => ctx.content.sets.find((s: Obj) => s.id === n.id);
  const findOverlap = (ctx: EditContext, n: Named): Obj | undefined => ctx.content.overlaps.find((o: Obj) => overlapId(o.sets) === n.id);
  const isItem = (n: Named) => n.noun === 'item';
  const region = (ctx: EditContext, n: Named): Obj => {
    const r = findSet(ctx, n) ?? findOverlap(ctx, n);
    if (r) return r;
    // An overlap named by its sets that has no items yet is made when something goes in it.
    const ids = n.noun === 'overlap' ? n.id.split('&') : [];
    if (ids.length >= 2 && ids.every((id) => findSet(ctx, { id, label: id, noun: 'set' }))) return overlapFor(ctx, ids);
    fail(`${quote(n)} is not a set or an overlap of sets.`);
  };

  function overlapFor(ctx: EditContext, ids: string[]): Obj {
    const key = overlapId(ids);
    let o = ctx.content.overlaps.find((x: Obj) => overlapId(x.sets) === key);
    if (!o) {
      if (ctx.content.overlaps.length >= 4) fail('a venn diagram has at most 4 overlaps.');
      o = { sets: ids, items: [] };
      ctx.content.overlaps.push(o);
    }
    return o;
  }

  const family: Family = {
    nouns: { element: 'set' },

    named(ctx) {
      const c = ctx.content;
      const out: Named[] = c.sets.map((s: Obj) => ({ id: s.id, label: s.label, noun: 'set', nouns: SET_NOUNS }));
      for (const o of c.overlaps) {
        const names = o.sets.map((id: string) => c.sets.find((s: Obj) => s.id === id)?.label ?? id);
        const pair = names.join(' and ');
        const aliases = [`overlap of ${pair}`, `intersection of ${pair}`, `${pair} overlap`, `${pair} intersection`, pair, `overlap between ${pair}`];
        out.push({ id: overlapId(o.sets), label: o.label ?? `${pair} overlap`, noun: 'overlap', nouns: OVERLAP_NOUNS, aliases });
      }
      for (const r of [...c.sets, ...c.overlaps]) {
        const rid = r.id ?? overlapId(r.sets);
        (r.items ?? []).forEach((item: string, i: number) => out.push({ id: `${rid}:${i}`, label: item, noun: 'item', nouns: ITEM_NOUNS }));
      }
      return out;
    },

    add(ctx, spec: AddSpec) {
      const c = ctx.content;
      if (!spec.parent) {
        if (spec.role === 'item') fail(`say which set ${quote(spec.label)} goes in (e.g. "add ${spec.label} to ${c.sets[0]?.label ?? 'A'}").`);
        if (c.sets.length >= 3) fail('a venn diagram holds at most 3 sets.');
        const id = ctx.ids.make(spec.label, 'set');
        c.sets.push({ id, label: spec.label, items: [] });
        return [id];
      }
      const r = region(ctx, spec.parent);
      if ((r.items ?? []).length >= 20) fail('a region of a venn diagram holds at most 20 items.');
      r.items = [...(r.items ?? []), spec.label];
      return [r.id ?? overlapId(r.sets)];
    },

    remove(ctx, targets) {
      const c = ctx.content;
      for (const t of targets) {
        if (isItem(t)) {
          const [rid, index] = [t.id.slice(0, t.id.lastIndexOf(':')), Number(t.id.slice(t.id.lastIndexOf(':') + 1))];
          const r = c.sets.find((s: Obj) => s.id === rid) ?? c.overlaps.find((o: Obj) => overlapId(o.sets) === rid);
          r.items = r.items.filter((_: string, i: number) => i !== index);
          continue;
        }
        if (findOverlap(ctx, t)) {
          c.overlaps = c.overlaps.filter((o: Obj) => overlapId(o.sets) !== t.id);
          continue;
        }
        const s = region(ctx, t);
        if (c.sets.length <= 2) fail('a venn diagram needs at least 2 sets.');
        c.sets = c.sets.filter((x: Obj) => x !== s);
        c.overlaps = c.overlaps.map((o: Obj) => ({ ...o, sets: o.sets.filter((id: string) => id !== s.id) })).filter((o: Obj) => o.sets.length >= 2);
      }
    },

    rename(ctx, target, label) {
      if (isItem(target)) {
        const i = target.id.lastIndexOf(':');
        const rid = target.id.slice(0, i);
        const r = ctx.content.sets.find((s: Obj) => s.id === rid) ?? ctx.content.overlaps.find((o: Obj) => overlapId(o.sets) === rid);
        r.items[Number(target.id.slice(i + 1))] = label;
        return;
      }
      region(ctx, target).label = label;
    },

    /** "put X in the overlap of A and B", "move X to A": an item changes region. */
    group(ctx, targets, into, create) {
      const c = ctx.content;
      const ids = setsOf(ctx, into);
      let dest: Obj;
      if (ids && ids.length >= 2) dest = overlapFor(ctx, ids);
      else {
        const r = resolve(into, family.named(ctx).filter((n) => n.noun !== 'item'));
        if (!r.ok || r.items.length !== 1) {
          if (!create) fail(`there is no set called ${quote(into)}.`);
          const [id] = family.add(ctx, { label: into, role: 'set' });
          dest = c.sets.find((s: Obj) => s.id === id);
        } else dest = region(ctx, r.items[0]!);
      }
      for (const t of targets) {
        if (!isItem(t)) fail(`only items move between sets; ${quote(t)} is a ${t.noun}.`);
        const text = t.label;
        family.remove(ctx, [t]);
        dest.items = [...(dest.items ?? []), text];
      }
      return [dest.id ?? overlapId(dest.sets)];
    },
  };
  return family;
}

/** Used by the grammar: "the overlap of A and B" → that overlap (made when something goes in it). */
export function vennOverlapTarget(ctx: EditContext, phrase: string): Named | undefined {
  const ids = setsOf(ctx, phrase);
  if (!ids || ids.length < 2) return undefined;
  return { id: overlapId(ids), label: `overlap of ${ids.join(' and ')}`, noun: 'overlap' };
}
