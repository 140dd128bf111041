// PromptDoc → gantt content: tasks with start/end dates or durations, dependencies, sections, milestones.
import type { GanttContent } from '../../../spec/content/index.js';
import { formatIsoDay } from '../../../designs/gantt/dates.js';
import { schedule } from '../../../designs/gantt/schedule.js';
import { addDays, findDates, toIso, type DateMention } from '../text/dates.js';
import { capitalize, concise, IdMaker, matchKey } from '../text/label.js';
import { findDuration } from '../text/numbers.js';
import type { Item } from '../text/outline.js';
import { splitClauses } from '../text/clauses.js';
import { splitTop } from '../text/lists.js';
import { flatItems, leaves, tooFew, validated, type ExtractContext } from './common.js';
import { AFTER, AT_END, BEFORE_END, DEPENDS, MONTH_PART, NOT_BEFORE, OVERLAP_BY, MILESTONE, namesTask, PARALLEL, spanDays, taskDates, WINDOW, withoutTiming } from './gantt-timing.js';

/** "in parallel with the last week of fit-out": a window at the end of another task, `days` long. */
interface Window { of: string; days: number; /** "starting in the last week of X": the task starts with the window (else it ends with X). */ starts: boolean }

interface Draft { key: string; label: string; section?: string; start?: string; end?: string; days?: number; after: string[]; parallel?: string; window?: Window; /** "move day at the end": after everything before it. */ atEnd?: boolean; milestone: boolean; /** "Development follows": after the task written before it. */ followsPrevious?: boolean }

const WHOLE = /^(?:project|plan|schedule|move|programme|program|everything|it\s+all|work|process)$/i;

