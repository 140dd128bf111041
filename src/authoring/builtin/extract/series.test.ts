import { describe, expect, it } from 'vitest';
import { briefCtxFor, ctxFor, labels } from '../test/helpers.js';
import { extractCycle } from './cycle.js';
import { extractFunnel } from './funnel.js';
import { extractGantt } from './gantt.js';
import { extractHub } from './hub.js';
import { extractList } from './list.js';
import { extractProportion } from './proportion.js';
import { extractPyramid } from './pyramid.js';
import { extractTimeline } from './timeline.js';
import { readArrows } from '../text/arrows.js';

describe('list', () => {
  it('keeps the items in order with their details as descriptions', () => {
    const c = extractList(ctxFor('Release checklist:\n1. Update the changelog\n2. Tag the release: use semver\n3. Publish'));
    expect(c.title).toBe('Release checklist');
    expect(c.items).toEqual([{ label: 'Update the changelog' }, { label: 'Tag the release', description: 'Use semver' }, { label: 'Publish' }]);
  });
  it('sets icons only through the icon function', () => {
    const c = extractList(ctxFor('Stack: database, email', (l) => (l === 'Database' ? 'lucide:database' : undefined)));
    expect(c.items.map((i) => i.icon)).toEqual(['lucide:database', undefined]);
  });
});

describe('cycle', () => {
  it('reads "A (x, y and z) → B (…) → C → and then it starts all over again" as stages with their brackets whole, the return left out', () => {
    const c = extractCycle(briefCtxFor('for class: Melting (ice warms, drips and pools) → Flowing (water runs downhill) → Freezing (water cools, sets) → and then it starts all over again. cute colors'));
    expect(c.steps.map((s) => [s.label, s.description])).toEqual([['Melting', 'Ice warms, drips and pools'], ['Flowing', 'Water runs downhill'], ['Freezing', 'Water cools, sets']]);
  });
  it('reads "Key (訳): what → … → またKeyに戻る" as stages named with their bracket, the return to the first left out', () => {
    const c = extractCycle(ctxFor('OODAループ. Observe (観察): 情報を集める → Orient (方向づけ): 状況を判断する → Decide (決定): 方針を決める → Act (行動): 実行する → またObserveに戻る.'));
    expect(c.steps.map((s) => [s.label, s.description])).toEqual([['Observe (観察)', '情報を集める'], ['Orient (方向づけ)', '状況を判断する'], ['Decide (決定)', '方針を決める'], ['Act (行動)', '実行する']]);
  });
  it('reads the steps and drops the closing "back to the start"', () => {
    const c = extractCycle(ctxFor('The newsletter cycle: write, edit, send, measure, and back to the start'));
    expect(labels(c.steps)).toEqual(['Write', 'Edit', 'Send', 'Measure']);
  });
  it('drops a closing return said in another language ("またPlanに戻る", "回到计划") or as "it starts all over again"', () => {
    const c = extractCycle(briefCtxFor('PDCAサイクルの図を作ってください。Plan（計画）：目標を決める → Do（実行）：小さく試す → Check（評価）：結果を測る → Act（改善）：やり方を見直す → またPlanに戻る。'));
    expect(c.steps.map((s) => [s.label, s.description])).toEqual([['Plan (計画)', '目標を決める'], ['Do (実行)', '小さく試す'], ['Check (評価)', '結果を測る'], ['Act (改善)', 'やり方を見直す']]);
    expect(c.title).toBe('PDCAサイクル');
    expect(labels(extractCycle(ctxFor('Seasons: spring → summer → autumn → winter → and then it starts all over again')).steps)).toEqual(['Spring', 'Summer', 'Autumn', 'Winter']);
  });
  it('reads stages named in prose as a from-to chain ("going from an egg, to a caterpillar, to a cocoon")', () => {
    const c = extractCycle(ctxFor('A picture of the life cycle of a moth, going from the stage of an egg, to a larva, to a pupa, to an adult moth.'));
    expect(labels(c.steps)).toEqual(['Egg', 'Larva', 'Pupa', 'Adult moth']);
  });
  it('reads "Plan: … Do: … Check: … Act: …" as four steps with descriptions', () => {
    const c = extractCycle(ctxFor('Plan: set a target. Do: try it on one team. Check: compare the numbers. Act: roll it out.'));
    expect(c.steps.map((s) => [s.label, s.description])).toEqual([['Plan', 'Set a target'], ['Do', 'Try it on one team'], ['Check', 'Compare the numbers'], ['Act', 'Roll it out']]);
  });
  it('drops "back to <first step>", "<first step> again", the loop\'s own name and "Step N:" prefixes', () => {
    expect(labels(extractCycle(ctxFor('Release loop — plan, build, ship, learn, and back to plan')).steps)).toEqual(['Plan', 'Build', 'Ship', 'Learn']);
    expect(labels(extractCycle(ctxFor('We gather ideas, vote on them, build the winner and then gather ideas again')).steps)).toEqual(['Gather ideas', 'Vote on them', 'Build the winner']);
    expect(labels(extractCycle(ctxFor('Flywheel\n- Step 1: Attract\n- Step 2: Engage\n- Step 3: Delight')).steps)).toEqual(['Attract', 'Engage', 'Delight']);
  });
  it('refuses to invent steps when the prompt gives fewer than three', () => {
    expect(() => extractCycle(ctxFor('A cycle of day and night'))).toThrow(/at least 3/);
  });
});

