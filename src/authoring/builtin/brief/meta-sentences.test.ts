import { describe, expect, it } from 'vitest';
import { isCjkContextSentence, isMetaRequest } from './meta-sentences.js';
import { readBrief } from './read-brief.js';
import { readDiscourse } from './discourse.js';

describe('requests read by their parts: an ask, a drawing, a pointer back, no list', () => {
  it.each([
    'Would love a circular diagram of that for the shed door.',
    'I want an overlapping-circles picture of this to explain it to new clients.',
    '¿Me ayudas con un embudo que muestre estas etapas?',
    'Could you make that for our parents\' evening slides?',
    'Kannst du mir daraus bitte ein Schaubild machen?',
    'Pourriez-vous en faire un joli schéma pour ça ?',
  ])('reads "%s" as a request about content given elsewhere', (s) => {
    expect(isMetaRequest(s, { begun: true, after: 0 })).toBe(true);
  });

  it('reads "I volunteer for X and need an org chart for our handbook." before the content as a request', () => {
    expect(isMetaRequest('I volunteer for the Clean Rivers Trust and need an org chart for our new volunteer handbook.', { begun: false, after: 40 })).toBe(true);
  });

  it.each([
    'Can you draw a mind map about renewable energy?',
    'I need a UML class diagram for a hospital.',
    'Can you make a flowchart for how our host stand handles walk-ins at Osteria Bruno?',
    'Please draw this as a cycle: plan, do, check, act.',
    'I need a picture of the three teams, the two offices and the one warehouse.',
    'PDCAサイクルの図を作ってください。',
  ])('keeps "%s": it names its own subject or carries a list', (s) => {
    expect(isMetaRequest(s, { begun: false, after: 40 })).toBe(false);
  });

  it('keeps a pointer-back request that is the whole prompt ("Can you draw this?" with nothing after it)', () => {
    expect(isMetaRequest('Could you draw this as a loop?', { begun: false, after: 2 })).toBe(false);
  });

  it('keeps a sentence with no drawing in it ("We would love this to be over by June.")', () => {
    expect(isMetaRequest('We would love this to be over by June.', { begun: true, after: 0 })).toBe(false);
  });
});

describe('a first-person CJK sentence before the content', () => {
  it('reads "我之前在咖啡店做了三年店长，…，麻烦帮我画一个思维导图。" as who writes and what they want', () => {
    expect(isCjkContextSentence('我之前在咖啡店做了三年店长, 现在打算开一家奶茶店, 麻烦帮我画一个思维导图.', { begun: false, after: 40 })).toBe(true);
  });
  it('keeps a first-person sentence that carries a list ("我们有三个部门：…")', () => {
    expect(isCjkContextSentence('我们有三个部门: 销售、研发、财务.', { begun: false, after: 40 })).toBe(false);
  });
});

describe('the discourse reader drops these requests and keeps the content', () => {
  it('drops "Would love a circular diagram of that …" after a told cycle', () => {
    const d = readDiscourse('Potatoes go first, then legumes, then brassicas, then roots. Would love a circular diagram of that for the shed door.');
    expect(d.content).toBe('Potatoes go first, then legumes, then brassicas, then roots.');
    expect(d.requests).toEqual(['Would love a circular diagram of that for the shed door.']);
  });
  it('drops "one lane per role please, warm colours": each part asks for a layout or a look', () => {
    const d = readDiscourse('Waiter: takes the order\nKitchen: cooks the dish\none lane per role please, warm colours');
    expect(d.content).toBe('Waiter: takes the order\nKitchen: cooks the dish');
  });
  it('hears "an overlapping-circles picture" as a Venn diagram', () => {
    expect(readBrief('Designers do layout, copywriters do scripts, and both do storyboards. I want an overlapping-circles picture of this.').named?.kind).toBe('venn');
  });
});
