// PromptDoc → 2x2 matrix content: two axes, named quadrants, and items placed by "high X, low Y" words.
import type { MatrixContent } from '../../../spec/content/index.js';
import { capitalize, concise } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { flatItems, validated, type ExtractContext } from './common.js';

type Quadrant = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
interface Axis { label: string; low?: string; high?: string }

// Level words, as [low, high] pairs; "not X" is the low end of X.
const LEVELS: [RegExp, 'low' | 'high'][] = [
  [/^(?:low|lower|less|little|small|weak|minor|easy|cheap|few|slow|short[- ]term|existing|current|old|internal|simple|not\s+\w+|non-?\w+|un\w+|neither)$/i, 'low'],
  [/^(?:high|higher|more|big|large|strong|major|hard|difficult|expensive|many|fast|long[- ]term|new|external|complex|very|known)$/i, 'high'],
];
const LEVEL_WORD = String.raw`(?:not\s+known|unknown|not\s+\w+|non-?\w+|low|lower|less|little|small|weak|minor|easy|cheap|few|slow|existing|current|old|internal|known|simple|high|higher|more|big|large|strong|major|hard|difficult|expensive|many|fast|new|external|complex)`;
const POSITION = /\b(top|upper|bottom|lower)[- ]?(left|right)\b/i;

/** `quadrants` name them before the entries are read; `defaultQuadrants` name those no entry named. */
const KNOWN: { re: RegExp; x: Axis; y: Axis; quadrants?: Partial<Record<Quadrant, string>>; defaultQuadrants?: Record<Quadrant, string> }[] = [
  { re: /\bswot\b|strengths.{0,60}weaknesses.{0,60}opportunities.{0,60}threats/i, x: { label: 'Effect', low: 'Helpful', high: 'Harmful' }, y: { label: 'Origin', low: 'External', high: 'Internal' },
    quadrants: { 'top-left': 'Strengths', 'top-right': 'Weaknesses', 'bottom-left': 'Opportunities', 'bottom-right': 'Threats' } },
  { re: /\beisenhower\b|\burgen(?:t|cy)\b.{0,40}\bimportan(?:t|ce)\b|\bimportan(?:t|ce)\b.{0,40}\burgen(?:t|cy)\b/i, x: { label: 'Urgency', low: 'Not urgent', high: 'Urgent' }, y: { label: 'Importance', low: 'Not important', high: 'Important' },
    defaultQuadrants: { 'top-right': 'Do', 'top-left': 'Schedule', 'bottom-right': 'Delegate', 'bottom-left': 'Eliminate' } },
];

interface Descriptor { noun: string; level: 'low' | 'high' }

/** "high impact, low effort", "known to self and not known to others", "existing products in new markets". */
function descriptors(text: string): Descriptor[] {
  const out: Descriptor[] = [];
  const t = text.toLowerCase();
  const re = new RegExp(`\\b(${LEVEL_WORD})[- ]+(?:to\\s+|by\\s+|in\\s+|for\\s+)?(?:the\\s+)?([a-z][\\w-]*)|\\b([a-z][\\w-]*)\\s*(?:is\\s+|:\\s*|=\\s*)(${LEVEL_WORD})\\b`, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    const word = (m[1] ?? m[4]).trim();
    let noun = (m[2] ?? m[3]).replace(/s$/, '');
    let level = LEVELS.find(([r]) => r.test(word))?.[1];
    // "urgent and important": the level word is itself the axis.
    if (/^(?:not\s+|non-?|un)/.test(word) && !m[2]) level = 'low';
    if (/^(?:and|or|but|the|a|an|to|in|of)$/.test(noun)) continue;
    if (/^not\s+(\w+)/.test(word) && /^(?:to|by|in|for)$/.test(noun)) noun = word.replace(/^not\s+/, '');
    if (level) out.push({ noun, level });
  }
  // Adjective axes: "urgent", "important", "not urgent".
  for (const a of t.matchAll(/\b(not\s+|non-?|un)?(urgent|important|visible|feasible|likely|valuable)\b/g)) {
    if (!out.some((d) => d.noun === a[2])) out.push({ noun: a[2], level: a[1] ? 'low' : 'high' });
  }
  return out;
}

