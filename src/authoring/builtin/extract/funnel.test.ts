// The funnel extractor: the drop-off a prompt asks for, told beside each stage.
import { describe, expect, it } from 'vitest';
import type { FunnelContent } from '../../../spec/content/index.js';
import { briefCtxFor, ctxFor } from '../test/helpers.js';
import { extractFunnel } from './funnel.js';

const told = (c: FunnelContent) => c.stages.map((s) => `${s.label}: ${s.description ?? ''}`);

describe('drop-off between stages', () => {
  it('reads "with the drop-off at each step: product page 100%, add to cart 32%, …" as the share lost leaving each stage', () => {
    const c = extractFunnel(ctxFor('Draw our e-commerce checkout funnel with the drop-off at each step: product page 100%, add to cart 32%, checkout started 18%, payment 9%, order confirmed 7%.'));
    expect(c.stages.map((s) => s.value)).toEqual([100, 32, 18, 9, 7]);
    expect(told(c)).toEqual(['Product page: −68% drop-off', 'Add to cart: −44% drop-off', 'Checkout started: −50% drop-off', 'Payment: −22% drop-off', 'Order confirmed: ']);
  });

  it('reads "showing abandonment" with counts: "leads 1,000, qualified 400, proposals 100, won 25"', () => {
    const c = extractFunnel(ctxFor('Sales funnel showing abandonment: leads 1,000, qualified 400, proposals 100, won 25.'));
    expect(told(c)).toEqual(['Leads: −60% drop-off', 'Qualified: −75% drop-off', 'Proposals: −75% drop-off', 'Won: ']);
  });

  it('reads "where users drop off" and "leakage" as asking for it too', () => {
    for (const p of ['Funnel of where users drop off: visits 5000, signups 1200, activated 300', 'Signup leakage funnel: visits 5000, signups 1200, activated 300']) {
      expect(told(extractFunnel(ctxFor(p)))).toEqual(['Visits: −76% drop-off', 'Signups: −75% drop-off', 'Activated: ']);
    }
  });

  it('tells no drop-off when the prompt does not ask for it, or a value is missing', () => {
    expect(extractFunnel(ctxFor('Email funnel: sent 100%, opened 21%, clicked 3%')).stages.map((s) => s.description)).toEqual([undefined, undefined, undefined]);
    expect(told(extractFunnel(ctxFor('Funnel with drop-off: visits 5000, signups, activated 300')))).toEqual(['Visits: ', 'Signups: ', 'Activated: ']);
  });
});

describe('numbers by the prompt\'s language', () => {
  it('reads "1.200 Bewerbungen → 300 Telefoninterviews" in German as 1200, and "1,2 Mio" / "3,5 %" with a decimal comma', () => {
    const c = extractFunnel(ctxFor('Trichter für den Bewerbungsprozess: 1.200 Bewerbungen → 300 Telefoninterviews → 90 Fachinterviews → 18 Einstellungen'));
    expect(c.stages.map((s) => [s.label, s.value])).toEqual([['Bewerbungen', 1200], ['Telefoninterviews', 300], ['Fachinterviews', 90], ['Einstellungen', 18]]);
    const m = extractFunnel(ctxFor('Entonnoir de ventes : visiteurs 1,2 Mio, prospects 45 000, clients 3,5 %'));
    expect(m.stages.map((s) => s.value)).toEqual([1_200_000, 45_000, 3.5]);
  });
});

describe('count-led stage clauses', () => {
  const stages = (p: string) => extractFunnel(briefCtxFor(p)).stages.map((s) => [s.label, s.value]);

  it('reads "Este año 1.200 personas visitaron la web, 450 rellenaron …, 130 completaron la formación y al final 95 siguen activos" as one stage per count, without the time or the people', () => {
    expect(stages('Este año 1.200 personas visitaron la web de voluntariado, 450 rellenaron el formulario, 210 vinieron a la charla informativa, 130 completaron la formación y al final 95 siguen activos después de seis meses. ¡Gracias!')).toEqual([
      ['Visitaron la web de voluntariado', 1200], ['Rellenaron el formulario', 450], ['Vinieron a la charla informativa', 210], ['Completaron la formación', 130], ['Siguen activos después de seis meses', 95],
    ]);
  });

  it('reads "El mes pasado 3.000 personas vieron el anuncio, 900 entraron …, y al final 80 compraron" in one sentence before a question', () => {
    expect(stages('El mes pasado 3.000 personas vieron el anuncio, 900 entraron en la tienda, 250 añadieron algo al carrito y al final 80 compraron. ¿Un embudo?').map((s) => s[0])).toEqual(['Vieron el anuncio', 'Entraron en la tienda', 'Añadieron algo al carrito', 'Compraron']);
  });

  it('reads "This year 5,000 people visited …, … and finally 120 adopted a dog" and "… et enfin 40 sont venues" the same way', () => {
    expect(stages('This year 5,000 people visited the adoption page, 800 filled in the application, 300 had a home visit and finally 120 adopted a dog.').map((s) => s[0])).toEqual(['Visited the adoption page', 'Filled in the application', 'Had a home visit', 'Adopted a dog']);
    expect(stages("Cette année 2400 personnes ont ouvert notre newsletter, 600 ont cliqué sur le lien, 150 se sont inscrites et enfin 40 sont venues à l'atelier.").map((s) => s[0])).toEqual(['Ont ouvert notre newsletter', 'Ont cliqué sur le lien', 'Se sont inscrites', "Sont venues à l'atelier"]);
  });
});

