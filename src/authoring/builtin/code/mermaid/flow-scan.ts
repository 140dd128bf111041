// Mermaid flowchart text at an offset → node references (id, shape, text, @{…} props) and links (kind, label).

export interface NodeRef {
  id: string;
  start: number;
  /** Raw text between the shape delimiters (quotes kept, cleaned later). */
  text?: string;
  shape?: string;
  /** Key/value pairs of `id@{ shape: …, label: … }`. */
  props?: Record<string, string>;
}

export interface LinkTok {
  start: number;
  /** `e1` of `A e1@--> B`: an id that `e1@{ … }` may then refer to. */
  id?: string;
  label?: string;
  /** `~~~`: drawn by nothing, only a layout hint. */
  invisible: boolean;
  /** `-.->` / `-. text .->` dotted, `==>` / `== text ==>` thick, otherwise solid. */
  style: 'solid' | 'dotted' | 'thick';
}

/** Code the scanner cannot read (an opened shape or quote never closed): the offset and what is wrong (`{at}` marks where the place goes). */
export class ScanError extends Error {
  constructor(readonly offset: number, message: string) {
    super(message);
  }
}

// Longest openers first: `(((` before `((` before `([` before `(`, and so on.
const SHAPES: { open: string; close: string[]; shape: string }[] = [
  { open: '(((', close: [')))'], shape: 'double-circle' },
  { open: '((', close: ['))'], shape: 'circle' },
  { open: '([', close: ['])'], shape: 'stadium' },
  { open: '(', close: [')'], shape: 'round' },
  { open: '[[', close: [']]'], shape: 'subroutine' },
  { open: '[(', close: [')]'], shape: 'cylinder' },
  { open: '[/', close: ['/]', '\\]'], shape: 'lean' },
  { open: '[\\', close: ['\\]', '/]'], shape: 'lean-alt' },
  { open: '[', close: [']'], shape: 'rect' },
  { open: '{{', close: ['}}'], shape: 'hexagon' },
  { open: '{', close: ['}'], shape: 'rhombus' },
  { open: '>', close: [']'], shape: 'asymmetric' },
];

