// Mermaid `journey` code → journey draft: sections as stages, `Task: score: actor1, actor2` as steps with their
// satisfaction score and actors; tasks written before any section form a stage named after the title.
import { codeError, contentIds, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

interface Task { label: string; stage: number; score?: number; actors: string[]; pos: Pos }

export function readJourney(source: Source, prelude: Prelude): Draft {
  let title = prelude.title;
  const stages: { label?: string; pos: Pos }[] = [];
  const tasks: Task[] = [];
  const actorNames: string[] = [];
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^section\s+(.+)$/.exec(text))) stages.push({ label: mermaidLabel(m[1]!), pos: st.pos });
    else if (/^(?:accTitle|accDescr)\b/.test(text)) continue;
    else if ((m = /^(.+?)\s*:\s*(-?\d+(?:\.\d+)?)\s*(?::\s*(.*))?$/.exec(text))) {
      const label = mermaidLabel(m[1]!);
      if (!label) continue;
      if (stages.length === 0) stages.push({ pos: st.pos });
      const actors = (m[3] ?? '').split(',').map((a) => mermaidLabel(a.trim())).filter(Boolean);
      for (const a of actors) if (!actorNames.includes(a)) actorNames.push(a);
      // Mermaid draws scores 1–5; others are brought to the nearest end.
      const score = Math.max(1, Math.min(5, Math.round(Number(m[2]))));
      tasks.push({ label, stage: stages.length - 1, score, actors, pos: st.pos });
    }
  }
  if (tasks.length === 0) throw codeError('mermaid', 'found no tasks in the user journey', prelude.headerPos);
  const actorIds = contentIds(actorNames, 'actor');
  const content: Record<string, unknown> = {
    actors: actorNames.map((a) => ({ id: actorIds.get(a)!, label: a })),
    stages: stages.map((s, i) => ({ id: `stage${i + 1}`, label: s.label ?? title ?? 'Journey' })),
    steps: tasks.map((t, i) => ({ id: `step${i + 1}`, label: t.label, stage: `stage${t.stage + 1}`, score: t.score, actors: t.actors.map((a) => actorIds.get(a)!) })),
  };
  if (title) content.title = title;
  return { kind: 'journey', design: 'journey-map', content, start: prelude.headerPos, at: { stages: stages.map((s) => s.pos), steps: tasks.map((t) => t.pos) } };
}
