// Class prose in German, Spanish, Italian and Portuguese, read through its verbs, counts and joining words.
import { describe, expect, it } from 'vitest';
import type { ClassContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractClass } from './class.js';

const read = (prompt: string): ClassContent => extractClass(briefCtxFor(prompt));
function rels(c: ClassContent): string[] {
  const l = new Map(c.classes.map((k) => [k.id, k.label]));
  return c.relations.map((r) => [`${l.get(r.from)} -${r.type}-> ${l.get(r.to)}`, r.to_multiplicity].filter(Boolean).join(' '));
}

describe('class prose in other languages', () => {
  it('Spanish: "Persona es abstracta con nombre y email. Cliente y Empleado heredan de Persona. Un Pedido tiene muchas Lineas."', () => {
    const c = read('Diagrama de clases: Persona es abstracta con nombre y email. Cliente y Empleado heredan de Persona. Un Pedido tiene muchas Lineas. Un Cliente realiza muchos Pedidos.');
    expect(c.classes.find((k) => k.label === 'Persona')).toMatchObject({ abstract: true, attributes: [{ name: 'nombre' }, { name: 'email' }] });
    expect(rels(c)).toEqual(['Cliente -inheritance-> Persona', 'Empleado -inheritance-> Persona', 'Pedido -aggregation-> Linea *', 'Cliente -association-> Pedido *']);
  });

  it('Italian: "Forma è astratta con un metodo area(). Cerchio, Quadrato e Triangolo ereditano da essa. Un Disegno contiene molte Forme."', () => {
    const c = read('Diagramma delle classi: Forma è astratta con un metodo area(). Cerchio, Quadrato e Triangolo ereditano da essa. Un Disegno contiene molte Forme.');
    expect(c.classes.map((k) => k.label)).toEqual(['Forma', 'Cerchio', 'Quadrato', 'Triangolo', 'Disegno']);
    expect(rels(c)).toEqual(['Cerchio -inheritance-> Forma', 'Quadrato -inheritance-> Forma', 'Triangolo -inheritance-> Forma', 'Disegno -composition-> Forma *']);
  });

  it('Portuguese and German: "ContaCorrente e Poupanca herdam de Conta", "Kunde und Mitarbeiter erben von Person"', () => {
    const pt = read('Diagrama de classes: Conta é abstrata com saldo e um método sacar(). ContaCorrente e Poupanca herdam de Conta. Um Cliente tem várias Contas.');
    expect(rels(pt)).toEqual(['ContaCorrente -inheritance-> Conta', 'Poupanca -inheritance-> Conta', 'Cliente -aggregation-> Conta *']);
    expect(pt.classes[0]!.methods.map((x) => x.name)).toEqual(['sacar']);
    const de = read('Klassendiagramm: Person ist abstrakt. Kunde und Mitarbeiter erben von Person. Eine Bestellung hat viele Positionen.');
    expect(rels(de)).toEqual(['Kunde -inheritance-> Person', 'Mitarbeiter -inheritance-> Person', 'Bestellung -aggregation-> Positionen *']);
  });

  it('German nouns after "mit" are members unless named as classes: "Person ist abstrakt mit Name und E-Mail", "Ein Konto mit Saldo gehört zu Kunde"', () => {
    const c = read('Klassendiagramm: Person ist abstrakt mit Name und E-Mail. Kunde erbt von Person. Ein Konto mit Saldo gehört zu Kunde.');
    expect(c.classes.map((k) => [k.label, k.attributes.map((a) => a.name).join(', ')])).toEqual([['Person', 'name, e-mail'], ['Kunde', ''], ['Konto', 'saldo']]);
    expect(rels(c)).toEqual(['Kunde -inheritance-> Person', 'Konto -association-> Kunde']);
  });
});
