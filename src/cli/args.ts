// Command-line argument parsing: positionals and --flags (with values or boolean).
export class CliError extends Error {}

export type Flags = Record<string, string | boolean>;

const BOOLEAN_FLAGS = new Set(['json', 'help']);

export function parseArgs(argv: string[]): { positionals: string[]; flags: Flags } {
  const positionals: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-o') {
      flags.output = argv[++i] ?? '';
    } else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (inline !== undefined) flags[name] = inline;
      else if (BOOLEAN_FLAGS.has(name)) flags[name] = true;
      else {
        const value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) throw new CliError(`--${name} needs a value`);
        flags[name] = value;
        i++;
      }
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, flags };
}

export function requireFlag(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v.length === 0) throw new CliError(`--${name} is required`);
  return v;
}

export function intFlag<D extends number | null>(flags: Flags, name: string, fallback: D, min = 0): number | D {
  const v = flags[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n) || n < min) throw new CliError(`--${name} must be an integer ≥ ${min}`);
  return n;
}
