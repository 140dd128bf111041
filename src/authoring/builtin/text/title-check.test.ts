import { describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { isTalkTitle } from './title-check.js';

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

describe('the title a diagram goes out with', () => {
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