export function extractGantt(ctx: ExtractContext): GanttContent {
  const { doc } = ctx;
  // Months without a year are this year's unless the prompt names one ("Jan … Oct" are never day numbers).
  const contextYear = doc.dates.find((d) => d.year !== undefined && d.year >= 1900)?.year ?? new Date().getUTCFullYear();
  const years: YearState = { year: contextYear, lastMonth: 0 };
  const sectionIds = new IdMaker();
  const sections: { id: string; label: string }[] = [];
  const drafts: Draft[] = [];
  // "Demolition – week 1", "Plumbing – weeks 2–3": the weeks of the plan each task takes.
  const weeks = new Map<Draft, [number, number]>();
  const weekDays = new Map<Draft, [number, number]>();

  let groups: { section?: string; items: Item[] }[];
  if (doc.itemSource === 'lines' && doc.items.some((i) => i.children.length > 0)) {
    groups = doc.items.map((i) => (i.children.length > 0 ? { section: i.text, items: i.children } : { items: [i] }));
  } else if (doc.table) {
    groups = [{ items: leaves(doc.table.rows.map((r) => r.join(', '))) }];
  } else if (doc.itemSource === 'sentences' || doc.itemSource === 'single') {
    groups = proseGroups(doc.statements.map((s) => s.text));
  } else {
    // "…, then the photo shoot (1 week)": the list reader drops the "then" that says this task follows the one before.
    const withThen = (t: string) => (!THEN.test(t) && doc.lower.includes(`then ${t.toLowerCase()}`) ? `then ${t}` : t);
    groups = [{ items: minutesItems(flatItems(doc, 1)).flatMap((it) => leaves(splitScheduleCommas(withThen(it.text)).flatMap(splitPairs).flatMap(splitDatedAnd).flatMap(splitParallelTask))) }];
  }
  // "owners in the labels": the initials after a task ("(MT)") stay in its label.
  const showOwners = OWNERS_ASKED.test([doc.text, ...(doc.asked ?? [])].join('\n'));
  const chained = new Set(doc.arrows.flatMap((a) => a.chain.nodes.map((n) => n.trim())));
  let prevChained = false;
  for (const g of groups) {
    let section: string | undefined;
    if (g.section) {
      const label = concise(g.section.replace(/\s*\(.*\)$/, '')).label;
      section = sectionIds.make(label, 'section');
      sections.push({ id: section, label });
    }
    for (const it of g.items) {
      const d = readTask(it.text, years, showOwners);
      if (!d) continue;
      // "需求分析2周 → 设计1周": an arrow says the next task waits for the one before.
      if (chained.has(it.text.trim()) && prevChained && drafts.length > 0 && !d.after.length && !d.start) d.followsPrevious = true;
      prevChained = chained.has(it.text.trim());
      const draft = { ...d, section };
      drafts.push(draft);
      const w = WEEK_RANGE.exec(it.text);
      if (w && !taskDates(it.text).length) { weeks.set(draft, [+w[1]!, +(w[2] ?? w[1])!]); const wd = weekdaysIn(it.text); if (wd) weekDays.set(draft, wd); }
    }
  }
  // Project start: "The project starts on March 1, 2024" gives the first task its date.
  const projectStart = /\b(?:(?:project|work|plan)\s+(?:starts?|begins?|kicks?\s+off)|starting|beginning)\s+(?:on\s+|from\s+)?(.+?\d{4}|.+?)(?:[.;:]|,\s|$)/i.exec(doc.lead || doc.text);
  const ps = projectStart ? findDates(projectStart[1])[0] : undefined;
  const tasks = drafts.filter((d) => d.label && !/^(?:the\s+)?(?:project|work|plan)$/i.test(d.label));
  if (ps && tasks[0] && !tasks[0].start) tasks[0].start = toIso(ps, ps.year ?? contextYear);
  if (tasks.length < 1) throw tooFew('gantt chart', 1, 0, 'tasks');

  const ids = new IdMaker();
  // Ids per task (two tasks may share a name); look-ups by name find the first.
  const idOf = new Map<Draft, string>(tasks.map((t) => [t, ids.make(t.label, 'task')]));
  const find = (name: string, self: Draft): string | undefined => {
    const k = matchKey(name) || name.trim().toLowerCase();
    // The same name first: "unpack" is not "pack".
    const hit = tasks.find((t) => t !== self && t.key === k)
      ?? tasks.find((t) => t !== self && (t.key.includes(k) || k.includes(t.key)))
      ?? tasks.find((t) => t !== self && k.split(' ').some((w) => w.length > 3 && t.key.split(' ').includes(w)))
      // "after finding" is after "find a new office": the word without its -ing.
      ?? tasks.find((t) => t !== self && k.split(' ').some((w) => w.length > 5 && /ing$/.test(w) && t.key.split(' ').some((x) => x.length >= 3 && (w.slice(0, -3) === x || w.slice(0, -4) === x || w.slice(0, -3) === `${x.replace(/e$/, '')}`))));
    return hit ? idOf.get(hit) : undefined;
  };
  const deps = new Map<Draft, string[]>(tasks.map((t, i) => [t, t.followsPrevious && !t.after.length && i > 0
    ? [idOf.get(tasks[i - 1]!)!]
    : t.after.map((a) => find(a, t)).filter((x): x is string => !!x)]));
  const starts = new Map<Draft, string | undefined>(tasks.map((t) => [t, t.start]));
  for (const t of tasks) {
    if (!t.parallel) continue;
    const otherId = find(t.parallel, t);
    const other = tasks.find((x) => idOf.get(x) === otherId);
    if (!other) continue;
    // Two tasks in parallel start together: both after what the earlier one waits for.
    const [first, second] = tasks.indexOf(t) < tasks.indexOf(other) ? [t, other] : [other, t];
    const firstStart = starts.get(first);
    if (firstStart) { if (!starts.get(second)) starts.set(second, firstStart); continue; }
    const prev = tasks[tasks.indexOf(first) - 1];
    const pred = deps.get(first)!.length ? deps.get(first)! : prev ? [idOf.get(prev)!] : [];
    deps.set(first, pred);
    deps.set(second, pred);
  }
  // A task written after two parallel tasks waits for both, not only for the one written last.
  tasks.forEach((t, i) => {
    if (i < 2 || t.start || deps.get(t)!.length > 0) return;
    const prev = tasks[i - 1];
    const group = tasks.filter((x) => x !== t && tasks.indexOf(x) < i && (x === prev || x.parallel && find(x.parallel, x) === idOf.get(prev) || prev.parallel && find(prev.parallel, prev) === idOf.get(x)));
    if (group.length > 1) deps.set(t, group.map((x) => idOf.get(x)!));
  });
  // "move day at the end": after every task before it that nothing else before it waits for.
  tasks.forEach((t, i) => {
    if (!t.atEnd || t.start) return;
    const before = tasks.slice(0, i);
    const waited = new Set(before.flatMap((x) => deps.get(x)!));
    const last = before.filter((x) => !waited.has(idOf.get(x)!)).map((x) => idOf.get(x)!);
    if (last.length) deps.set(t, last);
  });
  // A task in a window of another has no predecessor of its own: the window places it.
  const windowed = tasks.filter((t) => t.window && !t.start && find(t.window.of, t));
  for (const t of windowed) if (!t.after.length) deps.set(t, []);
  const out = tasks.slice(0, 200).map((t) => {
    const start = starts.get(t);
    return {
      id: idOf.get(t)!,
      label: t.label,
      section: t.section,
      start,
      end: t.end && (!start || t.end >= start) ? t.end : undefined,
      duration_days: t.end && start ? undefined : t.days ?? (t.milestone ? 0 : undefined),
      depends_on: deps.get(t)!.filter((d) => d !== idOf.get(t)),
      milestone: t.milestone,
    };
  });
  placeInWindows(out, windowed.map((t) => ({ task: idOf.get(t)!, of: find(t.window!.of, t)!, window: t.window! })));
  // Every task in plan weeks ("week 1", "weeks 2–3", "weeks 6–7" beside "week 6"): a task lasts its weeks and waits for
  // the tasks that end the week before it starts, so tasks in the same weeks overlap as written.
  // "(weeks from 6 Jan)", "week 1 = 3 March": the plan's first week on the calendar, so every task sits in its weeks.
  const base = WEEK_BASE.exec(doc.text);
  const baseDate = base ? findDates(base[1] ?? base[2]!)[0] : undefined;
  const baseIso = baseDate && baseDate.month !== undefined ? toIso(baseDate, baseDate.year ?? contextYear) : undefined;
  if (weeks.size >= 3 && weeks.size === tasks.length) {
    tasks.forEach((t, i) => {
      const [from, to] = weeks.get(t)!;
      if (to < from) return;
      out[i]!.duration_days = (to - from + 1) * 7;
      out[i]!.start = baseIso ? addDays(baseIso, (from - 1) * 7) : undefined;
      out[i]!.end = undefined;
      if (baseIso) {
        out[i]!.depends_on = [];
        // "week 10 (Mon)", "week 10 Thu–Fri": the days of that week, counted from its Monday.
        const days = weekDays.get(t);
        if (days && from === to) {
          const monday = addDays(baseIso, (from - 1) * 7 - ((new Date(`${baseIso}T00:00:00Z`).getUTCDay() + 6) % 7));
          out[i]!.start = addDays(monday, days[0]);
          out[i]!.duration_days = days[1] - days[0] + 1;
        }
        return;
      }
      const before = tasks.filter((x) => weeks.get(x)![1] === from - 1).map((x) => idOf.get(x)!);
      if (before.length || from === 1) out[i]!.depends_on = before;
    });
  }
  return validated('gantt', { title: doc.title, sections, tasks: out });
}

