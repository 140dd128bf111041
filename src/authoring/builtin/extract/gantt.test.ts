// The gantt extractor: tasks placed relative to other tasks ("in the last week of X", "at the end").
import { describe, expect, it } from 'vitest';
import type { GanttContent } from '../../../spec/content/index.js';
import { formatIsoDay } from '../../../designs/gantt/dates.js';
import { schedule } from '../../../designs/gantt/schedule.js';
import { briefCtxFor, ctxFor } from '../test/helpers.js';
import { extractGantt } from './gantt.js';

/** Each task as "Label start..end" (end exclusive), as the chart draws it. */
function spans(c: GanttContent): string[] {
  const s = schedule(c.tasks);
  const day = (d: number) => (s.mode === 'calendar' ? formatIsoDay(d) : String(d));
  return c.tasks.map((t) => `${t.label} ${day(s.slots.get(t.id)!.start)}..${day(s.slots.get(t.id)!.end)}`);
}

describe('tasks placed against other tasks', () => {
  const move = 'Gantt chart for the office move starting March 3, 2025: find a new office (2 weeks), sign the lease (1 week, after finding), fit-out (4 weeks after signing), IT setup (1 week, in parallel with the last week of fit-out), move day (1 day at the end).';

  it('reads "IT setup (1 week, in parallel with the last week of fit-out)" as ending with fit-out', () => {
    expect(spans(extractGantt(ctxFor(move)))).toEqual([
      'Find a new office 2025-03-03..2025-03-17', 'Sign the lease 2025-03-17..2025-03-24', 'Fit-out 2025-03-24..2025-04-21',
      'IT setup 2025-04-14..2025-04-21', 'Move day 2025-04-21..2025-04-22',
    ]);
  });

  it('reads "move day (1 day at the end)" as after every task that nothing else waits for', () => {
    const c = extractGantt(ctxFor(move));
    expect(c.tasks.find((t) => t.label === 'Move day')!.depends_on).toEqual(['fit-out', 'it-setup']);
  });

  it('reads "QA during the last 2 weeks of build" and "launch at the end"', () => {
    const c = extractGantt(ctxFor('Project plan starting June 2, 2025: design (2 weeks), build (6 weeks after design), QA during the last 2 weeks of build, launch at the end.'));
    expect(spans(c)).toEqual(['Design 2025-06-02..2025-06-16', 'Build 2025-06-16..2025-07-28', 'QA 2025-07-14..2025-07-28', 'Launch 2025-07-28..2025-07-28']);
  });

  it('reads "docs (1 week) in the last week of build" as ending with build, and "starting in the final week of build" as starting there', () => {
    const c = extractGantt(ctxFor('Gantt chart starting June 2, 2025: design (2 weeks), build (6 weeks after design), docs (1 week) in the last week of build, training (3 weeks, starting in the final week of build).'));
    expect(spans(c).slice(2)).toEqual(['Docs 2025-07-21..2025-07-28', 'Training 2025-07-21..2025-08-11']);
  });

  it('reads "marketing (3 weeks, overlapping build)" as starting with build', () => {
    const c = extractGantt(ctxFor('Gantt chart starting June 2, 2025: design (2 weeks), build (6 weeks after design), marketing (3 weeks, overlapping build), release (1 day at the end).'));
    expect(spans(c)).toEqual(['Design 2025-06-02..2025-06-16', 'Build 2025-06-16..2025-07-28', 'Marketing 2025-06-16..2025-07-07', 'Release 2025-07-28..2025-07-29']);
  });

  it('reads "printing (1 week at the end of review)" as after review, and without dates starts a windowed task with its task', () => {
    const c = extractGantt(ctxFor('Gantt: research (3 weeks), writing (4 weeks, after research), review (1 week, during the last week of writing), printing (1 week at the end of review).'));
    expect(spans(c)).toEqual(['Research 0..21', 'Writing 21..49', 'Review 21..28', 'Printing 28..35']);
  });
});

describe('windows that are dates', () => {
  it('reads "launch in the last week of March" as a date, not a window of a task named March', () => {
    const c = extractGantt(ctxFor('Plan for 2025: design (2 weeks) starting March 3, build (4 weeks after design), launch in the last week of March.'));
    expect(c.tasks.map((t) => t.label)).toContain('Launch');
    expect(c.tasks.find((t) => t.label === 'Launch')!.start).toMatch(/^2025-03/);
  });
});

