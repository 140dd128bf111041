// compromise is loaded two ways (nlp.ts): awaited by the service (its ES module build), or on the spot by
// synchronous callers (its CommonJS build). Both must read words alike.
import { describe, expect, it, vi } from 'vitest';

type Nlp = typeof import('./nlp.js');

const WORDS = ['customer', 'checks', 'ships', 'manager', 'quickly', 'blue', 'the', 'of', 'should', 'is', 'Alice', 'kafka',
  'postgres', 'approves', 'handover', 'twelve', 'and', 'they', 'deploys', 'invoice'];
const TEXT = 'Dr. Smith opens the ticket. The clerk checks stock, e.g. the shelves! Then what? Mr. Jones ships it.';

function reading(nlp: Nlp) {
  return {
    classes: WORDS.map((w) => nlp.wordClass(w)),
    lexicon: WORDS.map((w) => nlp.inLexicon(w)),
    verbs: WORDS.map((w) => nlp.canBeVerb(w)),
    sentences: nlp.splitSentences(TEXT),
  };
}

describe('loading compromise', () => {
  it('reads words the same after loadNlp() as when used before it', async () => {
    vi.resetModules();
    const loaded = await import('./nlp.js');
    await loaded.loadNlp();
    const viaImport = reading(loaded);

    vi.resetModules();
    const onTheSpot = await import('./nlp.js');
    const viaRequire = reading(onTheSpot);

    expect(viaRequire).toEqual(viaImport);
    expect(viaImport.sentences).toHaveLength(4);
  });
});
