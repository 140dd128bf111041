// Which conditions negate each other: the second of "if X ... if not-X ..." is the other branch of one decision.
import { describe, expect, it } from 'vitest';
import { complements } from './flow.js';

describe('complements', () => {
  it('pairs a condition with its negation, prefix negation or antonym', () => {
    for (const [a, b] of [['it is invalid', 'valid'], ['tests fail', 'tests pass'], ['the payment succeeds', 'the payment fails'],
      ['the order is approved', 'it is rejected'], ['stock is available', 'stock is not available'], ["it isn't complete", 'it is complete'],
      ['the item is found', 'the item is missing'], ['the user is authorized', 'unauthorized'], ['granted', 'denied'], ['access is allowed', 'access is blocked']]) {
      expect([a, b, complements(a, b)]).toEqual([a, b, true]);
      expect([b, a, complements(b, a)]).toEqual([b, a, true]);
    }
  });

  it('does not pair different questions', () => {
    for (const [a, b] of [['it is urgent', 'it is valid'], ['tests fail', 'the build fails'], ['stock is missing', 'the price is missing'],
      ['the card is valid', 'the card is valid'], ['payment fails', 'the address is invalid']]) {
      expect([a, b, complements(a, b)]).toEqual([a, b, false]);
    }
  });
});
