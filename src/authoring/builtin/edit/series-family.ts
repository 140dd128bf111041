// Edits of the ordered kinds (cycle, pyramid, funnel, list, hub, timeline, proportion): items in order, with what
// each kind gives them (descriptions, icons, values, dates), and a hub's centre.
import type { Kind } from '../../../spec/kinds.js';
import { type AddSpec, type EditContext, type Family, fail, insertIndex, quote, reorder } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

interface SeriesConfig {
  key: string;
  labelKey: string;
  noun: string;
  nouns: string[];
  min: number;
  max: number;
  description?: boolean;
  icon?: boolean;
  value?: 'required' | 'optional';
  date?: boolean;
}

const CONFIGS: Partial<Record<Kind, SeriesConfig>> = {
  cycle: { key: 'steps', labelKey: 'label', noun: 'step', nouns: ['step', 'stage', 'phase', 'item', 'node', 'part'], min: 3, max: 10, description: true, icon: true },
  pyramid: { key: 'levels', labelKey: 'label', noun: 'level', nouns: ['level', 'layer', 'tier', 'step', 'stage', 'item', 'row'], min: 2, max: 10, description: true, value: 'optional' },
  funnel: { key: 'stages', labelKey: 'label', noun: 'stage', nouns: ['stage', 'step', 'level', 'phase', 'item', 'band'], min: 2, max: 10, description: true, value: 'optional' },
  list: { key: 'items', labelKey: 'label', noun: 'item', nouns: ['item', 'point', 'entry', 'step', 'bullet', 'card', 'row', 'line'], min: 1, max: 30, description: true, icon: true },
  hub: { key: 'spokes', labelKey: 'label', noun: 'spoke', nouns: ['spoke', 'item', 'node', 'branch', 'satellite', 'card', 'point'], min: 3, max: 12, description: true, icon: true },
  timeline: { key: 'events', labelKey: 'title', noun: 'event', nouns: ['event', 'milestone', 'item', 'entry', 'point', 'date', 'step'], min: 1, max: 60, description: true, icon: true, date: true },
  proportion: { key: 'parts', labelKey: 'label', noun: 'part', nouns: ['part', 'slice', 'segment', 'bar', 'share', 'item', 'category', 'piece', 'wedge'], min: 1, max: 20, value: 'required' },
};

const CENTER_NOUNS = ['center', 'centre', 'hub', 'core', 'middle', 'main'];

/** A date as text → a number that sorts dates ("2021", "March 2021", "Q3 2025", "2024-05-01"); undefined when unknown. */
export function dateKey(text: string): number | undefined {
  const t = text.toLowerCase();
  const iso = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(t);
  if (iso) return Number(iso[1]) * 10000 + Number(iso[2]) * 100 + Number(iso[3] ?? 0);
  const year = /\b(1\d{3}|2\d{3})\b/.exec(t);
  if (!year) return undefined;
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const month = months.findIndex((m) => new RegExp(`\\b${m}`).test(t));
  const quarter = /\bq([1-4])\b/.exec(t);
  const m = month >= 0 ? month + 1 : quarter ? (Number(quarter[1]) - 1) * 3 + 1 : 0;
  const day = month >= 0 ? Number(/\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(t.replace(year[0], ''))?.[1] ?? 0) : 0;
  return Number(year[1]) * 10000 + m * 100 + (day <= 31 ? day : 0);
}

