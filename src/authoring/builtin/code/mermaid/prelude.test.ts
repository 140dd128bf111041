// Mermaid prelude: %% comments are blanked in place (offsets kept), except inside a quoted label.
import { describe, expect, it } from 'vitest';
import { Source } from '../source.js';
import { readPrelude } from './prelude.js';

const body = (code: string): string => readPrelude(new Source('mermaid', code))!.body;

describe('Mermaid prelude', () => {
  it('blanks %% comments on any line, keeps %% inside quotes, and keeps every offset', () => {
    const code = 'flowchart TD %% header note\n  A["50%% off"] --> B %% why\r\n%%{init: {}}%%\n  B --> C\n%% last';
    const out = body(code);
    expect(out.length).toBe(code.length);
    expect(out.split('\n').map((l) => l.trimEnd())).toEqual(['flowchart TD', '  A["50%% off"] --> B', '', '  B --> C', '']);
    // Lines without a comment are the same strings, newlines stay where they were.
    expect([...out].map((c, i) => (c === '\n') === (code[i] === '\n')).every(Boolean)).toBe(true);
  });

  it('leaves code without comments untouched', () => {
    const code = 'flowchart LR\n  A --> B\n  B -->|yes| C';
    expect(body(code)).toBe(code);
  });
});
