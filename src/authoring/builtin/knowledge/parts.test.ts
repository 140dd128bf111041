// Words of a topic's labels: a prompt word names a part of the topic in any of its forms.
import { describe, expect, it } from 'vitest';
import { knowledgePack } from './pack.js';
import { partWord, sameStem } from './parts.js';

describe('a topic\'s part words', () => {
  it('reads "deployment" and "deploy", "approval" and "approve", "expiry" and "expire" as one word; not "order" and "ordinal"', () => {
    expect(sameStem('deployment', 'deploy')).toBe(true);
    expect(sameStem('approval', 'approve')).toBe(true);
    expect(sameStem('expiry', 'expire')).toBe(true);
    expect(sameStem('order', 'ordinal')).toBe(false);
    expect(sameStem('api', 'apis')).toBe(false);
  });

  it('finds the words of the labels in every language the topic is drawn in ("paiement" for the payment service)', () => {
    const topic = knowledgePack().topics.find((t) => t.id === 'order-processing-services')!;
    for (const w of ['payment', 'inventory', 'notification', 'paiement', 'lager']) expect(partWord(topic, w), w).toBe(true);
    expect(partWord(topic, 'drone')).toBe(false);
  });
});
