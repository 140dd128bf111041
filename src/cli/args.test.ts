// Command-line arguments: flags are `--name[=value]`; text that only starts with dashes (Mermaid front matter) is an argument.
import { describe, expect, it } from 'vitest';
import { CliError, parseArgs } from './args.js';

describe('parseArgs', () => {
  it('reads flags with values, boolean flags, inline values and -o', () => {
    expect(parseArgs(['keys', 'create', '--workspace', 'acme', '--json', '--rate-limit=5', '-o', 'x.svg'])).toEqual({
      positionals: ['keys', 'create'], flags: { workspace: 'acme', json: true, 'rate-limit': '5', output: 'x.svg' },
    });
  });

  it('takes Mermaid code that opens with --- front matter as the prompt, not as an option', () => {
    const prompt = '---\ntitle: Order flow\n---\nflowchart LR\n  A --> B';
    expect(parseArgs(['generate', prompt, '-o', 'out.svg'])).toEqual({ positionals: ['generate', prompt], flags: { output: 'out.svg' } });
    expect(parseArgs(['generate', '--theme', 'dark', prompt, '-o', 'out.svg']).positionals).toEqual(['generate', prompt]);
    expect(parseArgs(['generate', '-- not a flag', '-o', 'o.svg']).positionals).toEqual(['generate', '-- not a flag']);
  });

  it('treats everything after a lone -- as arguments', () => {
    expect(parseArgs(['generate', '-o', 'o.svg', '--', '--json'])).toEqual({ positionals: ['generate', '--json'], flags: { output: 'o.svg' } });
  });

  it('still refuses a flag that is missing its value', () => {
    expect(() => parseArgs(['keys', 'create', '--workspace'])).toThrow(CliError);
    expect(() => parseArgs(['keys', 'create', '--workspace', '--json'])).toThrow('--workspace needs a value');
  });
});
