import { beforeAll, describe, expect, it } from 'vitest';
import type { CycleContent, FunnelContent, HubContent, ListContent, MatrixContent, ProportionContent, PyramidContent, VennContent } from '../../../spec/content/index.js';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { loadNlp } from '../text/nlp.js';

beforeAll(async () => { await loadNlp(); });

const draw = <T>(prompt: string) => runEngine(prompt, 'auto', { designs: plannedDesigns }).content as T;

describe('Venn overlaps named with signs', () => {
  const overlaps = (c: VennContent) => c.overlaps.map((o) => `${o.sets.join('+')}=${o.label ?? o.items.join(',')}`);
  it('reads "A, B, C. A+B = X, B+C = Y, all three = Z" with sets written short ("Stats" for Statistics)', () => {
    const c = draw<VennContent>('bubble chart of overlap pls: Statistics, Programming, Domain knowledge. Stats+Programming = Machine learning, Programming+Domain = Danger zone, Stats+Domain = Traditional research, all three in the middle = Data science');
    expect(c.sets.map((s) => s.label)).toEqual(['Statistics', 'Programming', 'Domain knowledge']);
    expect(overlaps(c)).toEqual(['statistics+programming=Machine learning', 'programming+domain-knowledge=Danger zone', 'statistics+domain-knowledge=Traditional research', 'statistics+programming+domain-knowledge=Data science']);
    expect(c.title).toBeUndefined();
  });
  it('reads "A + B = X" lines whose sets are only named in the joined keys', () => {
    const c = draw<VennContent>('Venn:\nDesign + Engineering = Prototyping\nEngineering + Business = Operations\nDesign + Business = Marketing\nall three = Product');
    expect(c.sets.map((s) => s.label)).toEqual(['Design', 'Engineering', 'Business']);
    expect(c.overlaps.map((o) => o.label)).toEqual(['Prototyping', 'Operations', 'Marketing', 'Product']);
  });
  it('reads "Math+Info = …, les trois = …" in French, a set written by its first letters', () => {
    const c = draw<VennContent>('Diagramme de Venn : Mathématiques, Informatique, Biologie. Math+Info = Algorithmique, Info+Bio = Bioinformatique, les trois = Biologie computationnelle');
    expect(c.overlaps.map((o) => `${o.sets.length}:${o.label}`)).toEqual(['2:Algorithmique', '2:Bioinformatique', '3:Biologie computationnelle']);
  });
  it('reads "three circles pls - A, B, C" without the request in the first set', () => {
    const c = draw<VennContent>('three circles pls - Hiking, Photography, Travel. Hiking+Photo = Landscape shots, Photography+Travel = Street photography, all three = Adventure blog');
    expect(c.sets.map((s) => s.label)).toEqual(['Hiking', 'Photography', 'Travel']);
  });
});

describe('Venn sets told by what they do', () => {
  it('reads "between A, B and C: all three X and Y. A and B share Z; B and C both W; only C V"', () => {
    const c = draw<VennContent>("Show what's shared and what's unique between cats, dogs and rabbits: all three need vet checks and eat every day. Cats and dogs both hunt by smell; dogs and rabbits share big gardens; only cats climb curtains, and only rabbits eat hay.");
    expect(c.sets.map((s) => `${s.label}: ${s.items.join(', ')}`)).toEqual(['Cats: Climb curtains', 'Dogs: ', 'Rabbits: Eat hay']);
    expect(c.overlaps.map((o) => `${o.sets.join('+')}: ${o.items.join(', ')}`)).toEqual(['cats+dogs+rabbits: Vet checks, Eat every day', 'cats+dogs: Hunt by smell', 'dogs+rabbits: Big gardens']);
    expect(c.title).toBeUndefined();
  });
  it('reads "what\'s common and what\'s different between A and B? Both X and Y. Only A …, and only B …"', () => {
    const c = draw<VennContent>("For our club flyer, what's common and what's different between chess and go? Both take years to master and have world championships. Only chess uses a king, and only go uses stones.");
    expect(c.sets.map((s) => `${s.label}: ${s.items.join(', ')}`)).toEqual(['Chess: Uses a king', 'Go: Uses stones']);
    expect(c.overlaps[0]!.items).toEqual(['Take years to master', 'Have world championships']);
  });
});