describe('pyramid', () => {
  it('orders levels by "at the base" / "on top" / "(top)" and leaves those words out of the names', () => {
    const c = extractPyramid(ctxFor('Skills pyramid: reading at the base, writing in the middle, and speaking on top'));
    expect(labels(c.levels)).toEqual(['Speaking', 'Writing', 'Reading']);
    const d = extractPyramid(ctxFor('Pyramid:\n1. Vision (top)\n2. Goals\n3. Tasks (bottom)'));
    expect(labels(d.levels)).toEqual(['Vision', 'Goals', 'Tasks']);
  });
  it('puts the top first, turning a list given from the base', () => {
    const c = extractPyramid(ctxFor('Levels from the base: foundation, walls, roof'));
    expect(labels(c.levels)).toEqual(['Roof', 'Walls', 'Foundation']);
  });
  it('keeps the order when the top comes first', () => {
    expect(labels(extractPyramid(ctxFor('Pyramid: vision, strategy, tactics')).levels)).toEqual(['Vision', 'Strategy', 'Tactics']);
  });
});

describe('funnel', () => {
  it('reads the stages of an arrow chain set off by dashes inside a sentence', () => {
    const c = extractFunnel(ctxFor('Track the numbers per stage — signed up → confirmed email → first project (created) → paid — and the time between them.'));
    expect(c.stages.map((x) => [x.label, x.description])).toEqual([['Signed up', undefined], ['Confirmed email', undefined], ['First project', 'Created'], ['Paid', undefined]]);
  });
  it('reads stage values and the shared unit', () => {
    const c = extractFunnel(ctxFor('Onboarding funnel: installs 50,000, sign-ups 31,000, activated 12,000'));
    expect(c.stages).toEqual([{ label: 'Installs', value: 50000 }, { label: 'Sign-ups', value: 31000 }, { label: 'Activated', value: 12000 }]);
    const p = extractFunnel(ctxFor('Email funnel: sent 100%, opened 21%, clicked 3%'));
    expect(p.unit).toBe('%');
  });
});

