// Edits of a UML class diagram: add, remove and rename a class, connect two classes, move one into a package; members
// are refused in words (the grammar edits classes, not their attributes) with what was understood.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { iconCatalog } from '../../../icons/catalog.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { elementsOf } from '../../edit/elements.js';
import type { DiagramState } from '../../model.js';
import { applyInstruction } from './index.js';

type Obj = Record<string, any>;

const FIX: DiagramState = {
  kind: 'class', design: 'class-diagram', params: {}, style: {},
  content: {
    title: 'Shop',
    packages: [{ id: 'billing', label: 'billing' }],
    classes: [
      { id: 'user', label: 'User', attributes: [{ name: 'email', type: 'String', visibility: 'private' }], methods: [{ name: 'login', visibility: 'public' }] },
      { id: 'customer', label: 'Customer', attributes: [], methods: [] },
      { id: 'invoice', label: 'Invoice', package: 'billing', attributes: [], methods: [] },
    ],
    relations: [{ from: 'customer', to: 'user', type: 'inheritance' }],
  },
};

function run(instruction: string, changed: string[] = []): Obj {
  const before = structuredClone(FIX);
  const out = applyInstruction(instruction, before, { icons: iconCatalog });
  expect(before).toEqual(FIX);
  expect(CONTENT_SCHEMAS.class.safeParse(out.state.content).success).toBe(true);
  // What the edit did not touch keeps its id and label.
  const now = elementsOf('class', out.state.content);
  for (const [id, el] of elementsOf('class', FIX.content)) if (!id.includes('->') && !changed.includes(id) && now.has(id)) expect(now.get(id)!.label).toBe(el.label);
  return out.state.content as Obj;
}

describe('class diagram edits', () => {
  it('gives every class, package and relation an element id', () => {
    expect([...elementsOf('class', FIX.content).keys()]).toEqual(['user', 'customer', 'invoice', 'billing', 'customer->user']);
  });

  it('adds a class (with empty compartments) linked to another', () => {
    const c = run('add a class Admin linked to User');
    const admin = c.classes.find((k: Obj) => k.label === 'Admin');
    expect(admin).toMatchObject({ attributes: [], methods: [] });
    expect(c.relations.some((r: Obj) => r.from === 'user' && r.to === admin.id)).toBe(true);
  });

  it('removes a class and its relations', () => {
    const c = run('remove the Customer class');
    expect(c.classes.map((k: Obj) => k.label)).toEqual(['User', 'Invoice']);
    expect(c.relations).toEqual([]);
  });

  it('renames a class and keeps its members and id', () => {
    const c = run('rename User to Account', ['user']);
    expect(c.classes[0]).toMatchObject({ id: 'user', label: 'Account', methods: [{ name: 'login', visibility: 'public' }] });
  });

  it('connects two classes with a labelled association', () => {
    const c = run('connect Invoice to Customer with label billed to');
    expect(c.relations).toContainEqual({ from: 'invoice', to: 'customer', label: 'billed to', type: 'association' });
  });

  it('adds a package', () => {
    const c = run('add a package shipping');
    expect(c.packages.map((p: Obj) => p.label)).toEqual(['billing', 'Shipping']);
  });

  it('moves a class into a package', () => {
    const c = run('move Customer into billing');
    expect(c.classes.find((k: Obj) => k.id === 'customer').package).toBe('billing');
  });

  it('refuses to add an attribute in words, saying what it understood', () => {
    let error: unknown;
    try { applyInstruction('add an attribute phone to User', structuredClone(FIX), { icons: iconCatalog }); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_instruction');
    expect((error as AppError).details).toMatchObject({ understood: expect.any(String) });
  });
});