describe('matrix items told by their quadrant', () => {
  const placed = (c: MatrixContent) => c.items.map((i) => `${i.label}@${i.quadrant}`);
  it('reads "the X is a star (…), the Y is our cash cow (…), …, and the Z is honestly a dog" as four placed items', () => {
    const c = draw<MatrixContent>('The board wants a BCG matrix - market growth on one axis, market share on the other. My rough take: the cider is a star (growing fast, we are big locally), the cheddar is our cash cow (steady, big share), the oat milk trial is a question mark (market booming, we are tiny), and the jam is honestly a dog (flat market, small share).');
    expect(placed(c)).toEqual(['Cider@top-right', 'Cheddar@bottom-right', 'Oat milk trial@top-left', 'Jam@bottom-left']);
  });
  it('reads "Product C is a question mark and Product D is our cash cow" split at "and"', () => {
    const c = draw<MatrixContent>('Our portfolio on a growth-share matrix: Product A is a star, Product B is a dog, Product C is a question mark and Product D is our cash cow.');
    expect(placed(c)).toEqual(['Product A@top-right', 'Product B@bottom-left', 'Product C@top-left', 'Product D@bottom-right']);
  });
  it('reads the BCG told in French and German in the singular ("est une vedette", "ist ein armer Hund")', () => {
    const fr = draw<MatrixContent>('Matrice BCG pour nos produits : le cidre est une vedette, le fromage est notre vache à lait, le jus de pomme est un dilemme, la confiture est un poids mort.');
    expect(placed(fr)).toEqual(['Cidre@top-right', 'Fromage@bottom-right', 'Jus de pomme@top-left', 'Confiture@bottom-left']);
    const de = draw<MatrixContent>('BCG-Matrix bitte: Der Apfelsaft ist ein Fragezeichen, der Käse ist unsere Milchkuh, der Cidre ist ein Stern und die Marmelade ist ein armer Hund.');
    expect(placed(de)).toEqual(['Apfelsaft@top-left', 'Käse@bottom-right', 'Cidre@top-right', 'Marmelade@bottom-left']);
  });
  it('reads "High power, high interest -> Manage closely: A, B" lines as quadrant names with their items', () => {
    const c = draw<MatrixContent>('Stakeholders for the new bus lane\n\nPower/interest grid:\n- High power, high interest -> Manage closely: County council, Bus company\n- High power, low interest -> Keep satisfied: Police\n- Low power, high interest -> Keep informed: Residents on High St, Cycle campaign\n- Low power, low interest -> Monitor: Visitors, Delivery drivers\n\nCan someone make this the usual 4-box? x = interest, y = power.');
    expect([c.x_axis.label, c.y_axis.label]).toEqual(['Interest', 'Power']);
    expect(c.quadrants).toMatchObject({ 'top-right': { label: 'Manage closely' }, 'top-left': { label: 'Keep satisfied' }, 'bottom-right': { label: 'Keep informed' }, 'bottom-left': { label: 'Monitor' } });
    expect(c.quadrants['bottom-left']?.description).toBeUndefined();
    expect(placed(c)).toEqual(['County council@top-right', 'Bus company@top-right', 'Police@top-left', 'Residents on High St@bottom-right', 'Cycle campaign@bottom-right', 'Visitors@bottom-left', 'Delivery drivers@bottom-left']);
  });
});

describe('lists numbered inside prose', () => {
  it('reads "Could someone turn these into cards …? <context>. 1) … 2) …" as the numbered items only', () => {
    const c = draw<ListContent>("Could someone turn these into cards for the new volunteers? They always ask the same things. 1) Sign in at the front desk by 9. 2) Lanyards are in the blue box. 3) Lunch is at 12:30 in the hall. 4) The first-aid kit is behind the bar.");
    expect(c.items.map((i) => i.label)).toEqual(['Sign in at front desk', 'Lanyards are in blue box', 'Lunch is at 12:30 in hall', 'First-aid kit is behind bar']);
  });
});

