import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { extractPyramid } from './pyramid.js';

const levels = (prompt: string) => extractPyramid(briefCtxFor(prompt)).levels;

describe('pyramid placed in one sentence', () => {
  it('reads "at the wide base are A (…), above that B (…), then C (…), and at the very top D, which …" as four levels, the remark after it as none', () => {
    const l = levels("Hi there, I coach at Riverside FC's youth academy. We explain our player pathway as a pyramid: at the wide base are the grassroots fun sessions (under-7 to under-11, around 300 kids), above that the development squads (U12–U15, 80 players), then the elite U18 squad (22 players), and at the very top the first-team debut, which only 1 or 2 players a year reach. Could you make that for our parents' evening slides? Club colours are green and white.");
    expect(l.map((x) => x.label)).toEqual(['First-team debut', 'Elite U18 squad', 'Development squads', 'Grassroots fun sessions']);
    expect(l[0]!.description).toBe('Only 1 or 2 players a year reach');
  });

  it('reads the placing sentence when it is the whole prompt after a lead and its colon', () => {
    const l = levels('We explain our player pathway as a pyramid: at the wide base are the grassroots fun sessions (under-7 to under-11, around 300 kids), above that the development squads (U12–U15, 80 players), then the elite U18 squad (22 players), and at the very top the first-team debut, which only 1 or 2 players a year reach.');
    expect(l.map((x) => x.label)).toEqual(['First-team debut', 'Elite U18 squad', 'Development squads', 'Grassroots fun sessions']);
  });

  it('reads a museum volunteer pyramid said the same way, without the logo remark', () => {
    const l = levels('I run the volunteer programme at the city museum and we picture it as a pyramid: at the broad base are the one-off event helpers (about 200 people), above that the regular gallery guides (45), then the team leaders (8), and at the very top the volunteer coordinator, who plans the whole year. Our logo is a blue owl.');
    expect(l.map((x) => x.label)).toEqual(['Volunteer coordinator', 'Team leaders', 'Regular gallery guides', 'One-off event helpers']);
  });

  it('reads "…, and at the top the national qualifiers, who train twice a day" with the relative clause kept on its level', () => {
    const l = levels("Our swimming club pyramid, for the parents' newsletter: at the bottom are the learn-to-swim classes (120 kids), above that the squad swimmers (40), then the county team (12), and at the top the national qualifiers, who train twice a day. We meet at the Lido every Saturday.");
    expect(l.map((x) => x.label)).toEqual(['National qualifiers', 'County team', 'Squad swimmers', 'Learn-to-swim classes']);
  });

  it('reads "The base, the stuff …, is X. On top of that sit Y, then Z, and right at the tip is W that …" as levels placed across sentences', () => {
    const l = levels("Our gym's training pyramid. The base, the part everyone does, is mobility work. On top of that sit strength sessions, then conditioning, and at the very top is competition prep that only a few athletes do.");
    expect(l.map((x) => x.label)).toEqual(['Competition prep', 'Conditioning', 'Strength sessions', 'Mobility work']);
    const s = levels('A pyramid of our support tiers please. The bottom layer is the self-service help centre. Above that comes the chatbot, then frontline agents, and right at the top are the senior engineers who handle escalations.');
    expect(s.map((x) => x.label).slice(1)).toEqual(['Frontline agents', 'Chatbot', 'Self-service help centre']);
  });

  it('reads \'Na base fica "X", depois "Y" … e no topo "Z"\' as quoted levels without the verb', () => {
    expect(levels('Queria uma pirâmide da nossa escola de surf. Na base ficam "Aulas de iniciação", depois "Treino técnico", depois "Competições regionais" e no topo "Equipa nacional".').map((x) => x.label)).toEqual(['Equipa nacional', 'Competições regionais', 'Treino técnico', 'Aulas de iniciação']);
    expect(levels('Quisiera una pirámide de hábitos. En la base está "Dormir bien", luego "Comer sano", después "Hacer ejercicio" y arriba del todo "Meditar".').map((x) => x.label)).toEqual(['Meditar', 'Hacer ejercicio', 'Comer sano', 'Dormir bien']);
  });
});

describe('pyramid levels keyed by their place, sentence by sentence', () => {
  it('reads "Bottom, widest: A – … (roughly 40,000). Next: B – …. Then C – …. Top: D – … (35)." as levels from the top, values out of their brackets', () => {
    const l = levels('It should be a pyramid of how supporters move up. Bottom, widest: Followers – people who see our posts (roughly 40,000). Next: Members – pay an annual subscription (about 9,000). Then Regular volunteers – weekly reserve tasks (300).\nTop: Volunteer leaders – run groups and train others (35).');
    expect(l.map((x) => [x.label, x.description, x.value])).toEqual([
      ['Volunteer leaders', 'Run groups and train others', 35], ['Regular volunteers', 'Weekly reserve tasks', 300],
      ['Members', 'Pay an annual subscription', 9000], ['Followers', 'People who see our posts', 40000],
    ]);
  });
});

describe('pyramid remarks that hold a number', () => {
  it('keeps "(spend over £200 a year)", "(over £600)" and "(invite only, about 1% of members)" as descriptions, not sizes', () => {
    const l = levels('Could you draw a pyramid of our tiers? Bronze at the bottom (most members, anyone who signs up), then Silver (spend over £200 a year), Gold (over £600) and Platinum at the top (invite only, about 1% of members). Use earthy greens and a bit of gold for the top.');
    expect(l.map((x) => [x.label, x.description, x.value])).toEqual([
      ['Platinum', 'Invite only, about 1% of members', undefined], ['Gold', 'Over £600', undefined], ['Silver', 'Spend over £200 a year', undefined], ['Bronze', 'Most members, anyone who signs up', undefined],
    ]);
  });
});

describe('one keyed end, then an ordered run', () => {
  it('"Bottom: Water. Then A, then B, and at the very top C": the keyed base and the run make every level', () => {
    expect(levels('A healthy eating pyramid. Bottom: Water. Then Fruit & vegetables, then Bread, rice & pasta, then Milk, eggs, meat & beans, and at the very top Treats (sometimes!).').map((l) => l.label))
      .toEqual(['Treats', 'Milk, eggs, meat & beans', 'Bread, rice & pasta', 'Fruit & vegetables', 'Water']);
    expect(levels('Pyramid of needs. Top: self-actualisation. Below it esteem, then love and belonging, then safety, and at the bottom physiological needs.').map((l) => l.label)[0]).toMatch(/^Self-actualisation/i);
  });
});
