import { beforeAll, describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { loadNlp } from '../text/nlp.js';

beforeAll(async () => { await loadNlp(); });

const kindOf = (prompt: string) => runEngine(prompt, 'auto', { designs: plannedDesigns }).kind;
const designOf = (prompt: string) => runEngine(prompt, 'auto', { designs: plannedDesigns }).design;

describe('kinds named by what the drawing looks like', () => {
  it('reads "a two-circle overlap picture comparing A and B … Both: …" as a Venn diagram, not a table', () => {
    expect(kindOf('Could you make a two-circle overlap picture comparing cats and dogs? Cats: independent, climb trees, purr. Dogs: loyal, need walks, bark. Both: pets, furry, love naps.')).toBe('venn');
    expect(kindOf('Two circles please, tea vs coffee. Tea: leaves, lower caffeine. Coffee: beans, stronger. In common: hot drinks, morning ritual, served with milk.')).toBe('venn');
    expect(kindOf('Deux cercles qui se chevauchent : le vélo et la course. Vélo : matériel, descentes. Course : chaussures, trail. Les deux : endurance, plein air, cardio.')).toBe('venn');
  });
  it('reads "bubble chart of overlap pls: A, B, C. A+B = X, …" as a Venn diagram', () => {
    expect(kindOf('bubble chart of overlap pls: Art, Science, Sport. Art+Science = Design, Science+Sport = Physiology, all three = Olympics')).toBe('venn');
  });
  it('reads "a power/interest grid … turn this into the standard 4-box? x = interest, y = power" as a matrix, a "cycle lane" no cycle', () => {
    expect(kindOf('Stakeholders for the new bus lane on Mill Road\n\nPower/interest grid:\n- High power, high interest -> Manage closely: County council, Bus company\n- High power, low interest -> Keep satisfied: Police\n- Low power, high interest -> Keep informed: Residents, Cycle campaign\n- Low power, low interest -> Monitor: Visitors\n\nCan someone make this the usual 4-box? x = interest, y = power.')).toBe('matrix');
    expect(kindOf('Impact/effort grid for the sprint: login fix is high impact, low effort; new dashboard is high impact, high effort; dark mode is low impact, low effort; rewrite is low impact, high effort.')).toBe('matrix');
  });
  it('reads "could someone turn these into cards … 1) … 2) …" as a list, not a chart of the numbers', () => {
    expect(kindOf('Could someone turn these into cards for the volunteers? They always ask the same things. 1) Sign in at the front desk by 9. 2) Lanyards are in the blue box. 3) Lunch is at 12:30 in the hall. 4) The first-aid kit is behind the bar. 5) Lock the shed at 17:00.')).toBe('list');
    expect(kindOf("Pouvez-vous mettre ça en fiches pour les stagiaires ? 1) Le badge se retire à l'accueil. 2) Réunion d'équipe le lundi à 9h. 3) Le wifi invité est dans le classeur bleu. 4) Les congés se demandent à Paul.")).toBe('list');
  });
  it('reads "… a chart with bars for each workstream" over dated minutes as a Gantt chart, not a timeline', () => {
    expect(kindOf('Minutes - school fair planning, 3 Mar\n1. Stalls: bookings open 10 Mar, close 30 Apr (KL).\n2. Raffle prizes collected 1-20 May (PT).\n3. Posters printed by 15 May, then delivered to shops.\n4. Fair day 7 June.\n\nAction: Jo to turn this into a chart with bars for each workstream and owners in the labels.')).toBe('gantt');
  });
  it('reads "how the whole thing is wired … boxes and arrows please" as an architecture', () => {
    expect(kindOf("My son asked me to draw how the whole thing is wired at the bakery. The oven sensors send temperatures over Wi-Fi to a hub in the back room. The hub forwards to a small server, which writes into a database. A dashboard reads from the database for the tablet at the counter. Boxes and arrows please.")).toBe('architecture');
  });
  it('reads "states for a X? a -> b (…) -> c … from any state" as a state machine', () => {
    expect(kindOf("states for a hotel room? vacant -> booked (guest reserves) -> occupied (check-in) -> cleaning (check-out) -> vacant again. if not cleaned in 4h it goes to 'inspection'. also 'out of service' from any state when maintenance flags it")).toBe('state');
  });
  it('draws "a single 100% stacked bar" of tallied answers as parts of one whole', () => {
    expect(designOf('Q3. Which day suits the team lunch?\nMonday ...... 12\nWednesday ... 30\nFriday ...... 41\nAny day .... 9\n\nPlease show it as a single 100% stacked bar.')).toBe('proportion-donut');
  });
});

describe('mind maps told by their branches', () => {
  it('reads "ideas branching off \'X\': a, b, c" as a mind map around X', () => {
    const r = runEngine("garden club newsletter ideas branching off 'Newsletter': seasonal jobs, plant swap, member gardens, pests & diseases, allotment recipes", 'auto', { designs: plannedDesigns });
    expect(r.kind).toBe('mindmap');
    expect((r.content as { center: string }).center).toBe('Newsletter');
    expect(kindOf("podcast topics branching out from 'Season 2': guests, listener mail, live shows, field trips")).toBe('mindmap');
  });
});

describe('a year that comes round', () => {
  it('reads the Earth orbiting the sun through seasons, equinoxes and solstices as a cycle, in German and Japanese too', () => {
    expect(kindOf('Draw the Earth as it orbits the sun through the seasons: spring equinox, summer solstice, autumn equinox, winter solstice.')).toBe('cycle');
    expect(kindOf('Kreislauf der Erde um die Sonne: Frühlings-Tagundnachtgleiche, Sommersonnenwende, Herbst-Tagundnachtgleiche, Wintersonnenwende, Jahreszeiten im Wechsel')).toBe('cycle');
    expect(kindOf('地球の公転と季節：春分、夏至、秋分、冬至')).toBe('cycle');
  });
});

describe('kinds written short or by who uses a machine', () => {
  it('reads "arch diagram for …: a -> b -> c" and "infra diagram pls" as an architecture, not a flowchart', () => {
    expect(kindOf('arch diagram for Brick & Bolt hardware stores:\nstore POS terminals -> sync service -> central inventory DB\nweb shop -> central inventory DB\nsupplier EDI feed -> sync service')).toBe('architecture');
    expect(kindOf('infra diagram pls: mobile app -> API gateway -> orders service -> Postgres; orders service -> Kafka -> email worker')).toBe('architecture');
  });
  it('reads "who does what at our ticket kiosk: customer buys …; staff refill …" as use cases of the kiosk', () => {
    const r = runEngine('who does what at our cinema ticket kiosk: customer buys ticket, chooses seat, prints ticket; staff refill paper + cash up', 'auto', { designs: plannedDesigns });
    expect(r.kind).toBe('usecase');
    expect((r.content as { systems: { label: string }[] }).systems.map((s) => s.label)).toEqual(['Cinema ticket kiosk']);
    expect(kindOf('who does what with our library self-checkout machine: members borrow books, renew loans, pay fines; librarians override holds and restock receipts')).toBe('usecase');
  });
});