describe('cycles', () => {
  it('reads "the sun heats water (Evaporation), the vapour … (Condensation), …" with the bracketed names as the steps', () => {
    const c = draw<CycleContent>("A big round diagram please, arrows going clockwise: magma cools and hardens (Igneous rock), weathering breaks it into layers that press together (Sedimentary rock), heat and pressure change it deep underground (Metamorphic rock), and then it melts back into magma to start again.");
    expect(c.steps.map((s) => s.label)).toEqual(['Igneous rock', 'Sedimentary rock', 'Metamorphic rock']);
    expect(c.steps[0]!.description).toBe('Magma cools and hardens');
  });
  it('reads a last arrow "→ また次の春の田おこしへ" / "→ next spring\'s ploughing again" as the return, not a step', () => {
    expect(draw<CycleContent>('稲作の1年をサイクル図にしてください。\n田おこし → 代かき → 田植え → 稲かり → 出荷 → また次の春の田おこしへ。').steps.map((s) => s.label)).toEqual(['田おこし', '代かき', '田植え', '稲かり', '出荷']);
    expect(draw<CycleContent>("Crop rotation cycle: ploughing → sowing → weeding → harvest → next spring's ploughing again").steps.map((s) => s.label)).toEqual(['Ploughing', 'Sowing', 'Weeding', 'Harvest']);
  });
  it('reads a last line "Again to step 1" as the return', () => {
    expect(draw<CycleContent>('Our sprint loop: 1. Plan 2. Build 3. Review 4. Retro 5. Again to step 1').steps.map((s) => s.label)).toEqual(['Plan', 'Build', 'Review', 'Retro']);
  });
  it('takes the quoted subject of the request as the title: \'"米づくりの1年" を…サイクル図に\', \'"The Coffee Year" as a cycle\'', () => {
    expect(draw<CycleContent>('Please draw "The Coffee Year" as a cycle: planting, flowering, picking, drying, roasting, and back to planting.').title).toBe('The Coffee Year');
  });
});

describe('pyramids listed from the base', () => {
  const levels = (c: PyramidContent) => c.levels.map((l) => l.label);
  it('reads "De la base a la punta: A, B, … y, arriba del todo, X y Y" top first, "X y Y" one level', () => {
    const c = draw<PyramidContent>('¿Me puedes hacer una pirámide de la evidencia científica? De la base a la punta: opinión de expertos, series de casos, estudios de cohortes, ensayos clínicos aleatorizados y, arriba del todo, revisiones sistemáticas y metaanálisis.');
    expect(levels(c)).toEqual(['Revisiones sistemáticas y metaanálisis', 'Ensayos clínicos aleatorizados', 'Estudios de cohortes', 'Series de casos', 'Opinión de expertos']);
    expect(c.title).not.toBe('De la base a la punta');
  });
  it('reads "from the bottom to the top", "du bas vers le haut", "von unten nach oben", "dalla base alla cima"', () => {
    expect(levels(draw<PyramidContent>('Make me a pyramid of learning. From the bottom to the top: listening, reading, practice and, at the very top, teaching others.'))).toEqual(['Teaching others', 'Practice', 'Reading', 'Listening']);
    expect(levels(draw<PyramidContent>("Pyramide des besoins de l'équipe. Du bas vers le haut : sécurité, appartenance, reconnaissance et, tout en haut, autonomie et maîtrise."))).toEqual(['Autonomie et maîtrise', 'Reconnaissance', 'Appartenance', 'Sécurité']);
    expect(levels(draw<PyramidContent>('Pyramide für das Training, von unten nach oben: Grundlagen, Technik, Taktik und ganz oben Mentalität.'))).toEqual(['Mentalität', 'Taktik', 'Technik', 'Grundlagen']);
    expect(levels(draw<PyramidContent>('Piramide alimentare dalla base alla cima: acqua, verdura, cereali, carne e, in cima, dolci.'))).toEqual(['Dolci', 'Carne', 'Cereali', 'Verdura', 'Acqua']);
  });
  it('reads a design brief\'s "Shape: …:" slot over numbered levels, the slots ("Tagline …") no levels', () => {
    const c = draw<PyramidContent>('Infographic brief: The energy hierarchy for our school\nSize 1080x1080, navy #1E3A8A, font Inter.\nShape: pyramid, most important at the top:\n1. Save energy\n2. Use it efficiently\n3. Use renewables\nTagline at the bottom: "Every watt counts."');
    expect(levels(c)).toEqual(['Save energy', 'Use it efficiently', 'Use renewables']);
    expect(c.title).toBe('The energy hierarchy for our school');
  });
});