describe('scheduling phrases are never part of a task name', () => {
  const redesign = 'gantt chart for the website redesign, starting Jan 6 2025:\n- Discovery & research: 2 weeks\n- Wireframes: 2 weeks, after discovery\n- Visual design: 3 weeks, after wireframes\n- Frontend dev: 4 weeks, starts 1 week before visual design ends\n- Content migration: 2 weeks, parallel with the last 2 weeks of frontend dev\n- QA: 2 weeks after frontend dev\n- Launch: milestone on Mar 31';

  it('reads "X: 4 weeks, starts 1 week before Y ends" and "parallel with the last 2 weeks of Y" as timing of X, not tasks', () => {
    const c = extractGantt(ctxFor(redesign));
    expect(c.tasks.map((t) => t.label)).toEqual(['Discovery & research', 'Wireframes', 'Visual design', 'Frontend dev', 'Content migration', 'QA', 'Launch']);
    expect(spans(c)).toEqual([
      'Discovery & research 2025-01-06..2025-01-20', 'Wireframes 2025-01-20..2025-02-03', 'Visual design 2025-02-03..2025-02-24',
      'Frontend dev 2025-02-17..2025-03-17', 'Content migration 2025-03-03..2025-03-17', 'QA 2025-03-17..2025-03-31', 'Launch 2025-03-31..2025-03-31',
    ]);
  });

  it('reads "wedding day June 14 as a milestone" and "send invitations (Apr 1–10)": the name without "as a", the days as a range', () => {
    const c = extractGantt(ctxFor('Schedule for 2025: send invitations (Apr 1–10), final dress fitting (Jun 1 to 7), wedding day June 14 as a milestone.'));
    expect(c.tasks.map((t) => [t.label, t.start, t.end ?? null, t.milestone])).toEqual([
      ['Send invitations', '2025-04-01', '2025-04-10', false], ['Final dress fitting', '2025-06-01', '2025-06-07', false], ['Wedding day', '2025-06-14', null, true],
    ]);
  });
});

describe('more scheduling phrases', () => {
  it('reads "Design (3 weeks, overlapping research by 1 week)" and "Testing starts after build and takes 10 days"', () => {
    const c = extractGantt(ctxFor('Project plan starting March 3 2025: Research (2 weeks), Design (3 weeks, overlapping research by 1 week), Build (2 weeks after design), Testing starts after build and takes 10 days.'));
    expect(spans(c)).toEqual(['Research 2025-03-03..2025-03-17', 'Design 2025-03-10..2025-03-31', 'Build 2025-03-31..2025-04-14', 'Testing 2025-04-14..2025-04-24']);
  });

  it('reads Spanish and German lengths and "after": "diseño (3 semanas después del análisis)", "Umsetzung 6 Wochen nach dem Konzept"', () => {
    const es = extractGantt(ctxFor('Cronograma: análisis (2 semanas), diseño (3 semanas después del análisis)'));
    expect(es.tasks.map((t) => [t.label, t.duration_days, t.depends_on])).toEqual([['Análisis', 14, []], ['Diseño', 21, ['analisis']]]);
    const de = extractGantt(ctxFor('Projektplan: Konzept 2 Wochen, Umsetzung 6 Wochen nach dem Konzept, Test 10 Tage'));
    expect(de.tasks.map((t) => [t.label, t.duration_days])).toEqual([['Konzept', 14], ['Umsetzung', 42], ['Test', 10]]);
  });

  it('reads "fundraising from mid-February until end of March" as a task named "Fundraising"', () => {
    const c = extractGantt(ctxFor('Roadmap for 2025: build MVP Feb-Mar, fundraising from mid-February until end of March'));
    expect(c.tasks.map((t) => t.label)).toEqual(['Build MVP', 'Fundraising']);
  });
});

describe('Korean dates', () => {
  it('reads "시장 조사 3월 1일~3월 15일" as a task with its start and end', () => {
    const c = extractGantt(ctxFor('신제품 출시 일정: 시장 조사 3월 1일~3월 15일, 시제품 제작 3월 10일~4월 20일, 출시 6월 3일.'));
    expect(c.tasks.map((t) => [t.label, t.start?.slice(5), t.end?.slice(5)])).toEqual([['시장 조사', '03-01', '03-15'], ['시제품 제작', '03-10', '04-20'], ['출시', '06-03', undefined]]);
  });
});

