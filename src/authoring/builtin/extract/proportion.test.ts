import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { extractProportion } from './proportion.js';
import { createBuiltinModel } from '../index.js';
import type { ProportionContent } from '../../../spec/content/index.js';

const read = (prompt: string) => extractProportion(briefCtxFor(prompt));

describe('proportion shapes', () => {
  it('reads "Budget split (total $8.4M)" over lines in percent as the whole, not a part', () => {
    const c = read('Town of Elmsford – FY2024 budget split (total $8.4M)\npublic safety 38%\nroads & infrastructure 22%\nadministration 20%\nparks and recreation 12%\nlibrary 8%\npie chart for the handout');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Public safety', 38], ['Roads & infrastructure', 22], ['Administration', 20], ['Parks and recreation', 12], ['Library', 8]]);
    expect(c.unit).toBe('%');
    expect(c.title).toMatch(/budget split/);
  });

  it('reads "Club income, 240,000 in total" over percentages as the whole', () => {
    const c = read('Club income this season, 240,000 in total\nmemberships 45%\nsponsors 30%\nbar 15%\nevents 10%');
    expect(c.parts.map((p) => p.label)).toEqual(['Memberships', 'Sponsors', 'Bar', 'Events']);
    expect(c.unit).toBe('%');
  });
});

