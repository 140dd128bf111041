import { describe, expect, it } from 'vitest';
import { splitClauses, type Clause } from './clauses.js';
import { balanced, masked, splitOutside } from './spans.js';

/** Clauses as "role: text" (the text left out when empty). */
const roles = (cs: Clause[]) => cs.map((c) => (c.text ? `${c.role}: ${c.text}` : c.role));

describe('brackets and quotes hold one thing', () => {
  it('splits only outside brackets and quotations, and an apostrophe in a word opens none', () => {
    expect(splitOutside("user taps 'save, then close', waits", /,\s+/)).toEqual(["user taps 'save, then close'", 'waits']);
    expect(splitOutside('Tom Reed (Platform) and Priya Nair (Mobile)', /\s+and\s+/)).toEqual(['Tom Reed (Platform)', 'Priya Nair (Mobile)']);
    expect(splitOutside("the kid's bike, j'ai froid", /,\s+/)).toEqual(["the kid's bike", "j'ai froid"]);
    expect(masked('a (b) c').length).toBe(7);
    expect(balanced('Lakes and back into ocean)')).toBe(false);
  });
  it('keeps every clause of "A (x, y and z) → B" whole: no label with half a bracket', () => {
    const cs = splitClauses('Melting (ice warms, drips and pools) → Freezing (water cools, sets) → and then it starts all over again', { arrows: true });
    expect(roles(cs)).toEqual(['step: Melting (ice warms, drips and pools)', 'step: Freezing (water cools, sets)', 'loop: it starts all over again']);
    expect(cs.every((c) => balanced(c.text))).toBe(true);
  });
});

describe('conditions written inline', () => {
  it('reads "if X -> A, else B and stop" as a condition, its action, the other branch and an end', () => {
    expect(roles(splitClauses("if the card is valid -> charge it, else show 'card declined' and stop", { arrows: true })))
      .toEqual(['if: the card is valid', 'step: charge it', 'else', "step: show 'card declined'", 'end: Stop']);
  });
  it('reads "if X go back to the start, otherwise A" (no comma after the condition) as a condition and a loop', () => {
    expect(roles(splitClauses('if the code expired go back to the start, otherwise the user signs in')))
      .toEqual(['if: the code expired', 'loop: go back to the start', 'else', 'step: the user signs in']);
  });
  it('reads "Si oui : …" and "Si non → …" as the branches of a French question', () => {
    expect(roles(splitClauses('Si oui : est-ce que le colis est abîmé ?', { arrows: true }))).toEqual(['yes', 'step: est-ce que le colis est abîmé ?']);
    expect(roles(splitClauses('Si non → se reposer et attendre', { arrows: true }))).toEqual(['else', 'step: se reposer et attendre']);
  });
  it('reads "Wenn ja/nein", "Si sí/no" and a bare "Yes:" as branch words', () => {
    expect(roles(splitClauses('Wenn ja, Ticket schließen'))[0]).toBe('yes');
    expect(roles(splitClauses('Wenn nein, Ticket eskalieren'))[0]).toBe('else');
    expect(roles(splitClauses('Si sí, enviar el pedido'))[0]).toBe('yes');
    expect(roles(splitClauses('Yes: ship the order'))).toEqual(['yes', 'step: ship the order']);
  });
  it('reads "…なら…、そうでなければ…" and "如果…否则…" as a condition and its other branch', () => {
    expect(roles(splitClauses('在庫があるなら発送する, そうでなければ取り寄せる'))).toEqual(['if: 在庫がある', 'step: 発送する', 'else', 'step: 取り寄せる']);
    expect(roles(splitClauses('如果库存充足则发货, 否则通知客户'))).toEqual(['if: 库存充足', 'step: 发货', 'else', 'step: 通知客户']);
  });
  it('reads "A approves or rejects (if rejected, back to B to fix)" as the choice, then its aside branch', () => {
    const cs = splitClauses('The editor approves or rejects (if rejected, back to the author to revise)');
    expect(roles(cs)).toEqual(['step: The editor approves', 'step: rejects', 'if: rejected', 'loop: back to the author to revise']);
    expect(cs.slice(2).every((c) => c.aside)).toBe(true);
  });
  it('reads "X decides A or B" as a decision between named options', () => {
    const [c] = splitClauses('The judge decides accept or appeal');
    expect(c).toMatchObject({ role: 'if', text: 'accept or appeal', options: ['accept', 'appeal'], subject: 'The judge' });
  });
});