describe('proportion', () => {
  it('reads labelled values and the unit', () => {
    const c = extractProportion(ctxFor('Budget: ads 45%, events 25%, content 20%, tools 10%'));
    expect(c.unit).toBe('%');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Ads', 45], ['Events', 25], ['Content', 20], ['Tools', 10]]);
  });
  it('reads parts named without numbers: a keyed list, a "such as" list, a Japanese list with its request words', () => {
    const keyed = extractProportion(ctxFor('Pie chart of how people get to work.\nModes: tram, bike, on foot and car.\nThe title should be \'Getting to work\'.'));
    expect(keyed.parts).toEqual([{ label: 'Tram', value: 1 }, { label: 'Bike', value: 1 }, { label: 'On foot', value: 1 }, { label: 'Car', value: 1 }]);
    const cued = extractProportion(ctxFor('Show the share of each browser. The chart should cover the big ones, such as Chrome, Safari, Edge and the rest.'));
    expect(cued.parts.map((p) => p.label)).toEqual(['Chrome', 'Safari', 'Edge', 'Rest']);
    const ja = extractProportion(briefCtxFor('朝食の内訳を円グラフで。ごはん、パン、シリアルの3つの種類について、それぞれの割合を適当に設定してください。'));
    expect(ja.parts.map((p) => p.label)).toEqual(['ごはん', 'パン', 'シリアル']);
  });
  it('reads values after an introduction ended by a dash, and leaves 占 out of Chinese names', () => {
    const c = extractProportion(ctxFor('How we spend the week — coding 60%, meetings 25%, email 15%'));
    expect(c.parts.map((p) => p.label)).toEqual(['Coding', 'Meetings', 'Email']);
    const zh = extractProportion(briefCtxFor('收入构成：订阅占70%，广告占30%'));
    expect(zh.parts).toEqual([{ label: '订阅', value: 70 }, { label: '广告', value: 30 }]);
  });
  it('reads "…, Latin America $0.9M, Middle East & Africa $0.5M": a name with "&" before its value is one part', () => {
    const c = extractProportion(ctxFor('Donut chart of our 2024 revenue by region: North America $4.2M, Europe $2.8M, Latin America $0.9M, Middle East & Africa $0.5M.'));
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['North America', 4_200_000], ['Europe', 2_800_000], ['Latin America', 900_000], ['Middle East & Africa', 500_000]]);
  });
  it('reads a two-column Markdown table', () => {
    const c = extractProportion(ctxFor('Share\n| Region | Revenue |\n|---|---|\n| Europe | 42 |\n| Asia | 17 |'));
    expect(c.parts).toEqual([{ label: 'Europe', value: 42 }, { label: 'Asia', value: 17 }]);
  });
});

describe('hub', () => {
  it('finds the centre where the prompt names it', () => {
    const c = extractHub(ctxFor('Our data platform at the center, connected to the CRM, the billing system and the website.'));
    expect(c.center.label).toBe('Data platform');
    expect(labels(c.spokes)).toEqual(['CRM', 'Billing system', 'Website']);
  });
  it('uses a single root with children as the centre', () => {
    const c = extractHub(ctxFor('- Customer\n  - Sales\n  - Support\n  - Billing'));
    expect([c.center.label, labels(c.spokes)]).toEqual(['Customer', ['Sales', 'Support', 'Billing']]);
  });
});

describe('timeline', () => {
  it('reads "opened in 2009 as a single counter" and "fundación en 1952": the preposition goes with the date', () => {
    const en = extractTimeline(briefCtxFor('Chronology of the bakery: opened in 2009 as a single counter, added café seating in 2013, and launched online orders in 2022.'));
    expect(en.events.map((e) => e.title)).toEqual(['Opened as single counter', 'Added café seating', 'Launched online orders']);
    const es = extractTimeline(briefCtxFor('Historia del club: fundación en 1952, primer ascenso en 1971 y regreso a primera en 2023.'));
    expect(es.events.map((e) => e.title)).toEqual(['Fundación', 'Primer ascenso', 'Regreso a primera']);
  });
  it('reads dated lines', () => {
    const c = extractTimeline(ctxFor('1903 - first powered flight\n1927 - first solo transatlantic flight\n1969 - Moon landing'));
    expect(c.events.map((e) => [e.date, e.title])).toEqual([['1903', 'First powered flight'], ['1927', 'First solo transatlantic flight'], ['1969', 'Moon landing']]);
  });
  it('splits prose with several dates into one event per date', () => {
    const c = extractTimeline(ctxFor('Construction began in January 1933 and the deck was finished in November 1936. It opened on May 28, 1937.'));
    expect(c.events.map((e) => e.date)).toEqual(['January 1933', 'November 1936', 'May 28, 1937']);
  });
  it('dates events by a month named alone after the first dated one', () => {
    const c = extractTimeline(ctxFor('Timeline of the project: kickoff in January 2025, MVP in April, beta in July, general availability in October.'));
    expect(c.events.map((e) => [e.date, e.title])).toEqual([['January 2025', 'Kickoff'], ['April', 'MVP'], ['July', 'Beta'], ['October', 'General availability']]);
  });
});

