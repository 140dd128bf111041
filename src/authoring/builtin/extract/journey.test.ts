// The journey extractor, one test per sentence shape it reads.
import { describe, expect, it } from 'vitest';
import type { JourneyContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import type { ExtractContext } from './common.js';
import { extractJourney } from './journey.js';
import { readFeeling } from './journey-feelings.js';

function ctx(prompt: string): ExtractContext {
  const b = readBrief(prompt);
  const doc = analyze(b.content);
  if (b.title) doc.title = b.title;
  return { doc, design: 'journey-map', icon: () => undefined };
}

/** Steps as "Stage / Step (score)". */
function steps(c: JourneyContent): string[] {
  const l = new Map(c.stages.map((s) => [s.id, s.label]));
  return c.steps.map((s) => `${l.get(s.stage)} / ${s.label}${s.score ? ` (${s.score})` : ''}`);
}

function notes(c: JourneyContent): string[] {
  const l = new Map(c.stages.map((s) => [s.id, s.label]));
  return c.notes.map((n) => `${n.type} @ ${l.get(n.stage!)}: ${n.text}`);
}

describe('journeys from prose', () => {
  it('reads "stages like A, B, C, and the pain points at each stage" as the stages, inventing no pain point', () => {
    const c = extractJourney(ctx('Customer journey map for opening a bank account, with stages like Sign up, Verification, KYC, First transaction, and the pain points at each stage.'));
    expect(c.stages.map((s) => s.label)).toEqual(['Sign up', 'Verification', 'KYC', 'First transaction']);
    expect(c.notes).toEqual([]);
  });

  it('reads "stages: A, B" with "pain points: …" and "opportunities: …" under the stage they mention', () => {
    const c = extractJourney(ctx('journey map - car rental\nstages: Research, Booking, Pick-up\npain points: hidden fees at booking, long queue at pick-up\nopportunities: online check-in'));
    expect(c.stages.map((s) => s.label)).toEqual(['Research', 'Booking', 'Pick-up']);
    expect(notes(c)).toEqual(['pain @ Booking: Hidden fees at booking', 'pain @ Pick-up: Long queue at pick-up', 'opportunity @ Research: Online check-in']);
  });

  it('reads "first …, then …, finally …" as steps in order, with feelings in brackets as scores', () => {
    const c = extractJourney(ctx('User journey for ordering food: first the user searches restaurants (happy), then pays (frustrated), finally receives the order (delighted).'));
    expect(c.steps.map((s) => [s.label, s.score])).toEqual([['Searches restaurants', 4], ['Pays', 1], ['Receives the order', 5]]);
  });

  it('reads "Steps: a (score 2), b (4)" spread over the stages in order', () => {
    const c = extractJourney(ctx('Patient journey. Stages: Booking, Visit. Steps: call the clinic (score 2), book online (score 4), see the doctor (4), get a prescription (5).'));
    expect(steps(c)).toEqual(['Booking / Call the clinic (2)', 'Booking / Book online (4)', 'Visit / See the doctor (4)', 'Visit / Get a prescription (5)']);
  });

  it('reads a nested list as stages over their steps, with scores in brackets', () => {
    const c = extractJourney(ctx('User journey: online course\n- Discover\n  - Sees an ad (3)\n- Enroll\n  - Pays (2)\n  - Pain: the form is long'));
    expect(steps(c)).toEqual(['Discover / Sees an ad (3)', 'Enroll / Pays (2)']);
    expect(notes(c)).toEqual(['pain @ Enroll: The form is long']);
  });

  it('reads "On day one they …. During setup they …" sentences as stages with their steps, "which feels great" as a score', () => {
    const c = extractJourney(ctx("A new employee's first week as a user journey. On day one they get their laptop and meet the team, which feels great. During setup they struggle with account access."));
    expect(steps(c)).toEqual(['Day one / Get their laptop', 'Day one / Meet the team (5)', 'Setup / Struggle with account access (2)']);
  });

  it('reads a list after the kind name as the stages: "カスタマージャーニーマップ：認知、検討、購入"', () => {
    const c = extractJourney(ctx('カスタマージャーニーマップ：認知、検討、購入'));
    expect(c.stages.map((s) => s.label)).toEqual(['認知', '検討', '購入']);
  });

  it('reads the fields in French and German ("Étapes :", "Points de douleur :", "Phasen:", "Schmerzpunkte:")', () => {
    const fr = extractJourney(ctx('Parcours client. Étapes : Recherche, Paiement. Points de douleur : frais cachés au paiement.'));
    expect(fr.stages.map((s) => s.label)).toEqual(['Recherche', 'Paiement']);
    expect(notes(fr)).toEqual(['pain @ Paiement: Frais cachés au paiement']);
    const de = extractJourney(ctx('Customer Journey. Phasen: Anmeldung, Training. Schmerzpunkte: komplizierte Kündigung.'));
    expect(de.stages.map((s) => s.label)).toEqual(['Anmeldung', 'Training']);
    expect(de.notes.map((n) => n.type)).toEqual(['pain']);
  });
});

describe('feelings', () => {
  it('reads explicit scores and feeling words in several languages, the unhappiest word winning', () => {
    expect(readFeeling('Pay (score 2)')).toEqual({ score: 2, text: 'Pay' });
    expect(readFeeling('Takes quizzes (4)')).toEqual({ score: 4, text: 'Takes quizzes' });
    expect(readFeeling('Checkout 3/5').score).toBe(3);
    expect(readFeeling('Waits for the courier (anxious)')).toEqual({ score: 2, text: 'Waits for the courier' });
    expect(readFeeling('Paiement (frustré)').score).toBe(1);
    expect(readFeeling('Anmeldung (zufrieden)').score).toBe(4);
    expect(readFeeling('happy but then frustrated').score).toBe(1);
    expect(readFeeling('Browse the catalog').score).toBeUndefined();
  });
});

describe('steps with their scores in brackets', () => {
  it('reads "browse restaurants (4/5), …, pay (2/5, card errors)" as the steps of one stage, the bad remark a pain point of its step, nothing drawn twice', () => {
    const c = extractJourney(ctx('User journey of ordering food in our app: browse restaurants (4/5), choose a meal (4/5), pay (2/5, card errors), wait for delivery (3/5), eat and rate (5/5).'));
    expect(c.steps.map((s) => [s.label, s.score])).toEqual([['Browse restaurants', 4], ['Choose a meal', 4], ['Pay', 2], ['Wait for delivery', 3], ['Eat and rate', 5]]);
    expect(c.stages.map((s) => s.label)).toEqual(['Ordering food in our app']);
    expect(c.title).toBeUndefined();
    expect(c.notes).toEqual([{ type: 'pain', text: 'Card errors', stage: c.stages[0]!.id, step: 'pay' }]);
  });

  it('reads "set up profile (4/5, nice avatars)" with a good remark as the step\'s description', () => {
    const c = extractJourney(ctx('Journey: sign up (3/5), verify email (2/5, link expired), set up profile (4/5, nice avatars)'));
    expect(c.steps.map((s) => [s.label, s.score, s.description])).toEqual([['Sign up', 3, undefined], ['Verify email', 2, undefined], ['Set up profile', 4, 'Nice avatars']]);
    expect(notes(c)).toEqual(['pain @ Journey: Link expired']);
  });

  it('keeps scored names that are not actions as stages: "Awareness (4), Consideration (3), Purchase (2)"', () => {
    const c = extractJourney(ctx('Customer journey: Awareness (4), Consideration (3), Purchase (2)'));
    expect(c.stages.map((s) => s.label)).toEqual(['Awareness', 'Consideration', 'Purchase']);
  });
});

describe('feeling sentences', () => {
  const bank = 'Customer journey map for opening a bank account online: stages Discover, Sign up, Verify identity, First deposit. Customers are excited when they discover the offer, frustrated by the ID upload during verification, and happy after the first deposit. Pain point: the selfie check fails often. Opportunity: save progress between steps.';

  it('reads "Customers are excited when they discover …, frustrated by … during verification, and happy after …" as scored steps under the stages their phrases name', () => {
    const c = extractJourney(ctx(bank));
    expect(steps(c)).toEqual(['Discover / Discover the offer (5)', 'Verify identity / ID upload (1)', 'First deposit / Happy after the first deposit (4)']);
  });

  it('reads no step from the instruction "stages Discover, …, First deposit" ("first" is a stage\'s word there)', () => {
    const c = extractJourney(ctx(bank));
    expect(c.steps.map((s) => s.label).join(' ')).not.toMatch(/Stages|^Deposit/);
  });

  it('puts a pain point naming no stage where the journey feels worst, and an opportunity beside it', () => {
    expect(notes(extractJourney(ctx(bank)))).toEqual(['pain @ Verify identity: The selfie check fails often', 'opportunity @ Verify identity: Save progress between steps']);
  });

  it('reads "Members feel curious during the trial, annoyed by the paperwork at sign-up, happy while training and angry when they cancel"', () => {
    const c = extractJourney(ctx('Journey map for a gym membership. Stages: Trial, Sign-up, Training, Cancellation. Members feel curious during the trial, annoyed by the paperwork at sign-up, happy while training and angry when they cancel.'));
    expect(steps(c)).toEqual(['Trial / Curious during the trial (3)', 'Sign-up / Paperwork (2)', 'Training / Happy while training (4)', 'Cancellation / Angry when they cancel (1)']);
  });

  it('reads "Patients are anxious while waiting for the doctor and relieved after the consultation"', () => {
    const c = extractJourney(ctx('Patient journey with stages Booking, Waiting room, Consultation. Patients are anxious while waiting for the doctor and relieved after the consultation.'));
    expect(steps(c)).toEqual(['Waiting room / Waiting for the doctor (2)', 'Consultation / Relieved after the consultation (4)']);
    expect(c.title).toBeUndefined();
  });

  it('reads "Users are confused at onboarding but delighted by the first report", and a pain point under the stage its words name by stems', () => {
    const c = extractJourney(ctx('User journey for a reporting tool: stages Onboarding, First report, Sharing. Users are confused at onboarding but delighted by the first report.'));
    expect(steps(c)).toEqual(['Onboarding / Confused at onboarding (2)', 'First report / Delighted by the first report (5)']);
    const r = extractJourney(ctx('Customer journey: stages Discover, Register, Use. Pain point: confusing registration form.'));
    expect(notes(r)).toEqual(['pain @ Register: Confusing registration form']);
  });
});

describe('more feeling and sequence sentences', () => {
  it('reads "Tenants feel hopeful during the search, stressed at viewings and relieved once they move in" and a "Pain:" line', () => {
    const c = extractJourney(ctx('Journey map for renting a flat: stages Search, Viewing, Contract, Move in. Tenants feel hopeful during the search, stressed at viewings and relieved once they move in. Pain: slow replies from landlords.'));
    expect(steps(c)).toEqual(['Search / Hopeful during the search (4)', 'Viewing / Stressed at viewings (2)', 'Move in / Relieved once they move in (4)']);
    expect(notes(c)).toEqual(['pain @ Viewing: Slow replies from landlords']);
  });

  it('reads "First the customer compares prices, then orders online (happy), finally …" beside a stage named "First purchase"', () => {
    const c = extractJourney(ctx('Create a journey map with stages Research, First purchase, Delivery. First the customer compares prices, then orders online (happy), finally waits for the parcel (anxious).'));
    expect(steps(c)).toEqual(['Research / Compares prices', 'First purchase / Orders online (4)', 'Delivery / Waits for the parcel (2)']);
  });
});

describe('stages told with their actions and feelings', () => {
  it('reads "stages: Research (reads reviews online, feels curious), …" as short stages with a scored step each', () => {
    const c = extractJourney(ctx('customer journey map for buying a car. stages: Research (reads reviews online, feels curious), Compare (compares 5 listings side by side, feels overwhelmed), Test drive (books at the dealer, excited), Delivery (car delivered to their home, relieved and happy)'));
    expect(c.stages.map((s) => s.label)).toEqual(['Research', 'Compare', 'Test drive', 'Delivery']);
    expect(steps(c)).toEqual(['Research / Reads reviews online (3)', 'Compare / Compares 5 listings side by side (2)', 'Test drive / Books at the dealer (5)', 'Delivery / Car delivered to their home (4)']);
    // The user's feeling words stay on the cards.
    expect(c.steps.map((s) => s.description)).toEqual(['Feels curious', 'Feels overwhelmed', 'Excited', 'Relieved and happy']);
  });

  it('reads "1) Stage — remark 😕" items with mood emoji, and "slow 😕 but helpful 🙂" as two steps', () => {
    const c = extractJourney(ctx('Map the experience of a patient: 1) Finds us on Google — website looks nice 😊  2) Books online — booking widget is confusing 😕  3) Payment — paperwork is slow 😕 but the reminder SMS is helpful 🙂'));
    expect(c.stages.map((s) => s.label)).toEqual(['Finds us on Google', 'Books online', 'Payment']);
    expect(steps(c)).toEqual(['Finds us on Google / Website looks nice (4)', 'Books online / Booking widget is confusing (2)', 'Payment / Paperwork is slow (2)', 'Payment / Reminder SMS is helpful (4)']);
  });
  it('parts a remark without a feeling word from its stage when the stages beside it tell feelings', () => {
    const c = extractJourney(ctx("Parcours d'un client à la banque : Ouverture du compte (formulaire long, frustré), Réception de la carte (rapide, sans souci), Première connexion (appli confuse 😕)"));
    expect(c.stages.map((s) => s.label)).toEqual(['Ouverture du compte', 'Réception de la carte', 'Première connexion']);
  });
});

describe('journey notes written as "stage → feeling"', () => {
  it('reads "- photo upload → ok", "- report accident → stressed, form too long" lines as stages with scored steps', async () => {
    const { extractJourney } = await import('./journey.js');
    const { briefCtxFor } = await import('../test/helpers.js');
    const c = extractJourney(briefCtxFor('UX research notes – car insurance claim (5 interviews):\n- report accident via app → stressed, form too long\n- photo upload → ok\n- wait for assessor → anxious, no updates\n- repair at garage → relieved\n- payout → happy but slow'));
    expect(c.stages.map((s) => s.label)).toEqual(['Report accident via app', 'Photo upload', 'Wait for assessor', 'Repair at garage', 'Payout']);
    const byStage = (i: number) => c.steps.filter((s) => s.stage === c.stages[i]!.id);
    expect(byStage(1)[0]?.score).toBe(3);
    expect(byStage(3)[0]?.score).toBeGreaterThan(byStage(2).find((s) => s.score !== undefined)!.score!);
  });
});

describe('stages told sentence by sentence', () => {
  it('reads "X is annoying (note). On arrival the Y is quick and they feel relieved. Then the Z - note, anxious. … A follow up W 2 days later makes them feel cared for." as a stage per sentence with its feeling', () => {
    const c = extractJourney(ctx('How a tenant experiences a repair request: reporting the leak online is confusing (no category fits). Then the call from the landlord is friendly and they feel reassured. The wait for the plumber - 9 days, frustrated. The repair itself is quick and they feel relieved. A survey email a week later makes them feel cared for. Please map the stages and feelings.'));
    expect(c.stages.map((s) => s.label)).toEqual(['Reporting the leak online', 'Call from the landlord', 'Wait for the plumber', 'Repair', 'Survey email']);
    expect(steps(c)).toEqual([
      'Reporting the leak online / Confusing (no category fits) (2)', 'Call from the landlord / Friendly, reassured (4)', 'Wait for the plumber / 9 days, frustrated (1)',
      'Repair / Quick, relieved (4)', 'Survey email / Cared for (4)',
    ]);
  });
});

describe('stages listed with their feelings in brackets', () => {
  it('reads "A (hopeful), B (frustrated, long hold), first session (reassured)" as stages, "first" naming one of them, each step how it felt', () => {
    const c = extractJourney(ctx('How members experience our climbing gym: finding us online (hopeful), phone booking (frustrated, long hold), first session (reassured), follow-up class (motivated again).'));
    expect(c.stages.map((s) => s.label)).toEqual(['Finding us online', 'Phone booking', 'First session', 'Follow-up class']);
    expect(steps(c)).toEqual(['Finding us online / Hopeful (4)', 'Phone booking / Frustrated, long hold (1)', 'First session / Reassured (4)', 'Follow-up class / Motivated again (4)']);
  });
});

describe('feelings told beside a stage', () => {
  const told = (p: string) => extractJourney(ctx(p)).steps.map((s) => `${s.label}: ${s.description ?? ''} (${s.score ?? '-'})`);

  it('reads "(easy, people felt happy)" and "(confusing signs, frustrated)" with the feeling kept beside the scored thing', () => {
    expect(told('Could you turn this into a customer journey map? Stages: buying tickets online (easy, people felt happy), arriving and parking (confusing signs, frustrated), lunch at the food court (overpriced, disappointed).')).toEqual([
      'Easy: Happy (4)', 'Confusing signs: Frustrated (1)', 'Overpriced: Disappointed (2)',
    ]);
  });

  it('reads numbered lines "3 day of surgery, waiting in gown 3h – bored, nervous" as a stage with every feeling said, without the number or the request line', () => {
    const c = extractJourney(ctx('patient journey – day surgery unit\n1 referral letter arrives – anxious\n2 pre-op assessment – reassured by the nurse\n3 day of surgery, waiting in gown 3h – bored, nervous\n4 recovery & discharge same day – relieved\nmap w/ emotions for the slide deck'));
    expect(c.stages.map((s) => s.label)).toEqual(['Referral letter arrives', 'Pre-op assessment', 'Day of surgery, waiting in gown 3h', 'Recovery & discharge same day']);
    expect(c.steps.map((s) => s.label)).toContain('Bored, nervous');
  });

  it('reads a museum visit told the same way: "(they were curious)", "(long queue, annoyed)"', () => {
    expect(told('Journey map of a museum visit. Stages: booking online (quick, they were curious), entrance (long queue, annoyed), café (tasty cake, delighted).')).toEqual([
      'Quick: Curious (3)', 'Long queue: Annoyed (2)', 'Tasty cake: Delighted (5)',
    ]);
  });
});

describe('journey stages with the feeling in brackets', () => {
  const j = (p: string) => extractJourney(ctx(p));
  it('reads "Etapas: A (curioso), B (desconfiado), …" as stages with their feeling as the step and mood, not in the name', () => {
    const c = j('Quiero un mapa del recorrido del paciente. Etapas: pedir cita (nervioso), sala de espera (aburrido), consulta (aliviado), pago (tranquilo). ¡Gracias!');
    expect(c.stages.map((s) => s.label)).toEqual(['Pedir cita', 'Sala de espera', 'Consulta', 'Pago']);
    expect(c.steps.map((s) => [s.label, s.score])).toEqual([['Nervioso', 2], ['Aburrido', 3], ['Aliviado', 4], ['Tranquilo', 4]]);
    const f = j("Je veux une carte du parcours client. Étapes : recherche en ligne (curieux), visite du magasin (enthousiaste), paiement (nerveux), livraison (rassuré).");
    expect(f.stages.map((s) => s.label)).toEqual(['Recherche en ligne', 'Visite du magasin', 'Paiement', 'Livraison']);
  });

  it('reads "First they A (hopeful but unsure …), then B (relieved if …, annoyed by …), …, and finally C and D (…)" as stages whose brackets tell the feeling', () => {
    const c = j('We run a gym and want to map a new member. First they see an ad (curious but sceptical about the price), then take a free trial class (excited, then worried about keeping up), then sign the contract (annoyed by the small print), and finally meet a trainer and get a plan (reassured, confident).');
    expect(c.stages.map((s) => s.label)).toEqual(['See an ad', 'Take a free trial class', 'Sign the contract', 'Meet a trainer and get a plan']);
    expect(c.steps.map((s) => s.label)).toEqual(['Curious but sceptical about the price', 'Excited, then worried about keeping up', 'Annoyed by the small print', 'Reassured, confident']);
    expect(c.steps[2]!.score).toBe(2);
  });
});

describe('journey stages with remarks in brackets', () => {
  it('reads a remark no mood word scores ("physiotherapy at weeks 2–12 (motivating but hard to get to without a car)") as the stage\'s step, not part of its name', () => {
    const c = extractJourney(ctx("I'd like a journey map for a knee replacement. Stages: GP referral (frustration: 14-week wait just to be seen), first consultation with the surgeon (positive, felt listened to), physiotherapy at weeks 2–12 (motivating but hard to get to without a car)."));
    expect(c.stages.map((s) => s.label)).toEqual(['GP referral', 'First consultation with the surgeon', 'Physiotherapy at weeks 2–12']);
    expect(c.steps.map((s) => [s.label, s.score])).toEqual([['Frustration: 14-week wait just to be seen', 1], ['Positive, felt listened to', 4], ['Motivating but hard to get to without a car', 3]]);
  });
});

describe('journey stages with a feeling, a remark and a score', () => {
  it('"3. Searches and enquiries - anxious, it takes weeks and they hear nothing, 1/5": read at once, the score kept', () => {
    const c = extractJourney(ctx("A customer journey map of first-time buyers (score 1-5):\n\n1. Getting a quote - hopeful, 4/5\n2. ID checks and paperwork - annoyed by the forms, 2/5\n3. Searches and enquiries - anxious, it takes weeks and they hear nothing, 1/5\n4. Mortgage offer and signing the contract - relieved, 4/5\n5. Exchange of contracts - excited but nervous, 3/5\n6. Completion day & getting the keys - over the moon, 5/5"));
    expect(c.stages.map((s) => s.label)).toEqual(['Getting a quote', 'ID checks and paperwork', 'Searches and enquiries', 'Mortgage offer and signing the contract', 'Exchange of contracts', 'Completion day & getting the keys']);
  });
});