describe('proportions tallied in a printed table', () => {
  it('reads "Walk ........ 38%", "Bike/scooter  11%" rows, not "(n = 412 …)" or the request, titled by the survey question', () => {
    const c = draw<ProportionContent>("Q7. How do you usually get to school? (n = 412 pupils, spring survey)\nWalk ........ 38%\nBus ......... 27%\nCar ......... 22%\nBike/scooter  11%\nOther ........ 2%\n\n^ for the governors' report, please show as a single 100% stacked bar, with walk + bike in green.");
    expect(c.parts.map((p) => `${p.label} ${p.value}`)).toEqual(['Walk 38', 'Bus 27', 'Car 22', 'Bike/scooter 11', 'Other 2']);
    expect(c.title).toBe('How do you usually get to school?');
  });
  it('reads counts after dot leaders ("Friday ...... 41")', () => {
    const c = draw<ProportionContent>('Q3. Which day suits the team lunch?\nMonday ...... 12\nWednesday ... 30\nFriday ...... 41\nAny day .... 9');
    expect(c.parts.map((p) => p.value)).toEqual([12, 30, 41, 9]);
  });
});

describe('hubs told in prose', () => {
  it('reads "The partners: A (note), B (note), …" as spokes with notes, and a closing name line as the centre', () => {
    const c = draw<HubContent>('We run a community garden and want a hub-and-spoke graphic for the council. Our partners: Oak Primary (school visits), St Mary\'s Church (water supply), the Food Bank (surplus veg), Green Gym (volunteers). Centre label: "Hillside Community Garden".');
    expect(c.center.label).toBe('Hillside Community Garden');
    expect(c.spokes.map((s) => `${s.label}: ${s.description}`)).toEqual(["Oak Primary: School visits", "St Mary's Church: Water supply", 'The Food Bank: Surplus veg', 'Green Gym: Volunteers']);
  });
  it('reads "label each spoke with N (4, 6, 2)" / "mark each route with the N: 12, 8" as one value a spoke', () => {
    const a = draw<HubContent>('hub and spoke map: central warehouse Leipzig, spokes to Dresden, Berlin, Halle, Erfurt, Prague. label each spoke with daily truck count (4, 6, 2, 3, 1)');
    expect(a.spokes.map((s) => `${s.label} ${s.description}`)).toEqual(['Dresden Daily truck count: 4', 'Berlin Daily truck count: 6', 'Halle Daily truck count: 2', 'Erfurt Daily truck count: 3', 'Prague Daily truck count: 1']);
    const b = draw<HubContent>('hub diagram: our depot in Lyon, routes to Grenoble, Annecy, Valence, Chambéry. Mark each route with the weekly deliveries: 12, 8, 5, 3');
    expect(b.center.label).toBe('Depot in Lyon');
    expect(b.spokes.map((s) => s.description)).toEqual(['Weekly deliveries: 12', 'Weekly deliveries: 8', 'Weekly deliveries: 5', 'Weekly deliveries: 3']);
  });
});

describe('funnels asked for before a meeting', () => {
  it('reads "Quick one before the Monday stand-up: turn our checkout numbers into a funnel" as the "Checkout funnel"', () => {
    const c = draw<FunnelContent>('Morning! Quick one before the Monday stand-up: could you turn our checkout numbers into a funnel? Numbers from GA4:\nSessions 48,200\nViewed a product 12,900\nAdded to cart 3,100\nPurchased 890');
    expect(c.title).toBe('Checkout funnel');
  });
  it('keeps the first counted line written right after the request ("… into a funnel? Landing page visits 9,400")', () => {
    const c = draw<FunnelContent>("Hi all! Before tomorrow's sync: can you turn our newsletter signup numbers into a funnel? Landing page visits 9,400\nForm started 2,100\nConfirmed email 1,300\nOpened first issue 760");
    expect(c.title).toBe('Newsletter signup funnel');
    expect(c.stages.map((s) => s.value)).toEqual([9400, 2100, 1300, 760]);
  });
});

