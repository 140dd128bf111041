import { beforeAll, describe, expect, it } from 'vitest';
import type { GanttContent } from '../../../spec/content/index.js';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { loadNlp } from '../text/nlp.js';

beforeAll(async () => { await loadNlp(); });

const run = (prompt: string) => runEngine(prompt, 'auto', { designs: plannedDesigns });
const bars = (c: GanttContent) => {
  const label = new Map(c.tasks.map((t) => [t.id, t.label]));
  return c.tasks.map((t) => `${t.label} ${t.start ?? ''}..${t.end ?? ''}${t.depends_on.length ? ` after ${t.depends_on.map((d) => label.get(d)).join(',')}` : ''}`);
};

describe('meeting minutes drawn as a Gantt chart', () => {
  it('reads "Attendees/Action" lines as no tasks, "X opens D1, closes D2" as one bar, "Y the week after" after the point before', () => {
    const r = run('Minutes - allotment open day, 2 May\nPresent: AB, CD, EF\n\n1. Plot tidy-up: starts 5 May, ends 20 May (AB).\n2. Seed swap stall opens 1 Jun, closes 14 Jun (CD). Posters printed by 10 Jun.\n3. Open day itself 21 June. Thank-you emails the day after.\n\nAction: EF to make a bar chart per workstream for the noticeboard.');
    expect(r.kind).toBe('gantt');
    const c = r.content as GanttContent;
    expect(c.tasks.map((t) => t.label)).toEqual(['Plot tidy-up', 'Seed swap stall', 'Posters printed', 'Open day itself', 'Thank-you emails']);
    expect(bars(c)[1]).toMatch(/^Seed swap stall \d{4}-06-01\.\.\d{4}-06-14$/);
    expect(bars(c)[4]).toMatch(/after Open day itself$/);
  });
  it('reads "Registration opens once the programme is published (27 May) and runs until 30 Aug" as one bar', () => {
    const c = run('Minutes - conference planning\nAttendees: RK, MT\n\n1. Call for abstracts opens 1 Mar, closes 15 Apr (MT). Review of abstracts 16 Apr-10 May.\n2. Registration opens once the programme is published (27 May) and runs until 30 Aug.\n3. Conference days 18-19 Sept.\n\nAction: Sam to turn this into a chart with bars for each workstream.').content as GanttContent;
    expect(bars(c).map((b) => b.replace(/\d{4}-/g, ''))).toEqual(['Call for abstracts 03-01..04-15', 'Review of abstracts 04-16..05-10', 'Registration 05-27..08-30', 'Conference days 09-18..09-19']);
  });
  it('keeps the owners\' initials ("(MT)") in the labels when the minutes ask for "owners in the labels"', () => {
    const c = run('Minutes - fair planning\nAttendees: KL, PT\n\n1. Stalls: bookings open 10 Mar, close 30 Apr (KL).\n2. Raffle prizes collected 1-20 May (PT).\n\nAction: Jo to draw bars for each workstream with owners in the labels.').content as GanttContent;
    expect(c.tasks.map((t) => t.label)).toEqual(['Stalls (KL)', 'Raffle prizes collected (PT)']);
  });
});