describe('a choice after another action of the same subject', () => {
  it('reads "Warehouse inspects the kettle and decides repair or scrap" as a step, then a decision, not a decider named "Warehouse inspects the kettle and"', () => {
    const cs = splitClauses('Warehouse inspects the kettle and decides repair or scrap');
    expect(cs.map((c) => c.role)).toContain('if');
    expect(cs.find((c) => c.role === 'if')?.subject ?? '').not.toMatch(/inspects/);
  });
});

describe('titles before names', () => {
  it('reads "… pushes a notification to Dr. Okafor\'s pager" as one clause: the period of a title ends no sentence', () => {
    expect(roles(splitClauses("the EHR pushes a notification to Dr. Okafor's pager"))).toEqual(["step: the EHR pushes a notification to Dr. Okafor's pager"]);
    expect(roles(splitClauses('Ms. Lee approves it. Then Mr. Khan signs'))).toEqual(['step: Ms. Lee approves it', 'step: Then Mr. Khan signs']);
  });
});

describe('branches told after a question', () => {
  it('reads "…; if yes, A and B, if no, C" as the yes branch, then the no branch', () => {
    expect(roles(splitClauses('if yes, add them to the list and call them back, if no, say goodbye'))).toEqual(['yes', 'step: add them to the list', 'step: call them back', 'else', 'step: say goodbye']);
  });
  it('reads an outcome sent back in brackets ("(rejected goes back to the author)") as a condition and a loop', () => {
    const cs = splitClauses('the editor approves or rejects (rejected goes back to the author)');
    expect(roles(cs.filter((c) => c.aside))).toEqual(['if: rejected', 'loop: back to the author']);
  });
});

describe('conditions with asides, trailing "and if", and "they check whether"', () => {
  it('reads "If X (a, b, c) they do Y" as one condition, the commas in brackets no break', () => {
    expect(roles(splitClauses("If it's an emergency (bleeding, breathing trouble, poisoning) they alert the duty vet straight away."))).toEqual(["if: it's an emergency (bleeding, breathing trouble, poisoning)", 'step: alert the duty vet straight away']);
    expect(roles(splitClauses('If the parcel is damaged (dented, wet, torn) we photograph it, then refuse it.'))).toEqual(['if: the parcel is damaged (dented, wet, torn)', 'step: photograph it', 'step: refuse it']);
  });
  it('reads "X, and if Y they do Z" as a step, then a condition of its own', () => {
    expect(roles(splitClauses("Then they offer the next free slot today, and if there's nothing left they book for tomorrow morning."))).toEqual(['step: Then they offer the next free slot today', "if: there's nothing left", 'step: book for tomorrow morning']);
    expect(roles(splitClauses('We print the label, but if the printer jams we write it by hand.'))).toEqual(['step: We print the label', 'if: the printer jams', 'step: write it by hand']);
  });
  it('reads "they check whether X" and "we decide if X" as questions', () => {
    expect(roles(splitClauses('Otherwise they check whether the pet is registered with us; if not, they register the pet first.'))).toEqual(['else', 'if: the pet is registered with us', 'else', 'step: they register the pet first']);
    expect(roles(splitClauses('We decide if the order ships today.'))).toEqual(['if: the order ships today']);
  });
});

describe('a condition written without a comma before a main clause with its own subject', () => {
  it('"if there are fines the member pays them at the desk": the condition ends where "the member pays" begins', () => {
    expect(roles(splitClauses('if there are fines the member pays them at the desk first'))).toEqual(['if: there are fines', 'step: the member pays them at the desk first']);
    expect(roles(splitClauses('if anyone is missing the fire marshal searches the building'))).toEqual(['if: anyone is missing', 'step: the fire marshal searches the building']);
    expect(roles(splitClauses('When the parcel arrives the courier scans it'))).toEqual(['when: the parcel arrives', 'step: the courier scans it']);
  });
  it('"if the clerk checks the form the system sends a receipt": the object of the condition is not the subject', () => {
    expect(roles(splitClauses('if the clerk checks the form the system sends a receipt'))).toEqual(['if: the clerk checks the form', 'step: the system sends a receipt']);
  });
  it('leaves "if the card is declined" alone when the rest has no subject: "if the card is declined try another card"', () => {
    expect(roles(splitClauses('if the card is declined try another card'))).toEqual(['if: the card is declined', 'step: try another card']);
  });
});

describe('plural subjects with a verb in its plain form', () => {
  it('"alarm sounds, teachers take the register, students line up": each comma part with a plural subject is a clause', () => {
    expect(roles(splitClauses('alarm sounds, teachers take the register, students line up and walk to the field'))).toEqual(['step: alarm sounds', 'step: teachers take the register', 'step: students line up', 'step: walk to the field']);
  });
});