const ID = /[\p{L}\p{N}_$](?:[\p{L}\p{N}_$]|[-.](?=[\p{L}\p{N}_$]))*/uy;
const EDGE_ID = /([\p{L}\p{N}_]+)@(?=[-=.~<ox])/uy;
const WORD = /[A-Za-z]\w*/y;
const CLASS = /:::[\w-]+/y;
const WORD_END = /[\s;:{]/;
// Whitespace and `;` between statements.
const SEPARATOR = /[\s;]+/y;
const PLAIN_LINK = /[ox<]?(?:-{2,}[>ox]|-{3,}|={2,}[>ox]|={3,}|-\.+-[>ox]?|~{3,})/y;
const TEXT_LINK = /[ox<]?(--|==|-\.)(?![-=.>])/y;
const CLOSERS: Record<string, RegExp> = { '--': /-{2,}[>ox]|-{3,}/g, '==': /={2,}[>ox]|={3,}/g, '-.': /\.-+[>ox]?/g };

function styleOf(link: string): LinkTok['style'] {
  return link.includes('=') ? 'thick' : link.includes('.') ? 'dotted' : 'solid';
}

export class FlowScanner {
  constructor(readonly s: string, public i = 0) {}

  spaces(): void {
    while (this.i < this.s.length && (this.s[this.i] === ' ' || this.s[this.i] === '\t' || this.s[this.i] === '\r')) this.i++;
  }

  /** Moves past whitespace (newlines included) and `;`. */
  skipSeparators(): void {
    SEPARATOR.lastIndex = this.i;
    if (SEPARATOR.test(this.s)) this.i = SEPARATOR.lastIndex;
  }

  /** Newline, `;` or the end of the text (after spaces). */
  atStatementEnd(): boolean {
    this.spaces();
    return this.i >= this.s.length || this.s[this.i] === '\n' || this.s[this.i] === ';';
  }

  /** Moves past the rest of the current line. */
  skipLine(): void {
    const nl = this.s.indexOf('\n', this.i);
    this.i = nl < 0 ? this.s.length : nl + 1;
  }

  /** Moves past the current statement (to `;` or the end of the line). */
  skipStatement(): void {
    while (this.i < this.s.length && this.s[this.i] !== '\n' && this.s[this.i] !== ';') this.i++;
  }

  /** A keyword at the cursor, followed by a boundary; the cursor does not move. */
  peekWord(): string | undefined {
    WORD.lastIndex = this.i;
    const w = WORD.exec(this.s);
    if (!w) return undefined;
    const next = this.s[this.i + w[0].length];
    return next === undefined || WORD_END.test(next) ? w[0] : undefined;
  }

  restOfLine(): string {
    const nl = this.s.indexOf('\n', this.i);
    const end = nl < 0 ? this.s.length : nl;
    const text = this.s.slice(this.i, end);
    this.i = end;
    return text;
  }

  /** `id`, `id[text]`, `id@{ … }`, `id:::class` and combinations; undefined when no id is here. */
  node(): NodeRef | undefined {
    ID.lastIndex = this.i;
    const m = ID.exec(this.s);
    if (!m) return undefined;
    const ref: NodeRef = { id: m[0], start: this.i };
    this.i += m[0].length;
    if (this.s.startsWith('@{', this.i)) {
      const props = this.props();
      if (props) ref.props = props;
    } else {
      // The longest opener decides, as in Mermaid's lexer: `((` that never closes is an error, not a `(` shape.
      const sh = SHAPES.find((x) => this.s.startsWith(x.open, this.i));
      if (sh) {
        const text = this.shapeText(this.i + sh.open.length, sh.close);
        if (text === undefined) {
          // `>` is also the tail of an arrow written without spaces; only brackets are certain openers.
          if (sh.open !== '>') this.unclosed(this.i, sh.open, sh.close[0]!);
        } else {
          ref.text = text.text;
          ref.shape = sh.shape === 'lean' && text.close === '\\]' ? 'trapezoid' : sh.shape === 'lean-alt' && text.close === '/]' ? 'trapezoid-alt' : sh.shape;
          this.i = text.end;
        }
      }
    }
    CLASS.lastIndex = this.i;
    if (CLASS.test(this.s)) this.i = CLASS.lastIndex;
    return ref;
  }

  /** Throws a ScanError for the shape opened at `at`: its quote or its bracket is never closed. */
  private unclosed(at: number, open: string, close: string): never {
    let j = at + open.length;
    while (this.s[j] === ' ' || this.s[j] === '\t') j++;
    if (this.s[j] === '"') {
      const q = this.s.indexOf('"', j + 1);
      const nl = this.s.indexOf('\n', j);
      if (q < 0 || (nl >= 0 && q > nl && !this.s.slice(q + 1).trimStart().startsWith(close))) {
        throw new ScanError(j, `the quote " opened at {at} is never closed`);
      }
    }
    throw new ScanError(at, `the shape "${open}" opened at {at} is never closed with "${close}"`);
  }

  /** Text inside a shape, quoted ("…" may span lines) or up to the closer on the same line. */
  private shapeText(from: number, closers: string[]): { text: string; close: string; end: number } | undefined {
    let j = from;
    while (this.s[j] === ' ' || this.s[j] === '\t') j++;
    if (this.s[j] === '"') {
      const q = this.s.indexOf('"', j + 1);
      if (q < 0) return undefined;
      let k = q + 1;
      while (this.s[k] === ' ' || this.s[k] === '\t') k++;
      const close = closers.find((c) => this.s.startsWith(c, k));
      return close ? { text: this.s.slice(j, q + 1), close, end: k + close.length } : undefined;
    }
    const nl = this.s.indexOf('\n', from);
    const lineEnd = nl < 0 ? this.s.length : nl;
    let best: { at: number; close: string } | undefined;
    for (const c of closers) {
      const at = this.s.indexOf(c, from);
      if (at >= 0 && at < lineEnd && (!best || at < best.at)) best = { at, close: c };
    }
    return best ? { text: this.s.slice(from, best.at), close: best.close, end: best.at + best.close.length } : undefined;
  }

  /** `@{ key: value, … }` (values may be quoted; commas or newlines separate pairs). */
  private props(): Record<string, string> | undefined {
    let j = this.i + 2;
    let quoted = false;
    for (; j < this.s.length; j++) {
      if (this.s[j] === '"') quoted = !quoted;
      else if (!quoted && this.s[j] === '}') break;
    }
    if (j >= this.s.length) return undefined;
    const inner = this.s.slice(this.i + 2, j);
    this.i = j + 1;
    const out: Record<string, string> = {};
    for (const pair of inner.match(/(?:[^,\n"]|"[^"]*")+/g) ?? []) {
      const kv = /^\s*["']?([\w-]+)["']?\s*:\s*([\s\S]*?)\s*$/.exec(pair);
      if (kv) out[kv[1]!] = kv[2]!.replace(/^"([\s\S]*)"$/, '$1').replace(/^'([\s\S]*)'$/, '$1');
    }
    return out;
  }

  /** A link with its optional label (`-- text -->`, `-->|text|`, `-. text .->`, `== text ==>`). */
  link(): LinkTok | undefined {
    const start = this.i;
    EDGE_ID.lastIndex = this.i;
    const id = EDGE_ID.exec(this.s);
    if (id) this.i += id[0].length;
    let label: string | undefined;
    let invisible = false;
    let style: LinkTok['style'] = 'solid';
    PLAIN_LINK.lastIndex = this.i;
    const plain = PLAIN_LINK.exec(this.s);
    if (plain) {
      invisible = plain[0].includes('~');
      style = styleOf(plain[0]);
      this.i += plain[0].length;
    } else {
      TEXT_LINK.lastIndex = this.i;
      const t = TEXT_LINK.exec(this.s);
      if (!t) {
        this.i = start;
        return undefined;
      }
      const textStart = this.i + t[0].length;
      const nl = this.s.indexOf('\n', textStart);
      const lineEnd = nl < 0 ? this.s.length : nl;
      let body = textStart;
      while (this.s[body] === ' ') body++;
      const closer = CLOSERS[t[1]!]!;
      closer.lastIndex = this.s[body] === '"' ? Math.max(body, this.s.indexOf('"', body + 1)) : textStart;
      const c = closer.exec(this.s);
      if (!c || c.index >= lineEnd) {
        this.i = start;
        return undefined;
      }
      label = this.s.slice(textStart, c.index);
      style = styleOf(t[1]!);
      this.i = c.index + c[0].length;
    }
    let j = this.i;
    while (this.s[j] === ' ' || this.s[j] === '\t') j++;
    if (this.s[j] === '|') {
      const close = this.s.indexOf('|', j + 1);
      const nl = this.s.indexOf('\n', j);
      if (close > j && (nl < 0 || close < nl)) {
        label = this.s.slice(j + 1, close);
        this.i = close + 1;
      }
    }
    const tok: LinkTok = label !== undefined && label.trim() ? { start, label, invisible, style } : { start, invisible, style };
    if (id) tok.id = id[1]!;
    return tok;
  }

  /** `&` joining nodes on one side of a link. */
  ampersand(): boolean {
    let j = this.i;
    while (this.s[j] === ' ' || this.s[j] === '\t') j++;
    if (this.s[j] !== '&') return false;
    this.i = j + 1;
    this.spaces();
    return true;
  }
}
