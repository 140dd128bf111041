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
