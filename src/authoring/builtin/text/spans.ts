// Brackets and quotes hold one thing: text is split only outside them, so no part keeps half a bracket.

const OPEN = '([{（［「『“«‘';
const CLOSE = ')]}）］」』”»’';
const FILL = '\uE000';

/**
 * The text with every balanced bracket and every quotation ("'forgot password'", «…», 「…」) replaced by filler of the
 * same length, so that separators inside them are not seen and indices still point into the text.
 * An apostrophe inside a word ("j'ai", "kid's") opens no quotation; an unbalanced bracket hides nothing.
 */
export function masked(text: string): string {
  const hit = memo.get(text);
  if (hit !== undefined) return hit;
  const m = maskOnce(text);
  if (memo.size >= 512) memo.clear();
  memo.set(text, m);
  return m;
}

/** The same clause is split at several separators in turn: its mask is made once. */
const memo = new Map<string, string>();

function maskOnce(text: string): string {
  // Nothing to hide: the text is its own mask.
  if (!/[([{（［「『“«‘'"]/u.test(text)) return text;
  const chars = [...text];
  const out = chars.slice();
  const stack: { at: number; close: string }[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const quote = c === "'" || c === '"';
    // A closing bracket also closes a quotation left open inside it (an apostrophe read as a quote).
    const at = quote ? (stack[stack.length - 1]?.close === c ? stack.length - 1 : -1) : stack.map((s) => s.close).lastIndexOf(c);
    if (at >= 0 && (!quote || !/[\p{L}\p{N}]/u.test(chars[i + 1] ?? ''))) {
      const top = stack[at];
      stack.length = at;
      if (stack.length === 0) for (let j = top.at; j <= i; j++) out[j] = FILL;
      continue;
    }
    const k = OPEN.indexOf(c);
    if (k >= 0) { stack.push({ at: i, close: CLOSE[k] }); continue; }
    // A straight quote opens a quotation only at the start of a word ("'forgot password'", not "kid's").
    if (quote && !/[\p{L}\p{N}]/u.test(chars[i - 1] ?? '') && /\S/.test(chars[i + 1] ?? '')) {
      if (stack.length < 8) stack.push({ at: i, close: c });
    }
  }
  // Code points were masked one for one; rebuild with the same UTF-16 length.
  return out.map((c, i) => (c === FILL && chars[i].length === 2 ? FILL + FILL : c)).join('');
}

/** Splits at every match of `sep` (its flags are kept, 'g' is added) that falls outside brackets and quotations. */
export function splitOutside(text: string, sep: RegExp): string[] {
  const m = masked(text);
  const re = new RegExp(sep.source, sep.flags.includes('g') ? sep.flags.replace('y', '') : `${sep.flags.replace('y', '')}g`);
  const out: string[] = [];
  let last = 0;
  for (const hit of m.matchAll(re)) {
    if (hit[0].length === 0) continue;
    out.push(text.slice(last, hit.index));
    last = hit.index! + hit[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** Whether every bracket the text opens it also closes, in order. */
export function balanced(text: string): boolean {
  const stack: string[] = [];
  for (const c of text) {
    const k = OPEN.indexOf(c);
    if (k >= 0 && !'“«‘'.includes(c)) stack.push(CLOSE[k]);
    else if (CLOSE.includes(c) && !'”»’'.includes(c)) {
      if (stack.pop() !== c) return false;
    }
  }
  return stack.length === 0;
}
