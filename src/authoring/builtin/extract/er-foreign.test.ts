import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { fixKindTypos } from '../brief/kind-typos.js';
import { findKindMentions } from '../brief/named-kind.js';
import { briefCtxFor, labels } from '../test/helpers.js';
import { extractEr } from './er.js';

function rels(c: ErContent): string[] {
  const l = new Map(c.entities.map((e) => [e.id, e.label]));
  return c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}`);
}

describe('ER clauses read by their determiners in other languages', () => {
  it('German: "Jedes Exponat gehört zu genau einer Sammlung und kann in mehreren Ausstellungen gezeigt werden. Manche Exponate sind von einem Leihgeber geliehen."', () => {
    const c = extractEr(briefCtxFor('Bitte ein ER-Diagramm für unser Stadtmuseum: Jedes Exponat gehört zu genau einer Sammlung und kann in mehreren Ausstellungen gezeigt werden. Manche Exponate sind von einem Leihgeber geliehen. Jede Ausstellung findet in einem Raum statt und wird von einem Kurator betreut.'));
    expect(labels(c.entities)).toEqual(['Exponat', 'Sammlung', 'Ausstellung', 'Leihgeber', 'Raum', 'Kurator']);
    expect(rels(c)).toEqual(['Exponat:many > Sammlung:one', 'Exponat:one > Ausstellung:many', 'Exponat:many > Leihgeber:one', 'Ausstellung:many > Raum:one', 'Ausstellung:many > Kurator:one']);
  });

  it('Spanish and Italian: "cada cliente tiene varios pedidos", "ogni corso ha più studenti e un docente", plurals made singular', () => {
    expect(rels(extractEr(briefCtxFor('Modelo entidad-relación: cada cliente tiene varios pedidos; cada pedido contiene varios productos y pertenece a un cliente.'))))
      .toEqual(['Cliente:one > Pedido:many', 'Pedido:one > Producto:many']);
    expect(rels(extractEr(briefCtxFor('Diagramma ER: ogni corso ha più studenti e un docente.')))).toEqual(['Corso:one > Studente:many', 'Corso:many > Docente:one']);
  });

  it('names the kind from "Diagramme entité-association" and "Diagramma ER"', () => {
    for (const t of ['Diagramme entité-association pour une bibliothèque', 'Diagramma ER: ogni corso ha più studenti']) expect(findKindMentions(fixKindTypos(t)).map((m) => m.kind)).toContain('er');
  });
});
