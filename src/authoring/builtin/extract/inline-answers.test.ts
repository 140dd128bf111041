import { describe, expect, it } from 'vitest';
import { flowEdges as edgeList } from '../test/helpers.js';

describe('a flow written inline: "step -> question? no -> A. yes -> question? yes -> B, no -> C"', () => {
  it('makes each question a decision whose answers open its branches, nested questions taking the nearest answer', () => {
    const e = edgeList('flowchart for wether to cancel outdoor yoga: check forecast at 7am -> rain over 50%? no -> run class in the park. yes -> is the church hall free? yes -> move to the hall, no -> cancel and text everyone');
    expect(e).toEqual([
      'Check forecast at 7am -> Rain over 50%?',
      'Rain over 50%? -> Run class in park [No]',
      'Rain over 50%? -> Church hall free? [Yes]',
      'Church hall free? -> Move to the hall [Yes]',
      'Church hall free? -> Cancel and text everyone [No]',
    ]);
  });
  it('gives a "no" after a nested question\'s own "no" to the outer question ("A? yes -> B? yes -> C, no -> D. no -> E")', () => {
    const e = edgeList('flowchart: bug reported -> reproducible? yes -> severe? yes -> hotfix, no -> add to sprint. no -> ask for logs');
    expect(e).toEqual(expect.arrayContaining(['Reproducible? -> Severe? [Yes]', 'Severe? -> Add to sprint [No]', 'Reproducible? -> Ask for logs [No]']));
  });
  it('reads "Y:" / "N:" answers and "if yes ->" / "if no ->"', () => {
    expect(edgeList('Flowchart: order arrives -> in stock? Y: pack and ship -> email tracking. N: backorder -> notify customer')).toEqual([
      'Order arrives -> In stock?', 'In stock? -> Pack and ship [Yes]', 'Pack and ship -> Email tracking', 'In stock? -> Backorder [No]', 'Backorder -> Notify customer',
    ]);
    expect(edgeList('flowchart: wake up -> is it a weekday? if yes -> go to work, if no -> sleep in')).toEqual(expect.arrayContaining(['Weekday? -> Go to work [Yes]', 'Weekday? -> Sleep in [No]']));
  });
  it('joins two branches that end in the same step ("if yes -> deliver, … if yes -> ask for address -> deliver")', () => {
    const e = edgeList('flowchart: pick up parcel -> address readable? if yes -> deliver, if no -> is the customer reachable by phone? if yes -> ask for address -> deliver, if no -> return to depot');
    expect(e).toEqual(['Pick up parcel -> Address readable?', 'Address readable? -> Deliver [Yes]', 'Address readable? -> Customer reachable by phone? [No]', 'Customer reachable by phone? -> Ask for address [Yes]', 'Ask for address -> Deliver', 'Customer reachable by phone? -> Return to depot [No]']);
  });
  it('reads numbered lines "3. Item found? If yes → A → B" and "4. If not found → C", the words "if not" repeats from the question dropped', () => {
    const e = edgeList('Lost property at Kingsmead station – can you make this a flowchart for the staff room wall?\n1. Passenger reports lost item at the ticket office\n2. Staff search the lost property log\n3. Item found? If yes → ask for photo ID → hand over item → mark as returned\n4. If not found → fill in a claim form → promise a call back within 5 days\nThanks');
    expect(e).toEqual(expect.arrayContaining(['Staff search lost property log -> Item found?', 'Item found? -> Ask for photo ID [Yes]', 'Item found? -> Fill in claim form [No]']));
    expect(e.join(' ')).not.toMatch(/Found ->|-> Found/);
  });
  it('reads "Is it urgent? Y: A. N: B" and "Produit disponible ? oui : A. non : B" without arrows', () => {
    expect(edgeList('Flowchart: Ticket arrives. Is it urgent? Y: page on-call engineer. N: add to backlog.')).toEqual(['Ticket arrives -> Urgent?', 'Urgent? -> Page on-call engineer [Yes]', 'Urgent? -> Add to backlog [No]']);
    expect(edgeList('logigramme : vérifier le stock. Produit disponible ? oui : expédier la commande. non : commander au fournisseur.')).toEqual(['Vérifier le stock -> Produit disponible?', 'Produit disponible? -> Expédier la commande [Oui]', 'Produit disponible? -> Commander au fournisseur [Non]']);
    expect(edgeList('flowchart for first aid\nIs the patient conscious?\nY: check breathing\nN: call 911 and start CPR')).toEqual(['Patient conscious? -> Check breathing [Yes]', 'Patient conscious? -> Call 911 and start CPR [No]']);
  });
  it.each([
    ['Flussdiagramm: Antrag prüfen → Budget vorhanden? ja → bestellen, nein → Antrag ablehnen', 'Budget vorhanden?', 'Bestellen', 'Antrag ablehnen', 'Ja', 'Nein'],
    ['organigramme : recevoir la demande → dossier complet ? oui → valider → archiver, non → demander les pièces manquantes', 'Dossier complet?', 'Valider', 'Demander les pièces manquantes', 'Oui', 'Non'],
    ['流程图：收到订单 → 有库存？是 → 发货，否 → 通知客户', '有库存?', '发货', '通知客户', '是', '否'],
  ])('labels the branches with the answer words as written ("ja →", "oui →", "是 →"): %s', (prompt, q, yes, no, yesWord, noWord) => {
    expect(edgeList(prompt)).toEqual(expect.arrayContaining([`${q} -> ${yes} [${yesWord}]`, `${q} -> ${no} [${noWord}]`]));
  });
});
