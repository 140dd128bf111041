// Mermaid code → front matter (title, layout) and a body with directives and %% comments blanked out, plus the header.
import type { Pos } from '../draft.js';
import { mermaidLabel } from '../text.js';
import type { Source, SourceLine } from '../source.js';

export interface Prelude {
  title?: string;
  /** `config.layout` from the front matter (e.g. `tidy-tree`, `elk`). */
  layout?: string;
  /** The code with front matter, directives and comments replaced by spaces: offsets still match the prompt. */
  body: string;
  /** The header keyword (`flowchart`, `sequenceDiagram`, …) and the rest of its line. */
  keyword: string;
  args: string;
  headerPos: Pos;
  /** Offset just after the header keyword and its arguments; statements may follow on the same line after `;`. */
  bodyStart: number;
}

const blank = (s: string): string => s.replace(/[^\n]/g, ' ');

/** Blanks a line's `%%` comment when it is not inside a double-quoted string. */
function blankComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length - 1; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (!quoted && line[i] === '%' && line[i + 1] === '%') return line.slice(0, i) + blank(line.slice(i));
  }
  return line;
}

/** Blanks `%%` comments that are not inside a double-quoted string; only lines holding `%%` are looked at. */
function blankComments(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('%%'); at >= 0;) {
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const nl = text.indexOf('\n', at);
    const lineEnd = nl < 0 ? text.length : nl;
    out += text.slice(copied, lineStart) + blankComment(text.slice(lineStart, lineEnd));
    copied = lineEnd;
    at = text.indexOf('%%', lineEnd);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

export function readPrelude(source: Source): Prelude | undefined {
  let body = source.text;
  let title: string | undefined;
  let layout: string | undefined;
  const front = /^(\s*)---[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*---[ \t]*(?=\r?\n|$)/.exec(body);
  if (front) {
    const yaml = front[2]!;
    const t = /^title:[ \t]*(.+)$/m.exec(yaml);
    if (t) title = mermaidLabel(t[1]!.trim().replace(/^'(.*)'$/, '$1'));
    const l = /^[ \t]*layout:[ \t]*["']?([\w-]+)/m.exec(yaml);
    if (l) layout = l[1];
    body = front[1]! + blank(front[0].slice(front[1]!.length)) + body.slice(front[0].length);
  }
  body = body.replace(/%%\{[\s\S]*?\}%%/g, blank);
  body = blankComments(body);
  const m = /\S/.exec(body);
  if (!m) return undefined;
  const lineEnd = body.indexOf('\n', m.index);
  const firstLine = body.slice(m.index, lineEnd < 0 ? body.length : lineEnd);
  const head = /^([A-Za-z][\w-]*)([^;\n]*)/.exec(firstLine);
  const out: Prelude = {
    body,
    keyword: head ? head[1]! : '',
    args: head ? head[2]!.trim() : '',
    headerPos: source.posAt(m.index),
    bodyStart: m.index + (head ? head[0].length : 0),
  };
  if (title) out.title = title;
  if (layout) out.layout = layout;
  return out;
}

export interface Statement { text: string; pos: Pos; line: SourceLine }

/**
 * Statements after the header: one per line, and lines split at `;` when `splitSemicolons` (outside quotes and not
 * the `;` that ends an entity code such as `#9829;`). Blank statements are dropped; text keeps its indentation.
 */
export function statements(source: Source, prelude: Prelude, splitSemicolons: boolean): Statement[] {
  const out: Statement[] = [];
  const start = prelude.bodyStart;
  for (const line of source.lines()) {
    const lineEnd = line.offset + line.text.length;
    if (lineEnd <= start) continue;
    const from = Math.max(0, start - line.offset);
    const text = prelude.body.slice(line.offset + from, lineEnd).replace(/\r$/, '');
    const parts = splitSemicolons ? splitAtSemicolons(text) : [{ text, index: 0 }];
    for (const p of parts) {
      if (p.text.trim().length === 0) continue;
      const lead = p.text.search(/\S/);
      out.push({ text: p.text, pos: { line: line.line, column: from + p.index + lead + 1 }, line });
    }
  }
  return out;
}

function splitAtSemicolons(text: string): { text: string; index: number }[] {
  const parts: { text: string; index: number }[] = [];
  let quoted = false;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ';' && !quoted && !/#\w+$/.test(text.slice(last, i))) {
      parts.push({ text: text.slice(last, i), index: last });
      last = i + 1;
    }
  }
  parts.push({ text: text.slice(last), index: last });
  return parts;
}
