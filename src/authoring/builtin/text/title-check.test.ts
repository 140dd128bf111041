import { describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { isTalkTitle, quotedNameOnFirstLine, subjectOfDrawingTitle } from './title-check.js';

const author = (prompt: string) => runEngine(prompt, 'auto', { designs: plannedDesigns });

describe('a title that is talk, not a name', () => {
  it('reads an opening of talk as no title: "Here\'s how it goes", "Roughly", "Quick one before the stand-up", "Someone suggested a BCG matrix", "From our cataloguing wiki"', () => {
    for (const t of ["Here's how it goes", 'Roughly', 'Quick one before the Monday stand-up', 'One before the Monday stand-up', 'Someone suggested a BCG matrix', 'From our cataloguing wiki', 'Overlap pls']) expect(isTalkTitle(t), t).toBe(true);
  });
  it('reads a phrase cut short as no title: "Carte du", "Brainstorm dump from yesterday\'s call re", \'How "Sign\'', () => {
    for (const t of ['Carte du', "Brainstorm dump from yesterday's call re", 'How "Sign', 'Teilnehmer von']) expect(isTalkTitle(t), t).toBe(true);
  });
  it('reads a medium, a reading order or drawing words alone as no title: "Smartboard", "Infographic brief", "De la base a la punta", "Bubble chart of overlap"', () => {
    for (const t of ['Smartboard', 'Infographic brief', 'De la base a la punta', 'From the bottom to the top', 'Bubble chart of overlap', 'Who-reports-to-whom']) expect(isTalkTitle(t), t).toBe(true);
  });
  it('keeps names, questions that end on a preposition, and titles in the first person', () => {
    for (const t of ['Where our website visitors come from', 'How I spend a typical weekday', 'Someone buying a used car online', 'To-dos', '当社の売上構成', 'Evidencia científica', 'Water cycle', 'Plan B']) expect(isTalkTitle(t), t).toBe(false);
  });
});

describe('more titles that are no names', () => {
  it('reads the rest of a sentence whose subject was cut off ("Is how a story gets", "Should be more") as no title', () => {
    expect(isTalkTitle('Is how a story gets')).toBe(true);
    expect(isTalkTitle('Should be more')).toBe(true);
  });
  it('reads a Chinese request ("帮我做个思维导图") and a structure word ("分支", "Main branches") as no title', () => {
    for (const t of ['帮我做个思维导图', '分支', 'Main branches']) expect(isTalkTitle(t), t).toBe(true);
  });
});

describe('titles that say what the text is or how it is laid out', () => {
  it('reads a document\'s name ("DB design homework", "Interaction spec (draft v0.3)", "From the spec", "stateDiagram-v2 for X") as no title', () => {
    for (const t of ['DB design homework', 'Interaction spec (draft v0.3)', 'From the spec', 'stateDiagram-v2 for the order']) expect(isTalkTitle(t), t).toBe(true);
  });
  it('reads a layout ("Six stages in a circle") and a sentence cut before what it says ("Figures are") as no title', () => {
    for (const t of ['Six stages in a circle', 'Four boxes labelled by quadrant', 'Figures are', 'The plan is']) expect(isTalkTitle(t), t).toBe(true);
    for (const t of ['Release notes', 'Meeting minutes', 'Water cycle']) expect(isTalkTitle(t), t).toBe(false);
  });
});

describe('where a better title comes from', () => {
  it('reads the one quoted name on the opening line: \'Exhibit panel brief - "Two Centuries of Vaccines"\', 「米づくりの1年」を…', () => {
    expect(quotedNameOnFirstLine('Exhibit panel brief - "Two Centuries of Vaccines"\nFormat: horizontal timeline')).toBe('Two Centuries of Vaccines');
    expect(quotedNameOnFirstLine('「米づくりの1年」を円形のサイクル図にしてください。\n順番：田おこし → 代かき')).toBe('米づくりの1年');
    expect(quotedNameOnFirstLine('Steps: "Plan", "Build", "Test"')).toBeUndefined();
  });
  it('reads "Funnel-ish graphic of our graduate hiring this year" as the subject after the drawing\'s name', () => {
    expect(subjectOfDrawingTitle('Funnel-ish graphic of our graduate hiring this year')).toBe('Graduate hiring this year');
    expect(subjectOfDrawingTitle('Infra diagram for the shop')).toBe('Shop');
    expect(subjectOfDrawingTitle('Water cycle')).toBeUndefined();
  });
});

describe('the title a diagram goes out with', () => {
  it('titles a timeline with the name quoted on its opening line', () => {
    const r = author('Exhibit panel brief - "Two Centuries of Vaccines"\nMilestones:\n1796 - Jenner\'s smallpox inoculation\n1885 - Pasteur\'s rabies vaccine\n1955 - Salk polio vaccine');
    expect((r.content as { title?: string }).title).toBe('Two Centuries of Vaccines');
  });
  it('puts the quoted name in the centre of a mind map whose centre came out as "分支"', () => {
    const r = author('帮我做一个思维导图，主题是「国庆云南旅行计划」。\n分支：\n- 交通：飞昆明、高铁去大理\n- 住宿：大理古城民宿、丽江客栈\n- 美食：过桥米线、鲜花饼');
    expect((r.content as { center?: string }).center).toBe('国庆云南旅行计划');
  });
  it('drops "Here\'s how it goes:" as the title of a process told after it', () => {
    const r = author("Hi! I run a small bakery and I'd love a flowchart for the oven door. Here's how it goes: a customer sends an order request. First I check whether we're fully booked that week. If there's room, I send a quote, then we bake and decorate.");
    expect((r.content as { title?: string }).title ?? '').not.toMatch(/here'?s how/i);
  });
  it('gives the subject of the request instead of a reading order ("De la base a la punta")', () => {
    const r = author('¿Me puedes hacer una pirámide de la evidencia científica? De la base a la punta: opinión de expertos, series de casos, estudios de cohortes, ensayos clínicos y revisiones sistemáticas.');
    expect((r.content as { title?: string }).title).toBe('Evidencia científica');
  });
  it('keeps a title the prompt asks for in so many words', () => {
    const r = author('Title: "Roughly"\nSteps: plan -> build -> test -> ship');
    expect((r.content as { title?: string }).title).toBe('Roughly');
  });
});