describe('gantt', () => {
  it('reads durations, dependencies and parallel tasks', () => {
    const c = extractGantt(ctxFor('App launch plan: design 2 weeks, backend 4 weeks after design, frontend 3 weeks in parallel with backend, launch milestone'));
    const byLabel = Object.fromEntries(c.tasks.map((t) => [t.label, t]));
    expect(byLabel.Design.duration_days).toBe(14);
    expect(byLabel.Backend.depends_on).toEqual(['design']);
    expect(byLabel.Frontend.depends_on).toEqual(['design']);
    expect(byLabel.Launch.milestone).toBe(true);
  });
  it('splits a comma list of tasks whose first part holds a date, and reads "X follows"', () => {
    const plan = extractGantt(ctxFor('Project plan: design takes 2 weeks starting March 1, development 6 weeks after design, testing 2 weeks after development, launch on May 15.'));
    expect(plan.tasks.map((t) => [t.label, t.duration_days, t.depends_on])).toEqual([
      ['Design', 14, []], ['Development', 42, ['design']], ['Testing', 14, ['development']], ['Launch', 0, []],
    ]);
    const follows = extractGantt(ctxFor('Design starts on March 1, 2025 and takes 2 weeks. Development follows for 6 weeks.'));
    expect(follows.tasks.map((t) => [t.label, t.start, t.duration_days, t.depends_on])).toEqual([
      ['Design', '2025-03-01', 14, []], ['Development', undefined, 42, ['design']],
    ]);
  });
  it('spans the months a task names ("build May-Aug", "beta Sep") in the prompt\'s year, and never counts them as days', () => {
    const c = extractGantt(ctxFor('Gantt for 2026: research Jan-Feb, build Mar-Jun, beta Sep, launch Oct'));
    expect(c.tasks.map((t) => [t.label, t.start, t.end, t.milestone])).toEqual([
      ['Research', '2026-01-01', '2026-02-28', false], ['Build', '2026-03-01', '2026-06-30', false],
      ['Beta', '2026-09-01', '2026-09-30', false], ['Launch', '2026-10-01', undefined, true],
    ]);
    // Without a year the months are this year's, and a month far before the last one is next year's.
    const y = new Date().getUTCFullYear();
    const school = extractGantt(ctxFor('Thesis gantt: reading Sep–Nov, experiments Dec–Mar, writing Apr–May'));
    expect(school.tasks.map((t) => [t.start, t.end])).toEqual([[`${y}-09-01`, `${y}-11-30`], [`${y}-12-01`, `${y + 1}-03-31`], [`${y + 1}-04-01`, `${y + 1}-05-31`]]);
  });
  it('gives quarters their three months ("Q2: payments")', () => {
    const c = extractGantt(ctxFor('Gantt chart for 2025 by quarter:\n- Q1: Hiring\n- Q2: Payments'));
    expect(c.tasks.map((t) => [t.label, t.start, t.end])).toEqual([['Hiring', '2025-01-01', '2025-03-31'], ['Payments', '2025-04-01', '2025-06-30']]);
  });
  it('reads CJK durations written into the task name ("需求分析2周 → 设计1周")', () => {
    const c = extractGantt(ctxFor('开发计划：需求分析2周 → 设计1周 → 开发3个月'));
    expect(c.tasks.map((t) => [t.label, t.duration_days, t.depends_on.length])).toEqual([['需求分析', 14, 0], ['设计', 7, 1], ['开发', 90, 1]]);
  });
  it('makes sprints two weeks each, one after the other, and matches "unpack" to unpack, not pack', () => {
    const c = extractGantt(ctxFor('Sprint plan: Sprint 1 onboarding, Sprint 2 billing'));
    expect(c.tasks.map((t) => [t.duration_days, t.depends_on.length])).toEqual([[14, 0], [14, 1]]);
    const move = extractGantt(ctxFor('Office move starting March 3, 2025: pack 5 days, move 2 days, unpack 3 days, IT setup in parallel with unpack'));
    expect(move.tasks[0].start).toBe('2025-03-03');
    expect(move.tasks.find((t) => t.label === 'IT setup')!.depends_on).toEqual(move.tasks.find((t) => t.label === 'Unpack')!.depends_on);
  });
  it('reads date ranges and nested sections', () => {
    const c = extractGantt(ctxFor('Schedule:\n- Phase 1\n  - Research: 2025-03-04 to 2025-03-21\n- Phase 2\n  - Pilot: 2025-04-14 to 2025-05-09'));
    expect(c.sections.map((s) => s.label)).toEqual(['Phase 1', 'Phase 2']);
    expect(c.tasks[0]).toMatchObject({ label: 'Research', start: '2025-03-04', end: '2025-03-21', section: c.sections[0].id });
  });
});

