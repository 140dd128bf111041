// The use case and journey kinds are chosen for their names and typical wording in several languages, and do not
// take prose that belongs to a timeline, a swimlane or a flowchart.
import { describe, expect, it } from 'vitest';
import { runEngine, type EngineDeps } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';

const deps: EngineDeps = { designs: plannedDesigns };
const kindOf = (prompt: string) => runEngine(prompt, 'auto', deps).kind;

describe('use case wording', () => {
  it.each([
    'Use case diagram for a library: members borrow books, librarians manage the catalog',
    'Draw the use-case model of our booking app',
    'Actors: User, AI Assistant, OCR service. Use cases: Upload report, Analyze report',
    "Diagramme de cas d'utilisation : Client, Commander, Payer",
    'Anwendungsfalldiagramm für einen Onlineshop: Kunde, Bestellen, Bezahlen',
    'Diagrama de casos de uso de un cajero: Cliente, Retirar dinero, Consultar saldo',
    '用例图：学生、选课、查看成绩',
    'ユースケース図：利用者、ログイン、検索',
    'The customer can place an order; checkout <<include>> payment; apply coupon <<extend>> checkout',
  ])('chooses usecase for %j', (prompt) => {
    expect(kindOf(prompt)).toBe('usecase');
  });
  it('reads "What can each type of user do …? … Show the actors and their actions, with a system boundary" as a use case diagram', () => {
    expect(kindOf("What can each type of user do in the parking app? Drivers find a free spot, reserve a spot and pay for parking. Parking attendants check a plate and issue a fine. Show the actors and their actions, with a system boundary labelled 'ParkEasy'.")).toBe('usecase');
  });
});

describe('journey wording', () => {
  it.each([
    'User journey for ordering a pizza: search, choose, pay, wait, eat',
    'Customer journey map: Awareness, Consideration, Purchase, Retention',
    'journey map of a hotel stay with the guest feelings at each step',
    'Parcours client : Découverte, Achat, Livraison',
    'Customer Journey eines Fitnessstudios: Interesse, Probetraining, Vertrag',
    'Recorrido del cliente: Búsqueda, Compra, Entrega',
    '用户旅程：注册、认证、首次交易',
    'カスタマージャーニー：認知、検討、購入',
    'Map the onboarding with stages like Sign up, Verification, KYC, First transaction, with the pain points at each stage',
  ])('chooses journey for %j', (prompt) => {
    expect(kindOf(prompt)).toBe('journey');
  });

  it.each([
    'Visiting the gym for the first time: 1) signs up at the desk — staff is friendly 😊 2) gets a locker — the lock is broken 😠 3) first workout — feels a bit lost 😕 4) leaves — relieved and proud',
    'Our app onboarding: Download (finds it in the store, curious), Sign up (long form, frustrated), First task (done in a minute, happy)',
    'How new hires feel in their first week: day one laptop setup takes hours, annoyed; day two meets the team, happy; day three first ticket, nervous',
  ])('reads stages told with feelings (words or mood emoji) as a journey without the word "journey": %j', (prompt) => {
    expect(kindOf(prompt)).toBe('journey');
  });

  it('does not take a list of emotion words for a journey', () => {
    expect(kindOf('Mind map of emotions: happy, sad, angry, anxious, excited')).not.toBe('journey');
  });
});

describe('options with values', () => {
  it('reads option lines with values under shared words as a comparison, not a chart or a timeline', () => {
    expect(kindOf('Plan A: $25/mo, 10GB data, no hotspot\nPlan B: $40/mo, unlimited data, 5GB hotspot\nPlan C: $32/mo, 30GB data, 10GB hotspot')).toBe('comparison');
    expect(kindOf("Laptops I'm looking at:\n- Dell XPS 13: 1.2 kg, 12 h battery, 1299 EUR\n- MacBook Air: 1.24 kg, 18 h battery, 1199 EUR\n- ThinkPad X1: 1.1 kg, 15 h battery, 1599 EUR")).toBe('comparison');
  });
  it('draws plans named Basic, Pro and Team as a table, not as pros and cons', () => {
    expect(runEngine('Basic costs 9 euros a month with 1 user and 10 GB; Pro costs 19 euros with 5 users and 100 GB; Team costs 49 euros with 20 users and 1 TB. Show them side by side.', 'auto', deps).design).toBe('comparison-table');
  });
  it('keeps a single series of values a chart', () => {
    expect(kindOf('Monthly revenue by region: North: 120k, South: 90k, East: 60k')).toBe('proportion');
  });
  it('does not take "for our architecture review" for an architecture', () => {
    expect(kindOf('A slide comparing PostgreSQL, MongoDB and DynamoDB for our architecture review: data model (relational / document / key-value), schema (strict / flexible / flexible)')).toBe('comparison');
  });
});

describe('SWOT headings', () => {
  it.each([
    'Stärken: treue Kunden, gutes Brot. Schwächen: kein Onlineshop. Chancen: Wochenmarkt. Risiken: steigende Mehlpreise.',
    'Análisis de la cafetería. Fortalezas: buena ubicación. Debilidades: poco espacio. Oportunidades: turismo. Amenazas: alquiler alto.',
    'Our bakery. Strengths: loyal regulars, sourdough. Weaknesses: no online ordering, tiny kitchen, only two staff members who are often sick. Opportunities: farmers market. Threats: rising flour prices.',
  ])('reads strengths, weaknesses, opportunities and threats as a 2x2 matrix without the word SWOT: %j', (prompt) => {
    expect(kindOf(prompt)).toBe('matrix');
  });
});

describe('messages between named parties', () => {
  it('reads "The App sends X to the Restaurant. The Restaurant replies … The App notifies me" as a sequence without naming one', () => {
    expect(kindOf('I order a taxi in the App. The App sends the request to the Driver. The Driver accepts and replies with an arrival time. The App notifies me with the time.')).toBe('sequence');
    expect(kindOf('The Shop asks the Bank for a payment. The Bank forwards it to the Card Network, the Card Network responds to the Bank, and the Bank returns the result to the Shop.')).toBe('sequence');
  });
});

describe('prose of other kinds stays where it was', () => {
  it.each([
    ['Timeline of the company: founded 2010, IPO 2015, acquired 2020', 'timeline'],
    ['Customer onboarding for a bank: sign up, verify identity, open account, first deposit. Show the customer, the bank systems and the operations team as lanes.', 'swimlane'],
    ['Flowchart: user signs up, if the email is valid send a welcome mail, otherwise show an error', 'flowchart'],
    ['A sequence diagram: the user sends a login request to the API, the API queries the database and returns a token', 'sequence'],
    ['Roadmap: Q1 discovery, Q2 beta, Q3 launch', 'timeline'],
  ])('keeps %j a %s', (prompt, kind) => {
    expect(kindOf(prompt)).toBe(kind);
  });
});

describe('architecture told as data coming and going', () => {
  it('reads "apps call a GraphQL layer, which fetches … from the CMS … Images come from a CDN … pushes … to the engine" as architecture, not a sequence', () => {
    expect(kindOf('The Lantern news app: the iOS and Android apps call a GraphQL layer, which fetches articles from the CMS and user profiles from the Auth service. Images come from a CDN in front of an S3 bucket. A nightly job pushes trending stories to the recommendation engine.')).toBe('architecture');
  });
});