export function extractMatrix(ctx: ExtractContext): MatrixContent {
  const { doc } = ctx;
  const text = doc.text;
  let x: Axis | undefined;
  let y: Axis | undefined;
  const quadrants: Partial<Record<Quadrant, { label: string; description?: string }>> = {};
  const known = KNOWN.find((k) => k.re.test(text));
  // "market growth on the vertical axis" first, then "x-axis: effort".
  const onAxis = (axis: string) => new RegExp(`\\b([a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,3})\\s+(?:is\\s+)?(?:on|along)\\s+the\\s+${axis}`, 'i');
  const xLine = onAxis('(?:x[- ]?axis|horizontal\\s+axis)').exec(text) ?? /\bx[- ]?axis\s*(?:is|:|=|-)?\s*([^\n;.]+?)(?=,?\s+(?:and\s+)?(?:the\s+)?y[- ]?axis|[\n;.]|$)/i.exec(text);
  const yLine = onAxis('(?:y[- ]?axis|vertical\\s+axis)').exec(text) ?? /\by[- ]?axis\s*(?:is|:|=|-)?\s*([^\n;.]+?)(?=,?\s+(?:and\s+)?(?:the\s+)?x[- ]?axis|[\n;.]|$)/i.exec(text);
  const axisName = (s: string) => s.replace(/^(?:(?:with|and|the|has|have|shows?|plots?)\s+)+/i, '').replace(/^.*\b(?:with|and)\s+(?=\S+(?:\s+\S+)?$)/i, '');
  if (xLine) x = axisFrom(axisName(xLine[1]));
  if (yLine) y = axisFrom(axisName(yLine[1]));
  if (!x || !y) {
    // "impact vs effort": the first named is vertical, as in "plot Y against X".
    const vs = /\b([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:vs\.?|versus|against|x|×)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:matrix|grid|quadrants?|chart|2x2|map)\b/i.exec(text)
      ?? /\b(?:matrix|grid|2\s?x\s?2|quadrants?)\s+(?:of|by|for|with|on)\s+([a-z][\w-]*)\s+(?:vs\.?|versus|and|against|by|\/)\s+([a-z][\w-]*)/i.exec(text)
      ?? /\b([a-z][\w-]*)\s+(?:vs\.?|versus|against)\s+([a-z][\w-]*)/i.exec(text);
    if (vs) {
      y ??= { label: capitalize(vs[1].replace(/^(?:an?|the|by)\s+/i, '')), low: 'Low', high: 'High' };
      x ??= { label: capitalize(vs[2]), low: 'Low', high: 'High' };
    }
  }
  if (known && (!x || !y)) { x ??= known.x; y ??= known.y; }
  if (known?.quadrants) for (const [q, label] of Object.entries(known.quadrants)) quadrants[q as Quadrant] = { label: label! };

  // Entries: "name: descriptor", "descriptor – name", "name (descriptor)", "descriptor is name".
  const entries = flatItems(doc, 1).flatMap((it) => (it.children.length ? [it.text, ...it.children.map((c) => `${it.text}: ${c.text}`)] : [it.text]))
    .flatMap((t) => (/;/.test(t) ? t.split(/;\s*/) : [t])).map((t) => t.trim().replace(/[.!]+$/, '')).filter(Boolean);
  const parsed = entries.filter((t) => !/^[xy][- ]?axis\b/i.test(t)).map((t) => splitEntry(t));
  // Axes from the descriptors when the prompt does not name them.
  if (!x || !y) {
    const nouns = new Map<string, number>();
    for (const p of parsed) for (const d of descriptors(p.descriptor)) nouns.set(d.noun, (nouns.get(d.noun) ?? 0) + 1);
    const top = [...nouns.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
    if (top.length >= 2) {
      const lowHigh = (noun: string): Axis => {
        const words = new Set<string>();
        for (const p of parsed) for (const m of p.descriptor.toLowerCase().matchAll(new RegExp(`\\b(${LEVEL_WORD})[- ]+(?:to\\s+|in\\s+)?(?:the\\s+)?${noun}`, 'g'))) words.add(m[1]);
        const lows = [...words].filter((w) => LEVELS[0][0].test(w));
        const highs = [...words].filter((w) => LEVELS[1][0].test(w));
        return { label: capitalize(noun), low: capitalize(lows[0] ?? 'low'), high: capitalize(highs[0] ?? 'high') };
      };
      y ??= lowHigh(top[0]);
      x ??= lowHigh(top[1]);
    }
  }
  x ??= { label: 'X', low: 'Low', high: 'High' };
  y ??= { label: 'Y', low: 'Low', high: 'High' };

  const items: MatrixContent['items'] = [];
  for (const p of parsed) {
    const pos = POSITION.exec(p.name) ?? POSITION.exec(p.descriptor);
    const place = pos ? (`${/top|upper/i.test(pos[1]) ? 'top' : 'bottom'}-${pos[2].toLowerCase()}` as Quadrant) : placeBy(p.descriptor, x, y);
    const namedQ = findQuadrantNamed(p.name, quadrants);
    if (namedQ && p.descriptor) {
      // "Strengths: loyal customers, fresh recipes" lists the items of a named quadrant.
      splitList(p.descriptor).forEach((r) => items.push({ label: concise(r).label, quadrant: namedQ }));
      continue;
    }
    if (!p.descriptor || !place) {
      if (p.name && !/\b(?:matrix|quadrants?|2x2|axis|axes|window)\b/i.test(p.name) && p.name.split(/\s+/).length <= 8) items.push({ label: concise(p.name).label });
      continue;
    }
    if (isQuadrantName(p.name) && !quadrants[place]) quadrants[place] = { label: concise(p.name).label, description: p.descriptor };
    else items.push({ label: concise(p.name).label, quadrant: place });
  }
  if (known?.defaultQuadrants && known.x === x && known.y === y) {
    for (const [q, label] of Object.entries(known.defaultQuadrants)) quadrants[q as Quadrant] ??= { label };
  }
  return validated('matrix', { title: doc.title, x_axis: x, y_axis: y, quadrants, items: items.slice(0, 40) });
}

/** The entry's name and its placing words, whichever side of the separator each is on. */
function splitEntry(t: string): { name: string; descriptor: string } {
  const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(t);
  if (paren) return { name: paren[1], descriptor: paren[2] };
  const sep = /^(.+?)\s*(?::|\s[-–—]\s|=|\s+is\s+|\s+are\s+)\s*(.+)$/i.exec(t);
  if (!sep) return { name: t, descriptor: '' };
  const [a, b] = [sep[1].trim(), sep[2].trim()];
  // "neither: browse social media", "both: ...": the word places the entry.
  if (/^(?:neither|none|both)$/i.test(a)) return { name: b, descriptor: a };
  if (/^(?:neither|none|both)$/i.test(b)) return { name: a, descriptor: b };
  const da = descriptors(a).length;
  const db = descriptors(b).length;
  // The side that carries the level words places the entry; the other side names it.
  return da > db ? { name: b, descriptor: a } : { name: a, descriptor: b };
}

function isQuadrantName(s: string): boolean {
  // "Plan the roadmap" is something to do; quadrants have short names without articles ("Quick wins").
  if (/\b(?:the|a|an|my|our|your|their)\b/i.test(s) || s.trim().split(/\s+/).length > 3) return false;
  return /\b(?:wins?|fill[- ]?ins?|projects?|thankless|money\s+pits?|do|delegate|schedule|delete|eliminate|drop|stars?|cash\s+cows?|dogs?|question\s+marks?|avoid|plan|quick|major|low[- ]hanging|time\s+sinks?|luxur(?:y|ies)|leaders?|challengers?|visionar(?:y|ies)|niche|open|blind|hidden|unknown|penetration|development|diversification|strengths?|weaknesses|opportunities|threats)\b/i.test(s) || /^(?:do|drop|delegate|schedule|eliminate)\b/i.test(s);
}

function axisFrom(s: string): Axis {
  const m = /^(.+?)\s*\(\s*(?:from\s+)?(.+?)\s+(?:to|→|->|-)\s+(.+?)\s*\)\s*$/.exec(s.trim()) ?? /^(.+?)\s*[,:]\s*(?:from\s+)?(.+?)\s+(?:to|→|->)\s+(.+)$/.exec(s.trim());
  if (m) return { label: capitalize(m[1].trim()), low: capitalize(m[2].trim()), high: capitalize(m[3].trim()) };
  return { label: capitalize(s.trim().replace(/^(?:the\s+)?/i, '')), low: 'Low', high: 'High' };
}

/** "high impact, low effort" → the quadrant of high y and low x. */
function placeBy(desc: string, x: Axis, y: Axis): Quadrant | undefined {
  if (/^\s*(?:neither|none)\b/i.test(desc)) return 'bottom-left';
  if (/^\s*both\s*$/i.test(desc)) return 'top-right';
  const ds = descriptors(desc);
  const stem = (w: string) => w.toLowerCase().replace(/(?:ance|ence|ency|ancy|ent|ant|ness|ity|s)$/, '').slice(0, 5);
  const level = (axis: Axis): 'high' | 'low' | undefined => {
    const key = stem(axis.label.split(/\s+/).pop() ?? '');
    const first = stem(axis.label.split(/\s+/)[0] ?? '');
    const d = ds.find((v) => stem(v.noun) === key || stem(v.noun) === first);
    if (d) return d.level;
    const lower = desc.toLowerCase();
    if (axis.high && lower.includes(axis.high.toLowerCase()) && !(axis.low && lower.includes(axis.low.toLowerCase()))) return 'high';
    if (axis.low && lower.includes(axis.low.toLowerCase())) return 'low';
    return undefined;
  };
  const lx = level(x);
  const ly = level(y);
  if (!lx || !ly) return undefined;
  return `${ly === 'high' ? 'top' : 'bottom'}-${lx === 'high' ? 'right' : 'left'}` as Quadrant;
}

function findQuadrantNamed(s: string, quadrants: Partial<Record<Quadrant, { label: string }>>): Quadrant | undefined {
  const k = s.trim().toLowerCase();
  return (Object.keys(quadrants) as Quadrant[]).find((q) => quadrants[q]!.label.toLowerCase() === k);
}
