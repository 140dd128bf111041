import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../index.js';
import type { ComparisonContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractComparison } from './comparison.js';

const table = (c: ComparisonContent) => c.criteria.map((r) => `${r.label}: ${r.values.join(' | ')}`);

describe('options told one a sentence, compared on named criteria', () => {
  it('reads "X costs €4.90 per parcel, delivers in 2–3 days and has no tracking. Y is €6.50, next-day delivery, … side by side on price, speed, tracking and restrictions" as a row per criterion', () => {
    const c = extractComparison(briefCtxFor("We're choosing a courier for our online plant shop. ParcelPoint costs €4.90 per parcel, delivers in 2–3 days and has no tracking for small parcels. SwiftBox is €6.50, next-day delivery, full tracking, but they won't take pots over 5 kg. GreenRoute costs €5.80, 2 days, full tracking and is carbon neutral. Please put them side by side on price, speed, tracking and restrictions."));
    expect(c.options.map((o) => o.label)).toEqual(['ParcelPoint', 'SwiftBox', 'GreenRoute']);
    expect(table(c)).toEqual([
      'Price: €4.90 per parcel | €6.50 | €5.80', 'Speed: 2–3 days | next-day delivery | 2 days',
      'Tracking: no tracking for small parcels | full tracking | full tracking', "Restrictions:  | won't take pots over 5 kg | ",
    ]);
    expect(c.options[2]!.description).toBe('Carbon neutral');
  });

  it('reads laptop suppliers "compare them on price, delivery time, warranty and conditions" as a comparison, not a schedule', async () => {
    const r = await createBuiltinModel().author({ prompt: 'We need a new laptop supplier for the school. TechNest charges £420 per laptop, delivers in 5 days and has a 3-year warranty. ByteHouse is £390, 10 days, 1-year warranty, but they only take orders of 20 or more. Laptopia costs £455, next-day delivery, 2-year warranty and offers free setup. Could you compare them on price, delivery time, warranty and conditions?', design: 'auto', signal: new AbortController().signal });
    expect(r.kind).toBe('comparison');
    expect(table(r.content as ComparisonContent)).toEqual([
      'Price: £420 per laptop | £390 | £455', 'Delivery time: 5 days | 10 days | next-day delivery',
      'Warranty: 3-year warranty | 1-year warranty | 2-year warranty', 'Conditions:  | only take orders of 20 or more | ',
    ]);
  });

  it('reads "FitBox kostet 29 € im Monat, hat eine Sauna … vergleiche sie nach Preis, Sauna und Öffnungszeiten" in German', async () => {
    const r = await createBuiltinModel().author({ prompt: 'Wir suchen ein Fitnessstudio. FitBox kostet 29 € im Monat, hat eine Sauna und ist rund um die Uhr offen. PowerGym ist 35 €, Sauna, Kurse inklusive, aber nur bis 22 Uhr. Bitte vergleiche sie nach Preis, Sauna und Öffnungszeiten.', design: 'auto', signal: new AbortController().signal });
    expect(r.kind).toBe('comparison');
    expect(table(r.content as ComparisonContent)).toEqual(['Preis: 29 € im Monat | 35 €', 'Sauna: Sauna | Sauna', 'Öffnungszeiten: rund um die Uhr offen | nur bis 22 Uhr']);
  });
});

describe('pros and cons of one subject', () => {
  it('reads "pros and cons of moving X? pros: a, b. cons: c, d" as the two sides, not as two options with a table', () => {
    const c = extractComparison(briefCtxFor('quick overview of pros and cons of moving our band rehersals from sunday to thursday evening? pros: cheaper studio (£18/h instead of £25), drummer can finally come. cons: everyone tired after work, only 2 hrs before the studio closes'));
    expect(c.options.map((o) => [o.label, o.pros.length, o.cons.length])).toEqual([['Pros', 2, 0], ['Cons', 0, 2]]);
    expect(c.criteria).toEqual([]);
  });

  it('reads "pros: …; cons: …" about switching to a four-day week the same way', () => {
    const c = extractComparison(briefCtxFor('pros and cons of switching our café to a four-day week? pros: lower energy bills, staff get longer weekends. cons: fewer weekday customers, deliveries need rescheduling'));
    expect(c.options.map((o) => o.pros.concat(o.cons))).toEqual([['Lower energy bills', 'Staff get longer weekends'], ['Fewer weekday customers', 'Deliveries need rescheduling']]);
  });

  it('reads German "Kriterien: Kosten, Öffnungszeiten, Entfernung. Sonnenschein kostet 300 €, hat 7–17 Uhr offen und ist 5 min entfernt." with the full names', async () => {
    const r = await createBuiltinModel().author({ prompt: 'Wir vergleichen drei Kitas: Kita Sonnenschein, Kita Regenbogen und Waldkita Eichhörnchen. Kriterien: Kosten, Öffnungszeiten, Entfernung. Sonnenschein kostet 300 €, hat 7–17 Uhr offen und ist 5 min entfernt. Regenbogen kostet 250 €, hat 8–16 Uhr offen und ist 15 min entfernt. Die Waldkita kostet 400 €, hat 8–14 Uhr offen und ist 25 min entfernt.', design: 'auto', signal: new AbortController().signal });
    expect(r.kind).toBe('comparison');
    const c = r.content as ComparisonContent;
    expect(c.options.map((o) => o.label)).toEqual(['Kita Sonnenschein', 'Kita Regenbogen', 'Waldkita Eichhörnchen']);
    expect(table(c)).toEqual(['Kosten: 300 € | 250 € | 400 €', 'Öffnungszeiten: 7–17 Uhr offen | 8–16 Uhr offen | 8–14 Uhr offen', 'Entfernung: 5 min entfernt | 15 min entfernt | 25 min entfernt']);
  });
});
