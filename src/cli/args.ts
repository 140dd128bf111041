// Command-line argument parsing: positionals and --flags (with values or boolean).
export class CliError extends Error {}

export type Flags = Record<string, string | boolean>;

const BOOLEAN_FLAGS = new Set(['json', 'help']);

// `--name` or `--name=value`. Other text that starts with `--` is an argument: Mermaid code opens its front
// matter with `---` and a newline, and a prompt may start with dashes.
const FLAG = /^--([A-Za-z][\w-]*)(?:=([\s\S]*))?$/;

export function parseArgs(argv: string[]): { positionals: string[]; flags: Flags } {
  const positionals: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const flag = FLAG.exec(arg);
    if (arg === '--') {
      // Everything after a lone `--` is an argument, whatever it looks like.
      positionals.push(...argv.slice(i + 1));
      break;
    } else if (arg === '-o') {
      flags.output = argv[++i] ?? '';
    } else if (flag) {
      const [, name, inline] = flag as unknown as [string, string, string | undefined];
      if (inline !== undefined) flags[name] = inline;
      else if (BOOLEAN_FLAGS.has(name)) flags[name] = true;
      else {
        const value = argv[i + 1];
        if (value === undefined || FLAG.test(value) || value === '--') throw new CliError(`--${name} needs a value`);
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