export function seriesFamily(kind: Kind): Family | undefined {
  const cfg = CONFIGS[kind];
  if (!cfg) return undefined;
  const items = (ctx: EditContext): Obj[] => ctx.content[cfg.key];
  const centerId = (ctx: EditContext) => (items(ctx).some((s) => s.id === 'center') ? '(center)' : 'center');
  const isCenter = (ctx: EditContext, n: Named) => kind === 'hub' && n.id === centerId(ctx);
  const indexOf = (ctx: EditContext, n: Named): number => {
    const i = items(ctx).findIndex((s) => s.id === n.id);
    if (i < 0) fail(isCenter(ctx, n) ? `the centre of a hub can be renamed or given an icon, not ${'moved or removed'}.` : `${quote(n)} is not a ${cfg.noun}.`);
    return i;
  };
  const item = (ctx: EditContext, n: Named): Obj => (isCenter(ctx, n) ? ctx.content.center : items(ctx)[indexOf(ctx, n)]!);

  const family: Family = {
    nouns: { element: cfg.noun },

    named(ctx) {
      const out: Named[] = items(ctx).filter((s) => s.id).map((s) => ({ id: s.id, label: s[cfg.labelKey], noun: cfg.noun, nouns: cfg.nouns, icon: s.icon }));
      if (kind === 'hub') out.push({ id: centerId(ctx), label: ctx.content.center.label, noun: 'center', nouns: CENTER_NOUNS, icon: ctx.content.center.icon });
      return out;
    },

    add(ctx, spec: AddSpec) {
      const list = items(ctx);
      if (list.length >= cfg.max) fail(`a ${kind} holds at most ${cfg.max} ${cfg.noun}s.`);
      if (cfg.value === 'required' && spec.value === undefined) fail(`a ${cfg.noun} of a ${kind} chart needs a value (e.g. "add ${spec.label} with 12%").`);
      const id = ctx.ids.make(spec.label, cfg.noun);
      const created: Obj = { id, [cfg.labelKey]: spec.label };
      if (cfg.date) {
        if (!spec.date) fail(`an event needs a date (e.g. "add ${spec.label} in 2025").`);
        created.date = spec.date;
      }
      if (spec.description && cfg.description) created.description = spec.description;
      if (spec.value !== undefined && cfg.value) {
        if (spec.value < 0 && kind !== 'pyramid') fail(`the value of a ${cfg.noun} cannot be negative.`);
        created.value = spec.value;
      }
      if (cfg.icon && (kind === 'hub' || kind === 'list' || kind === 'timeline' || kind === 'cycle')) {
        // Only where the other items have icons: a lone icon would make the new item stand out.
        const others = list.filter((s) => s.icon).length;
        const icon = others * 2 >= list.length && others > 0 ? ctx.suggestIcon?.(spec.label) : undefined;
        if (icon) created.icon = icon;
      }
      let index: number;
      if (spec.after) index = indexOf(ctx, spec.after) + 1;
      else if (spec.before) index = indexOf(ctx, spec.before);
      else if (spec.between) {
        const [a, b] = [indexOf(ctx, spec.between[0]), indexOf(ctx, spec.between[1])];
        // Neighbours: between them; the ends of a cycle: after the last.
        index = Math.abs(a - b) === 1 ? Math.max(a, b) : Math.max(a, b) === list.length - 1 && Math.min(a, b) === 0 ? list.length : Math.min(a, b) + 1;
      } else if (cfg.date && spec.at === undefined && spec.date) {
        // In time order, when the dates can be compared.
        const k = dateKey(spec.date);
        const later = k === undefined ? -1 : list.findIndex((e) => (dateKey(e.date) ?? -Infinity) > k);
        index = later < 0 ? list.length : later;
      } else index = insertIndex(list.length, spec.at);
      list.splice(index, 0, created);
      return [id];
    },

    remove(ctx, targets) {
      for (const t of targets) {
        const i = indexOf(ctx, t);
        if (items(ctx).length <= cfg.min) fail(`a ${kind} needs at least ${cfg.min} ${cfg.noun}${cfg.min === 1 ? '' : 's'}.`);
        items(ctx).splice(i, 1);
      }
    },

    rename(ctx, target, label) {
      if (isCenter(ctx, target)) ctx.content.center.label = label;
      else item(ctx, target)[cfg.labelKey] = label;
    },

    ...(cfg.description ? {
      describe(ctx: EditContext, target: Named, text: string | undefined) {
        if (isCenter(ctx, target)) fail('the centre of a hub has no description.');
        const s = item(ctx, target);
        if (text) s.description = text; else delete s.description;
      },
    } : {}),

    ...(cfg.icon ? {
      icon(ctx: EditContext, target: Named, icon: string | undefined) {
        const s = item(ctx, target);
        if (icon) s.icon = icon; else delete s.icon;
      },
    } : {}),

    ...(cfg.value ? {
      setValue(ctx: EditContext, target: Named, value: number) {
        if (value < 0 && kind !== 'pyramid') fail(`the value of a ${cfg.noun} cannot be negative.`);
        item(ctx, target).value = value;
      },
    } : {}),

    ...(cfg.date ? {
      setDate(ctx: EditContext, target: Named, date: string) {
        const list = items(ctx);
        const i = indexOf(ctx, target);
        const [e] = list.splice(i, 1);
        e!.date = date;
        // Keep time order when it was in order and the new date can be placed.
        const k = dateKey(date);
        const later = k === undefined ? i : list.findIndex((x) => (dateKey(x.date) ?? -Infinity) > k);
        list.splice(later < 0 ? list.length : later, 0, e!);
      },
    } : {}),

    move(ctx, target, to) {
      const list = items(ctx);
      reorder(list, indexOf(ctx, target), {
        ...(to.after ? { after: indexOf(ctx, to.after) } : {}),
        ...(to.before ? { before: indexOf(ctx, to.before) } : {}),
        ...(to.at !== undefined ? { at: to.at } : {}),
      });
    },

    swap(ctx, a, b) {
      const list = items(ctx);
      const i = indexOf(ctx, a);
      const j = indexOf(ctx, b);
      [list[i], list[j]] = [list[j]!, list[i]!];
    },
  };
  return family;
}
