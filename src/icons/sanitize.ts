// Turns untrusted icon drawing data (element name + attributes, path strings) into safe SVG markup, or nothing.
// Icon packages are third-party data: we never copy their markup through, we rebuild it from a whitelist so
// no script, event attribute, id, style or external reference can reach a rendered document.

/** The only shapes an icon body may contain. */
const ELEMENTS = new Set(['path', 'circle', 'rect', 'line', 'ellipse', 'polyline', 'polygon']);

/** Geometry attributes, plus `fill` (checked separately: it may only be currentColor or none). */
const NUMERIC_ATTRS = new Set(['cx', 'cy', 'r', 'x', 'y', 'width', 'height', 'rx', 'ry', 'x1', 'x2', 'y1', 'y2']);

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i;
/** SVG path data: commands, numbers, separators. No letters outside the command set, so no `url(`/`javascript:`. */
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]+$/;
const POINTS = /^[0-9eE.,+\-\s]+$/;

export function isSafePathData(d: string): boolean {
  return d.length > 0 && d.length < 100_000 && PATH_DATA.test(d);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function safeAttr(name: string, value: string): boolean {
  if (NUMERIC_ATTRS.has(name)) return NUMBER.test(value.trim());
  if (name === 'd') return isSafePathData(value);
  if (name === 'points') return POINTS.test(value);
  if (name === 'fill') return value === 'currentColor' || value === 'none';
  return false;
}

/**
 * One shape element rebuilt from whitelisted parts; unknown attributes are dropped,
 * an unknown element or a bad value in a kept attribute drops the whole element.
 */
export function shapeElement(tag: string, attrs: Record<string, unknown>): string | undefined {
  if (!ELEMENTS.has(tag)) return undefined;
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(attrs)) {
    if (!NUMERIC_ATTRS.has(name) && name !== 'd' && name !== 'points' && name !== 'fill') continue;
    const value = String(raw);
    if (!safeAttr(name, value)) return undefined;
    parts.push(`${name}="${escapeXml(value)}"`);
  }
  return parts.length ? `<${tag} ${parts.join(' ')}/>` : undefined;
}

/**
 * Final belt-and-braces check on generated markup: true when it holds no script, event handler,
 * style, id, href or URL other than the SVG namespace declaration.
 */
export function isSafeMarkup(markup: string): boolean {
  const withoutNs = markup.replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '');
  return !/<script|<style|<foreignObject|\son\w+\s*=|\sid\s*=|href|url\(|https?:|javascript:|data:|<!ENTITY|<!DOCTYPE/i.test(
    withoutNs,
  );
}