describe('funnel in meeting notes', () => {
  it('reads "- heading:" over counted sub-items "  - 1,200 saw …" beside an action line as the stages, the heading as title', () => {
    const f = extractFunnel(briefCtxFor('Sales sync 3 March\n- webinar funnel:\n  - 2,400 registered\n  - 1,100 attended live\n  - 260 booked a demo\n  - 45 signed a contract\n- next steps: Priya to send the funnel chart to the board\n- budget: unchanged'));
    expect(f.stages.map((s) => [s.label, s.value])).toEqual([['Registered', 2400], ['Attended live', 1100], ['Booked a demo', 260], ['Signed a contract', 45]]);
    expect(f.title).toBe('Webinar funnel');
    const g = extractFunnel(briefCtxFor('Protokoll Vorstandssitzung, 2. Mai\n- Mitgliederwerbung Zahlen:\n  - 900 haben den Flyer gesehen\n  - 210 haben die Webseite besucht\n  - 60 haben sich angemeldet\n- Aufgabe (Jonas): Trichter-Grafik für die Mitgliederversammlung'));
    expect(g.stages.map((s) => s.value)).toEqual([900, 210, 60]);
    expect(g.title).toBe('Mitgliederwerbung');
  });
});

describe('funnel counts told in a sentence', () => {
  const stages = (prompt: string) => extractFunnel(briefCtxFor(prompt)).stages.map((s) => [s.label, s.value]);

  it('reads "500 people applied, 210 passed the test, 80 came to the interview, 30 got an offer and 25 started" as stages with counts', () => {
    expect(stages('For the volunteer report: 500 people applied, 210 passed the online test, 80 came to the interview, 30 got an offer and 25 actually started. Show it as a funnel.'))
      .toEqual([['Applied', 500], ['Passed the online test', 210], ['Came to the interview', 80], ['Got an offer', 30], ['Actually started', 25]]);
  });

  it('reads "bought 8-week course 55" as the stage "Bought 8-week course" with the count 55, not 8', () => {
    expect(stages('yoga studio funnel: site visits 3,200 → joined mailing list 540 → booked 2-day retreat 90 → bought 8-week course 55'))
      .toEqual([['Site visits', 3200], ['Joined mailing list', 540], ['Booked 2-day retreat', 90], ['Bought 8-week course', 55]]);
  });

  it('reads "week-2 active 500" as the stage "Week-2 active" with the count 500', () => {
    expect(stages('funnel: trial starts 800 → week-2 active 500 → upgraded 120')).toEqual([['Trial starts', 800], ['Week-2 active', 500], ['Upgraded', 120]]);
  });

  it('reads "We had 5,000 visitors; 1,200 of them signed up; …" without "we had" and "of them" in the stages', () => {
    expect(stages('We had 5,000 visitors; 1,200 of them signed up; 300 started a trial; 90 paid. Show it as a funnel'))
      .toEqual([['Visitors', 5000], ['Signed up', 1200], ['Started a trial', 300], ['Paid', 90]]);
  });

  it('reads "Out of 1,000 people who saw the ad, 200 clicked, …" with the whole as the first stage "Saw the ad"', () => {
    expect(stages('Out of 1,000 people who saw the ad, 200 clicked, 50 signed up and 10 paid. Make a funnel.')).toEqual([['Saw the ad', 1000], ['Clicked', 200], ['Signed up', 50], ['Paid', 10]]);
  });

  it('reads Spanish "De 1.000 visitantes, 300 se registraron, … y 40 compraron" without "de"', () => {
    expect(stages('De 1.000 visitantes, 300 se registraron, 120 probaron la demo y 40 compraron. Embudo por favor.')).toEqual([['Visitantes', 1000], ['Se registraron', 300], ['Probaron la demo', 120], ['Compraron', 40]]);
  });

  it('reads "Our leads this quarter — 2,400 MQLs, then 800 SQLs, …" with the words before the dash as the title', () => {
    const c = extractFunnel(briefCtxFor('Our leads this quarter — 2,400 MQLs, then 800 SQLs, 300 opportunities, and 90 closed-won deals. Funnel with drop-off'));
    expect(c.title).toBe('Our leads this quarter');
    expect(c.stages.map((s) => [s.label, s.value])).toEqual([['MQLs', 2400], ['SQLs', 800], ['Opportunities', 300], ['Closed-won deals', 90]]);
  });

  it('reads "Visitors: 10k, signups: 2k, paid: 300" with the first name as a stage, not the title', () => {
    const c = extractFunnel(briefCtxFor('Visitors: 10k, signups: 2k, paid: 300. funnel chart'));
    expect(c.title).toBeUndefined();
    expect(c.stages.map((s) => [s.label, s.value])).toEqual([['Visitors', 10000], ['Signups', 2000], ['Paid', 300]]);
  });
});

describe('stages named in quotes', () => {
  it('keeps \'"10,000 raw ideas" — …\' whole: the quoted name is how the page writes it, number and all', () => {
    const c = extractFunnel(ctxFor('Innovation funnel\n1. "10,000 raw ideas" — Every idea starts as a spark\n2. "1,000 concepts"\n3. "100 prototypes"\n4. "1 shipped"'));
    expect(c.stages.map((s) => [s.label, s.value])).toEqual([['10,000 raw ideas', undefined], ['1,000 concepts', undefined], ['100 prototypes', undefined], ['1 shipped', undefined]]);
    expect(c.stages[0]!.description).toBe('Every idea starts as a spark');
  });
  it('still reads unquoted "10,000 visitors" as a value', () => {
    const c = extractFunnel(ctxFor('Sales funnel\n1. 10,000 visitors\n2. 1,000 signups\n3. 100 buyers'));
    expect(c.stages.map((s) => [s.label, s.value])).toEqual([['Visitors', 10000], ['Signups', 1000], ['Buyers', 100]]);
  });
});
