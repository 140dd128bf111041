import { beforeAll, describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { loadNlp } from '../text/nlp.js';
import { classify } from './classify.js';

beforeAll(async () => { await loadNlp(); });

const kindOf = (prompt: string) => {
  const b = readBrief(prompt);
  return classify(analyze(b.content), { named: b.named?.kind, mentions: b.mentions })[0]!.kind;
};

describe('shapes that settle the kind against a kind word used loosely', () => {
  it('reads "a funnel of …: A 46%, B 22%, …" adding up to 100 as shares of a whole', () => {
    expect(kindOf('A funnel of where our website traffic came from last month: organic search 46%, direct 22%, referral 14%, social 11%, email 7%.')).toBe('proportion');
  });
  it('keeps a funnel whose percentages are conversion rates', () => {
    expect(kindOf('Sales funnel: visitors 100%, signups 40%, trials 20%, paid 5%')).toBe('funnel');
  });
  it('reads "timeline for …: task 1–5 Sept, task 3–12 Sept, …" as a schedule', () => {
    expect(kindOf("Timeline for the school play — the tasks overlap: auditions 1–5 Sept, script edits 3–12 Sept, rehearsals 8 Sept–20 Oct, set building 15 Sept–15 Oct, dress rehearsal 22 Oct.")).toBe('gantt');
  });
  it('reads "a timeline of how patients experience …: stage (feeling), …" as a journey', () => {
    expect(kindOf('A timeline of how patients experience our clinic: finding us on Google (hopeful), phone booking (frustrated, long hold), first session (reassured), home exercises (bored), follow-up (motivated again).')).toBe('journey');
  });
  it('reads "timeline of statuses: A → B; B → C or → D" as a state machine', () => {
    expect(kindOf('Timeline of statuses for a job application: Applied → Screening; Screening → Rejected or → Interview; Interview → Offer or → Rejected; Offer → Hired.')).toBe('state');
  });
  it('keeps "product lifecycle: A → B → C" chains of steps as a process, not states', () => {
    expect(kindOf('Create product development lifecycle:\n- Discovery: Market research → User interviews → Competitor analysis\n- Design: Wireframes → Mockups → Prototype\n- Launch: Beta testing → Feedback → Release')).not.toBe('state');
  });
  it('reads "the hierarchy for our game: X is the base …; Y and Z inherit from it" as classes', () => {
    expect(kindOf("Here's the hierarchy for our game: Character is the base with health and move(); Baker and Goblin inherit from it; Goblin has a steal() method.")).toBe('class');
  });
  it('reads "the flow of data between tables: …many…, foreign keys" as a data model', () => {
    expect(kindOf('Show the flow of data between tables in our gym DB: a Member makes many Bookings, each Booking is for one Class Session. Booking has member_id and session_id as foreign keys.')).toBe('er');
  });
  it('reads "a flowchart of how we grew: 2015 …, 2017 …, 2019 …" with no branches as a timeline', () => {
    expect(kindOf('A quick flowchart of how our company grew: 2015 founded in Kiel, 2017 first contract, 2019 Series A, 2021 opened Oslo office. Just the milestones in order.')).toBe('timeline');
  });
  it('reads "the timeline of what happens when …: if …, otherwise …" with no dates as a process', () => {
    expect(kindOf('Need the timeline of what happens when a parcel scan fails: driver rescans the label; if it still fails, check the address. Readable → print a new label; not readable → call the sender.')).toBe('flowchart');
  });
  it('reads "N people do A, M do B, …" falling at each step with people lost as a funnel', () => {
    expect(kindOf("Here's the timeline of a typical month: 50,000 people open the landing page, 12,000 start the signup, 7,500 finish it, 2,100 start a trial and 600 become paying members. Show how many we lose at each step.")).toBe('funnel');
  });
  it('reads "a flow of what each user type can do — not steps, just capabilities" as use cases', () => {
    expect(kindOf('A flow of what each user type can do in our lunch app — not steps, just capabilities: Parents top up balance and choose meals; Kitchen staff see the order list; the School admin manages menus.')).toBe('usecase');
  });
  it('reads "a flowchart of our routine: A, B, C — and round we go again" as a cycle', () => {
    expect(kindOf('A flowchart of our content routine: publish a blog post, slice it into clips, gather comments, write a new post answering them — and round we go again.')).toBe('cycle');
  });
});

describe('kinds implied without a kind word', () => {
  it('reads "X sits in the middle and everyone talks to her" as a hub, even after "looks like a hierarchy on paper"', () => {
    expect(kindOf('Our team looks like a hierarchy on paper, but really: Dana sits in the middle and everyone talks to her — the designer, the copywriter, the developer and the photographer.')).toBe('hub');
  });
  it('reads "the warehouse supplies five stores directly … everything goes out from Lyon" as a hub', () => {
    expect(kindOf('Our central warehouse in Lyon supplies five stores directly: Grenoble, Annecy, Valence, Saint-Étienne and Chambéry. Everything goes out from Lyon.')).toBe('hub');
  });
  it('reads "Team A does …; Team B does …; show who does which step" as swimlanes', () => {
    expect(kindOf('How a catering order moves: Sales takes the order; Kitchen orders ingredients and cooks; Logistics loads the van and delivers; Finance chases payment. Show who does which step.')).toBe('swimlane');
  });
  it('reads "every year: A in winter, B in spring, C in summer, D in autumn, and it starts all over again" as a cycle', () => {
    expect(kindOf('Every year at the vineyard: prune the vines in winter, bud break in spring, green harvest in summer, harvest in autumn, and then the pruning starts all over again.')).toBe('cycle');
  });
  it('reads "by market growth and market share: … stars … dogs" as a 2x2 matrix', () => {
    expect(kindOf("A quick comparison of our product lines by market growth and market share: e-bikes high growth and high share, kids' bikes low growth but high share — which are our stars and which are the dogs?")).toBe('matrix');
  });
  it('does not read a "mindmap-ish slide … really just the points" as a mind map', () => {
    expect(kindOf('A little mindmap-ish slide of the house rules — really just the points: no smoking indoors, quiet after 10pm, take the bins out on Tuesday, max four guests.')).not.toBe('mindmap');
  });
});

describe('more implied kinds', () => {
  it('reads "the hierarchy of skills … as layers that build on each other" as a pyramid', () => {
    expect(kindOf('Show the hierarchy of skills our junior accountants need, as layers that build on each other — bottom layer: bookkeeping basics; then Excel modelling; then tax rules; and client advisory at the top.')).toBe('pyramid');
  });
  it('reads "our hierarchy of ideas … thoughts around the central theme" as a mind map', () => {
    expect(kindOf("Our team's hierarchy of ideas for cutting office energy use — no particular order, just thoughts around the central theme: lighting (motion sensors, LED swap), heating (smart thermostats, close doors), devices (shutdown at 7pm), people (green champions).")).toBe('mindmap');
  });
  it('reads "Riders can A, B and C. The crew can D. Admins can E." as use cases', () => {
    expect(kindOf('For the bike-share system: Riders can unlock a bike, end a trip and report damage. The Maintenance crew can mark a bike as repaired and see damage reports. Admins can set prices and ban users.')).toBe('usecase');
  });
});

describe('kinds implied in the ways people write (own prompts in the shapes seen after unseen6)', () => {
  const kindAsked = (prompt: string) => {
    const b = readBrief(prompt);
    return classify(analyze(b.content), { named: b.named?.kind, mentions: b.mentions, requests: b.requests })[0]!.kind;
  };
  it('"X sits at the centre of everything: A, B and C all connect to X" is a hub', () => {
    expect(kindAsked('Show how the city library sits at the centre of everything: the schools, the museum, the council and the book club all connect to the library.')).toBe('hub');
  });
  it('items tagged "(urgent, important)" sorted "into urgent/important boxes" make an Eisenhower matrix, whatever "schedule" says', () => {
    expect(kindAsked('Can you sort these into urgent/important boxes so I know what to do, delegate, schedule or drop?\n- Pay the venue deposit (urgent, important)\n- Plan next term\'s schedule (important, not urgent)\n- Answer sponsor emails (urgent, not important)\n- Tidy the storeroom (neither)')).toBe('matrix');
  });
  it('"first X experience: finding …, booking …, paying …" is a journey', () => {
    expect(kindAsked('first dentist visit experience: finding a clinic online, calling to book, filling in forms, the check-up itself, paying at reception')).toBe('journey');
  });
  it('"schéma circulaire de l\'année … jusqu\'à la prochaine taille" is a cycle', () => {
    expect(kindAsked("Un schéma circulaire de l'année au jardin : semis en mars, plantation en mai, récolte en août, compost en novembre, puis repos jusqu'à la prochaine saison.")).toBe('cycle');
  });
  it('"1200 visits > 300 sign-ups > 90 trials > 40 paid" is a funnel', () => {
    expect(kindAsked('bakery newsletter last month: 1200 visits > 300 sign-ups > 90 trials > 40 paid')).toBe('funnel');
  });
  it('"the three shortlisted vans … so we can weigh them up" is a comparison', () => {
    expect(kindAsked('Lay out the three shortlisted vans so the board can weigh them up: the Vanta costs £21,000 and carries 900 kg; the Carro is £18,500 and carries 750 kg; the Mulo is £24,000 and carries 1,100 kg.')).toBe('comparison');
  });
  it('"a booking app - who does what? guests …; staff …" is a use case diagram', () => {
    expect(kindAsked('hotel booking app - who does what? guests search rooms, book and pay; staff confirm bookings and check guests in')).toBe('usecase');
  });
  it('"aufgeteilt nach Abteilungen" splits a process into lanes', () => {
    expect(kindAsked('Bitte stell den Ablauf einer Reklamation dar, aufgeteilt nach Abteilungen. Der Kundendienst nimmt die Reklamation auf. Danach prüft die Qualitätssicherung die Ware. Die Buchhaltung erstattet den Betrag.')).toBe('swimlane');
  });
  it('"Un biglietto nasce prenotato; dopo il pagamento diventa pagato; … passa a imbarcato" is a state machine', () => {
    expect(kindAsked('Un ordine nasce bozza; dopo la conferma diventa confermato. Alla spedizione passa a spedito e, alla consegna, diventa consegnato. Da bozza il cliente può annullarlo.')).toBe('state');
  });
});
