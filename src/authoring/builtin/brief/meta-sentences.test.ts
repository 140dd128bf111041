import { describe, expect, it } from 'vitest';
import { isCjkContextSentence, isMetaRequest } from './meta-sentences.js';
import { readBrief } from './read-brief.js';
import { readDiscourse } from './discourse.js';

describe('requests read by their parts: an ask, a drawing, a pointer back, no list', () => {
  it.each([
    'Would love a circular diagram of that for the shed door.',
    'I want an overlapping-circles picture of this to explain it to new clients.',
    '¿Me ayudas con un embudo que muestre estas etapas?',
    'Could you make that for our parents\' evening slides?',
    'Kannst du mir daraus bitte ein Schaubild machen?',
    'Pourriez-vous en faire un joli schéma pour ça ?',
  ])('reads "%s" as a request about content given elsewhere', (s) => {
    expect(isMetaRequest(s, { begun: true, after: 0 })).toBe(true);
  });

  it('reads "I volunteer for X and need an org chart for our handbook." before the content as a request', () => {
    expect(isMetaRequest('I volunteer for the Clean Rivers Trust and need an org chart for our new volunteer handbook.', { begun: false, after: 40 })).toBe(true);
  });

  it.each([
    'Can you draw a mind map about renewable energy?',
    'I need a UML class diagram for a hospital.',
    'Can you make a flowchart for how our host stand handles walk-ins at Osteria Bruno?',
    'Please draw this as a cycle: plan, do, check, act.',
    'I need a picture of the three teams, the two offices and the one warehouse.',
    'PDCAサイクルの図を作ってください。',
  ])('keeps "%s": it names its own subject or carries a list', (s) => {
    expect(isMetaRequest(s, { begun: false, after: 40 })).toBe(false);
  });

  it('keeps a pointer-back request that is the whole prompt ("Can you draw this?" with nothing after it)', () => {
    expect(isMetaRequest('Could you draw this as a loop?', { begun: false, after: 2 })).toBe(false);
  });

  it('keeps a sentence with no drawing in it ("We would love this to be over by June.")', () => {
    expect(isMetaRequest('We would love this to be over by June.', { begun: true, after: 0 })).toBe(false);
  });
});

describe('a first-person CJK sentence before the content', () => {
  it('reads "我之前在咖啡店做了三年店长，…，麻烦帮我画一个思维导图。" as who writes and what they want', () => {
    expect(isCjkContextSentence('我之前在咖啡店做了三年店长, 现在打算开一家奶茶店, 麻烦帮我画一个思维导图.', { begun: false, after: 40 })).toBe(true);
  });
  it('keeps a first-person sentence that carries a list ("我们有三个部门：…")', () => {
    expect(isCjkContextSentence('我们有三个部门: 销售、研发、财务.', { begun: false, after: 40 })).toBe(false);
  });
});

describe('the discourse reader drops these requests and keeps the content', () => {
  it('drops "Would love a circular diagram of that …" after a told cycle', () => {
    const d = readDiscourse('Potatoes go first, then legumes, then brassicas, then roots. Would love a circular diagram of that for the shed door.');
    expect(d.content).toBe('Potatoes go first, then legumes, then brassicas, then roots.');
    expect(d.requests).toEqual(['Would love a circular diagram of that for the shed door.']);
  });
  it('drops "one lane per role please, warm colours": each part asks for a layout or a look', () => {
    const d = readDiscourse('Waiter: takes the order\nKitchen: cooks the dish\none lane per role please, warm colours');
    expect(d.content).toBe('Waiter: takes the order\nKitchen: cooks the dish');
  });
  it('hears "an overlapping-circles picture" as a Venn diagram', () => {
    expect(readBrief('Designers do layout, copywriters do scripts, and both do storyboards. I want an overlapping-circles picture of this.').named?.kind).toBe('venn');
  });
});

describe('layout requests and remarks after the content', () => {
  it('reads "I\'d like each party as a column with the messages going down the page" as a request', () => {
    expect(isMetaRequest("I'd like each party as a column with the messages going down the page in time order.", { begun: true, after: 0 })).toBe(true);
    expect(isMetaRequest('Please show stages left to right with what they do and how they feel, plus a little mood line.', { begun: true, after: 0 })).toBe(true);
  });
  it('drops "It\'s for the welcome pack for new tenants." and "Bold and readable on a phone screen please."', () => {
    const d = readDiscourse('Batteries charged, propellers inspected, SD card formatted. Bold and readable on a phone screen please. It\'s for the welcome pack for new tenants.');
    expect(d.content).toBe('Batteries charged, propellers inspected, SD card formatted.');
  });
  it('ends a sentence at an emoji before a capital ("… in the field 😅 Could you make …")', () => {
    const d = readDiscourse('Hi, I lead a small drone survey team and we keep forgetting things 😅 Could you make a checklist for the pre-flight routine? Batteries charged, propellers inspected, SD card formatted, airspace checked.');
    expect(d.content.startsWith('Could you make a checklist')).toBe(true);
  });
  it('reads a first-person sentence before a list as context ("Je déménage à Lyon … débordée…")', () => {
    const d = readDiscourse('Je déménage à Lyon le mois prochain et je suis un peu débordée… Pourriez-vous me faire une carte mentale autour de « Déménagement » ? Les branches : Administratif (adresse, box), Cartons (cuisine, livres), Logistique (camion, amis).');
    expect(d.requests).toEqual(['Je déménage à Lyon le mois prochain et je suis un peu débordée…']);
    expect(d.content.startsWith('Pourriez-vous me faire une carte mentale autour de « Déménagement » ?')).toBe(true);
  });
  it('keeps "I need a slide comparing A, B and C for our review" before its criteria: it names the options', () => {
    const d = readDiscourse('I need a slide comparing PostgreSQL, MongoDB and DynamoDB for our review. Criteria are: data model (relational / document / key-value), schema (strict / flexible / flexible), hosting (any / Atlas / AWS).');
    expect(d.content.startsWith('I need a slide comparing')).toBe(true);
  });
});

