// Mermaid `gantt` code → gantt draft (sections, task ids, start dates, `after` dependencies, durations, milestones).
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

interface Task {
  id: string;
  label: string;
  section?: string;
  start?: string;
  end?: string;
  duration_days?: number;
  depends_on: string[];
  milestone: boolean;
  pos: Pos;
}

const TAGS = new Set(['active', 'done', 'crit', 'milestone', 'vert']);
const SETTINGS = /^(?:dateFormat|axisFormat|tickInterval|excludes|includes|todayMarker|weekday|weekend|inclusiveEndDates|topAxis|displayMode|click|accTitle|accDescr)\b/;
const UNIT_DAYS: Record<string, number> = { ms: 1 / 86_400_000, s: 1 / 86_400, m: 1 / 1440, h: 1 / 24, d: 1, w: 7, M: 30, y: 365 };

/** A date written in the chart's `dateFormat` → YYYY-MM-DD, when the format has a year, month and day. */
function isoDate(text: string, format: string): string | undefined {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t) && !/^(?:DD|MM)/.test(format)) return t;
  const order = format.match(/YYYY|YY|MM|M|DD|D/g);
  if (!order) return undefined;
  const parts = t.match(/\d+/g);
  if (!parts || parts.length < order.length) return undefined;
  let y = '', mo = '', d = '';
  order.forEach((f, i) => {
    const v = parts[i]!;
    if (f.startsWith('Y')) y = f === 'YY' ? `20${v.padStart(2, '0')}` : v;
    else if (f.startsWith('M')) mo = v.padStart(2, '0');
    else d = v.padStart(2, '0');
  });
  return y.length === 4 && mo && d && Number(mo) <= 12 && Number(d) <= 31 ? `${y}-${mo}-${d}` : undefined;
}

function days(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w|M|y)$/.exec(text.trim());
  return m ? Math.round(Number(m[1]) * UNIT_DAYS[m[2]!]! * 1e6) / 1e6 : undefined;
}

export function readGantt(source: Source, prelude: Prelude): Draft {
  const tasks: Task[] = [];
  const sections: { id: string; label: string; pos: Pos }[] = [];
  let title = prelude.title;
  let format = 'YYYY-MM-DD';
  let section: string | undefined;
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^dateFormat\s+(.+)$/.exec(text))) format = m[1]!.trim();
    else if ((m = /^section\s+(.+)$/.exec(text))) {
      section = `s${sections.length + 1}`;
      sections.push({ id: section, label: mermaidLabel(m[1]!), pos: st.pos });
    } else if (SETTINGS.test(text)) continue;
    else if ((m = /^(.+?)\s*:\s*(.*)$/.exec(text))) {
      const label = mermaidLabel(m[1]!);
      if (!label) continue;
      tasks.push(task(label, m[2]!, format, section, tasks.length, st.pos));
    }
  }
  if (tasks.length === 0) throw codeError('mermaid', 'found no tasks in the gantt chart', prelude.headerPos);
  // Ids are unique and `after` names only tasks that exist.
  const seen = new Set<string>();
  for (const t of tasks) {
    if (seen.has(t.id)) t.id = `${t.id}-${tasks.indexOf(t) + 1}`;
    seen.add(t.id);
  }
  for (const t of tasks) t.depends_on = t.depends_on.filter((d) => seen.has(d) && d !== t.id);
  const content: Record<string, unknown> = {
    sections: sections.map((s) => ({ id: s.id, label: s.label })),
    tasks: tasks.map(({ pos: _pos, ...t }) => t),
  };
  if (title) content.title = title;
  return { kind: 'gantt', design: 'gantt-chart', content, start: prelude.headerPos, at: { tasks: tasks.map((t) => t.pos), sections: sections.map((s) => s.pos) } };
}

/** `[tags,] [id,] [start | after ids,] end | duration | until id` per Mermaid's metadata table. */
function task(label: string, meta: string, format: string, section: string | undefined, index: number, pos: Pos): Task {
  const items = meta.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  const t: Task = { id: `t${index + 1}`, label, depends_on: [], milestone: false, pos };
  if (section) t.section = section;
  while (items.length && TAGS.has(items[0]!)) if (items.shift() === 'milestone') t.milestone = true;
  const last = items.pop();
  const first = items.length === 2 ? items[1] : items[0];
  if (items.length === 2) t.id = items[0]!;
  if (first !== undefined) {
    const after = /^after\s+(.+)$/.exec(first);
    if (after) t.depends_on = after[1]!.split(/\s+/);
    else {
      const d = isoDate(first, format);
      if (d) t.start = d;
    }
  }
  if (last !== undefined && !/^until\s/.test(last)) {
    const dur = days(last);
    if (dur !== undefined) t.duration_days = dur;
    else {
      const d = isoDate(last, format);
      if (d && (!t.start || d >= t.start)) t.end = d;
    }
  }
  return t;
}
