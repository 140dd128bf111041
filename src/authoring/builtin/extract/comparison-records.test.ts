// Options one a line under criteria the prompt names: the rows, and the options' full names when the lines shorten them.
import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../index.js';
import type { ComparisonContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractComparison } from './comparison.js';

const table = (c: ComparisonContent) => c.criteria.map((r) => `${r.label}: ${r.values.join(' | ')}`);
const options = (c: ComparisonContent) => c.options.map((o) => o.label);
const author = async (prompt: string) => createBuiltinModel().author({ prompt, design: 'auto', signal: new AbortController().signal });

describe('option lines under criteria named in prose', () => {
  it('reads "three venues: A Lodge, B Hotel and C Barn. Criteria: …. Lodge: 50 people, £180, 2h, kayaking." with the full names and a row per criterion', () => {
    const c = extractComparison(briefCtxFor('Hi all – planning the offsite and I need a side-by-side of three venues: Pinewood Lodge, Harbour View Hotel and Meadow Farm Barn. Criteria: capacity, price per head, travel time, and activities on site. Lodge: 60 people, £170, 2h, canoeing. Hotel: 150, £150, 30 min, none. Barn: 40, £110, 1.5h, archery & cooking class. Thanks!'));
    expect(options(c)).toEqual(['Pinewood Lodge', 'Harbour View Hotel', 'Meadow Farm Barn']);
    expect(table(c)).toEqual(['Capacity: 60 people | 150 | 40', 'Price per head: £170 | £150 | £110', 'Travel time: 2h | 30 min | 1.5h', 'Activities on site: canoeing | none | archery & cooking class']);
  });

  it('reads French "des trois options — a, b, c — selon ces critères : … ? A : …, 5 min. B : …" with the options and their rows', () => {
    const c = extractComparison(briefCtxFor("Bonjour, pourriez-vous faire un tableau comparatif des trois options — collège public, collège privé, école à la maison — selon ces critères : coût annuel, taille des classes, trajet ? Public : 0 €, 28 élèves, 15 min. Privé : 1 200 €, 22 élèves, 30 min. Maison : 300 €, 1 élève, aucun. Merci !"));
    expect(options(c)).toEqual(['Collège public', 'Collège privé', 'École à la maison']);
    expect(table(c)).toEqual(['Coût annuel: 0 € | 1 200 € | 300 €', 'Taille des classes: 28 élèves | 22 élèves | 1 élève', 'Trajet: 15 min | 30 min | aucun']);
  });

  it('reads Spanish "— a, b y c — según estos criterios: …" when the lead ends on "criterios"', () => {
    const c = extractComparison(briefCtxFor('Hola, necesito una tabla comparativa de tres gimnasios — Gimnasio Central, FitZone Norte y Club Acuático Sur — según estos criterios: precio mensual, horario, piscina. Central: 35 €, 7-22h, no. FitZone: 29 €, 24h, no. Acuático: 45 €, 8-21h, sí. Gracias'));
    expect(options(c)).toEqual(['Gimnasio Central', 'FitZone Norte', 'Club Acuático Sur']);
    expect(table(c)).toEqual(['Precio mensual: 35 € | 29 € | 45 €', 'Horario: 7-22h | 24h | 8-21h', 'Piscina: no | no | sí']);
  });

  it('reads German "nach diesen Kriterien: …? Sonnenschein: 300 €, …" with the full names', () => {
    const c = extractComparison(briefCtxFor('Kannst du mir eine Vergleichstabelle machen für drei Kitas — Sonnenschein, Regenbogen und Waldkita Eichhörnchen — nach diesen Kriterien: Kosten, Öffnungszeiten, Entfernung? Sonnenschein: 300 €, 7–17 Uhr, 5 min. Regenbogen: 250 €, 8–16 Uhr, 15 min. Waldkita: 400 €, 8–14 Uhr, 25 min.'));
    expect(options(c)).toEqual(['Sonnenschein', 'Regenbogen', 'Waldkita Eichhörnchen']);
    expect(table(c)[0]).toBe('Kosten: 300 € | 250 € | 400 €');
  });

  it('reads "Options are the X, the Y and the Z. Criteria: …" with the names the options sentence gives', () => {
    const c = extractComparison(briefCtxFor('Help me choose a phone plan. Options are the Vodafone Red, the EE Essentials and the Three Value plan. Criteria: data, price, contract length. Vodafone: 50GB, £25, 24 months. EE: 25GB, £20, 12 months. Three: 100GB, £18, 24 months.'));
    expect(options(c)).toEqual(['Vodafone Red', 'EE Essentials', 'Three Value plan']);
    expect(table(c)).toEqual(['Data: 50GB | 25GB | 100GB', 'Price: £25 | £20 | £18', 'Contract length: 24 months | 12 months | 24 months']);
  });

  it('reads "We\'re picking a tool: A, B and C. Compare them on …. A: …" as a comparison, the listing line no option', async () => {
    const r = await author('We need to pick a project tool for the team: Asana, Monday.com or ClickUp. Compare them on price, free plan and integrations. Asana: $11/user, up to 10 users, 200+. Monday: $9/user, 2 seats, 50+. ClickUp: $7/user, unlimited, 1000+.');
    expect(r.kind).toBe('comparison');
    const c = r.content as ComparisonContent;
    expect(options(c)).toEqual(['Asana', 'Monday.com', 'ClickUp']);
    expect(table(c)).toEqual(['Price: $11/user | $9/user | $7/user', 'Free plan: up to 10 users | 2 seats | unlimited', 'Integrations: 200+ | 50+ | 1000+']);
  });

  it('reads "Criteria: …. The Lodge has 50 beds, costs £180 and is 2h away." with each value without its verb', () => {
    const c = extractComparison(briefCtxFor('Comparison of three venues: Lakeside Lodge, City Hotel and Farm Barn. Criteria: capacity, price, travel time. The Lodge has 50 beds, costs £180 and is 2h away. The Hotel has 200 beds, costs £140 and is 20 min away. The Barn has 45 beds, costs £120 and is 1.5h away.'));
    expect(options(c)).toEqual(['Lakeside Lodge', 'City Hotel', 'Farm Barn']);
    expect(table(c)).toEqual(['Capacity: 50 beds | 200 beds | 45 beds', 'Price: £180 | £140 | £120', 'Travel time: 2h away | 20 min away | 1.5h away']);
  });

  it('reads "A Lodge vs B Hotel vs C Barn for our retreat" over "Lodge: …" lines with the full names', () => {
    const c = extractComparison(briefCtxFor('Lakeside Lodge vs City Hotel vs Farm Barn for our retreat. Criteria: capacity, price, travel time.\nLodge: 50, £180, 2h\nHotel: 200, £140, 20 min\nBarn: 45, £120, 1.5h'));
    expect(options(c)).toEqual(['Lakeside Lodge', 'City Hotel', 'Farm Barn']);
    expect(table(c)[0]).toBe('Capacity: 50 | 200 | 45');
  });

  it('reads "Compare the A, B and C on price, mpg, boot space. A - $24k, 40 mpg, 13 cu ft. B - …" with the rows the lead names', () => {
    const c = extractComparison(briefCtxFor('Compare the Toyota Corolla, Honda Civic and Mazda 3 on price, mpg, boot space. Corolla - $24k, 40 mpg, 13 cu ft. Civic - $25k, 36 mpg, 15 cu ft. Mazda - $23k, 31 mpg, 13 cu ft.'));
    expect(options(c)).toEqual(['Toyota Corolla', 'Honda Civic', 'Mazda 3']);
    expect(table(c)).toEqual(['Price: $24k | $25k | $23k', 'Mpg: 40 | 36 | 31', 'Boot space: 13 cu ft | 15 cu ft | 13 cu ft']);
  });
});

describe('option lines, one of which reads like prose', () => {
  it('"Tern GSD S10: £5,400, around 100 km range with the second battery, …, servicing via a shop in Bath" stays an option', () => {
    const c = extractComparison(briefCtxFor("Here's what we know:\n\nUrban Arrow Cargo XL: £6,900, around 80 km range, 125 kg max load, 2-year warranty, local dealer does servicing.\nTern GSD S10: £5,400, around 100 km range with the second battery, 200 kg max load, 2-year warranty, servicing via a shop in Bath.\nBullitt Steps E6100: £5,950, around 70 km range, 180 kg max load, 5-year frame warranty, we can service it ourselves.\n\nCriteria: price, range, max load, warranty, servicing."));
    expect(c.options.map((o) => o.label)).toEqual(['Urban Arrow Cargo XL', 'Tern GSD S10', 'Bullitt Steps E6100']);
    expect(c.criteria.map((x) => x.label)).toEqual(['Price', 'Range', 'Max load', 'Warranty', 'Servicing']);
  });
});
