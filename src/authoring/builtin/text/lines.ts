// Prompt text → lines with indentation, list markers, headings and Markdown table cells.

export type Marker = 'bullet' | 'number' | 'letter' | 'step' | 'heading' | 'checkbox' | 'none';

export interface Line {
  index: number;
  raw: string;
  /** Leading columns (a tab counts 4). */
  indent: number;
  marker: Marker;
  /** 1-based number of numbered, lettered and step markers; heading depth for headings. */
  ordinal?: number;
  /** The text after the marker, trimmed. */
  text: string;
  /** Cells when the line is a Markdown table row (separator rows are dropped). */
  cells?: string[];
}

const BULLET = /^([-*•+·◦▪‣►▸➤✓✔☐☑○●■□–—])\s+/u;
const CHECKBOX = /^[-*+]?\s*\[( |x|X)\]\s+/;
const NUMBER = /^\(?(\d{1,3})[a-z]?(?:[.)\]:]|\s*-)\s*(?=\S)/;
const LETTER = /^\(?([a-zA-Z])[.)]\s+/;
const STEP = /^(?:step|phase|stage|stufe|étape|etapa|paso|fase)\s+(\d{1,3})\s*(?:[:.)–—]|-(?!-*>))?\s*(?!\s*[-=]+>)/i;
const HEADING = /^(#{1,6})\s+/;
const WIKI_HEADING = /^(={2,6})\s*([^=].*?)\s*\1$/;
const TABLE_SEP = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

/** Splits text into non-empty lines and reads each one's marker. */
export function readLines(text: string): Line[] {
  const out: Line[] = [];
  text.split('\n').flatMap(splitInlineNumbers).forEach((rawLine) => {
    const raw = rawLine.replace(/\s+$/, '');
    if (!raw.trim()) return;
    const lead = /^[ \t]*/.exec(raw)![0];
    const indent = [...lead].reduce((n, c) => n + (c === '\t' ? 4 : 1), 0);
    const body = raw.trim();
    if (TABLE_SEP.test(body) && body.includes('-') && body.includes('|')) return;
    out.push({ index: out.length, raw, indent, ...readMarker(body) });
  });
  return out;
}

/** "1. Wash hands 2. Put on gloves 3. Clean" on one line → one line per number, when they count up from 1. */
// "①学生証で… ②貸出期間は…": circled numbers mark items without a space before them.
const CIRCLED = /^[\u2460-\u2473]/u;
const circled = (c: string) => c.codePointAt(0)! - 0x245f;

function splitInlineNumbers(line: string): string[] {
  const marks = [...line.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+(?=\S)|([\u2460-\u2473])\s*(?=\S)/gu)].map((m) => Object.assign(m, { 1: m[1] ?? String(circled(m[2]!)) }));
  if (marks.length < 2 || marks.some((m, i) => Number(m[1]) !== i + 1) || (marks[0].index ?? 0) > 0 && line.slice(0, marks[0].index).trim().length > 0 && !/[:：]\s*$/.test(line.slice(0, marks[0].index))) return [line];
  const out: string[] = [];
  const head = line.slice(0, marks[0].index).trim();
  if (head) out.push(head);
  marks.forEach((m, i) => out.push(line.slice((m.index ?? 0) + (m[0].startsWith(' ') ? 1 : 0), marks[i + 1]?.index ?? line.length).trim()));
  return out;
}

function readMarker(body: string): Omit<Line, 'index' | 'raw' | 'indent'> {
  if (isTableRow(body)) {
    const cells = body.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
    return { marker: 'none', text: body, cells };
  }
  let m: RegExpExecArray | null;
  if ((m = HEADING.exec(body))) return { marker: 'heading', ordinal: m[1].length, text: clean(body.slice(m[0].length)) };
  // "== Item status rules ==": a wiki's heading.
  if ((m = WIKI_HEADING.exec(body))) return { marker: 'heading', ordinal: m[1]!.length - 1, text: clean(m[2]!) };
  if ((m = CHECKBOX.exec(body))) return { marker: 'checkbox', text: clean(body.slice(m[0].length)) };
  if ((m = BULLET.exec(body))) return { marker: 'bullet', text: clean(body.slice(m[0].length)) };
  if ((m = STEP.exec(body)) && body.length > m[0].length && !/^\s*[-=]+>/.test(body.slice(m[0].length))) return { marker: 'step', ordinal: Number(m[1]), text: clean(body.slice(m[0].length)) };
  // "2024: launch" and "10:30" are dates and times, not numbered items.
  if (CIRCLED.test(body) && body.length > 1) return { marker: 'number', ordinal: circled(body), text: clean(body.slice(1)) };
  if ((m = NUMBER.exec(body)) && !/^\d{1,3}[:.]\d/.test(body) && !/^\d+\s*%/.test(body)) {
    return { marker: 'number', ordinal: Number(m[1]), text: clean(body.slice(m[0].length)) };
  }
  if ((m = LETTER.exec(body)) && body.length > m[0].length + 1 && !/^[A-Z]\.\s?[A-Z]/.test(body)) {
    return { marker: 'letter', ordinal: m[1].toLowerCase().charCodeAt(0) - 96, text: clean(body.slice(m[0].length)) };
  }
  return { marker: 'none', text: clean(body) };
}

function isTableRow(body: string): boolean {
  return body.startsWith('|') && body.endsWith('|') && body.length > 2
    || (body.split('|').length >= 3 && !/[-=]>|<-/.test(body) && body.startsWith('|'));
}

/** Strips Markdown emphasis and code ticks, which never belong in a label. */
export function clean(s: string): string {
  return s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1').replace(/`([^`]*)`/g, '$1')
    .replace(/(^|\s)[*_](\S(?:.*?\S)?)[*_](?=\s|$|[,.;:])/g, '$1$2').trim();
}

export function isListLine(line: Line): boolean {
  return line.marker !== 'none' && line.marker !== 'heading';
}

export interface Table { header: string[]; rows: string[][] }

/** The first Markdown table of the lines (at least a header and one row). */
export function readTable(lines: Line[]): Table | undefined {
  const rows = lines.filter((l) => l.cells);
  if (rows.length < 2) return undefined;
  const header = rows[0].cells!.map(clean);
  const body = rows.slice(1).map((r) => r.cells!.map(clean));
  return { header, rows: body };
}
