// Mermaid `timeline` code → timeline draft: one event per period and event text; a section names its first event.
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

export interface TimelineEvent { date: string; title: string; description?: string; pos: Pos }

/** Splits `period : event : event` at colons that separate (not the colon of a time such as 10:30). */
function splitColons(text: string): string[] {
  return text.split(/(?<!\d):|:(?!\d)/).map((s) => s.trim());
}

export function timelineDraft(events: TimelineEvent[], title: string | undefined, design: string, start: Pos): Draft {
  const content: Record<string, unknown> = {
    events: events.map((e) => {
      const out: Record<string, unknown> = { date: e.date, title: e.title };
      if (e.description) out.description = e.description;
      return out;
    }),
  };
  if (title) content.title = title;
  return { kind: 'timeline', design, content, start, at: { events: events.map((e) => e.pos) } };
}

export function readTimeline(source: Source, prelude: Prelude): Draft {
  const events: TimelineEvent[] = [];
  let title = prelude.title;
  let period: string | undefined;
  let section: string | undefined;
  let sectionNamed = true;
  const add = (text: string, pos: Pos): void => {
    const label = mermaidLabel(text);
    if (!label || period === undefined) return;
    const e: TimelineEvent = { date: period, title: label, pos };
    // Sections have no place of their own in a timeline: the first event of a section carries its name.
    if (!sectionNamed && section) {
      e.description = section;
      sectionNamed = true;
    }
    events.push(e);
  };
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^section\s+(.+)$/.exec(text))) {
      section = mermaidLabel(m[1]!);
      sectionNamed = false;
    } else if (/^(?:accTitle|accDescr|direction)\b/.test(text)) continue;
    else if (text.startsWith(':')) for (const ev of splitColons(text).slice(1)) add(ev, st.pos);
    else {
      const parts = splitColons(text);
      period = mermaidLabel(parts[0]!);
      const evs = parts.slice(1).filter(Boolean);
      if (evs.length === 0) add(parts[0]!, st.pos);
      for (const ev of evs) add(ev, st.pos);
    }
  }
  if (events.length === 0) throw codeError('mermaid', 'found no periods or events in the timeline', prelude.headerPos);
  const design = /\bTD\b/.test(prelude.args) ? 'timeline-vertical' : 'timeline-horizontal';
  return timelineDraft(events, title, design, prelude.headerPos);
}
