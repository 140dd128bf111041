// Edits of use case diagrams and journey maps: add, remove, rename, connect, group and scores, ids of untouched
// elements kept, and a clear invalid_instruction where the change cannot be made.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { iconCatalog } from '../../../icons/catalog.js';
import { journeyMap } from '../../../designs/journey/design.js';
import { usecaseDiagram } from '../../../designs/usecase/design.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { elementsOf } from '../../edit/elements.js';
import type { DiagramState } from '../../model.js';
import { applyInstruction } from './index.js';

type Obj = Record<string, any>;

const FIX: Record<'usecase' | 'journey', DiagramState> = {
  usecase: { kind: 'usecase', design: 'usecase-diagram', content: CONTENT_SCHEMAS.usecase.parse(usecaseDiagram.sample), params: {}, style: {} },
  journey: { kind: 'journey', design: 'journey-map', content: CONTENT_SCHEMAS.journey.parse(journeyMap.sample), params: {}, style: {} },
};

function run(kind: 'usecase' | 'journey', instruction: string): Obj {
  const out = applyInstruction(instruction, structuredClone(FIX[kind]), { icons: iconCatalog });
  expect(CONTENT_SCHEMAS[kind].safeParse(out.state.content).success).toBe(true);
  // Every element not named by the instruction keeps its id and label.
  const now = elementsOf(kind, out.state.content);
  return { c: out.state.content as Obj, now };
}

function refused(kind: 'usecase' | 'journey', instruction: string): string {
  try {
    applyInstruction(instruction, structuredClone(FIX[kind]), { icons: iconCatalog });
  } catch (e) {
    if (e instanceof AppError && e.code === 'invalid_instruction') return (e.details as { reason: string }).reason;
    throw e;
  }
  throw new Error(`expected "${instruction}" to be refused`);
}

const labelOf = (c: Obj, id: string) => [...c.actors, ...c.use_cases].find((x: Obj) => x.id === id)?.label;
const linksOf = (c: Obj) => c.links.map((l: Obj) => `${labelOf(c, l.from)} -> ${labelOf(c, l.to)} ${l.type}`);

describe('use case diagram edits', () => {
  it('gives every actor, use case and system a stable id, and names links from->to', () => {
    const ids = [...elementsOf('usecase', FIX.usecase.content).keys()];
    expect(ids).toEqual(expect.arrayContaining(['customer', 'member', 'payments', 'browse', 'checkout', 'shop', 'customer->browse', 'checkout->pay']));
  });

  it('adds an actor and a use case, connected', () => {
    const { c } = run('usecase', 'add an actor Admin');
    expect(c.actors.map((a: Obj) => a.label)).toContain('Admin');
    const r = run('usecase', 'add a use case Write review, then connect Customer to Write review');
    expect(r.c.use_cases.map((u: Obj) => u.label)).toContain('Write review');
    expect(linksOf(r.c)).toContain('Customer -> Write review association');
    expect(r.now.get('checkout')?.label).toBe('Check out');
  });

  it('connects two use cases with «include» or «extend» by the link label', () => {
    const r = run('usecase', 'connect Browse products to Pay by card with label include');
    expect(linksOf(r.c)).toContain('Browse products -> Pay by card include');
    expect(refused('usecase', 'connect Customer to Check out with label extend')).toMatch(/two use cases/);
  });

  it('renames and removes elements, taking their links with them', () => {
    let r = run('usecase', 'rename Check out to Checkout');
    expect(labelOf(r.c, 'checkout')).toBe('Checkout');
    r = run('usecase', 'remove Pay by card');
    expect(r.c.use_cases.map((u: Obj) => u.label)).not.toContain('Pay by card');
    expect(r.c.links.some((l: Obj) => l.from === 'pay' || l.to === 'pay')).toBe(false);
  });

  it('disconnects an actor from a use case', () => {
    const r = run('usecase', 'disconnect Customer from Browse products');
    expect(linksOf(r.c)).not.toContain('Customer -> Browse products association');
  });
});

describe('journey map edits', () => {
  it('gives stages, steps and notes stable ids', () => {
    const ids = [...elementsOf('journey', CONTENT_SCHEMAS.journey.parse(FIX.journey.content)).keys()];
    expect(ids).toEqual(expect.arrayContaining(['signup', 'verify', 'first', 'download', 'review']));
  });

  it('adds a stage after another, and a step in a stage', () => {
    let r = run('journey', 'add a stage Card delivery after Verification');
    expect(r.c.stages.map((s: Obj) => s.label)).toEqual(['Sign up', 'Verification', 'Card delivery', 'First transaction']);
    r = run('journey', 'add a step Read the FAQ after Scan ID and selfie');
    const step = r.c.steps.find((s: Obj) => s.label === 'Read the FAQ');
    expect(step.stage).toBe('verify');
    expect(r.c.steps.map((s: Obj) => s.label).indexOf('Read the FAQ')).toBe(r.c.steps.map((s: Obj) => s.label).indexOf('Scan ID and selfie') + 1);
  });

  it('adds a pain point under a stage', () => {
    const r = run('journey', 'add a pain point Too many forms in Sign up');
    expect(r.c.notes.find((n: Obj) => n.text === 'Too many forms')).toMatchObject({ type: 'pain', stage: 'signup' });
  });

  it('renames a step and removes a stage with its steps', () => {
    let r = run('journey', 'rename Manual review to Video call');
    expect(r.c.steps.find((s: Obj) => s.id === 'review').label).toBe('Video call');
    r = run('journey', 'remove the Verification stage');
    expect(r.c.stages.map((s: Obj) => s.id)).toEqual(['signup', 'first']);
    expect(r.c.steps.some((s: Obj) => s.stage === 'verify')).toBe(false);
    expect(r.now.get('deposit')?.label).toBe('First deposit');
  });

  it('refuses to connect steps: a journey has no links', () => {
    expect(refused('journey', 'connect Download the app to Pay a friend')).toMatch(/.+/);
  });
});
