import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../index.js';
import { designsOfKind, getDesign } from '../../../designs/registry.js';
import { knownItemsKind } from './known-items.js';

describe('items that are a known diagram\'s items', () => {
  it('reads "Plan, Do, Check, Act" as PDCA\'s steps and "awareness, interest, desire, action" as AIDA\'s stages', () => {
    expect(knownItemsKind(['Plan', 'Do', 'Check', 'Act'])).toEqual({ kind: 'cycle', topic: 'pdca-cycle' });
    expect(knownItemsKind(['attention', 'interest', 'desire', 'action'])?.kind).toBe('funnel');
  });
  it('reads nothing into a few items, into items of no known diagram, or into a longer list that only contains one', () => {
    expect(knownItemsKind(['Plan', 'Do'])).toBeUndefined();
    expect(knownItemsKind(['Design', 'Build', 'Ship', 'Celebrate'])).toBeUndefined();
    expect(knownItemsKind(['Plan', 'Do', 'Check', 'Act', 'Report', 'Archive', 'Repeat'])).toBeUndefined();
  });
  it('draws "Plan: … Do: … Check: … Act: …" on one line as a cycle with the prompt\'s own descriptions, and says why', async () => {
    const model = createBuiltinModel({ designs: { get: getDesign, ofKind: designsOfKind } });
    const r = await model.author({ prompt: 'Plan: Plan a change or solution. Do: Implement the change on a small scale. Check: Evaluate the results. Act: Adjust and improve based on the evaluation.', design: 'auto', signal: new AbortController().signal });
    expect(r.content).toMatchObject({ steps: [{ label: 'Plan', description: 'Plan a change or solution' }, { label: 'Do' }, { label: 'Check' }, { label: 'Act' }] });
    expect(r.ranking?.[0]?.reason).toContain('known diagram (pdca-cycle)');
  });
});