describe('frames and wishes about the look', () => {
  it('reads "Trying to explain to our new techs how X works." as the frame "How X works"', () => {
    const d = readDiscourse('Trying to explain to our new pharmacy techs how an e-prescription reaches us. The doctor signs the prescription, the clinic software sends it to the hub, and the pharmacy polls the hub.');
    expect(d.frame).toBe('How an e-prescription reaches us');
    expect(d.content.startsWith('The doctor signs')).toBe(true);
  });
  it('reads "For our marketing offsite I want to show how we think about content." as a frame after an audience lead', () => {
    const d = readDiscourse('For our marketing offsite I want to show how we think about content. The base is evergreen blog posts, then how-to videos, then case studies, and at the tip the annual report.');
    expect(d.frame).toBe('How we think about content');
  });
  it('drops "Hand-drawn feel would be cool." and "Club colours are green and white." after the content', () => {
    const d = readDiscourse('Equipment: mic, headphones. Content: themes, guests, music. Hand-drawn feel would be cool. Club colours are green and white.');
    expect(d.content).toBe('Equipment: mic, headphones. Content: themes, guests, music.');
  });
  it('hears "I\'d like each party as a column" as a sequence diagram', () => {
    expect(readBrief('The doctor signs it, the hub stores it, the pharmacy polls the hub. I\'d like each party as a column with the messages going down the page.').named?.kind).toBe('sequence');
  });
});

describe('talk around the request', () => {
  it('drops "Hey, hoping you can help!" and reads "At our agency, onboarding a freelancer is a mess of emails." as the frame', () => {
    const d = readDiscourse("Hey, hoping you can help! At our design agency, onboarding a freelancer is a mess of emails. PM sends the brief; freelancer signs the NDA; finance sets them up as a supplier.");
    expect(d.frame).toBe('Onboarding a freelancer');
    expect(d.content.startsWith('PM sends the brief')).toBe(true);
  });
});

describe('terse asks in other languages', () => {
  it.each(['Als Kreislauf bitte', 'Un entonnoir, svp', '¿Un embudo?', 'A funnel?'])('reads "%s" as a kind asked for', async (s) => {
    const { isTerseAsk } = await import('./discourse.js');
    expect(isTerseAsk(s)).toBe(true);
  });
  it('keeps a real question ("Who pays?", "Is this a funnel?")', async () => {
    const { isTerseAsk } = await import('./discourse.js');
    expect(isTerseAsk('Who pays?')).toBe(false);
    expect(isTerseAsk('Is this a funnel?')).toBe(false);
  });
});

describe('where the writer belongs', () => {
  it('frames the drawing with a named place ("I volunteer at the Hollow Lane community garden and …")', () => {
    const d = readDiscourse("Hi there, I volunteer at the Hollow Lane community garden and we're putting up a board. Could you make a timeline of our story? 2015 – three neighbours clear the lot. 2017 – first harvest festival. 2019 – the council grants a lease.");
    expect(d.frame).toBe('Hollow Lane community garden');
  });
  it('gives no frame for an unnamed place ("I run a small sourdough bakery in Leeds")', () => {
    const d = readDiscourse('I run a small sourdough bakery in Leeds and I keep explaining the routine. It goes: mix the dough at 4am, then leave it, then shape the loaves and bake them.');
    expect(d.frame).toBeUndefined();
  });
});

describe('context before the content, in more shapes', () => {
  it('drops "We\'re building QuizRush, a quiz game, and I need a system diagram for our tech design doc."', () => {
    const d = readDiscourse("We're building QuizRush, a real-time multiplayer quiz game, and I need a system diagram for our tech design doc. Players connect from browser clients over WebSockets to a gateway. The gateway checks tokens with the auth service.");
    expect(d.content.startsWith('Players connect')).toBe(true);
  });
  it('drops "We\'re launching a box scheme in town and I need a graphic for the restaurants."', () => {
    const d = readDiscourse("We're launching a reusable takeaway box scheme in town and I need a graphic for the restaurants. A customer borrows a box with their meal, returns it at any drop point, our van collects the boxes, and then the next customer borrows one again.");
    expect(d.content.startsWith('A customer borrows')).toBe(true);
  });
  it('drops "Quick one for our HR monthly:" and "this season we hired pickers …" before counted stages, and "I want to show the drop-off at each step as a funnel, …"', () => {
    const d = readDiscourse('Quick one for our HR monthly: this season we hired warehouse pickers for the Christmas peak. 900 people applied, 310 passed the phone screen, 120 came to the site visit, 60 got an offer and 48 started. I want to show the drop-off at each step as a funnel, with the numbers on each band. Company navy please.');
    expect(d.content).toBe('900 people applied, 310 passed the phone screen, 120 came to the site visit, 60 got an offer and 48 started.');
  });
  it('drops "Hi all –" before the first sentence', () => {
    expect(readDiscourse("Hi all – I'm organising our team retreat and need a side-by-side of three venues: A, B and C.").dropped).toContain('Hi all –');
  });
  it('hears "it goes round and round" as a cycle, and "washed at the hub" as no hub', () => {
    const b = readBrief('A customer borrows a box, returns it, the van collects it, it is washed at the hub, and the next customer borrows it – it goes round and round.');
    expect(b.named?.kind).toBe('cycle');
  });
});