/**
 * "IT setup (1 week, in parallel with the last week of fit-out)": the task ends with the other one (or, "starting in the
 * last week of …", starts where that window starts). On a calendar the start is a date; without any date the chart
 * counts days and cannot hold one, so the task starts with the other one, as "in parallel with" says.
 */
function placeInWindows(tasks: GanttContent['tasks'], placed: { task: string; of: string; window: Window }[]): void {
  for (const p of placed) {
    const t = tasks.find((x) => x.id === p.task);
    const of = tasks.find((x) => x.id === p.of);
    if (!t || !of) continue;
    const plan = schedule(tasks);
    const slot = plan.slots.get(of.id);
    if (plan.mode === 'calendar' && slot) {
      const own = t.duration_days ?? p.window.days;
      const back = p.window.starts ? p.window.days : Math.min(own, p.window.days);
      t.start = formatIsoDay(Math.max(slot.start, slot.end - back));
      t.depends_on = t.depends_on.filter((d) => d !== of.id);
    } else if (!t.depends_on.length) {
      t.depends_on = [...of.depends_on];
      if (!t.depends_on.length && of.start) t.start = of.start;
    }
  }
}

/** "In section A, 'A task' starts on 2014-01-01 and lasts 30 days" → sections from "In section X", one task per clause. */
function proseGroups(sentences: string[]): { section?: string; items: Item[] }[] {
  const groups: { section?: string; items: Item[] }[] = [{ items: [] }];
  for (const sent of sentences) {
    let text = sent;
    const sec = /^(?:in\s+)?(?:the\s+)?(?:section|phase|stage|workstream|milestone\s+group)\s+["'‘“]?([^,"'’”]+?)["'’”]?\s*[,:]\s*/i.exec(text);
    if (sec) { groups.push({ section: sec[1], items: [] }); text = text.slice(sec[0].length); }
    const items = groups[groups.length - 1].items;
    const lower = text.toLowerCase();
    for (const c of splitClauses(text)) {
      if (!c.text) continue;
      // "... and lasts 30 days" belongs to the task before it.
      if (c.continues && items.length > 0 && !/["'‘“]/.test(c.text)) { items[items.length - 1].text += `, ${c.text}`; continue; }
      // "…, then the photo shoot": the clause reader drops the "then" that says this task follows the one before.
      const then = !THEN.test(c.text) && lower.includes(`then ${c.text.toLowerCase()}`) ? 'then ' : '';
      for (const part of splitScheduleCommas(then + c.text).flatMap(splitPairs).flatMap(splitDatedAnd).flatMap(splitParallelTask)) items.push({ text: part, children: [], header: false });
    }
  }
  return groups.filter((g) => g.items.length > 0);
}

/**
 * "design takes 2 weeks starting March 1, development 6 weeks after design, testing 2 weeks": one task per comma
 * part when every part names a task and when it happens (a duration, a date, "after ...", a milestone).
 */
function splitScheduleCommas(text: string): string[] {
  // Not the comma of a date ("March 1, 2025").
  // Nor one inside brackets ("sign the lease (1 week, after finding)").
  const split = splitTop(text, /\s*[,;]\s*(?!\d{4}\b)(?:and\s+|then\s+)?/y);
  // "Frontend dev: 4 weeks, starts 1 week before visual design ends": a part that only says when belongs to the task before.
  const parts: string[] = [];
  for (const p of split) {
    if (parts.length > 0 && !namesTask(p)) parts[parts.length - 1] += `, ${p}`;
    else parts.push(p);
  }
  if (parts.length < 2) return [text];
  const scheduled = (p: string) => /\p{L}{3,}/u.test(p.replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi, ''))
    && (!!findDuration(p) || findDates(p).some((d) => d.month !== undefined) || AFTER.test(p) || MILESTONE.test(p));
  return parts.every(scheduled) ? parts : [text];
}

/** "A runs …, in parallel with B (May 15–31)" → A (in parallel with B) and B with its own timing. */
function splitParallelTask(text: string): string[] {
  const m = PARALLEL_TASK.exec(text);
  const other = m?.[2]!.trim();
  if (m && !m[1] && other) return [other];
  if (!m || !other || !namesTask(m[1]!)) return [text];
  return [`${m[1]!.trim()}, in parallel with ${other.replace(/\s*\([^()]*\)$/, '')}`, other];
}

/** "c (5 days) and d (6 days) start after a" → two tasks that share the rest. */
/** "montaggio stand dall'1 al 5 giugno e la sagra dal 6 all'8 giugno", "setup on 3 June and the fair on 4 June": an
 *  "and" right after a date, with a task and its own date after it, joins two tasks. */
const WEEK_BASE = /\bweeks?\s+(?:counted\s+)?(?:from|starting|beginning|commencing|of)\s+([^)\n.;:]{3,30})|\bweek\s+1\s*(?:=|is|starts?|begins?|:|\()\s*(?:on\s+)?([^)\n.;,]{3,30})/i;