describe('month spans said in prose', () => {
  const tasks = (p: string) => extractGantt(ctxFor(p)).tasks.map((t) => `${t.label} ${t.start}..${t.end}`);

  it('reads "I\'ll spend September on the literature review", "from early October until mid November" and "from the first week of November until Christmas"', () => {
    expect(tasks('For my PhD fieldwork plan this autumn 2026: I\'ll spend September on the literature review, then sample collection at the coastal site runs from early October until mid November, lab analysis overlaps with it from the first week of November until Christmas, and the supervisor review is the first two weeks of February.')).toEqual([
      'Literature review 2026-09-01..2026-09-30', 'Sample collection at coastal site 2026-10-01..2026-11-15', 'Lab analysis 2026-11-01..2026-12-24', 'Supervisor review 2027-02-01..2027-02-14',
    ]);
  });

  it('reads "we will spend January on planning" and "from the second week of March until Christmas" in a bakery refit', () => {
    expect(tasks('Our bakery refit in 2026: we will spend January on planning, building work runs from early February until mid March, and the new oven is installed from the second week of March until Christmas.')).toEqual([
      'Planning 2026-01-01..2026-01-31', 'Building work 2026-02-01..2026-03-15', 'New oven is installed 2026-03-08..2026-12-24',
    ]);
  });

  it('reads "from mid April until late May" and "until Halloween"', () => {
    expect(tasks('Thesis plan 2026: I\'ll spend March on the survey design, then interviews run from mid April until late May, transcription overlaps from the first week of May until Halloween.')).toEqual([
      'Survey design 2026-03-01..2026-03-31', 'Interviews 2026-04-15..2026-05-31', 'Transcription 2026-05-01..2026-10-31',
    ]);
  });
});

describe('gantt months named in Italian, Spanish and French', () => {
  const bars = (p: string) => extractGantt(briefCtxFor(p)).tasks.map((t) => `${t.label} ${t.start ?? ''}..${t.end ?? ''}`);
  it('reads "X a marzo, Y ad aprile, Z dall\'1 al 5 giugno e W dal 6 all\'8 giugno. Alla fine V il 9 giugno" as dated tasks', () => {
    const b = bars("Vorrei un diagramma di Gantt per la mostra 2026: allestimento sala a marzo, invito agli artisti ad aprile, trasporto opere dal 2 al 4 giugno e la mostra dal 5 al 20 giugno. Alla fine riconsegna il 21 giugno.");
    expect(b).toEqual(['Allestimento sala 2026-03-01..2026-03-31', 'Invito agli artisti 2026-04-01..2026-04-30', 'Trasporto opere 2026-06-02..2026-06-04', 'La mostra 2026-06-05..2026-06-20', 'Riconsegna 2026-06-21..']);
  });

  it('reads "X en marzo, Y del 2 al 4 de junio y Z del 5 al 7 de junio. Al final W el 8 de junio" the same way', () => {
    const b = bars('Necesito un diagrama de Gantt para la feria del libro 2026: reserva del local en marzo, montaje del 2 al 4 de junio y la feria del 5 al 7 de junio. Al final desmontaje el 8 de junio.');
    expect(b).toEqual(['Reserva del local 2026-03-01..2026-03-31', 'Montaje 2026-06-02..2026-06-04', 'La feria 2026-06-05..2026-06-07', 'Desmontaje 2026-06-08..']);
  });
});

describe('gantt tasks in plan weeks', () => {
  it('reads "A – week 1", "B – weeks 2–3", "C – weeks 4–5", "D – week 6", "E – weeks 6–7" as week-long bars that overlap as written', () => {
    const g = extractGantt(briefCtxFor('Garden makeover plan\n- Clearing – week 1\n- Paving – weeks 2–3\n- Fencing – weeks 4–5\n- Planting – week 6\n- Lighting – weeks 6–7\n- Handover – week 8'));
    expect(spans(g)).toEqual(['Clearing 0..7', 'Paving 7..21', 'Fencing 21..35', 'Planting 35..42', 'Lighting 35..49', 'Handover 49..49']);
  });
});

describe('plan weeks on the calendar', () => {
  it('reads "(weeks from 6 Jan)" with "weeks 3–9", "weeks 4–8" and "week 10 (Mon)", "week 10 Thu–Fri" as dates, overlapping as written', () => {
    const c = extractGantt(briefCtxFor('Gantt chart for the spring play 2025 (weeks from 6 Jan):\n- Auditions: week 1\n- Rehearsals: weeks 3–9\n- Costume making: weeks 4–8\n- Set building: weeks 5–9\n- Tech rehearsal: week 10 (Mon)\n- Performances: week 10 Thu–Fri'));
    expect(c.tasks.map((t) => [t.label, t.start, t.duration_days])).toEqual([
      ['Auditions', '2025-01-06', 7], ['Rehearsals', '2025-01-20', 49], ['Costume making', '2025-01-27', 35], ['Set building', '2025-02-03', 35],
      ['Tech rehearsal', '2025-03-10', 1], ['Performances', '2025-03-13', 2],
    ]);
  });
});
