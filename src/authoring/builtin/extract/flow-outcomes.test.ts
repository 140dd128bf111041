import { describe, expect, it } from 'vitest';
import { flowEdges } from '../test/helpers.js';
import { extractFlowchart } from './flowchart.js';
import { ctxFor } from '../test/helpers.js';

describe('outcomes of a decision, routes that always hold, and the end of the process', () => {
  it('"decides between three outcomes: a, b or c" branches three ways; "Xs in P are always Ved to Q" joins P to the outcome Q; "The process ends when E" is the end', () => {
    const prompt = 'A patient arrives and is seen by the triage nurse. If the category is red, the patient is taken straight to resus. Otherwise the patient waits in the waiting area. After assessment the clinician decides between three outcomes: admit to ward, refer to another specialty, or discharge home. Patients in resus are always admitted to ward once stable. The process ends when the patient leaves the department.';
    const edges = flowEdges(prompt);
    expect(edges).toEqual(expect.arrayContaining([
      'Assessment outcome? -> Admit to ward', 'Assessment outcome? -> Refer to another specialty', 'Assessment outcome? -> Discharge home',
      'Admit to ward -> Patient leaves the department', 'Discharge home -> Patient leaves the department',
      'Patient is taken straight to resus -> Admit to ward',
    ]));
    expect(edges).not.toContain('Patient is taken straight to resus -> Patient waits in waiting area');
    const c = extractFlowchart(ctxFor(prompt));
    expect(c.nodes.find((n) => n.label === 'Patient leaves the department')?.type).toBe('end');
    expect(c.nodes.some((n) => /always/i.test(n.label))).toBe(false);
  });
  it('"Escalated tickets are always reviewed by the team lead": a step no drawn step names goes in after the one the subject names', () => {
    expect(flowEdges('A ticket comes in and the agent reads it. The agent chooses between two options: solve it directly or escalate to tier 2. Escalated tickets are always reviewed by the team lead. The process ends when the ticket is closed.')).toEqual(expect.arrayContaining([
      'Escalate to tier 2 -> Reviewed by team lead', 'Reviewed by team lead -> Ticket is closed', 'Solve it directly -> Ticket is closed',
    ]));
  });
  it('options with nothing after them end the process, named as written', () => {
    const c = extractFlowchart(ctxFor('The vet examines the animal. The vet then decides between three outcomes: treat at home, admit to the clinic or refer to a specialist.'));
    expect(c.nodes.filter((n) => n.type === 'end').map((n) => n.label)).toEqual(['Treat at home', 'Admit to the clinic', 'Refer to a specialist']);
  });
  it('reads the French "décide entre trois issues : …" and "Le processus se termine quand …"', () => {
    expect(flowEdges('Le client passe commande, le vendeur vérifie le stock. Le vendeur décide entre trois issues : expédier, commander chez le fournisseur ou annuler. Le processus se termine quand le client reçoit un email.')).toEqual(expect.arrayContaining([
      'Issue? -> Expédier', 'Issue? -> Annuler', 'Expédier -> Le client reçoit un email',
    ]));
  });
});