const WEEKDAY = /(?<![\p{L}])(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s*(?:[-–—]|to|and|&)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)?(?![\p{L}])/iu;
const DAY_INDEX = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** "(Mon)", "Thu–Fri": the first and last day of the week a task takes, Monday 0. */
function weekdaysIn(text: string): [number, number] | undefined {
  const m = WEEKDAY.exec(text);
  if (!m) return undefined;
  const a = DAY_INDEX.indexOf(m[1]!.toLowerCase());
  const b = m[2] ? DAY_INDEX.indexOf(m[2].toLowerCase()) : a;
  return b >= a ? [a, b] : undefined;
}

const WEEK_RANGE = /(?<![\p{L}])(?:weeks?|wks?\.?|semanas?|semaines?|wochen?|settiman[ae])\s*(\d{1,2})(?:\s*(?:[-–—]|to|until|through|and|bis|a|à|al)\s*(\d{1,2}))?(?!\d)/iu;

function splitDatedAnd(text: string): string[] {
  const dates = taskDates(text);
  if (dates.length < 2) return [text];
  for (const d of dates.slice(0, -1)) {
    const m = /^\s*(?:,\s*)?(?:and|e|y|et|und|i|en)\s+/iu.exec(text.slice(d.end));
    if (!m) continue;
    const left = text.slice(0, d.end).trim();
    const right = text.slice(d.end + m[0].length).trim();
    if (namesTask(left) && namesTask(right) && taskDates(right).length) return [left, ...splitDatedAnd(right)];
  }
  return [text];
}

