import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { clauseStage } from './cycle-clauses.js';
import { extractCycle } from './cycle.js';

const steps = (prompt: string) => extractCycle(briefCtxFor(prompt)).steps;

describe('cycle clause shapes', () => {
  it('reads "X go first, the next year that bed gets Y like …, after that come Z such as …, then W like …, and … goes back to X" as stages named by their verbs', () => {
    const s = steps('On our allotment we rotate the four beds every year: potatoes go first in freshly manured ground, the next year that bed gets legumes like peas and broad beans which fix nitrogen, after that come brassicas such as cabbage and kale that love all that nitrogen, then root vegetables like carrots and parsnips, and after the roots the bed is manured again and goes back to potatoes. Would love a circular diagram of that.');
    expect(s.map((x) => x.label)).toEqual(['Potatoes', 'Legumes', 'Brassicas', 'Root vegetables']);
    expect(s[1]!.description).toBe('Peas and broad beans');
  });

  it('reads a field rotation with "the field gets", "come … such as" and "then grass like …" the same way', () => {
    const s = steps('Our farm rotates its fields on a four-year cycle: wheat goes first after the clover is ploughed in, the next year the field gets barley for the brewery, after that come oilseeds such as rapeseed, then grass like ryegrass and clover, and after that the field goes back to wheat. Please make it a circle.');
    expect(s.map((x) => x.label)).toEqual(['Wheat', 'Barley', 'Oilseeds', 'Grass']);
  });

  it('reads "then onions" between verb-named stages as a stage and "the bed returns to X" as the loop closing', () => {
    expect(clauseStage('and then the bed returns to tomatoes')).toBe('back');
    const s = steps('In our school garden the raised bed changes each term: tomatoes are planted first, the following season the bed gets beans like runner beans, after that come leafy greens such as lettuce and spinach, then onions, and then the bed returns to tomatoes. Cycle diagram please.');
    expect(s.map((x) => x.label)).toEqual(['Tomatoes', 'Beans', 'Leafy greens', 'Onions']);
  });

  it('reads a closing "→ puis on recommence au 1" line as the return, not a step', () => {
    const s = steps("Cycle d'amélioration continue – atelier\n1. Planifier : choisir un problème\n2. Faire : tester la nouvelle découpe\n3. Vérifier : mesurer les chutes\n4. Agir : généraliser ou ajuster\n→ puis on recommence au 1.");
    expect(s.map((x) => x.label)).toEqual(['Planifier', 'Faire', 'Vérifier', 'Agir']);
    expect(s[2]!.description).toMatch(/^Mesurer les chutes/);
  });

  it('reads "→ dann wieder von vorne" after German stages as the return', () => {
    const s = steps('Trainingszyklus\n1. Analysieren: Spiel auf Video ansehen\n2. Üben: zwei Trainingseinheiten\n3. Spielen: Wochenendspiel\n4. Auswerten: Statistik besprechen\n→ dann wieder von vorne');
    expect(s.map((x) => x.label)).toEqual(['Analysieren', 'Üben', 'Spielen', 'Auswerten']);
  });

  it('reads "…, and then we\'re back at X again" as the loop closing, not a step', () => {
    const s = steps("For my choir I'd like a loop of our season: first auditions, then sectional rehearsals, then the dress rehearsal, then the concert, and then we're back to auditions again.");
    expect(s.map((x) => x.label)).not.toContain("We're back");
    expect(s).toHaveLength(4);
    const b = steps('Our allotment year as a loop: it starts with digging, then sowing in spring, then weeding, then the harvest, and then we are back at digging again.');
    expect(b.map((x) => x.label)).toEqual(['Digging', 'Sowing in spring', 'Weeding', 'Harvest']);
  });

  it('reads "A → B → … → またA、の繰り返しです" as a loop back to A', () => {
    expect(steps('毎週の料理教室の流れです。献立決め → 買い出し → 調理 → 試食 → 片付け → また献立決め、の繰り返しです。円形の図でお願いします。').map((x) => x.label)).toEqual(['献立決め', '買い出し', '調理', '試食', '片付け']);
    expect(steps('新人研修用に、問い合わせ対応の流れをループ図にしてください。受付 → 調査 → 回答 → フォローアップ → また受付、の繰り返しです。').map((x) => x.label)).toEqual(['受付', '調査', '回答', 'フォローアップ']);
  });
});
