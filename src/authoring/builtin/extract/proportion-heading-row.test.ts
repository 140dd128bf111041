import { describe, expect, it } from 'vitest';
import type { ProportionContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractProportion } from './proportion.js';
import { splitValue } from './common.js';

function pie(prompt: string): ProportionContent {
  return extractProportion({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
}

describe('a heading written onto the first data row ("traffic share last month - organic 46%, direct 22%, …")', () => {
  it.each([
    ['website traffic share last month - organic 46%, direct 22%, social 18%, email 9%, paid 5%. donut pls', 'Website traffic share last month', ['Organic', 'Direct', 'Social', 'Email', 'Paid']],
    ['Sales by region – north 120, south 80, east 60, west 40. pie chart', 'Sales by region', ['North', 'South', 'East', 'West']],
    ['Budget 2024: rent 40%, food 25%, transport 15%, fun 20%. Pie chart please', 'Budget 2024', ['Rent', 'Food', 'Transport', 'Fun']],
  ])('%s', (prompt, title, labels) => {
    const c = pie(prompt);
    expect(c.parts.map((p) => p.label)).toEqual(labels);
    expect(c.title).toBe(title);
  });

  it('keeps rows that each part name and number with the same colon ("- Natural gas: 43%")', () => {
    expect(pie('US electricity generation by source in 2023:\n- Natural gas: 43%\n- Nuclear: 19%\n- Coal: 16%\n- Renewables: 21%\n- Other: 1%').parts.map((p) => p.label)).toEqual(['Natural gas', 'Nuclear', 'Coal', 'Renewables', 'Other']);
  });
});

describe('a unit written onto its number ("38p", "40kg", "12¢") is no part of the name', () => {
  it.each([
    ['adult social care 38p', 'adult social care', 38, 'p'],
    ['luggage 40kg', 'luggage', 40, 'kg'],
    ['gum 12¢', 'gum', 12, '¢'],
  ])('"%s"', (text, label, value, unit) => {
    expect(splitValue(text)).toMatchObject({ text: label, value, unit });
  });

  it('a pie of pence: "adult social care 38p, children\'s services 22p, …" has no stray "p" in its labels', () => {
    const c = pie("Pie chart of where each £1 of council spending goes: adult social care 38p, children's services 22p, highways 12p, waste 10p, parks 6p, everything else 12p.");
    expect(c.parts.map((p) => p.label)).toEqual(['Adult social care', "Children's services", 'Highways', 'Waste', 'Parks', 'Everything else']);
  });
});