function splitPairs(text: string): string[] {
  const m = /^(?:tasks?\s+)?(.+?)\s*\(([^)]*\d[^)]*)\)\s*(?:,\s*|\s+and\s+)(.+?)\s*\(([^)]*\d[^)]*)\)\s*(.*)$/i.exec(text);
  if (!m) return [text];
  return [`${m[1]} (${m[2]}) ${m[5]}`.trim(), `${m[3]} (${m[4]}) ${m[5]}`.trim()];
}

interface YearState { year: number; lastMonth: number }

/** The year a month without one falls in: a month far before the last one read ("Dec … Mar") is next year's. */
function yearOf(d: DateMention, years: YearState): number {
  if (d.year !== undefined) { years.year = d.year; return d.year; }
  if (d.month && years.lastMonth && d.month < years.lastMonth - 5) years.year++;
  return years.year;
}

/** The last day a date names: the day itself, else the end of its month, quarter ("Q2") or half ("H1"). */
function periodEnd(d: DateMention, year: number): string | undefined {
  if (d.day !== undefined) return toIso(d, year);
  if (!d.month) return undefined;
  const months = /^Q/i.test(d.text) ? 3 : /^H/i.test(d.text) ? 6 : 1;
  const last = new Date(Date.UTC(year, d.month - 1 + months, 0));
  return last.toISOString().slice(0, 10);
}

/** Cuts a matched phrase out of a task's text, with the comma or empty brackets it leaves. */
function cut(t: string, m: RegExpExecArray): string {
  return (t.slice(0, m.index) + t.slice(m.index + m[0].length)).replace(/\(\s*[,;]\s*/g, '(').replace(/\s*[,;]\s*\)/g, ')').replace(/\s*\(\s*\)/g, '').replace(/\s{2,}/g, ' ').trim();
}

