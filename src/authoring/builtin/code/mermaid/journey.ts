// Mermaid `journey` code → timeline draft (sections as periods, tasks as events), or a list draft when a task has no section.
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';
import { timelineDraft, type TimelineEvent } from './timeline.js';

interface Task { label: string; section?: string; detail?: string; pos: Pos }

export function readJourney(source: Source, prelude: Prelude): Draft {
  let title = prelude.title;
  let section: string | undefined;
  const tasks: Task[] = [];
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^section\s+(.+)$/.exec(text))) section = mermaidLabel(m[1]!);
    else if (/^(?:accTitle|accDescr)\b/.test(text)) continue;
    else if ((m = /^(.+?)\s*:\s*(\d+(?:\.\d+)?)\s*(?::\s*(.*))?$/.exec(text))) {
      const label = mermaidLabel(m[1]!);
      if (!label) continue;
      const actors = (m[3] ?? '').split(',').map((a) => a.trim()).filter(Boolean).join(', ');
      // The score (1–5) and the actors have no field of their own: they become the description.
      const t: Task = { label, detail: `Score ${m[2]}${actors ? ` · ${actors}` : ''}`, pos: st.pos };
      if (section) t.section = section;
      tasks.push(t);
    }
  }
  if (tasks.length === 0) throw codeError('mermaid', 'found no tasks in the user journey', prelude.headerPos);
  if (tasks.some((t) => t.section === undefined)) {
    const content: Record<string, unknown> = { items: tasks.map((t) => ({ label: t.label, description: t.detail })) };
    if (title) content.title = title;
    return { kind: 'list', design: 'list-numbered', content, start: prelude.headerPos, at: { items: tasks.map((t) => t.pos) } };
  }
  const events: TimelineEvent[] = tasks.map((t) => {
    const e: TimelineEvent = { date: t.section!, title: t.label, pos: t.pos };
    if (t.detail) e.description = t.detail;
    return e;
  });
  return timelineDraft(events, title, 'timeline-horizontal', prelude.headerPos);
}