describe('timeline periods', () => {
  it('reads "Phase 0 — Foundation", "Sprint 3: Checkout" and "Q1: Beta" as the period in the date\'s place', () => {
    const c = extractTimeline(briefCtxFor('Timeline:\nPhase 0 — Foundation & Architecture\nPhase 1 — Canonical Reader\nPhase 2 — Canonical Expansion'));
    expect(c.events.map((e) => [e.date, e.title])).toEqual([['Phase 0', 'Foundation & Architecture'], ['Phase 1', 'Canonical Reader'], ['Phase 2', 'Canonical Expansion']]);
    const q = extractTimeline(briefCtxFor('Roadmap timeline:\n- Q1: Beta launch\n- Q2: Public release\n- Sprint 7 - Billing'));
    expect(q.events.map((e) => e.date)).toEqual(['Q1', 'Q2', 'Sprint 7']);
  });
  it('folds a "TEXT INSIDE BLOCKS" section ("Phase 0:" and its lines) into the phases as their descriptions', () => {
    const c = extractTimeline(briefCtxFor('Horizontal timeline:\n\nPhase 0 — Foundation\nPhase 1 — Reader (Active)\n\n## TEXT INSIDE BLOCKS\n\nPhase 0:\nConstitution\nIdentity\n\nPhase 1:\nPilot\nInterface'));
    expect(c.events.map((e) => [e.title, e.description])).toEqual([['Foundation', 'Constitution, Identity'], ['Reader', 'Active; Pilot, Interface']]);
  });
});

describe('gantt tasks with brackets', () => {
  it('reads "sign the lease (1 week, after finding)" as one task after "find a new office"', () => {
    const c = extractGantt(briefCtxFor('Gantt chart for the office move starting March 3, 2025: find a new office (2 weeks), sign the lease (1 week, after finding), fit-out (4 weeks after signing)'));
    expect(labels(c.tasks)).toEqual(['Find a new office', 'Sign the lease', 'Fit-out']);
    expect(c.tasks.map((t) => t.depends_on)).toEqual([[], ['find-a-new-office'], ['sign-the-lease']]);
  });
});