// "Plan: recipe testing …": a key that names the whole plan is no part of the first task.
const PLAN_KEY = /^(?:(?:the\s+)?(?:plan|schedule|timeline|timing|project|tasks?)\s*[:：]\s*)/i;
// "then the photo shoot": the task follows the one written before it.
const THEN = /^(?:and\s+)?then\s+/i;
// "Staff training runs …, in parallel with the social media teasers (May 15–31)": the other task, with its own timing.
const PARALLEL_TASK = /^(?:(?=(?:in\s+)?parallel|alongside|at\s|concurrently)|(.+?),?\s+)(?:(?:in\s+)?parallel\s+(?:with|to)|alongside|at\s+the\s+same\s+time\s+as|concurrently\s+with)\s+(?:the\s+)?([^,;()]{3,60}?\s*\([^()]*\d[^()]*\))$/i;

// "until Christmas", "before Halloween": feast days that are dates.
const FEAST = /\b(?:christmas\s+eve|christmas(?:\s+day)?|xmas|new\s+year'?s\s+eve|halloween|valentine'?s\s+day)\b/gi;
const FEAST_DATE: [RegExp, string][] = [[/eve$/i, 'December 24'], [/christmas|xmas/i, 'December 24'], [/halloween/i, 'October 31'], [/valentine/i, 'February 14']];
// "from early October", "until mid November", "by late March": where in its month a date falls.
const IN_MONTH = /\b(early|mid|late)[-\s]*$/i;

// Meeting minutes: "Attendees: RK, MT", "Action: Sam to turn this into a chart", "Apologies: …" name no workstream.
const MINUTES_KEY = /^(?:attendees|present|apologies|absent|chair|minutes|action(?:s|\s+points?)?|next\s+meeting|location|venue\s+of\s+meeting|teilnehmer|anwesend|présents|participants|asistentes|presentes|partecipanti)\s*[:：]/i;
// "Call for abstracts opens 1 Mar, closes 15 Apr", "Registration opens once the programme is published (27 May) and runs
// until 30 Aug": a window that opens and closes, said with its two dates.
const OPENS_CLOSES = /^(.{2,60}?)\s+(?:opens?|starts?|begins?)\s+(?:(?:once|when|after)\s+[^()]{2,60}?\s*)?\(?((?:\d{1,2}\s+\p{L}{3,9}|\p{L}{3,9}\s+\d{1,2}))\)?\s*(?:,\s*|\s+and\s+)(?:closes?|ends?|runs?\s+until|runs?\s+to|until)\s+(.+?)(?:\s*\(([^()]{1,20})\))?$/iu;

/** Minutes items: the metadata lines left out, each numbered point split into its sentences, windows written from-to. */
function minutesItems(items: Item[]): Item[] {
  if (!items.some((it) => MINUTES_KEY.test(it.text))) return items;
  return items.filter((it) => !MINUTES_KEY.test(it.text)).flatMap((it) => leaves(it.text.split(/(?<=[.!?)])\s+(?=\p{Lu})/u).map((sentence) => {
    const t = sentence.trim().replace(/[.!]+$/, '');
    const m = OPENS_CLOSES.exec(t);
    // "Stalls: bookings open 10 Mar, close 30 Apr": the key names the workstream.
    if (m) return `${m[1]!.replace(/[:：].*$/u, '').trim()}: ${m[2]!.trim()} - ${m[3]!.trim()}${m[4] ? ` (${m[4]})` : ''}`;
    // "Feedback survey the week after": a week long, after the point before it.
    const after = /^(.{2,60}?)\s+(?:the\s+|a\s+)?(day|week|month)\s+after(?:wards)?$/i.exec(t);
    return after ? `then ${after[1]!.trim()} (1 ${after[2]!.toLowerCase()})` : t;
  })));
}

