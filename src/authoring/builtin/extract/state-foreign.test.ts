import { describe, expect, it } from 'vitest';
import { readForeignWalk } from './state-foreign.js';

/** Transitions as "From -> To [label]". */
function moves(text: string): string[] {
  const w = readForeignWalk(text);
  return (w?.transitions ?? []).map((t) => `${t.from} -> ${t.to}${t.label ? ` [${t.label}]` : ''}`);
}

describe('a lifecycle told in other languages, with participles as states', () => {
  it('reads "empieza como A, luego pasa a B cuando E. Después del F pasa a C … Desde A o B … (D)" (es)', () => {
    expect(moves('Diagrama de estados de un pedido: el pedido empieza como pendiente, luego pasa a pagado cuando el cliente paga. Después del envío pasa a enviado, y tras la entrega es entregado. Desde pendiente o pagado el cliente puede cancelarlo (cancelado).')).toEqual([
      'Pendiente -> Pagado [cliente paga]', 'Pagado -> Enviado [envío]', 'Enviado -> Entregado [entrega]', 'Pendiente -> Cancelado', 'Pagado -> Cancelado',
    ]);
  });

  it('reads "beginnt als A. Nach der E wird sie B, … ist sie C. Von A oder B … (D)" (de)', () => {
    expect(moves('Eine Bestellung beginnt als offen. Nach der Zahlung wird sie bezahlt, nach dem Versand wird sie versendet und nach der Zustellung ist sie zugestellt. Von offen oder bezahlt kann der Kunde sie stornieren (storniert).')).toEqual([
      'Offen -> Bezahlt [Zahlung]', 'Bezahlt -> Versendet [Versand]', 'Versendet -> Zugestellt [Zustellung]', 'Offen -> Storniert', 'Bezahlt -> Storniert',
    ]);
  });

  it('reads "começa como A, depois passa para B quando E. … Se F, uma encomenda B fica C" (pt): the state in the subject is the source', () => {
    expect(moves('A encomenda começa como pendente, depois passa para paga quando o cliente paga. Depois do envio passa para enviada. Se o cliente desistir, uma encomenda paga fica cancelada.')).toEqual([
      'Pendente -> Paga [cliente paga]', 'Paga -> Enviada [envio]', 'Paga -> Cancelada [cliente desistir]',
    ]);
  });

  it('reads "commence en A, puis passe à B. … si X est C on le renvoie …, qui le … soumet à nouveau. Ensuite : D ou E. Une demande D devient F quand …, puis G après …" (fr)', () => {
    expect(moves("Un dossier d'inscription commence en brouillon, puis passe à déposé. Au contrôle, si le dossier est incomplet on le renvoie à la famille, qui le complète et le dépose à nouveau. Ensuite : accepté ou refusé. Un dossier accepté devient facturé quand la facture part, puis archivé après la fin de l'année.")).toEqual([
      'Brouillon -> Déposé', 'Déposé -> Incomplet [dossier]', 'Incomplet -> Déposé', 'Déposé -> Accepté', 'Déposé -> Refusé',
      'Accepté -> Facturé [facture part]', "Facturé -> Archivé [fin de l'année]",
    ]);
  });

  it('leaves English prose and prose with no states alone', () => {
    expect(readForeignWalk('The order starts as pending, then becomes paid.')).toBeUndefined();
    expect(readForeignWalk('Le client appelle, puis je note la réservation et j\'envoie une confirmation.')).toBeUndefined();
  });
});