describe('pyramid levels with how many and where', () => {
  it('reads "many unit tests at the base, fewer integration tests in the middle, and a handful of end-to-end tests at the top" as the three kinds of test', () => {
    const c = extractPyramid(briefCtxFor('Testing pyramid: many unit tests at the base, fewer integration tests in the middle, and a handful of end-to-end tests at the top.'));
    expect(labels(c.levels)).toEqual(['End-to-end tests', 'Integration tests', 'Unit tests']);
  });
});

describe('pyramid levels told with their place', () => {
  it('reads "X across the wide bottom, Y above it, then Z, and W at the narrow tip" as levels without the place words', async () => {
    const { extractPyramid } = await import('./pyramid.js');
    const c = extractPyramid(briefCtxFor('Build a tiered triangle for the support model: self-service help centre across the wide bottom, chatbot above it, then frontline agents, and specialist engineers at the narrow tip.'));
    expect(c.levels.map((l) => l.label)).toEqual(['Specialist engineers', 'Frontline agents', 'Chatbot', 'Self-service help centre']);
  });
  it('reads Japanese "底辺は A、その上に B、さらに C、頂点に D を置いてください" as levels from the top, the request verb left out', async () => {
    const { extractPyramid } = await import('./pyramid.js');
    const c = extractPyramid(briefCtxFor('ピラミッド図で当社の品質保証体制を表してください。底辺は全社員の日常点検、その上に部門別の品質チェック、さらに品質保証部の監査、頂点に経営陣のレビューを置いてください。'));
    expect(c.levels.map((l) => l.label)).toEqual(['経営陣のレビュー', '品質保証部の監査', '部門別の品質チェック', '全社員の日常点検']);
    expect(c.title).toBe('当社の品質保証体制');
  });
});

describe('state transitions in other languages', () => {
  it('reads Italian "richiesta → confermata quando arriva la caparra" with the event on the arrow', () => {
    const c = readArrows('richiesta → confermata quando arriva la caparra')!;
    expect(c.nodes).toEqual(['richiesta', 'confermata']);
    expect(c.edges[0]!.label).toBe('quando arriva la caparra');
  });
  it('drops the joining word before a chain: "or Resolved → Reopened"', () => {
    expect(readArrows('or Resolved → Reopened if the customer complains')!.nodes).toEqual(['Resolved', 'Reopened']);
  });
});

describe('a return told inside an arrow event', () => {
  it('reads "Open → Waiting on customer when we ask a question, back to Open when they reply" as two moves', () => {
    const c = readArrows('Open → Waiting on customer when we ask a question, back to Open when they reply')!;
    expect(c.edges.map((e) => [e.from, e.to, e.label])).toEqual([['Open', 'Waiting on customer', 'when we ask a question'], ['Waiting on customer', 'Open', 'when they reply']]);
  });
});

describe('pyramid told from its base', () => {
  it('reads "X build skills in layers - everything rests on A, on top of that comes B, then C, and at the very tip D" as levels D, C, B, A with X as the title', () => {
    const c = extractPyramid(briefCtxFor('Line cooks build their skills in layers - everything rests on food hygiene and knife skills, on top of that comes station mise en place, then cooking to order, and at the very tip creating new dishes.'));
    expect(c.levels.map((l) => l.label)).toEqual(['Creating new dishes', 'Cooking to order', 'Station mise en place', 'Food hygiene and knife skills']);
    expect(c.title).toBe('Line cooks build their skills');
  });
});

describe('pyramid place words in other languages', () => {
  it.each([
    ['Pyramide für unsere Trainer: ganz unten die Grundlagen (Ausdauer, Beweglichkeit), darüber Technik, dann Taktik, und ganz oben die mentale Stärke.', ['Mentale Stärke', 'Taktik', 'Technik', 'Grundlagen']],
    ['Pyramide de la stratégie : tout en bas la mission, puis les valeurs, ensuite les objectifs, et tout en haut la vision.', ['Vision', 'Objectifs', 'Valeurs', 'Mission']],
  ])('reads "ganz unten X, darüber Y … ganz oben Z" / "tout en bas X, puis Y … tout en haut Z" as levels from the top: %s', (prompt, levels) => {
    expect(extractPyramid(briefCtxFor(prompt)).levels.map((l) => l.label)).toEqual(levels);
  });
});