const OWNERS_ASKED = /\b(?:owners?|who\s+owns|responsible)\b[^.\n]{0,30}\b(?:in|on)\s+(?:the\s+)?(?:labels?|bars?)\b|\b(?:label|show|mark)\s+(?:each|every|the)\s+(?:bars?|tasks?)\s+with\s+(?:the|its|their)\s+owners?\b/i;
const OWNER = /\(\s*((?:[A-Z]{2,3}|[A-Z][a-z]+)(?:\s*(?:[,/&+]|and)\s*(?:[A-Z]{2,3}|[A-Z][a-z]+))*)\s*\)[.!]?\s*$/;

function readTask(text: string, years: YearState, owners = false): Omit<Draft, 'section'> | undefined {
  const owner = owners ? OWNER.exec(text.trim())?.[1] : undefined;
  const task = readTaskAs(text, years);
  return task && owner && !task.label.includes(owner) ? { ...task, label: `${task.label} (${owner})` } : task;
}

function readTaskAs(text: string, years: YearState): Omit<Draft, 'section'> | undefined {
  let t = text.trim().replace(PLAN_KEY, '').replace(FEAST, (m) => /new\s+year/i.test(m) ? 'December 31' : FEAST_DATE.find(([re]) => re.test(m))![1]);
  const then = THEN.test(t);
  if (then) t = t.replace(THEN, '');
  // "takes the first two weeks of April": the stretch of the month is the task's span.
  let partStart: string | undefined;
  let partEnd: string | undefined;
  const mp = MONTH_PART.exec(t);
  const month = mp ? findDates(t).find((d) => d.index === mp.index + mp[0].length) : undefined;
  if (mp && month && month.month && month.day === undefined) {
    const y = yearOf(month, years);
    years.lastMonth = month.month;
    const first = toIso({ ...month, day: 1 }, y)!;
    const last = periodEnd(month, y)!;
    const days = /half/i.test(mp[3]!) ? 15 : /fortnight/i.test(mp[3]!) ? 14 : spanDays(mp[2], mp[3]!);
    const which = mp[1]!.toLowerCase();
    const offset = which === 'second' ? days : which === 'third' ? 2 * days : 0;
    [partStart, partEnd] = which === 'last' || which === 'final' ? [addDays(last, 1 - days), last] : [addDays(first, offset), addDays(first, offset + days - 1)];
    t = (t.slice(0, mp.index) + t.slice(month.end)).replace(/\s{2,}/g, ' ').trim();
  }
  // "in parallel with the last week of fit-out": the task sits at the end of another one.
  let window: Window | undefined;
  const w = WINDOW.exec(t);
  // Not "in the last week of March": a month is a date, not a task.
  if (w && !findDates(w[4]!).some((d) => d.month !== undefined || d.year !== undefined)) {
    window = { of: w[4]!.trim(), days: spanDays(w[2], w[3]!), starts: !!w[1] };
    t = cut(t, w);
  }
  // "starts 1 week before visual design ends": the task starts in that last week.
  // "overlapping research by 1 week": the same, said the other way round.
  const b = window ? null : BEFORE_END.exec(t) ?? OVERLAP_BY.exec(t);
  if (b) {
    const [of, n, unit] = b[0].match(/^\s*overlap/i) ? [b[1]!, b[2], b[3]!] : [b[3]!, b[1], b[2]!];
    window = { of: of.trim(), days: spanDays(n, unit), starts: true };
    t = cut(t, b);
  }
  // "move day at the end": after everything before it; "at the end of testing": after testing.
  let atEnd = false;
  let afterEnd: string | undefined;
  const e = AT_END.exec(t);
  if (e) {
    if (e[1] && !WHOLE.test(e[1].trim())) afterEnd = e[1].trim();
    else atEnd = true;
    t = cut(t, e);
  }
  const dates = partStart ? [] : taskDates(t);
  const within = (d: DateMention) => (d.day === undefined && d.month !== undefined ? IN_MONTH.exec(t.slice(0, d.index))?.[1]?.toLowerCase() : undefined);
  const startOf = (d: DateMention) => {
    const y = yearOf(d, years);
    if (d.month) years.lastMonth = d.month;
    const w = within(d);
    return toIso(w ? { ...d, day: w === 'early' ? 1 : w === 'mid' ? 15 : 21 } : d, y);
  };
  const endOf = (d: DateMention) => {
    const y = yearOf(d, years);
    if (d.month) years.lastMonth = d.month;
    const w = within(d);
    return w === 'early' ? toIso({ ...d, day: 10 }, y) : w === 'mid' ? toIso({ ...d, day: 15 }, y) : periodEnd(d, y);
  };
  const dur = findDuration(t);
  let start: string | undefined;
  let end: string | undefined;
  if (dates.length >= 2) { start = startOf(dates[0]); end = endOf(dates[1]); }
  else if (dates.length === 1) {
    if (/\b(?:by|until|till|before|due|ends?|deadline)\b/i.test(t.slice(0, dates[0].index)) && !/\b(?:from|starts?|on)\b/i.test(t.slice(0, dates[0].index))) end = endOf(dates[0]);
    else {
      start = startOf(dates[0]);
      // "build May-Aug" spans its months; "beta Sep" and "Q2: payments" fill theirs unless a length is given.
      if (dates[0].day === undefined && !dur && !MILESTONE.test(t.replace(/\b(?:launch|release)\s+(?:prep|preparation|planning|readiness)\b/i, ''))) end = periodEnd(dates[0], +start!.slice(0, 4));
    }
  }
  if (partStart) {
    start = partStart; end = partEnd;
    // "from the first week of November until Christmas": the part of the month starts it, the later date ends it.
    const until = taskDates(t).find((d) => /\b(?:until|till|to|through|thru)\s*$/i.test(t.slice(0, d.index)));
    if (until) end = endOf(until);
  }
  const after: string[] = [];
  const nb = NOT_BEFORE.exec(t);
  if (nb) { after.push(nb[1]!.trim()); t = cut(t, nb); }
  const a = AFTER.exec(t);
  if (a && !findDates(a[1]).length) after.push(...a[1].split(/\s+and\s+|,\s*/).filter((x) => !/^(?:it|them|that|this)$/i.test(x.trim())));
  if (afterEnd) after.push(afterEnd);
  const dep = DEPENDS.exec(t);
  if (dep) after.push(...dep[1].split(/\s+and\s+|,\s*/));
  const par = PARALLEL.exec(t);
  const milestone = /\bmilestone\b/i.test(t) || (MILESTONE.test(t) && !dur && !(start && end));
  // The label is what is left once dates, durations and dependencies are taken out.
  let label = withoutTiming(t);
  // A quoted name is the task's name, whatever the clause says around it.
  const quoted = /["'‘“]([^"'’”]{1,60})["'’”]/.exec(t);
  if (quoted) label = quoted[1];
  const followsPrevious = /\s(?:follows?|comes?\s+next)(?:\s+(?:it|them|that))?$/i.test(label);
  label = label.replace(/\s+(?:starts?|begins?)(?:\s+(?:together|at\s+the\s+same\s+time))?$/i, '').replace(/\s+(?:follows?|comes?\s+next)(?:\s+(?:it|them|that))?$/i, '');
  // "需求分析2周": the duration written into the name leaves it.
  if (dur && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t.slice(dur.index, dur.end))) label = label.replace(t.slice(dur.index, dur.end), '').trim();
  const l = quoted && quoted[1].split(/\s+/).length <= 6 ? { label: capitalize(quoted[1].trim()) } : concise(label);
  if (!l.label) return undefined;
  // "Sprint 2 profile page": a sprint lasts two weeks and follows the one before.
  const sprint = /^sprint\s+\d+\b/i.test(l.label) && !dur && !start;
  return { key: matchKey(l.label) || l.label.toLowerCase(), label: l.label, start, end, days: dur?.days ?? (sprint ? 14 : window && !window.starts ? window.days : undefined), after, parallel: par?.[1], milestone, ...(window ? { window } : {}), ...(atEnd ? { atEnd } : {}), ...(followsPrevious || sprint || (then && !start && !after.length) ? { followsPrevious: true } : {}) };
}