describe('shares told in prose', () => {
  it('reads "pie: organic 46%, direct 22%, …" as parts with their percentages', () => {
    const c = read('pie: search 41%, direct 27%, social 19%, newsletter 13%');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Search', 41], ['Direct', 27], ['Social', 19], ['Newsletter', 13]]);
    expect(c.unit).toBe('%');
  });

  it('reads "how my 24 hours get spent: sleep 6h, commuting 2h, … and \'gaming\' 1h 🎮 Can you show …" as hours, the request left out', () => {
    const c = read("A fun slide about how my 24 hours get spent on a weekday: sleep 6h, commuting 2h, work 9h, cooking 2h, kids 4h and 'gaming' 1h 🎮 Can you show the slice each one takes?");
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Sleep', 6], ['Commuting', 2], ['Work', 9], ['Cooking', 2], ['Kids', 4], ['Gaming', 1]]);
    expect(c.unit).toBe('h');
  });

  it('reads "eating 30 min, …, nap 15 min. Pie chart" as minutes, the unit\'s full stop ending the list', () => {
    const c = read('How I spend my 90-minute lunch break: eating 30 min, walking 25 min, phone 20 min, nap 15 min. Pie chart');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Eating', 30], ['Walking', 25], ['Phone', 20], ['Nap', 15]]);
    expect(c.unit).toBe('min');
  });

  it('reads "sleep 7h, work 9h, commute 45 min, rest 7h 15min" in minutes when hours and minutes mix', () => {
    const c = read('pie chart of my day: sleep 7h, work 9h, commute 45 min, rest 7h 15min');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Sleep', 420], ['Work', 540], ['Commute', 45], ['Rest', 435]]);
    expect(c.unit).toBe('min');
  });

  it('reads "Schlafen 56 Stunden, Arbeit 40 Stunden" as hours, the unit not in the names', () => {
    const c = read('Meine Woche: Schlafen 56 Stunden, Arbeit 40 Stunden, Pendeln 5 Stunden, Freizeit 20 Stunden. Kreisdiagramm bitte');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Schlafen', 56], ['Arbeit', 40], ['Pendeln', 5], ['Freizeit', 20]]);
  });

  it('reads "Of my £2,000 salary, half goes on rent, a quarter on food, a tenth on transport and the rest is savings" as shares of the whole', () => {
    const c = read('Of my £2,000 salary, half goes on rent, a quarter on food, a tenth on transport and the rest is savings. Pie chart please');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Rent', 1000], ['Food', 500], ['Transport', 200], ['Savings', 300]]);
    expect(c.unit).toBe('£');
  });

  it('reads "Of our 30 students, 12 out of 30 walk, …" as counts of the whole', () => {
    const c = read('Of our 30 students, 12 out of 30 walk to school, 10 out of 30 take the bus and 8 out of 30 are driven. pie chart');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Walk to school', 12], ['Take the bus', 10], ['Driven', 8]]);
  });

  it('reads "Our 60 volunteers: a third …, a third … and the remaining 20 …" with the whole from the lead', () => {
    const c = read('Our 60 volunteers: a third work in the kitchen, a third do deliveries, and the remaining 20 run the shop. Show as a pie');
    expect(c.parts.map((p) => p.value)).toEqual([20, 20, 20]);
  });

  it('reads "half, a third and the rest" without a whole as percentages', () => {
    const c = read('Pie chart of how the team spends its week: half on projects, a third on meetings and the rest on admin');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Projects', 50], ['Meetings', 33.33], ['Admin', 16.67]]);
    expect(c.unit).toBe('%');
  });

  it('draws hours that add up to the day the prompt names as a proportion chart, not a schedule', async () => {
    const r = await createBuiltinModel().author({ prompt: "My new normal since the twins: how my 24 hours get used. sleep 5h, feeding 7h, work 7h, housework 3h and 'me time' 2h. Colourful please", design: 'auto', signal: new AbortController().signal });
    expect(r.kind).toBe('proportion');
    expect((r.content as ProportionContent).parts.map((p) => p.value)).toEqual([5, 7, 7, 3, 2]);
  });

  it('reads "we spent $1,200 on rent, $400 on food, …" as the parts after "on"', () => {
    const c = read('Last month we spent $1,200 on rent, $400 on food, $250 on transport and $150 on fun. Pie chart.');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Rent', 1200], ['Food', 400], ['Transport', 250], ['Fun', 150]]);
  });

  it('reads "product sales make up 60%, …, licensing the remaining 15%" and "Anna got 12 votes, Ben 8" without the verbs', () => {
    expect(read('Revenue mix: product sales make up 60%, services 25% and licensing the remaining 15%. Donut please').parts.map((p) => p.label)).toEqual(['Product sales', 'Services', 'Licensing']);
    expect(read('Class vote for the trip: Anna got 12 votes, Ben 8 and Clara 5. Pie chart').parts.map((p) => [p.label, p.value])).toEqual([['Anna', 12], ['Ben', 8], ['Clara', 5]]);
  });

  it('reads "Of the 240 respondents, 96 said yes, 120 said no and the rest weren\'t sure" with the rest as what the whole leaves', () => {
    expect(read("Of the 240 respondents, 96 said yes, 120 said no and the rest weren't sure. Show as a pie chart.").parts.map((p) => [p.label, p.value])).toEqual([['Said yes', 96], ['Said no', 120], ["Weren't sure", 24]]);
  });

  it('reads "two thirds of staff want hybrid, a quarter want the office and the rest …" as percentages', () => {
    expect(read('Survey results, pie chart: two thirds of staff want hybrid, a quarter want the office and the rest want fully remote').parts.map((p) => [p.label, p.value])).toEqual([['Want hybrid', 66.67], ['Want the office', 25], ['Want fully remote', 8.33]]);
  });

  it('draws Spanish "El presupuesto de 3.000 €: la mitad para alquiler, un cuarto para comida y el resto para ahorro" as a proportion of the whole', async () => {
    const r = await createBuiltinModel().author({ prompt: 'El presupuesto de 3.000 €: la mitad para alquiler, un cuarto para comida y el resto para ahorro. Gráfico circular', design: 'auto', signal: new AbortController().signal });
    expect(r.kind).toBe('proportion');
    expect((r.content as ProportionContent).parts.map((p) => [p.label, p.value])).toEqual([['Alquiler', 1500], ['Comida', 750], ['Ahorro', 750]]);
  });
});
