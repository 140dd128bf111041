import { describe, expect, it } from 'vitest';
import { fixKindTypos } from './kind-typos.js';
import { readBrief } from './read-brief.js';

describe('misspelt diagram names', () => {
  it('reads "<misspelt head> diagram" as the diagram name ("seqence diagram", "use case diagrm", "gant chart")', () => {
    expect(fixKindTypos('seqence diagram of me ordering pizza')).toBe('sequence diagram of me ordering pizza');
    expect(fixKindTypos('Seqeunce diagram for our login flow')).toBe('Sequence diagram for our login flow');
    expect(fixKindTypos('use case diagrm for a vending machine app')).toBe('use case diagram for a vending machine app');
    expect(fixKindTypos('gant chart for moving house')).toBe('gantt chart for moving house');
    expect(fixKindTypos('archtecture diagram for my home lab')).toBe('architecture diagram for my home lab');
    expect(fixKindTypos('custmer journey for buying a sofa')).toBe('customer journey for buying a sofa');
    expect(fixKindTypos('mind mapp for my trip')).toBe('mind map for my trip');
    expect(fixKindTypos('family tre for the Okafors')).toBe('family tree for the Okafors');
  });

  it('reads a misspelt kind word standing alone in the request line ("pyrmid of …", "eisenhower matirx for …")', () => {
    expect(fixKindTypos('pyrmid of my gym priorities: sleep at the bottom')).toBe('pyramid of my gym priorities: sleep at the bottom');
    expect(fixKindTypos('eisenhower matirx for my week')).toBe('eisenhower matrix for my week');
    expect(fixKindTypos('Timline for our startup')).toBe('Timeline for our startup');
  });

  it('leaves real words, plurals and words outside the request alone', () => {
    expect(fixKindTypos('the tunnel under the river, the venue and the pipeline')).toBe('the tunnel under the river, the venue and the pipeline');
    expect(fixKindTypos('Draw the sequences of events and two timelines')).toBe('Draw the sequences of events and two timelines');
    expect(fixKindTypos('Plan the week.\nThe pyrmid team meets on Monday')).toBe('Plan the week.\nThe pyrmid team meets on Monday');
  });

  it('lets a misspelt name decide the kind', () => {
    expect(readBrief('use case diagrm for a vending machine app: customer buys snack, technician restocks').named?.kind).toBe('usecase');
    expect(readBrief('gant chart for moving house: pack 1-10 june, movers 11 june').named?.kind).toBe('gantt');
    expect(readBrief('pyrmid of my gym priorities: sleep at the bottom, supplements on top').named?.kind).toBe('pyramid');
  });
});

describe('more names for kinds', () => {
  it.each([
    ['퍼널 차트로 전환 과정을 보여 주세요: 방문자 20,000명, 회원가입 4,000명', 'funnel'],
    ['간트 차트로 신제품 출시 일정을 만들어 주세요: 시장 조사 3월 1일~3월 15일', 'gantt'],
    ['Maak een venndiagram van de klanten van onze fietsenwinkel', 'venn'],
    ['Make a bubble-overlap picture of our two volunteer groups', 'venn'],
    ['Build a tiered triangle for the support model', 'pyramid'],
    ['Need a side-by-side feature grid of three CRMs', 'comparison'],
    ['Quiero un diagrama de estrella con nuestra ONG en el centro', 'hub'],
    ['Make an actor–goal diagram for the vet portal', 'usecase'],
    ['circle diagram of my mornings: wake, coffee, emails, gym', 'cycle'],
    ['Give me a key-takeaways slide from the commuter survey', 'list'],
  ])('names the kind: %s', (prompt, kind) => {
    expect(readBrief(prompt).named?.kind).toBe(kind);
  });
});

describe('misspelt words that ask for a comparison', () => {
  it('reads "compair 3 wedding venues" as a comparison request', () => {
    expect(fixKindTypos('compair 3 wedding venues - barn, castle')).toBe('compare 3 wedding venues - barn, castle');
    expect(fixKindTypos('a comparision of plans')).toBe('a comparison of plans');
    expect(fixKindTypos('compare and comparison stay')).toBe('compare and comparison stay');
  });
});
