// Use-case statements made plain before they are read: quoted names over several lines joined, business marks
// (`(Use)/`, `actor/`) and inline styles (`#pink;line:red`) dropped, stereotypes on bare declarations dropped.
import type { PumlLine } from './prelude.js';

const STYLE = /\s+#[\w.]+(?::[\w#.]+)?(?:;[\w.]+(?::[\w#.]+)?)*(?=\s|$)/g;
const STEREOTYPES = /(?:\s*<<[^<>]*>>)+\s*$/;

export function plainUsecaseLines(lines: PumlLine[]): PumlLine[] {
  const out: PumlLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    let { text } = lines[i]!;
    const pos = lines[i]!.pos;
    // A quoted name left open runs on to the line that closes it; the line breaks are kept as `\n`.
    if ((text.match(/"/g) ?? []).length % 2 === 1) {
      const parts = [text];
      while (i + 1 < lines.length && (parts.join('\n').match(/"/g) ?? []).length % 2 === 1) parts.push(lines[++i]!.text);
      text = parts.join('\\n');
    }
    text = text.replace(/([):])\/(?=\s|$)/g, '$1').replace(/^(usecase|actor)\//i, '$1').replace(STYLE, '');
    // `User << Human >>` declares an actor, `(Start) << One Shot >>` a use case.
    const bare = /^([\p{L}\p{N}_]+)(?:\s*<<[^<>]*>>)+\s*$/u.exec(text);
    if (bare) text = `:${bare[1]}:`;
    else if (/^(?:\([^()]+\)|:[^:]+:)(?:\s+as\s+\S+)?(?:\s*<<[^<>]*>>)+\s*$/.test(text)) text = text.replace(STEREOTYPES, '');
    out.push({ text, pos });
  }
  return out;
}

/** A long description written over lines with separators (`--`, `==`, `..Title..`): the part before the first is the name. */
export function splitDescription(label: string): { label: string; description?: string } {
  const rows = label.split('\n');
  const sep = rows.findIndex((r) => /^(?:-{2,}|={2,}|\.{2,}|_{2,})$|^(?:--|==|\.\.|__).+(?:--|==|\.\.|__)$/.test(r.trim()));
  if (sep <= 0) return { label };
  const rest = rows.slice(sep).map((r) => r.trim().replace(/^(?:--|==|\.\.|__)(.+?)(?:--|==|\.\.|__)$/, '$1')).filter((r) => !/^(?:-{2,}|={2,}|\.{2,}|_{2,})$/.test(r) && r);
  return rest.length ? { label: rows.slice(0, sep).join('\n'), description: rest.join('\n') } : { label: rows.slice(0, sep).join('\n') };
}