describe('numbered items run together', () => {
  it('reads "1) Fill in the form 2) DBS check 3) …" in one sentence as one item each', () => {
    const c = draw<ListContent>('Can you lay out our volunteer onboarding as step cards? 1) Fill in the application form 2) DBS check 3) Attend induction evening 4) Get your volunteer badge 5) Book shifts on the rota app.');
    expect(c.items.map((i) => i.label)).toEqual(['Fill in application form', 'DBS check', 'Attend induction evening', 'Get your volunteer badge', 'Book shifts on rota app']);
  });
});

describe('tips and tallies that look like instructions', () => {
  it('keeps "1. Keep knives sharp - dull blades slip" under a style line as the first tip, and no label ends on "never"', () => {
    const c = draw<ListContent>('Create a card-style infographic titled "5 Knife Skills". Style: whiteboard look, one card per tip, numbered.\n1. Keep knives sharp - dull blades slip\n2. Use the claw grip with your guiding hand\n3. Anchor the board on a damp cloth\n4. Wash knives separately, never in the sink pile');
    expect(c.items.map((i) => i.label)).toEqual(['Keep knives sharp', 'Use claw grip with guiding hand', 'Anchor board on damp cloth', 'Wash knives separately']);
    expect(draw<ListContent>('Garden rules for the kids:\n1. Keep gates closed at all times\n2. Wash hands after the compost\n3. Ask before picking anything').items[0]!.label).toBe('Keep gates closed at all times');
  });
  it('keeps a tallied answer that opens with "No" ("No preference  9") as a part', () => {
    const c = draw<ProportionContent>('Staff survey, question 4: Which day do you prefer for the team lunch?\nMonday ...... 12\nWednesday ... 30\nFriday ...... 41\nNo preference  9');
    expect(c.parts.map((p) => `${p.label} ${p.value}`)).toEqual(['Monday 12', 'Wednesday 30', 'Friday 41', 'No preference 9']);
  });
});

describe('matrix items placed by scale words', () => {
  it('reads "Act as a consultant and place our routes on a 2x2 of growth (low/high) vs profitability (low/high): A (growing, very profitable), …"', () => {
    const c = draw<MatrixContent>("Act as a consultant and place our airline's routes on a 2x2 of market growth (low/high) vs route profitability (low/high): Bristol-Faro (growing, very profitable), Exeter-Jersey (flat, profitable), Newquay-Belfast (growing but losing money), Cardiff-Guernsey (shrinking and loss-making). Label the quadrants Stars, Cash Cows, Question Marks, Dogs.");
    expect([c.y_axis.label, c.x_axis.label]).toEqual(['Market growth', 'Route profitability']);
    expect(c.items.map((i) => `${i.label}@${i.quadrant ?? (i.y! >= 0.5 ? 'top' : 'bottom') + '-' + (i.x! >= 0.5 ? 'right' : 'left')}`)).toEqual(['Bristol-Faro@top-right', 'Exeter-Jersey@bottom-right', 'Newquay-Belfast@top-left', 'Cardiff-Guernsey@bottom-left']);
  });
  it('reads "our shops on growth (low/high) vs share (low/high): A (booming, dominant), B (declining, tiny)"', () => {
    const c = draw<MatrixContent>('Place our shops on a grid of growth (low/high) vs share (low/high): Riverside (booming, dominant), Old Town (declining, tiny), Harbour (stagnant, large).');
    expect(c.items.map((i) => `${i.label}@${i.quadrant ?? (i.y! >= 0.5 ? 'top' : 'bottom') + '-' + (i.x! >= 0.5 ? 'right' : 'left')}`)).toEqual(['Riverside@top-right', 'Old Town@bottom-left', 'Harbour@bottom-right']);
  });
});
