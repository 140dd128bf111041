// SVG text in, a list of problems out: not well-formed XML, anything that runs or loads something, text fonts used.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BACKGROUND_CLASS, fontStacksByClass } from '../../src/render/svg.js';

/** Elements that run code, embed documents or pull in other resources. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'img', 'image', 'use', 'a', 'audio', 'video', 'handler', 'listener', 'set', 'animate']);

type Ordered = Record<string, unknown>;

function parse(svg: string): Ordered[] {
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, trimValues: false }).parse(svg) as Ordered[];
}

/** Each element with its attributes and its own character data, in document order. */
function* elements(nodes: Ordered[]): Generator<{ name: string; attrs: Record<string, string>; text: string }> {
  for (const node of nodes) {
    const attrs = (node[':@'] ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(node)) {
      if (name === ':@' || name === '#text') continue;
      const children = Array.isArray(value) ? (value as Ordered[]) : [];
      const text = children.map((c) => (c['#text'] !== undefined ? String(c['#text']) : '')).join('');
      yield { name, attrs, text };
      yield* elements(children);
    }
  }
}

/** A CSS or attribute value may only point inside the document (#id) or at an embedded font. */
function externalRefs(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)) {
    const target = m[1] ?? '';
    if (!target.startsWith('#') && !/^data:font\//i.test(target)) out.push(target.slice(0, 60));
  }
  if (/@import/i.test(value)) out.push('@import');
  if (/javascript:|expression\(/i.test(value)) out.push('script URL');
  return out;
}

/** Why this SVG must not be shipped; empty when it is well-formed and inert. */
export function svgProblems(svg: string): string[] {
  const valid = XMLValidator.validate(svg);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const problems: string[] = [];
  if (/<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i.test(svg)) problems.push('DOCTYPE, entity or stylesheet instruction');
  // The SVG namespace is the only URL allowed anywhere in the file.
  const urls = svg.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '').match(/(?:https?|ftp|file):\/\/[^\s"'<)]{0,40}/gi);
  if (urls) problems.push(`URLs: ${urls.slice(0, 3).join(', ')}`);
  const doc = parse(svg);
  const root = elements(doc).next().value;
  if (!root || root.name !== 'svg') problems.push('root element is not <svg>');
  for (const { name, attrs, text } of elements(doc)) {
    if (FORBIDDEN_ELEMENTS.has(name.toLowerCase())) problems.push(`<${name}> element`);
    for (const [attr, value] of Object.entries(attrs)) {
      if (/^on/i.test(attr)) problems.push(`event attribute ${attr} on <${name}>`);
      if (/href$/i.test(attr) && !String(value).startsWith('#')) problems.push(`${attr}="${String(value).slice(0, 40)}" on <${name}>`);
      for (const ref of externalRefs(String(value))) problems.push(`external reference ${ref} in ${attr} of <${name}>`);
    }
    if (name === 'style') for (const ref of externalRefs(text)) problems.push(`external reference ${ref} in <style>`);
  }
  return problems;
}

/** Root attributes and the first family named by each <text>, to check that a style reached the drawing. */
export interface SvgFacts { root: Record<string, string>; textFamilies: Set<string>; title?: string; background?: string; svg: string }

export function svgFacts(svg: string): SvgFacts {
  const doc = parse(svg);
  const textFamilies = new Set<string>();
  // The renderer names font stacks by class in its <style>; a bare font-family attribute counts too.
  const stacks = fontStacksByClass(svg);
  let root: Record<string, string> = {};
  let title: string | undefined;
  let background: string | undefined;
  for (const { name, attrs, text } of elements(doc)) {
    if (name === 'svg' && Object.keys(root).length === 0) root = attrs;
    if (name === 'title' && title === undefined) title = text;
    if (name === 'rect' && attrs.class === BACKGROUND_CLASS && background === undefined) background = attrs.fill;
    const family = attrs['font-family'] ?? (attrs.class ? stacks.get(attrs.class) : undefined);
    if (name === 'text' && family) textFamilies.add(family.split(',')[0]!.replace(/['"]/g, '').trim());
  }
  return { root, textFamilies, title, background, svg };
}
