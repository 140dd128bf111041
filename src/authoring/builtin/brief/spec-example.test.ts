import { describe, expect, it } from 'vitest';
import { readBrief } from './read-brief.js';
import { exampleLines, readSpecExample } from './spec-example.js';

const SPEC = [
  '# funnel-basic: Basic Funnel Chart', '', '## Description', '', 'A funnel chart visualizes sequential stages of a process.', '',
  '## Applications', '', '- Sales organizations visualizing pipeline stages from leads to closed deals', '',
  '## Data', '', '- `stage` (string) - Name of each stage', '- `value` (numeric) - Count at each stage',
  '- Example: Sales funnel with stages ["Awareness", "Interest", "Purchase"] and values [1000, 600, 100]', '',
  '## Notes', '', '- Use distinct colors for each stage',
].join('\n');

describe('a chart specification with a worked example', () => {
  it('reads "## Data … - Example: X with stages ["A", "B"] and values [1, 2]" as the content, the heading without its slug naming the kind', () => {
    expect(readSpecExample(SPEC)).toEqual({ heading: 'Basic Funnel Chart', content: 'Sales funnel with stages: Awareness 1000, Interest 600, Purchase 100' });
    const brief = readBrief(SPEC);
    expect(brief.content).toBe('Sales funnel with stages: Awareness 1000, Interest 600, Purchase 100');
    expect(brief.named?.kind).toBe('funnel');
  });
  it('leaves a prompt without a data section or without an example alone', () => {
    expect(readSpecExample('# Plan\n## Steps\n- Example: one two three\n## Notes\n- none')).toBeUndefined();
    expect(readSpecExample(SPEC.replace(/- Example:.*\n/, ''))).toBeUndefined();
    expect(readBrief('Example: a sales funnel with stages Awareness, Interest and Purchase').content).toContain('Example');
  });
  it('reads quoted lists after "like" as lists, a clause after the list as its own sentence, and "; " as a new line', () => {
    expect(exampleLines('Software project with phases like "Requirements", "Design", "Testing" where each phase has tasks'))
      .toBe('Software project with phases: Requirements, Design, Testing. where each phase has tasks');
    expect(exampleLines('Circles "A", "B", "C"; items include "NFTs" in `A`')).toBe('Circles: A, B, C\nitems include "NFTs" in A');
  });
});