describe('pyramid levels numbered with their place', () => {
  it('reads "Level 1 (base) - A; Level 2 - B; Level 3 - C; Level 4 (top) - D" from the top: D, C, B, A', () => {
    const c = extractPyramid(briefCtxFor('Need a pyramid for the training: Level 1 (base) - everyone does the online safety course; Level 2 - team leads do first aid; Level 3 - 3 fire wardens per floor; Level 4 (top) - one emergency coordinator.'));
    expect(c.levels.map((l) => l.label)).toEqual(['One emergency coordinator', '3 fire wardens per floor', 'Team leads do first aid', 'Everyone does online safety course']);
  });
});

describe('timeline one-liners', () => {
  it('reads "timeline of X - apollo 11 july 1969, apollo 12 nov 1969, …" with X as the title and the numbers as part of the names', async () => {
    const { extractTimeline } = await import('./timeline.js');
    const c = extractTimeline(briefCtxFor('timline of the moon landings - apollo 11 july 1969, apollo 12 nov 1969, apollo 14 feb 1971'));
    expect(c.title).toBe('Moon landings');
    expect(c.events.map((e) => [e.date, e.title])).toEqual([['July 1969', 'Apollo 11'], ['Nov 1969', 'Apollo 12'], ['Feb 1971', 'Apollo 14']]);
  });
});

describe('pyramid levels with counts in their details', () => {
  it('reads "Bean (everyone who signs up, ~4,000 members), Roast (10+ visits/month, ~600)" keeping each count in its phrase', () => {
    const c = extractPyramid(briefCtxFor('pyramid of loyalty tiers, bottom to top: Bean (everyone who signs up, ~4,000 members), Roast (10+ visits/month, ~600), Founders Table at the top (invite only, 12 people)'));
    expect(c.levels.map((l) => [l.label, l.description, l.value])).toEqual([
      ['Founders Table', 'Invite only, 12 people', undefined], ['Roast', '10+ visits/month, ~600', undefined], ['Bean', 'Everyone who signs up, ~4,000 members', undefined]]);
  });
  it('still reads "Tier – 40%" as a level with a value', () => {
    const c = extractPyramid(briefCtxFor('pyramid: Gold – 10%, Silver – 30%, Bronze – 60%'));
    expect(c.levels.map((l) => l.value)).toEqual([10, 30, 60]);
  });
});

describe('proportion told as counts of a whole', () => {
  it('reads "Of the 240 beds at X, 96 are A, 48 B and the remaining 16 are for C" as parts A, B, C of the whole, titled by it', () => {
    const c = extractProportion(briefCtxFor("Of the 240 beds at St. Brigid's, 96 are general medicine, 48 surgical, 36 maternity, 24 ICU, 20 pediatrics and the remaining 16 are for rehab."));
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['General medicine', 96], ['Surgical', 48], ['Maternity', 36], ['ICU', 24], ['Pediatrics', 20], ['Rehab', 16]]);
    expect(c.title).toBe("Beds at St. Brigid's");
  });
  it('reads "total 500, rent 250, food 150, fun 100" without the total as a slice', () => {
    const c = extractProportion(briefCtxFor('Pie chart of the budget: total 500, rent 250, food 150, fun 100'));
    expect(c.parts.map((p) => p.label)).toEqual(['Rent', 'Food', 'Fun']);
  });
});

