// Raw label text from diagram code → plain text: entities decoded, HTML/Markdown/Creole markers stripped, <br> as line breaks.

const NAMED: Record<string, string> = {
  quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: ' ', infin: '∞', hearts: '♥', copy: '©', reg: '®',
  trade: '™', hellip: '…', mdash: '—', ndash: '–', laquo: '«', raquo: '»', deg: '°', times: '×', divide: '÷',
  rarr: '→', larr: '←', uarr: '↑', darr: '↓', harr: '↔', rArr: '⇒', lArr: '⇐', check: '✓', bull: '•', middot: '·',
  euro: '€', pound: '£', yen: '¥', cent: '¢', sect: '§', para: '¶', plusmn: '±', le: '≤', ge: '≥', ne: '≠',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', lambda: 'λ', mu: 'μ', pi: 'π', sigma: 'σ', omega: 'ω', Omega: 'Ω',
  num: '#', semi: ';', colon: ':', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', vert: '|',
};

function fromCode(code: number): string | undefined {
  return Number.isFinite(code) && code >= 32 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

const ENTITY = /&#x([0-9a-fA-F]+);|&#(\d+);|&([a-zA-Z][a-zA-Z0-9]*);|#(\d+);|#([a-zA-Z][a-zA-Z0-9]*);/g;

/** `#quot;` / `#9829;` (Mermaid) and `&quot;` / `&#9829;` / `&#x2665;` (HTML) → characters; `htmlOnly` leaves `#…;` alone. */
export function decodeEntities(text: string, htmlOnly = false): string {
  return text.replace(ENTITY, (whole: string, hex?: string, dec?: string, name?: string, mdec?: string, mname?: string) => {
    if (htmlOnly && whole.startsWith('#')) return whole;
    if (hex !== undefined) return fromCode(parseInt(hex, 16)) ?? whole;
    const digits = dec ?? mdec;
    if (digits !== undefined) return fromCode(parseInt(digits, 10)) ?? whole;
    return NAMED[(name ?? mname)!] ?? whole;
  });
}

// Only real HTML tags are removed, so text such as "List<int>" or "a < b" survives.
const HTML_TAGS = 'b|i|u|s|em|strong|span|div|font|sub|sup|small|big|p|a|code|strike|del|ins|mark|center|tt|table|tr|td|th|tbody|thead|tfoot|img|hr|vr|o|h[1-6]|ul|ol|li|pre|blockquote|q|cite|abbr|kbd|var|samp|label|section';
const BR = /<br\s*\/?>/gi;
const TAG = new RegExp(`</?(?:${HTML_TAGS})(?:\\s[^<>]*)?/?>`, 'gi');

export function stripHtml(text: string): string {
  return text.replace(BR, '\n').replace(TAG, '');
}

/** Lines trimmed, runs of spaces collapsed, blank lines dropped. */
export function tidy(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l) => l.length > 0)
    .join('\n')
    .trim();
}

/** Mermaid "Markdown strings" (`"`…`"`): backticks dropped, **bold** and *italic* markers removed. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/gs, '$1')
    .replace(/__(.+?)__/gs, '$1')
    .replace(/(^|[\s(])\*(?!\s)(.+?)\*(?=$|[\s).,;:!?])/gm, '$1$2')
    .replace(/(^|[\s(])_(?!\s)(.+?)_(?=$|[\s).,;:!?])/gm, '$1$2');
}

// Text with none of these is left as it is by the icon, tag, entity and whitespace clean-up below (most labels).
const NEEDS_CLEANING = /[<&#\t\n\r\u00a0]| {2}|:fa-/;

/** A label written in Mermaid: quotes and markdown-string backticks removed, entities decoded, tags stripped. */
export function mermaidLabel(raw: string): string {
  let s = raw.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1);
  if (s.length >= 2 && s.startsWith('`') && s.endsWith('`')) s = stripMarkdown(s.slice(1, -1));
  if (!NEEDS_CLEANING.test(s)) return s.trim();
  s = s.replace(/\bfa[bsrl]?:fa-[\w-]+/g, ' ');
  return tidy(decodeEntities(stripHtml(s)));
}

/** PlantUML Creole and escapes: **bold**, //italic//, __underline__, ""mono"", <color:…>, \n → plain text. */
export function creoleLabel(raw: string): string {
  let s = raw.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1);
  s = s.replace(/\\n/g, '\n').replace(/\\t/g, ' ');
  s = s.replace(/<(?:color|size|back|font|u|s|w|plain|b|i|img|\$|&)[^<>]*>|<\/(?:color|size|back|font|u|s|w|plain|b|i)>/gi, '');
  s = s.replace(/\*\*(.+?)\*\*/gs, '$1').replace(/(^|[^:])\/\/(.+?)\/\//gs, '$1$2').replace(/__(.+?)__/gs, '$1')
    .replace(/""(.+?)""/gs, '$1').replace(/--(.+?)--/gs, '$1').replace(/~~(.+?)~~/gs, '$1');
  return tidy(decodeEntities(stripHtml(s)));
}

/** DOT escString: `\n` `\l` `\r` are line breaks, `\N` the node name, `\G` the graph name; other escapes drop the backslash. */
export function dotLabel(raw: string, names: { node?: string; graph?: string } = {}): string {
  const s = raw.replace(/\\(.)/gs, (_, ch: string) => {
    if (ch === 'n' || ch === 'l' || ch === 'r') return '\n';
    if (ch === 'N') return names.node ?? '';
    if (ch === 'G') return names.graph ?? '';
    if (ch === 'E' || ch === 'T' || ch === 'H') return '';
    return ch;
  });
  return tidy(decodeEntities(s, true));
}

/** A DOT HTML-like label `<…>`: tags stripped (rows and <br/> become lines), entities decoded. */
export function dotHtmlLabel(raw: string): string {
  const s = raw.replace(/<br\s*\/?>/gi, '\n').replace(/<\/t[rd]>|<\/th>/gi, '\n').replace(/<[^<>]*>/g, '');
  return tidy(decodeEntities(s, true));
}

/** The id itself is the fallback text of a node whose label came out empty. */
export function orId(label: string, id: string): string {
  return label.length > 0 ? label : tidy(id) || id;
}
