// The class kind: chosen for its names in several languages and its typical wording, never for ER prompts or prose.
import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { analyze } from '../text/doc.js';
import { classify } from './classify.js';

const kindOf = (prompt: string) => {
  const brief = readBrief(prompt);
  return classify(analyze(brief.content), { named: brief.named?.kind, mentions: brief.mentions })[0].kind;
};

describe('the class kind', () => {
  it.each([
    'Draw a class diagram of a parking garage: Garage, Level, Spot, Car',
    'UML class model for a blog: Post, Comment, Author',
    'classDiagram for users and roles: User, Role, Permission',
    'Fais un diagramme de classes pour une bibliothèque : Livre, Auteur, Emprunt',
    'Erstelle ein Klassendiagramm: Person, Student, Professor',
    'Haz un diagrama de clases de una tienda: Producto, Cliente, Pedido',
    'Crea un diagramma delle classi: Ordine, Cliente, Prodotto',
    '画一个类图：用户、订单、商品',
    'クラス図を作成してください：ユーザー、注文、商品',
  ])('is chosen when the prompt names it: %s', (prompt) => {
    expect(kindOf(prompt)).toBe('class');
  });

  it.each([
    'Show the classes with +public and -private members: Account with -balance: double and +deposit(amount), Customer with +name',
    'Admin and Customer inherit from User; User has a login() method and Customer has a placeOrder() method',
    'Circle and Square extend Shape, and Shape implements Drawable with draw() and area() methods',
    'Dog is a subclass of Animal; Animal has speak() and eat() methods, Dog adds fetch()',
  ])('is chosen for its wording: %s', (prompt) => {
    expect(kindOf(prompt)).toBe('class');
  });

  it.each([
    ['er', 'Database schema: customers, orders and products tables; each customer places many orders, order has a foreign key customer_id'],
    ['er', 'Entities: Student (id, name), Course (id, title). A student enrolls in many courses, and each course has many students.'],
    ['er', 'ER diagram for a library database with tables books, members and loans'],
    ['hierarchy', 'Our company org chart: the CEO, under her the CTO and the CFO, engineers report to the CTO'],
    ['flowchart', 'When a user signs up we check the email; if it is valid we create the account, otherwise we show an error'],
  ])('leaves other prompts to their kind (%s): %s', (kind, prompt) => {
    expect(kindOf(prompt)).toBe(kind);
  });

  it('draws a named class diagram from the names the prompt lists when no class is capitalised', () => {
    const r = runEngine('a class diagram with user, order and product', 'auto', { designs: plannedDesigns });
    expect(r.kind).toBe('class');
    expect((r.content as { classes: { label: string }[] }).classes.map((c) => c.label)).toEqual(['User', 'Order', 'Product']);
  });
});
