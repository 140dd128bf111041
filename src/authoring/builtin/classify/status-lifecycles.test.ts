import { describe, expect, it } from 'vitest';
import { analyze } from '../text/doc.js';
import { classify } from './classify.js';
import { isStatusLike } from './signals.js';

describe('a lifecycle of statuses joined by arrows', () => {
  it('"lifecycle of a library book copy: available → on hold → checked out → overdue → lost" is a state machine, not a cycle', () => {
    expect(classify(analyze('lifecycle of a library book copy: available → on hold → checked out → overdue → lost (after 60 days). returned = back to available'))[0]!.kind).toBe('state');
    expect(classify(analyze('Subscription lifecycle: trial → active → suspended → expired'))[0]!.kind).toBe('state');
  });
  it('keeps a lifecycle of steps or stages a cycle ("butterfly life cycle: egg → caterpillar → chrysalis → butterfly")', () => {
    expect(classify(analyze('butterfly life cycle: egg → caterpillar → chrysalis → butterfly → egg'))[0]!.kind).toBe('cycle');
  });
  it('status words: "-able" adjectives, "checked out", "on loan", "overdue", "lost"', () => {
    expect(['available', 'checked out', 'on loan', 'overdue', 'lost', 'unpaid', 'in repair'].every(isStatusLike)).toBe(true);
    expect(['egg', 'shape the dough', 'caterpillar'].some(isStatusLike)).toBe(false);
  });
});