describe('timeline told in prose with its own heading', () => {
  it('reads "Heading : septembre 2025 – A ; novembre 2025 – B ; avril 2026 (note) – C" with the heading as the title and the note as a description', () => {
    const c = extractTimeline(briefCtxFor("Rénovation de l'école Les Tilleuls : septembre 2025 – diagnostic amiante ; novembre 2025 – appel d'offres ; avril 2026 (pendant les vacances de printemps) – remplacement des fenêtres ; rentrée 2026 – inauguration."));
    expect(c.title).toBe("Rénovation de l'école Les Tilleuls");
    expect(c.events.map((e) => [e.date, e.title, e.description])).toEqual([
      ['septembre 2025', 'Diagnostic amiante', undefined], ['novembre 2025', "Appel d'offres", undefined],
      ['avril 2026', 'Remplacement des fenêtres', 'Pendant les vacances de printemps'], ['rentrée 2026', 'Inauguration', undefined]]);
  });
  it('reads "…opened 14/06/2019; …closed in spring 2020; launched X Jan \'22" as one event per date, the dates whole', () => {
    const c = extractTimeline(briefCtxFor("Timeline of the bakery: opened the first shop in March 2015; second shop in Harborview opened 14/06/2019; closed for 3 months in spring 2020; launched the sourdough subscription Jan '22; moved production in Q3 2024."));
    expect(c.events.map((e) => e.date)).toEqual(['March 2015', '14/06/2019', 'spring 2020', "Jan '22", 'Q3 2024']);
    expect(c.events[1]!.title).toBe('Second shop in Harborview opened');
  });
});

describe('gantt told in prose with stretches of months', () => {
  it('reads "Plan: A takes the first two weeks of April, then B (1 week) and C (10 days, cant start before the Bs are done)" as A in April, B after A, C after B', () => {
    const c = extractGantt(briefCtxFor('We open in June 2026. Plan: recipe testing takes the first two weeks of April, then the photo shoot (1 week) and menu printing (10 days, cant start before the photos are done).'));
    const byLabel = new Map(c.tasks.map((t) => [t.label, t]));
    expect(c.tasks.map((t) => t.label)).toEqual(['Recipe testing', 'Photo shoot', 'Menu printing']);
    expect([byLabel.get('Recipe testing')!.start, byLabel.get('Recipe testing')!.end]).toEqual(['2026-04-01', '2026-04-14']);
    expect(byLabel.get('Photo shoot')!.depends_on).toEqual(['recipe-testing']);
    expect(byLabel.get('Menu printing')!.depends_on).toEqual(['photo-shoot']);
  });
  it('reads "A runs the last 2 weeks of May, in parallel with the B (May 15–31)" as two tasks, each with its dates', () => {
    const c = extractGantt(briefCtxFor('Project schedule for 2026: Staff training runs the last 2 weeks of May, in parallel with the social media teasers (May 15–31).'));
    expect(c.tasks.map((t) => [t.label, t.start, t.end])).toEqual([['Staff training', '2026-05-18', '2026-05-31'], ['Social media teasers', '2026-05-15', '2026-05-31']]);
  });
});

describe('cycle told as what follows what', () => {
  it('reads "A go where the B (x, y) were, then C follow the A, D (…) come after the C, and the B take the old D bed" as steps A, C, D, B', () => {
    const c = extractCycle(briefCtxFor('Our allotment group rotates crops across the four beds every year: potatoes go where the legumes (peas, beans) were, then brassicas follow the potatoes, root crops (carrots, beetroot, parsnips) come after the brassicas, and the legumes take the old root bed, and round it goes again.'));
    expect(c.steps.map((s) => [s.label, s.description])).toEqual([['Potatoes', undefined], ['Brassicas', undefined], ['Root crops', 'Carrots, beetroot, parsnips'], ['Legumes', 'Peas, beans']]);
  });
  it('reads Portuguese "A → B → C → D → e volta para o A no mês seguinte" without the return as a step', () => {
    const c = extractCycle(briefCtxFor('Ciclo mensal: lançamento das notas fiscais → conciliação bancária → fechamento do caixa → relatório para a diretoria → e volta para o lançamento das notas fiscais no mês seguinte.'));
    expect(c.steps.map((s) => s.label)).toEqual(['Lançamento das notas fiscais', 'Conciliação bancária', 'Fechamento do caixa', 'Relatório para a diretoria']);
  });
});
