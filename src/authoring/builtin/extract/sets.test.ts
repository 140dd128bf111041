import { describe, expect, it } from 'vitest';
import { briefCtxFor, ctxFor, labels } from '../test/helpers.js';
import { extractComparison } from './comparison.js';
import { extractMatrix } from './matrix.js';
import { extractVenn } from './venn.js';

describe('venn', () => {
  it('reads "Designers do layout and illustration, copywriters do …" as sets told by what they do, and "X and Y both work on Z, …, all three of them sit in on W" as their overlaps', () => {
    const c = extractVenn(briefCtxFor('In our small marketing agency three roles overlap a lot. Designers do layout and illustration, copywriters do headlines and scripts, and video editors do cutting and colour grading. Designers and copywriters both work on storyboards, copywriters and video editors both handle voice-over direction, designers and video editors share motion graphics, and all three of them sit in on client pitches.'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Designers', ['Layout', 'Illustration']], ['Copywriters', ['Headlines', 'Scripts']], ['Video editors', ['Cutting', 'Colour grading']]]);
    expect(c.overlaps.map((o) => [o.sets.length, o.items])).toEqual([[2, ['Storyboards']], [2, ['Voice-over direction']], [2, ['Motion graphics']], [3, ['Client pitches']]]);
  });
  it('reads clinic teams that "handle" their tasks and "both do" shared ones the same way', () => {
    const c = extractVenn(briefCtxFor('At our clinic three teams overlap. Nurses handle triage and wound care, pharmacists handle dispensing and dosage checks, and physios handle mobility plans and exercise classes. Nurses and pharmacists both work on medication rounds, nurses and physios both do discharge planning, and all three of them attend the weekly case meeting.'));
    expect(labels(c.sets)).toEqual(['Nurses', 'Pharmacists', 'Physios']);
    expect(c.overlaps.map((o) => o.items[0])).toEqual(['Medication rounds', 'Discharge planning', 'Weekly case meeting']);
  });
  it('reads school clubs: "The chess club does puzzles and tournaments, …, chess and debate both work on critical thinking"', () => {
    const c = extractVenn(briefCtxFor('Our school has three clubs. The chess club does puzzles and tournaments, the drama club does plays and improvisation, and the debate club does speeches and research. Chess and debate both work on critical thinking, drama and debate share public speaking, and all three sit in on the end-of-year showcase.'));
    expect(labels(c.sets)).toEqual(['Chess club', 'Drama club', 'Debate club']);
    expect(c.overlaps.map((o) => [o.sets.length, o.items[0]])).toEqual([[2, 'Critical thinking'], [2, 'Public speaking'], [3, 'End-of-year showcase']]);
  });
  it('reads "Solo le rane: …" and "In comune: sono a sangue freddo e sono vertebrati" as a set alone and the shared part, in Italian', () => {
    const c = extractVenn(briefCtxFor('Vorrei un diagramma di Venn con due cerchi: Rane e Lucertole. Solo le rane: pelle umida, metamorfosi da girino. Solo le lucertole: pelle con squame. In comune: sono animali a sangue freddo e sono vertebrati.'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Rane', ['Pelle umida', 'Metamorfosi da girino']], ['Lucertole', ['Pelle con squame']]]);
    expect(c.overlaps.map((o) => o.items)).toEqual([['Sono animali a sangue freddo', 'Sono vertebrati']]);
  });
  it('reads "Sólo los perros: …" and "En común: …" in Spanish, "Seulement le thé" and "En commun" in French', () => {
    const es = extractVenn(briefCtxFor('Quiero un diagrama de Venn con dos círculos: Perros y Gatos. Sólo los perros: ladran, necesitan paseos. Sólo los gatos: maúllan. En común: son mamíferos y son mascotas.'));
    expect([labels(es.sets), es.overlaps.map((o) => o.items)]).toEqual([['Perros', 'Gatos'], [['Son mamíferos', 'Son mascotas']]]);
    const fr = extractVenn(briefCtxFor('Un diagramme de Venn avec deux cercles : Thé et Café. Seulement le thé : feuilles infusées. Seulement le café : grains torréfiés. En commun : boissons chaudes.'));
    expect([labels(fr.sets), fr.overlaps.map((o) => o.items)]).toEqual([['Thé', 'Café'], [['Boissons chaudes']]]);
  });
  it('reads "Dogs only: loyal, need walks" as the items of the set Dogs', () => {
    const c = extractVenn(ctxFor('venn diagram: Dogs, Cats. Dogs only: loyal, need walks. Cats only: independent. Both: pets, fur & whiskers'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Dogs', ['Loyal', 'Need walks']], ['Cats', ['Independent']]]);
    expect(c.overlaps[0]!.items).toEqual(['Pets', 'Fur', 'Whiskers']);
  });
  it('reads set lines and a "Both" line as the overlap', () => {
    const c = extractVenn(ctxFor('Venn diagram\nCats: independent, climb trees\nDogs: loyal, need walks\nBoth: pets, fur'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Cats', ['Independent', 'Climb trees']], ['Dogs', ['Loyal', 'Need walks']]]);
    expect(c.overlaps).toEqual([{ sets: ['cats', 'dogs'], items: ['Pets', 'Fur'] }]);
  });
  it('reads named overlaps in prose', () => {
    const c = extractVenn(ctxFor('Venn of people, process and technology. People and process overlap in culture; all three together are transformation.'));
    expect(labels(c.sets)).toEqual(['People', 'Process', 'Technology']);
    expect(c.overlaps.map((o) => [o.sets.length, o.label])).toEqual([[2, 'Culture'], [3, 'Transformation']]);
  });
  it('reads "what A and B have in common" as the two sets, and "A knows x" as a set\'s items', () => {
    const c = extractVenn(ctxFor('Show what frontend and backend developers have in common. Frontend developers know CSS and React; '
      + 'backend developers know SQL and queues; both know Git and HTTP.'));
    expect(labels(c.sets)).toEqual(['Frontend developer', 'Backend developer']);
    expect(c.sets.map((s) => s.items.length)).toEqual([2, 2]);
    expect(c.overlaps[0].items).toEqual(['Git', 'HTTP']);
  });
  it('reads "Circles: A, B, C" as the sets and \'"X" in AB\' as an item of the zone the letters name', () => {
    const c = extractVenn(ctxFor('Circles: Overhyped, Actually Useful, Secretly Loved\nitems include "NFTs" in A, "Google Maps" in B, "Dolly Parton" in BC, "Sourdough" in ABC'));
    expect(c.title).toBeUndefined();
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Overhyped', ['NFTs']], ['Actually Useful', ['Google Maps']], ['Secretly Loved', []]]);
    expect(c.overlaps.map((o) => [o.sets, o.items])).toEqual([[['actually-useful', 'secretly-loved'], ['Dolly Parton']], [['overhyped', 'actually-useful', 'secretly-loved'], ['Sourdough']]]);
  });
  it('reads "X as the overlap of A, B and C; Y sits between A and CS, Z between A and C" as the sets and three named overlaps', () => {
    const c = extractVenn(ctxFor('Venn diagram of data science as the overlap of math & statistics, computer science, and domain expertise; machine learning sits between math and CS, traditional research between math and domain expertise.'));
    expect(c.title).toBe('Data science');
    expect(labels(c.sets)).toEqual(['Math & statistics', 'Computer science', 'Domain expertise']);
    expect(c.overlaps.map((o) => [o.sets.length, o.label])).toEqual([[2, 'Machine learning'], [2, 'Traditional research'], [3, 'Data science']]);
  });
  it('reads "three sets A, B, C with sizes …" as three sets', () => {
    const c = extractVenn(ctxFor('Venn diagram. Three sets Cats, Dogs, Birds with sizes 100, 80, 60 and overlaps AB=30, AC=20'));
    expect(labels(c.sets)).toEqual(['Cats', 'Dogs', 'Birds']);
  });
  it('reads list lines "- Name - what it is for" as the sets, without their descriptions', () => {
    const c = extractVenn(ctxFor('This should be a Venn diagram of the roles an account may need:\n- Solutions consultant - for tailoring solutions\n- Customer Success Manager — for defining success measures\n- Product Specialist – for very tailored solutions'));
    expect(labels(c.sets)).toEqual(['Solutions consultant', 'Customer Success Manager', 'Product Specialist']);
  });
});

describe('matrix', () => {
  it('places Eisenhower tasks by "important not urgent" and "neither", and names the quadrants no entry named', () => {
    const c = extractMatrix(ctxFor('Eisenhower matrix: urgent and important: fix the outage; important not urgent: plan the roadmap; urgent not important: answer emails; neither: browse social media.'));
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Fix the outage', 'top-right'], ['Plan the roadmap', 'top-left'], ['Answer emails', 'bottom-right'], ['Browse social media', 'bottom-left']]);
    expect(c.quadrants).toMatchObject({ 'top-right': { label: 'Do' }, 'top-left': { label: 'Schedule' }, 'bottom-right': { label: 'Delegate' }, 'bottom-left': { label: 'Eliminate' } });
    const named = extractMatrix(ctxFor('Eisenhower matrix. Do first: urgent and important. Schedule: important, not urgent. Delegate: urgent, not important. Eliminate: neither.'));
    expect(named.quadrants['top-right']?.label).toBe('Do first');
    expect(named.items).toEqual([]);
  });
  it('takes "A vs B" as the vertical and horizontal axes and places items by high / low', () => {
    const c = extractMatrix(ctxFor('Impact vs effort 2x2: search (high impact, low effort), offline mode (high impact, high effort), themes (low impact, low effort)'));
    expect([c.y_axis.label, c.x_axis.label]).toEqual(['Impact', 'Effort']);
    expect(c.items).toEqual([{ label: 'Search', quadrant: 'top-left' }, { label: 'Offline mode', quadrant: 'top-right' }, { label: 'Themes', quadrant: 'bottom-left' }]);
  });
  it('reads axes written with their ends', () => {
    const c = extractMatrix(ctxFor('Quadrant chart with x-axis cost (low to high) and y-axis value (low to high)'));
    expect(c.x_axis).toEqual({ label: 'Cost', low: 'Low', high: 'High' });
  });
  it('reads axes that range between quoted ends and names quadrants by their position', () => {
    const c = extractMatrix(ctxFor("Quadrant chart of snacks. The x-axis ranges from 'Savory' to 'Sweet' and the y-axis goes from 'Healthy' to 'Indulgent'. Label the quadrants: Top-right: 'Treats', Bottom-left: 'Staples'. Chips: very savory and quite indulgent, Fruit salad: somewhat sweet and very healthy."));
    expect(c.x_axis).toEqual({ label: 'Savory → Sweet', low: 'Savory', high: 'Sweet' });
    expect(c.y_axis).toMatchObject({ low: 'Healthy', high: 'Indulgent' });
    expect(c.quadrants).toEqual({ 'top-right': { label: 'Treats' }, 'bottom-left': { label: 'Staples' } });
    const chips = c.items.find((i) => i.label === 'Chips')!;
    const fruit = c.items.find((i) => i.label === 'Fruit salad')!;
    // "very savory" sits near the left edge; "somewhat sweet" just right of the middle; "very healthy" near the bottom.
    expect(chips.x).toBeLessThan(0.15);
    expect(chips.y).toBeGreaterThan(0.5);
    expect(fruit.x).toBeGreaterThan(0.5);
    expect(fruit.x).toBeLessThan(0.7);
    expect(fruit.y).toBeLessThan(0.15);
  });
  it('reads "NAME on the x-axis" and places scored entries exactly', () => {
    const c = extractMatrix(ctxFor("Plot our products with 'Price' on the x-axis and 'Quality' on the y-axis:\n- Basic - Price: 2, Quality: 3\n- Pro - Price: 8, Quality: 9"));
    expect([c.x_axis.label, c.y_axis.label]).toEqual(['Price', 'Quality']);
    expect(c.items).toEqual([{ label: 'Basic', x: 0.2, y: 0.3 }, { label: 'Pro', x: 0.8, y: 0.9 }]);
  });
  it('gives quadrant names listed without positions the free quadrants, and fills them from "Name: item" lines', () => {
    const c = extractMatrix(ctxFor('Sort our features into four quadrants: "Build now", "Plan", "Maybe later" and "Skip". Build now: SSO. Skip: fax export.'));
    expect(Object.values(c.quadrants).map((q) => q!.label).sort()).toEqual(['Build now', 'Maybe later', 'Plan', 'Skip']);
    expect(c.items).toEqual([{ label: 'SSO', quadrant: 'top-right' }, { label: 'Fax export', quadrant: 'bottom-left' }]);
  });
  it('puts examples listed under a known framework\'s quadrant names in those quadrants (BCG, Ansoff)', () => {
    const bcg = extractMatrix(ctxFor('BCG matrix. Stars: Streaming. Cash cows: DVD rental. Dogs: Kiosks.'));
    expect(bcg.items).toEqual([{ label: 'Streaming', quadrant: 'top-right' }, { label: 'DVD rental', quadrant: 'bottom-right' }, { label: 'Kiosks', quadrant: 'bottom-left' }]);
    const ansoff = extractMatrix(ctxFor('Ansoff matrix: market penetration: loyalty card; diversification: open a cafe'));
    expect(ansoff.items).toEqual([{ label: 'Loyalty card', quadrant: 'bottom-left' }, { label: 'Open a cafe', quadrant: 'top-right' }]);
  });
  it('splits several things under one placing key ("urgent and important: A, B")', () => {
    const c = extractMatrix(ctxFor('Eisenhower matrix: urgent and important: call the bank, fix the leak; neither: tidy the garage'));
    expect(c.items).toEqual([{ label: 'Call the bank', quadrant: 'top-right' }, { label: 'Fix the leak', quadrant: 'top-right' }, { label: 'Tidy the garage', quadrant: 'bottom-left' }]);
    expect(c.x_axis.label).toBe('Urgency');
  });
  it('fills the axis left unplaced from a bare level word ("hard to learn, very fast")', () => {
    const c = extractMatrix(ctxFor('Languages with learning curve on the x axis and speed on the y axis: Ruby (easy to learn, slow), Zig (hard to learn, very fast)'));
    expect(c.items.map((i) => [i.label, i.quadrant ?? (i.y! > 0.5 ? 'top' : 'bottom') + '-' + (i.x! > 0.5 ? 'right' : 'left')])).toEqual([['Ruby', 'bottom-left'], ['Zig', 'top-right']]);
  });
  it('knows where SWOT quadrants go and fills them', () => {
    const c = extractMatrix(ctxFor('SWOT for a food truck: strengths - low rent, mobility; weaknesses - small menu'));
    expect(c.quadrants['top-left']?.label).toBe('Strengths');
    expect(c.items.filter((i) => i.quadrant === 'top-left').map((i) => i.label)).toEqual(['Low rent', 'Mobility']);
  });
  it('takes "SWOT for X (details). Strengths: …" as the title, never as a plotted item', () => {
    const c = extractMatrix(ctxFor("SWOT for Rosie's Bakery (small neighborhood bakery, 2 employees). Strengths: loyal regulars, signature recipes. Weaknesses: no online ordering, tiny kitchen. Opportunities: farmers market stall. Threats: rising flour prices."));
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Loyal regulars', 'top-left'], ['Signature recipes', 'top-left'], ['No online ordering', 'top-right'], ['Tiny kitchen', 'top-right'], ['Farmers market stall', 'bottom-left'], ['Rising flour prices', 'bottom-right']]);
    expect(c.title).toBe("SWOT for Rosie's Bakery");
  });
  it('reads "urgent + important: pay rent (due tomorrow), finish tax return" as two items under the quadrant the key names, the key heading it', () => {
    const c = extractMatrix(ctxFor('Eisenhower matrix:\nurgent + important: pay rent (due tomorrow), finish tax return\nimportant, not urgent: call grandma\nneither: scroll Instagram'));
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Pay rent', 'top-right'], ['Finish tax return', 'top-right'], ['Call grandma', 'top-left'], ['Scroll Instagram', 'bottom-left']]);
    expect(c.quadrants['top-right']).toEqual({ label: 'Do', description: 'Urgent + important' });
  });
  it('reads SWOT headings in another language ("Stärken: …, Schwächen: …") with its own words and axes in that language', () => {
    const c = extractMatrix(ctxFor('Stärken: treue Kunden, gutes Brot. Schwächen: kein Onlineshop. Chancen: Wochenmarkt. Risiken: steigende Mehlpreise.'));
    expect(Object.values(c.quadrants).map((q) => q.label)).toEqual(['Stärken', 'Schwächen', 'Chancen', 'Risiken']);
    expect(c.y_axis).toEqual({ label: 'Herkunft', low: 'Extern', high: 'Intern' });
    expect(c.items.filter((i) => i.quadrant === 'bottom-right').map((i) => i.label)).toEqual(['Steigende Mehlpreise']);
    const d = extractMatrix(ctxFor('DAFO de nuestra cafetería. Fortalezas: buena ubicación. Debilidades: poco espacio. Oportunidades: turismo. Amenazas: alquiler alto.'));
    expect(d.items.every((i) => i.quadrant)).toBe(true);
  });
  it('names an unnamed quadrant with the key that places its items ("high value, low effort: …")', () => {
    const c = extractMatrix(ctxFor('Ideas matrix of value and effort. high value, low effort: dark mode (tiny), SSO; low value, high effort: rewrite'));
    expect(c.quadrants['top-left']?.label).toBe('High value, low effort');
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Dark mode', 'top-left'], ['SSO', 'top-left'], ['Rewrite', 'bottom-right']]);
  });
});

describe('comparison', () => {
  it('reads a Markdown table: options in the header, criteria in the rows', () => {
    const c = extractComparison(ctxFor('Laptop vs tablet\n| | Laptop | Tablet |\n|---|---|---|\n| Weight | 1.4 kg | 0.5 kg |'));
    expect(labels(c.options)).toEqual(['Laptop', 'Tablet']);
    expect(c.criteria).toEqual([{ label: 'Weight', values: ['1.4 kg', '0.5 kg'] }]);
  });
  it('reads options and criteria named in a request', () => {
    const c = extractComparison(ctxFor('Compare AWS, Azure and Google Cloud on pricing, regions and support.'));
    expect(labels(c.options)).toEqual(['AWS', 'Azure', 'Google Cloud']);
    expect(c.criteria.map((x) => x.label)).toEqual(['Pricing', 'Regions', 'Support']);
  });
  it('reads criteria after "on:" and drops an option that is really a criterion', () => {
    const c = extractComparison(ctxFor('Compare Redis, Memcached and Hazelcast on: persistence, clustering, licensing'));
    expect(labels(c.options)).toEqual(['Redis', 'Memcached', 'Hazelcast']);
    expect(c.criteria.map((x) => x.label)).toEqual(['Persistence', 'Clustering', 'Licensing']);
    const t = extractComparison(ctxFor('Comparison table of Kindle, Kobo and Nook across price, screen and battery'));
    expect(labels(t.options)).toEqual(['Kindle', 'Kobo', 'Nook']);
    expect(t.criteria.map((x) => x.label)).toEqual(['Price', 'Screen', 'Battery']);
  });
  it('reads options in brackets and criteria after 项目 in Chinese', () => {
    const c = extractComparison(ctxFor('比较三种套餐（青铜/白银/黄金），比较项目：流量、通话时长、价格'));
    expect(labels(c.options)).toEqual(['青铜', '白银', '黄金']);
    expect(c.criteria.map((x) => x.label)).toEqual(['流量', '通话时长', '价格']);
  });
  it('reads "**Pros**" headers whose points follow as plain lines, and "advantages - a, b"', () => {
    const c = extractComparison(ctxFor('Pros and cons of solar panels\n**Pros**\n- Lower bills\n- Clean energy\n**Cons**\n- High upfront cost'));
    expect(c.options).toEqual([{ label: 'Pros', pros: ['Lower bills', 'Clean energy'], cons: [] }, { label: 'Cons', pros: [], cons: ['High upfront cost'] }]);
    const d = extractComparison(ctxFor('Advantages and disadvantages of trains: advantages - fast, comfortable; disadvantages - expensive'));
    expect(d.options.map((o) => [...o.pros, ...o.cons])).toEqual([['Fast', 'Comfortable'], ['Expensive']]);
  });
  it('reads "X has A but B" as a strength and a weakness, and "X pros:" keys only once', () => {
    const c = extractComparison(ctxFor('Vim vs Emacs. Vim is fast to start but hard to learn. Emacs has endless extensions but heavy defaults.'));
    expect(c.options.map((o) => [o.label, o.pros, o.cons])).toEqual([['Vim', ['Fast to start'], ['Hard to learn']], ['Emacs', ['Endless extensions'], ['Heavy defaults']]]);
    const d = extractComparison(ctxFor('Tabs or spaces? Tabs pros: smaller files, configurable width. Spaces pros: same everywhere.'));
    expect(d.options.map((o) => o.pros)).toEqual([['Smaller files', 'Configurable width'], ['Same everywhere']]);
  });
  it('turns the pros and cons of one subject into two columns', () => {
    const c = extractComparison(ctxFor('Pros and cons of microservices. Pros: independent deploys, team autonomy. Cons: operational complexity.'));
    expect(c.options).toEqual([{ label: 'Pros', pros: ['Independent deploys', 'Team autonomy'], cons: [] }, { label: 'Cons', pros: [], cons: ['Operational complexity'] }]);
    expect(c.title).toBe('Microservices');
  });
  it('reads option lines "Plan A: $25/mo, 10GB data, no hotspot" as options, with the words the values share as criteria', () => {
    const c = extractComparison(ctxFor('compare these 3 phone plans for me:\nPlan A: $25/mo, 10GB data, no hotspot, 12-month contract\nPlan B: $40/mo, unlimited data, 5GB hotspot, no contract\nPlan C: $32/mo, 30GB data, 10GB hotspot, 24-month contract'));
    expect(c.options.map((o) => o.label)).toEqual(['Plan A', 'Plan B', 'Plan C']);
    expect(c.criteria.map((r) => [r.label, ...r.values])).toEqual([
      ['Price', '$25/mo', '$40/mo', '$32/mo'], ['Data', '10GB data', 'unlimited data', '30GB data'],
      ['Hotspot', 'no hotspot', '5GB hotspot', '10GB hotspot'], ['Contract', '12-month contract', 'no contract', '24-month contract'],
    ]);
  });
  it('keeps option lines whose values share no words as the options\' points ("Renting: lower cost, flexibility")', () => {
    const c = extractComparison(ctxFor('Renting vs buying\nRenting: lower upfront cost, flexibility\nBuying: equity, stability'));
    expect(c.criteria).toEqual([]);
    expect(c.options.map((o) => o.pros)).toEqual([['Lower upfront cost', 'Flexibility'], ['Equity', 'Stability']]);
  });
  it('names a row of "cheaper / expensive" by its measure, and keeps "200+ services" under the word the values share', () => {
    const c = extractComparison(ctxFor('Which cloud should we use?\n- AWS: expensive, 200+ services, great docs\n- GCP: cheaper, 100+ services, good docs\n- Azure: cheaper, 200+ services, ok docs'));
    expect(c.criteria.map((r) => [r.label, ...r.values])).toEqual([['Price', 'expensive', 'cheaper', 'cheaper'], ['Services', '200+ services', '100+ services', '200+ services'], ['Docs', 'great docs', 'good docs', 'ok docs']]);
  });
  it('reads "Basic costs 9 euros with 1 user and 10 GB; Pro costs …" as options with values, rows named by the words they share', () => {
    const c = extractComparison(ctxFor('Basic costs 9 euros a month with 1 user and 10 GB; Pro costs 19 euros with 5 users and 100 GB; Team costs 49 euros with 20 users and 1 TB.'));
    expect(c.options.map((o) => o.label)).toEqual(['Basic', 'Pro', 'Team']);
    expect(c.criteria.map((r) => [r.label, ...r.values])).toEqual([['Price', '9 euros a month', '19 euros', '49 euros'], ['Users', '1 user', '5 users', '20 users'], ['GB', '10 GB', '100 GB', '1 TB']]);
  });
  it('reads "criterion (a / b / c)" as a criterion with one value per option', () => {
    const c = extractComparison(ctxFor('Compare PostgreSQL, MongoDB and DynamoDB. Criteria are: data model (relational / document / key-value), schema (strict / flexible / flexible), and pricing (free / paid Atlas / pay per request).'));
    expect(c.criteria.map((r) => [r.label, ...r.values])).toEqual([
      ['Data model', 'relational', 'document', 'key-value'], ['Schema', 'strict', 'flexible', 'flexible'], ['Pricing', 'free', 'paid Atlas', 'pay per request'],
    ]);
  });
});

describe('Venn sets told by their members', () => {
  const venn = (prompt: string) => extractVenn(ctxFor(prompt));
  it('reads "A sells x, y and z. B sells x, w and v." as sets, with what both sell in their overlap', () => {
    const c = venn("What do our three cafés have in common? Northside sells pastries, sandwiches and cold brew. Harbour sells pastries, cold brew and ice cream. Old Town sells sandwiches, cold brew and soup.");
    expect(c.sets.map((s) => s.label)).toEqual(['Northside', 'Harbour', 'Old Town']);
    expect(c.sets[1]!.items).toEqual(['Ice cream']);
    const all = c.overlaps.find((o) => o.sets.length === 3);
    expect(all?.items).toEqual(['Cold brew']);
  });
  it('reads "the crew (Lena, Omar, Keiko) and the team (Omar, Keiko, Raúl)" as two sets sharing Omar and Keiko', () => {
    const c = venn("Make a picture of our two volunteer groups: the Tuesday gardening crew (Lena, Omar, Keiko) and the Saturday soup kitchen team (Omar, Keiko, Raúl). Show who's in both.");
    expect(c.sets.map((s) => s.items)).toEqual([['Lena'], ['Raúl']]);
    expect(c.overlaps[0]!.items).toEqual(['Omar', 'Keiko']);
  });
});

describe('matrix entries said in other ways', () => {
  it('reads "by growth and share: A high growth and high share, B low growth but high share, …" with each thing placed', () => {
    const c = extractMatrix(ctxFor("Our product lines by market growth and market share: e-bikes high growth and high share, kids' bikes low growth but high share, cargo bikes high growth with low share, road frames low growth and low share — which are our stars and which are the dogs?"));
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['E-bikes', 'top-right'], ["Kids' bikes", 'bottom-right'], ['Cargo bikes', 'top-left'], ['Road frames', 'bottom-left']]);
    expect(c.quadrants['top-right']?.label).toBe('Stars');
  });
  it('reads French levels after their noun: "Lactis (risque élevé, importance élevée)"', () => {
    const c = extractMatrix(ctxFor("Matrice 2x2 de nos fournisseurs selon le risque et l'importance : Lactis (risque élevé, importance élevée), Cartonord (risque faible, importance élevée), ImpriPlus (risque élevé, importance faible), BureauVert (risque faible, importance faible)."));
    expect(c.items.map((i) => i.quadrant)).toEqual(['top-right', 'bottom-right', 'top-left', 'bottom-left']);
    expect([c.x_axis.label, c.y_axis.label]).toEqual(['Importance', 'Risque']);
  });
  it('reads "S: …, W: …, O: …, T: …" lines as the SWOT quadrants by their initials', () => {
    const c = extractMatrix(briefCtxFor("SWOT from today's workshop (Lumen Dental):\nS: loyal patients, modern equipment\nW: small parking lot\nO: new housing estate nearby\nT: chain clinic opening in March"));
    expect(c.items.filter((i) => i.quadrant === 'top-left').map((i) => i.label)).toEqual(['Loyal patients', 'Modern equipment']);
    expect(c.items.map((i) => i.label)).not.toContain('W');
  });
  it('reads "Eisenhower matrix for my week: gym, dentist, tax return, netflix" as four items', () => {
    const c = extractMatrix(ctxFor('Eisenhower matrix for my week: gym, dentist, tax return, netflix'));
    expect(c.items.map((i) => i.label)).toEqual(['Gym', 'Dentist', 'Tax return', 'Netflix']);
  });
});

describe('comparison options with their values in brackets', () => {
  it('reads "A (€15/user, good mobile app, no invoicing), B (…)" as rows per topic the options speak of', () => {
    const c = extractComparison(ctxFor('Need a side-by-side feature grid of three CRMs: Pipewise (€15/user, good mobile app, no invoicing), Clientora (€25/user, invoicing built in, weak reporting), and Dealnest (free tier, strong reporting, no mobile app).'));
    expect(c.options.map((o) => o.label)).toEqual(['Pipewise', 'Clientora', 'Dealnest']);
    const row = (l: string) => c.criteria.find((x) => x.label === l)?.values;
    expect(row('Price')).toEqual(['€15/user', '€25/user', 'free tier']);
    expect(row('Mobile app')).toEqual(['Good', '', 'No']);
    expect(row('Invoicing')).toEqual(['No', 'Built in', '']);
  });
  it('reads "a matrix of A (20 GB, €18, …), B (…) and C (…) — data, price and contract for each" as a comparison', async () => {
    const { readBrief } = await import('../brief/read-brief.js');
    const { classify } = await import('../classify/classify.js');
    const { analyze } = await import('../text/doc.js');
    const b = readBrief('Make a matrix of the three phone plans my parents are considering: BlueTel (20 GB, €18, 24-month contract), Quickmobile (unlimited, €30, no contract) and SimpleSIM (5 GB, €8, no contract) — data, price and contract length for each.');
    expect(classify(analyze(b.content), { named: b.named?.kind, mentions: b.mentions })[0]!.kind).toBe('comparison');
  });
});

describe('tables are not comparisons', () => {
  it('does not read "Patient (patient_id, name, birth_date), Doctor (…)" as options with values', async () => {
    const { readRecords } = await import('./comparison-records.js');
    expect(readRecords(['Patient (patient_id, name, birth_date)', 'Doctor (doctor_id, name, specialty)', 'Appointment (appointment_id, date, patient_id)'])).toBeUndefined();
  });
});

describe('comparison options written "Name – value, value, …; Name – …" with the criteria named after', () => {
  it('reads "compare 3 e-bikes (…): A – €2,300, 70 km range, 24 kg, hub motor; B – …. criteria: price, range, weight, motor type" as a table', () => {
    const c = extractComparison(briefCtxFor("compare 3 e-bikes I'm considering (14 km each way): VoltCity C2 – €2,300, 70 km range, 24 kg, hub motor; Ridgeway Urban – €2,900, 95 km range, 22 kg, mid-drive; Pendle Fold – €1,750, 45 km range, 19 kg, folding. criteria: price, range, weight, motor type"));
    expect(c.options.map((o) => o.label)).toEqual(['VoltCity C2', 'Ridgeway Urban', 'Pendle Fold']);
    expect(c.criteria.map((r) => [r.label, ...r.values])).toEqual([
      ['Price', '€2,300', '€2,900', '€1,750'], ['Range', '70 km', '95 km', '45 km'], ['Weight', '24 kg', '22 kg', '19 kg'], ['Motor type', 'hub motor', 'mid-drive', 'folding']]);
  });
  it('reads Italian "Criteri: a, b, c. X: v, v, v. Y: v, v, v." with the criteria as rows, never as an option', () => {
    const c = extractComparison(briefCtxFor('Tabella di confronto tra i fornitori: Adriatica, Mare Nostro e Gallo. Criteri: prezzo al kg, freschezza, consegna la domenica. Adriatica: 18 €/kg, 1 giorno, sì. Mare Nostro: 15 €/kg, 2 giorni, no. Gallo: 21 €/kg, stesso giorno, sì.'));
    expect(c.options.map((o) => o.label)).toEqual(['Adriatica', 'Mare Nostro', 'Gallo']);
    expect(c.criteria.map((r) => r.label)).toEqual(['Prezzo al kg', 'Freschezza', 'Consegna la domenica']);
  });
});

describe('Venn of groups with people placed by name', () => {
  it('reads "some are in A, some in B, some on C. X and Y do A and B, Z does all three, W is only C" with each person where their groups meet', () => {
    const c = extractVenn(briefCtxFor('Out of our 9th graders some are in the robotics club, some in the choir, some on the football team. Jonas, Mei and Priya do robotics and choir, Liam does choir and football, Sara does all three, Ben is only football.'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Robotics club', []], ['Choir', []], ['Football team', ['Ben']]]);
    expect(c.overlaps.map((o) => [o.sets.join('+'), o.label, o.items])).toEqual([
      ['robotics-club+choir', undefined, ['Jonas', 'Mei', 'Priya']], ['choir+football-team', undefined, ['Liam']], ['robotics-club+choir+football-team', undefined, ['Sara']]]);
  });
  it('reads "what a Data Analyst does vs what a Data Engineer does at our company. Analyst only: … Both: …" without naming the overlap after the company', () => {
    const c = extractVenn(briefCtxFor('venn diagram: what a Data Analyst does vs what a Data Engineer does at our company. Analyst only: dashboards, stakeholder interviews. Engineer only: pipelines, warehouse costs. Both: SQL, documentation.'));
    expect(c.sets.map((s) => s.label)).toEqual(['Data Analyst', 'Data Engineer']);
    expect(c.overlaps.map((o) => [o.label, o.items])).toEqual([[undefined, ['SQL', 'Documentation']]]);
  });
});

describe('matrix quadrants told in prose', () => {
  it('reads "strengths are A and our B; weaknesses - C, and D; …; threats: E opening nearby and rising F" with every point under its heading', () => {
    const c = extractMatrix(briefCtxFor('New Lakeside gym: strengths are the big parking lot and our existing member base 3 km away; weaknesses - no pool, and the lease is only 5 yrs; opportunities: the new office park opening next year, corporate memberships; threats: a budget gym (FitBox) opening nearby and rising energy prices.'));
    const under = (q: string) => c.items.filter((i) => i.quadrant === q).map((i) => i.label);
    expect(c.quadrants['top-left']!.label).toBe('Strengths');
    expect(under('top-left')).toHaveLength(2);
    expect(under('top-left')[0]).toBe('Big parking lot');
    expect(under('top-right')).toEqual(['No pool', 'Lease is only 5 yrs']);
    expect(under('bottom-right')).toEqual(['Budget gym (FitBox) opening nearby', 'Rising energy prices']);
  });
  it('reads "label the quadrants Quick wins / Big bets / Fill-ins / Money pit" on an effort vs impact matrix, each where its name says', () => {
    const c = extractMatrix(briefCtxFor('2x2 effort vs impact matrix for the backlog:\n- macro for refund replies (low effort, high impact)\n- migrate help center (high effort, high impact)\n- rename ticket tags (low effort, low impact)\n- custom dashboard (high effort, low impact)\nlabel the quadrants Quick wins / Big bets / Fill-ins / Money pit'));
    const q = Object.fromEntries(Object.entries(c.quadrants).map(([k, v]) => [v!.label, k]));
    expect(q).toEqual({ 'Quick wins': c.items.find((i) => i.label === 'Macro for refund replies')!.quadrant, 'Big bets': c.items.find((i) => i.label === 'Migrate help center')!.quadrant, 'Fill-ins': c.items.find((i) => i.label === 'Rename ticket tags')!.quadrant, 'Money pit': c.items.find((i) => i.label === 'Custom dashboard')!.quadrant });
  });
});

describe('Venn of two sides of "vs"', () => {
  it('reads "cat owners vs dog owners in our office, both = Sam and Priya" as two sets with Sam and Priya in the overlap', () => {
    const c = extractVenn(briefCtxFor('ven diagram: cat owners vs dog owners in our office, both = Sam and Priya'));
    expect(c.sets.map((s) => s.label)).toEqual(['Cat owners', 'Dog owners']);
    expect(c.overlaps.map((o) => o.items)).toEqual([['Sam', 'Priya']]);
  });
});

describe('comparison one-liners', () => {
  it('reads "A vs B vs C - price, camera, battery" as three options and the criteria after the dash', () => {
    const c = extractComparison(ctxFor('iphone 16 vs pixel 9 vs galaxy s24 - price, camera, battery, updates'));
    expect(c.options.map((o) => o.label)).toEqual(['Iphone 16', 'Pixel 9', 'Galaxy s24']);
    expect(c.criteria.map((k) => k.label)).toEqual(['Price', 'Camera', 'Battery', 'Updates']);
  });
});

describe('comparison rows named by their values', () => {
  it('names the row of "1,200 kg payload" Payload (the word beats the unit) and the row of "diesel/electric" Fuel', () => {
    const c = extractComparison(ctxFor('Ford Transit: £420/month, 1,200 kg payload, diesel. Renault Kangoo E-Tech: £390/month, 600 kg payload, electric. VW Crafter: £480/month, 1,400 kg payload, diesel.'));
    expect(c.criteria.map((k) => [k.label, k.values.join(' | ')])).toEqual([['Price', '£420/month | £390/month | £480/month'], ['Payload', '1,200 kg payload | 600 kg payload | 1,400 kg payload'], ['Fuel', 'diesel | electric | diesel']]);
  });
});

describe('venn sets named in the request, overlaps told as "A + B share X"', () => {
  const venn = (p: string) => extractVenn(briefCtxFor(p));
  it('reads "… between A, B and C. … A + B share X, B + C share Y, and all three share Z" as three sets and four overlaps', () => {
    const v = venn('I want to show the overlap between HR, finance and IT. Can you make a Venn diagram? HR + finance share payroll, finance + IT share budgeting tools, HR + IT share onboarding, and all three share compliance.');
    expect(v.sets.map((s) => s.label)).toEqual(['HR', 'Finance', 'IT']);
    expect(v.overlaps.map((o) => [o.sets.length, o.items])).toEqual([[2, ['Payroll']], [2, ['Budgeting tools']], [2, ['Onboarding']], [3, ['Compliance']]]);
  });

  it('reads "who does what between A, B and C" with "A & B share X" clauses the same way', () => {
    const v = venn("Could you draw who does what between chefs, waiters and managers as overlapping circles? Chefs & waiters share plating, waiters & managers share bookings, and all three share food safety.");
    expect(v.sets.map((s) => s.label)).toEqual(['Chefs', 'Waiters', 'Managers']);
    expect(v.overlaps.map((o) => o.items[0])).toEqual(['Plating', 'Bookings', 'Food safety']);
  });
});

describe('venn keyed lines and overlap clauses', () => {
  it('reads "A vs B – both: …; A only: …; B only: …" as two sets, a word of a set name standing for it', () => {
    const c = extractVenn(briefCtxFor('venn: hiking vs trail running – both: trail maps, weather checks, blister care; hiking only: heavy backpack; running only: GPS pace tracking'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Hiking', ['Heavy backpack']], ['Trail running', ['GPS pace tracking']]]);
    expect(c.overlaps.map((o) => o.items)).toEqual([['Trail maps', 'Weather checks', 'Blister care']]);
  });

  it('reads "Things all three share in the middle: …", "A & B overlap on \'x\'" and "Unique bits: A – x; B – y"', () => {
    const c = extractVenn(briefCtxFor("The three circles are Museums, Libraries and Archives. Things all three share in the middle: digitisation, preservation, public access. Museums & Archives overlap on 'provenance research'. Unique bits: Museums – exhibitions; Libraries – lending; Archives – records management."));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Museums', ['Exhibitions']], ['Libraries', ['Lending']], ['Archives', ['Records management']]]);
    expect(c.overlaps.map((o) => [o.sets.length, o.label, o.items])).toEqual([[2, 'Provenance research', []], [3, undefined, ['Digitisation', 'Preservation', 'Public access']]]);
  });
});

describe('matrix quadrants named before the bracket that places them', () => {
  it('reads "Quick wins (high impact, low effort): a, b" as the quadrant\'s name with its items', () => {
    const c = extractMatrix(briefCtxFor('Effort vs impact grid for staff wellbeing ideas. Quick wins (high impact, low effort): quiet room at lunch, mental health first aiders. Major projects (high impact, high effort): school counsellor post. Fill-ins (low impact, low effort): wellbeing newsletter. Thankless tasks (low impact, high effort): rebuilding the timetable.'));
    const named = Object.fromEntries(Object.entries(c.quadrants ?? {}).map(([q, v]) => [v!.label, q]));
    for (const item of c.items) expect(named).toHaveProperty([['Quiet room at lunch', 'Quick wins'], ['Mental health first aiders', 'Quick wins'], ['School counsellor post', 'Major projects'], ['Wellbeing newsletter', 'Fill-ins'], ['Rebuilding the timetable', 'Thankless tasks']].find(([l]) => l === item.label)![1]!, item.quadrant);
    expect(Object.keys(named).sort()).toEqual(['Fill-ins', 'Major projects', 'Quick wins', 'Thankless tasks']);
  });
});

describe('matrix frames said in other languages', () => {
  it('reads a BCG matrix in Portuguese with its own quadrant names and "Eixo vertical = …, eixo horizontal = …" as the axes', () => {
    const c = extractMatrix(briefCtxFor('Preciso de uma matriz BCG para a nossa empresa. Estrelas: atum em azeite gourmet. Vacas leiteiras: sardinha em lata. Pontos de interrogação: patê de polvo, snacks de cavala. Cães: bacalhau congelado. Eixo vertical = crescimento do mercado, eixo horizontal = quota de mercado relativa.'));
    expect([c.x_axis.label, c.y_axis.label, c.x_axis.low, c.x_axis.high]).toEqual(['Quota de mercado relativa', 'Crescimento do mercado', 'Baixo', 'Alto']);
    expect(c.quadrants).toEqual({ 'top-left': { label: 'Pontos de interrogação' }, 'top-right': { label: 'Estrelas' }, 'bottom-left': { label: 'Cães' }, 'bottom-right': { label: 'Vacas leiteiras' } });
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Atum em azeite gourmet', 'top-right'], ['Sardinha em lata', 'bottom-right'], ['Patê de polvo', 'top-left'], ['Snacks de cavala', 'top-left'], ['Bacalhau congelado', 'bottom-left']]);
  });

  it('reads "横軸は価格（低い〜高い）" as an axis and "「SoundLeaf」は低価格・高音質" as an item placed by 低/高 before each axis', () => {
    const c = extractMatrix(briefCtxFor('ポジショニングマップを作ってください。横軸は価格（低い〜高い）、縦軸は音質（低い〜高い）の4象限です。自社ブランド「SoundLeaf」は低価格・高音質、A社は高価格・高音質、B社は低価格・低音質です。'));
    expect([c.x_axis.label, c.x_axis.low, c.y_axis.label]).toEqual(['価格', '低い', '音質']);
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['SoundLeaf', 'top-left'], ['A社', 'top-right'], ['B社', 'bottom-left']]);
  });

  it('reads "横轴是价格，纵轴是音质" and "A品牌是高价格、高音质" in Chinese', () => {
    const c = extractMatrix(briefCtxFor('请画一个定位矩阵：横轴是价格，纵轴是音质。A品牌是高价格、高音质，B品牌是低价格、低音质。'));
    expect([c.x_axis.label, c.y_axis.label]).toEqual(['价格', '音质']);
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['A品牌', 'top-right'], ['B品牌', 'bottom-left']]);
  });

  it('reads "x-axis ranges from cheap to expensive" with the words whole (no name cut out of "ranges")', () => {
    const c = extractMatrix(briefCtxFor('Plot our tools: x-axis ranges from cheap to expensive, y-axis from slow to fast. Figma: expensive, fast. Paint: cheap, slow.'));
    expect([c.x_axis.low, c.x_axis.high]).toEqual(['Cheap', 'Expensive']);
  });
});

describe('venn overlaps keyed by two set names', () => {
  it('reads "Three circles: **A**, **B**, **C**" and "- A ∩ B: x, y" lines as overlaps of the named sets', () => {
    const c = extractVenn(briefCtxFor('### Diet overlap\nThree circles: **Mediterranean**, **Vegetarian**, **Keto**\n- Mediterranean ∩ Vegetarian: legumes, whole grains\n- Vegetarian ∩ Keto: eggs, cheese\n- all three: leafy greens'));
    expect(labels(c.sets)).toEqual(['Mediterranean', 'Vegetarian', 'Keto']);
    expect(c.overlaps.map((o) => [o.sets, o.items])).toEqual([[['mediterranean', 'vegetarian'], ['Legumes', 'Whole grains']], [['vegetarian', 'keto'], ['Eggs', 'Cheese']], [['mediterranean', 'vegetarian', 'keto'], ['Leafy greens']]]);
  });
});
