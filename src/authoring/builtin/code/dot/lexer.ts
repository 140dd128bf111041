// DOT text → tokens (IDs, quoted and HTML strings, punctuation, edge operators) with offsets; comments skipped.
import { codeError } from '../draft.js';
import type { Source } from '../source.js';

export type TokenKind = 'id' | 'string' | 'html' | 'punct' | 'edgeop' | 'eof';

export interface Token {
  kind: TokenKind;
  value: string;
  offset: number;
}

const ID = /[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y;
const NUMERAL = /-?(?:\.\d+|\d+(?:\.\d*)?)/y;

export function tokenize(source: Source): Token[] {
  const s = source.text;
  const out: Token[] = [];
  let i = 0;
  let lineStart = true;
  const fail = (message: string, at: number): never => {
    throw codeError('dot', message, source.posAt(at));
  };
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0') {
      i++;
      continue;
    }
    // `#` lines are C-preprocessor output; `//` and `/* */` are comments.
    if ((ch === '#' && lineStart) || (ch === '/' && s[i + 1] === '/')) {
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl;
      continue;
    }
    lineStart = false;
    if (ch === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      if (end < 0) fail('a /* comment is never closed', i);
      i = end + 2;
      continue;
    }
    if (ch === '-' && (s[i + 1] === '>' || s[i + 1] === '-')) {
      out.push({ kind: 'edgeop', value: s.slice(i, i + 2), offset: i });
      i += 2;
      continue;
    }
    if ('{}[];,=:'.includes(ch)) {
      out.push({ kind: 'punct', value: ch, offset: i });
      i++;
      continue;
    }
    if (ch === '"') {
      const start = i;
      let value = '';
      // "a" + "b" concatenates.
      for (;;) {
        let j = i + 1;
        while (j < s.length && s[j] !== '"') j += s[j] === '\\' ? 2 : 1;
        if (j >= s.length) fail('a quoted string is never closed', i);
        value += s.slice(i + 1, j).replace(/\\"/g, '"').replace(/\\\r?\n/g, '');
        i = j + 1;
        const plus = /\s*\+\s*"/y;
        plus.lastIndex = i;
        const p = plus.exec(s);
        if (!p) break;
        i += p[0].length - 1;
      }
      out.push({ kind: 'string', value, offset: start });
      continue;
    }
    if (ch === '<') {
      let depth = 0;
      let j = i;
      for (; j < s.length; j++) {
        if (s[j] === '<') depth++;
        else if (s[j] === '>' && --depth === 0) break;
      }
      if (j >= s.length) fail('an HTML label <…> is never closed', i);
      out.push({ kind: 'html', value: s.slice(i + 1, j), offset: i });
      i = j + 1;
      continue;
    }
    ID.lastIndex = i;
    NUMERAL.lastIndex = i;
    const m = ID.exec(s) ?? NUMERAL.exec(s);
    if (!m) fail(`unexpected character "${ch}"`, i);
    out.push({ kind: 'id', value: m![0], offset: i });
    i += m![0].length;
  }
  out.push({ kind: 'eof', value: '', offset: s.length });
  return out;
}
