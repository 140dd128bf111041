// XML helpers: untrusted strings in, text and attribute values that always keep an SVG well-formed and inert.

/**
 * Characters XML 1.0 forbids (C0 controls but tab/LF/CR, U+FFFE/U+FFFF) and lone surrogates; plus C1 controls;
 * plus the bidirectional controls (embeddings and overrides U+202A–202E, isolates U+2066–2069, the marks
 * U+200E/U+200F and U+061C): an unbalanced override makes a reader see text in another order than it is
 * written ("Trojan Source"), and a label's direction comes from its own letters anyway.
 */
const ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Remove characters that may not appear in an XML document at all, and bidirectional controls. */
export function stripIllegalXml(s: string): string {
  return String(s ?? '').replace(ILLEGAL, '');
}

/** Anything escapeText or escapeAttr would change; most values (numbers, colours, words) have none. */
// eslint-disable-next-line no-control-regex -- it must match the control characters XML forbids
const NEEDS_ESCAPE = /[&<>"'\u0000-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Character data: illegal characters removed, & < > escaped (so `]]>` cannot appear either). */
export function escapeText(s: string): string {
  if (typeof s === 'string' && !NEEDS_ESCAPE.test(s)) return s;
  return stripIllegalXml(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value for double or single quotes; tabs and newlines kept as references so they survive. */
export function escapeAttr(s: string): string {
  if (typeof s === 'string' && !NEEDS_ESCAPE.test(s)) return s;
  return escapeText(s)
    .replace(/"/g, '&quot;').replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** A coordinate rounded to 2 decimals, without trailing zeros or '-0'; non-finite numbers become 0. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

const SAFE_COLOUR = /^(?:#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(?:rgba?|hsla?)\(\s*[0-9.,%\s/-]+\))$/;

/**
 * A paint value safe to put in fill/stroke: hex, named colours, rgb()/hsl(); anything else (notably url(...),
 * which could reference outside content) becomes `fallback`.
 */
export function safeColour(c: string | undefined, fallback = 'none'): string {
  if (c === undefined) return fallback;
  const v = String(c).trim();
  return SAFE_COLOUR.test(v) ? v : fallback;
}

/** SVG path data reduced to its own alphabet (commands, numbers, separators). */
export function safePathData(d: string): string {
  return String(d ?? '').replace(/[^MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]/g, '').replace(/\s+/g, ' ').trim();
}

/** Round the numbers inside path data to 2 decimals (roughjs emits many digits). */
export function compactPathData(d: string): string {
  return d.replace(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi, (m) => num(Number(m)));
}

/** Build an element from a tag and attributes; undefined attributes are left out, values escaped. */
export function el(tag: string, attrs: Record<string, string | number | undefined>, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? num(v) : escapeAttr(v)}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}
