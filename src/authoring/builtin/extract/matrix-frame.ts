// Matrix prose → its frame: the two axes ("X-axis ranges from 'Text-focused' to 'Visual-focused'", "'Reach' on the
// x-axis", "impact vs effort"), quadrant names by position ("Top-right: 'Visual Casual'", "右上の象限: 「…」",
// "Quadrant 1 (Top-left): Market analysis"), and quadrant names listed without positions ("categorized into one of
// four quadrants: "We should expand," "Need to promote," …").
import { capitalize } from '../text/label.js';
import { quotedNames } from '../text/names.js';

export type Quadrant = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export interface Axis { label: string; low?: string; high?: string }

const Q_OPEN = `["'“‘「『]`;
const Q_CLOSE = `["'”’」』]`;
/** A quoted phrase, or a bare one of at most five words. */
const END = `(?:${Q_OPEN}([^"'“”‘’「」『』\\n]{1,40})${Q_CLOSE}|([\\p{L}][\\p{L}\\p{N}-]*(?:\\s+[\\p{L}\\p{N}-]+){0,4}?))`;
const AXIS = String.raw`(?:(x|y|horizontal|vertical)[- ]?axis|(x|y)\s*軸|(x|y|横|纵|縦)\s*轴)`;

function unq(a?: string, b?: string): string {
  return (a ?? b ?? '').trim().replace(/^(?:the|a|an)\s+/i, '').replace(/[.,;:]+$/, '');
}

function which(s: string): 'x' | 'y' {
  return /^(?:x|horizontal|横)/i.test(s) ? 'x' : 'y';
}

/** "ranges from A to B" after the axis word; "A から B" in Japanese; "从 A 到 B" in Chinese. */
const RANGE = new RegExp(String.raw`${AXIS}\s*(?:\(([^)]{1,40})\)\s*)?(?:[:=–—-]\s*)?(?:(?:is|shows|represents|measures)\s+)?(?:([\p{L}][\p{L}\s-]{0,30}?)(?![\p{L}])\s*,?\s*)?(?:(?:ranges?|ranging|goes|going|runs|running|spans?|spanning|moves?|moving)\s+)?(?:from\s+)?(?<![\p{L}])${END}\s*(?:(?<!\p{L})to(?!\p{L})|→|->|–|—|↔)\s*${END}`, 'iu');
const RANGE_CJK = new RegExp(String.raw`${AXIS}\s*(?:は|为|為|是)?\s*(?:从|從)?\s*${Q_OPEN}([^」』"”\n]{1,30})${Q_CLOSE}\s*(?:から|到|至|～|~)\s*${Q_OPEN}([^」』"”\n]{1,30})${Q_CLOSE}`, 'giu');
/** "'Reach' on the x-axis", "likelihood on the horizontal axis", "with learning curve on the x axis". */
const NAME_ON = new RegExp(String.raw`${END}\s+(?:is\s+)?(?:on|along|for)\s+(?:the\s+${AXIS}|(?:the\s+)?(x|y)(?![\p{L}\d-]))`, 'giu');
/** "x-axis: Effort (low to high)", "x axis = cost", "the y-axis shows growth", "use the X-axis for hours worked". */
const NAME_AFTER = new RegExp(String.raw`${AXIS}\s*(?:[:=：]|(?<=[轴軸])\s*(?:是|为|為|は)|\s(?:is|shows|represents|measures|will\s+be|for|to\s+show)\b|(?=\s+[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?\s*\())\s*${END.replace('{0,4}?', '{0,4}')}(?:\s*\(\s*(?:from\s+)?([^()]{1,30}?)\s+(?:to|→|->|-)\s+([^()]{1,30}?)\s*\))?`, 'iu');

/** The axes a text names, each with its ends when written. */
export function readAxes(text: string): { x?: Axis; y?: Axis } {
  const out: { x?: Axis; y?: Axis } = {};
  const put = (w: 'x' | 'y', axis: Axis) => { if (!out[w] && axis.label) out[w] = axis; };
  text = foreignAxes(text);
  for (const clause of text.split(/\n|(?<=[.;])\s+|[，；。,;]\s*(?=(?:横|纵|縦|[xy])\s*[轴軸])|,\s+(?:and\s+)?(?=(?:the\s+)?(?:x|y|horizontal|vertical)[- ]?axis)|\s+and\s+(?=(?:the\s+)?(?:x|y|horizontal|vertical)[- ]?axis|[\p{L}-]+\s+on\s+(?:the\s+)?(?:x|y)(?![\p{L}\d-]))/iu)) {
    const cjk = [...clause.matchAll(RANGE_CJK)];
    for (const m of cjk) put(which(m[1] ?? m[2] ?? m[3]), rangeAxis(undefined, m[4], m[5]));
    if (cjk.length) continue;
    const r = RANGE.exec(clause);
    if (r && (r[6] || r[7]) && (r[8] || r[9])) {
      const w = which(r[1] ?? r[2] ?? r[3]);
      const name = (r[4] ?? r[5] ?? '').trim().replace(/^(?:ranges?|ranging|goes|going|runs|running|spans?|spanning|moves?|moving|from)$/i, '');
      put(w, rangeAxis(name && !/^(?:from|the|it|that)$/i.test(name) ? name : undefined, unq(r[6], r[7]), unq(r[8], r[9])));
      continue;
    }
    let named = false;
    for (const on of clause.matchAll(NAME_ON)) {
      const name = unq(on[1], on[2]).replace(/^.*\b(?:with|and|plot|plots|put|place|shows?)\s+/i, '');
      put(which(on[3] ?? on[4] ?? on[5] ?? on[6]), { label: capitalize(name), low: 'Low', high: 'High' });
      named = true;
    }
    if (named) continue;
    const after = NAME_AFTER.exec(clause);
    if (after) {
      const name = unq(after[4], after[5]).replace(/\s+(?:and|or|with|while|but|plotting|from|in|over)\b.*$/i, '');
      const axis: Axis = after[6] && after[7] ? { label: capitalize(name), low: capitalize(after[6].trim()), high: capitalize(after[7].trim()) } : { label: capitalize(name), low: 'Low', high: 'High' };
      put(which(after[1] ?? after[2] ?? after[3]), axis);
    }
  }
  return out;
}

// Axis words in Portuguese, Spanish, French, Italian, German and Japanese, said as the English readers read them:
// "eixo vertical = crescimento do mercado", "eje X: precio", "axe horizontal : coût", "asse verticale: qualità",
// "x-Achse: Preis", "横軸は価格（低い〜高い）".
const FOREIGN_AXES: [RegExp, string][] = [
  [/(?<!\p{L})(?:o\s+|el\s+|l['’]\s*|la\s+|die\s+)?(?:eixo|eje|axe|asse)\s+(?:das\s+|de\s+las\s+|des\s+)?(?:x|abscissas?|abscisas|abscisses|horizontal|orizzontale)(?!\p{L})/giu, 'horizontal axis'],
  [/(?<!\p{L})(?:o\s+|el\s+|l['’]\s*|la\s+|die\s+)?(?:eixo|eje|axe|asse)\s+(?:das\s+|de\s+las\s+|des\s+)?(?:y|ordenadas|ordonnées|vertical|verticale)(?!\p{L})/giu, 'vertical axis'],
  [/(?<!\p{L})(?:die\s+)?(?:x-Achse|horizontale\s+Achse|waagerechte\s+Achse)(?!\p{L})/giu, 'horizontal axis'],
  [/(?<!\p{L})(?:die\s+)?(?:y-Achse|vertikale\s+Achse|senkrechte\s+Achse)(?!\p{L})/giu, 'vertical axis'],
  [/横軸\s*(?:は|を|が|：|:)?\s*/gu, 'horizontal axis: '],
  [/縦軸\s*(?:は|を|が|：|:)?\s*/gu, 'vertical axis: '],
];

function foreignAxes(text: string): string {
  if (!/eixo|eje|axe|asse|achse|横軸|縦軸/iu.test(text)) return text;
  let out = text;
  for (const [re, to] of FOREIGN_AXES) out = out.replace(re, to);
  // "価格（低い〜高い）": full-width brackets and the wave dash of a range.
  return out.replace(/（/gu, ' (').replace(/）/gu, ')').replace(/\s*[〜～]\s*/gu, ' to ').replace(/、/gu, ', ');
}

function rangeAxis(name: string | undefined, low: string, high: string): Axis {
  // Without a name of its own, the axis is named by its two ends.
  return { label: capitalize(name ?? `${low} → ${high}`), low: capitalize(low), high: capitalize(high) };
}

const POS_WORDS: [RegExp, Quadrant][] = [
  [/^(?:top|upper)[- ]?left$|^左上$/i, 'top-left'], [/^(?:top|upper)[- ]?right$|^右上$/i, 'top-right'],
  [/^(?:bottom|lower)[- ]?left$|^左下$/i, 'bottom-left'], [/^(?:bottom|lower)[- ]?right$|^右下$/i, 'bottom-right'],
];

export function positionOf(word: string): Quadrant | undefined {
  const w = word.trim().replace(/\s+/g, ' ').replace(/\s/g, '-');
  return POS_WORDS.find(([re]) => re.test(w))?.[1];
}

const POS = String.raw`((?:top|upper|bottom|lower)[- ]?(?:left|right)|左上|右上|左下|右下)`;
/** "Top-right: 'Visual Casual'", "top right quadrant - Leaders", "右上の象限: 「視覚的カジュアル」", "Quadrant 1 (Top-left): X". */
const NAMED_POS = new RegExp(String.raw`(?:quadrant\s*\d?\s*\(\s*)?${POS}(?:\s*\))?(?:\s*(?:quadrant|corner|の象限|象限|の領域))?\s*(?:\([^)]{0,30}\))?\s*(?:[:：=]|\s[-–—]\s|\sis\s)\s*(?:${Q_OPEN}([^"'“”‘’「」『』\n]{1,50})${Q_CLOSE}|([^,;.\n"“「]{1,50}))`, 'giu');

export interface NamedQuadrant { quadrant: Quadrant; label: string; index: number; end: number }

/** Quadrant names written with their position, in text order. */
export function positionedNames(text: string): NamedQuadrant[] {
  const out: NamedQuadrant[] = [];
  NAMED_POS.lastIndex = 0;
  for (const m of text.matchAll(NAMED_POS)) {
    const q = positionOf(m[1]);
    const label = (m[2] ?? m[3] ?? '').trim().replace(/\s+(?:quadrant)$/i, '');
    if (!q || !label || label.split(/\s+/).length > 6) continue;
    // A placing phrase ("top-right: high impact") is not a name.
    if (/^(?:high|low|very|more|less)\b/i.test(label) && !m[2]) continue;
    if (!out.some((o) => o.quadrant === q)) out.push({ quadrant: q, label: capitalize(label), index: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

/** "categorized into one of four quadrants: "A," "B," "C," or "D"": names listed for the quadrants without positions. */
export function listedQuadrantNames(sentences: string[]): string[] {
  for (const s of sentences) {
    // Quoted axis ends ("x axis from 'Quiet' to 'Lively'") are not quadrant names.
    if (!/\bquadrants?\b|象限/iu.test(s) || /\bax[ie]s\b|[軸轴]/iu.test(s)) continue;
    const names = quotedNames(s).filter((n) => !/^(?:x|y)[- ]?axis$/i.test(n));
    if (names.length >= 3 && names.length <= 4) return names.map((n) => capitalize(n.replace(/[,.;]+$/, '')));
    // "label the quadrants Quick wins / Big bets / Fill-ins / Money pit": unquoted names parted by slashes or commas.
    const asked = LABEL_QUADRANTS.exec(s);
    const bare = asked ? asked[1]!.replace(/[.!]+$/, '').split(/\s*\/\s*|\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=[^,/]+$)/).map((n) => n.trim()).filter(Boolean) : [];
    if (bare.length >= 3 && bare.length <= 4 && bare.every((n) => n.split(/\s+/).length <= 4)) return bare.map((n) => capitalize(n));
  }
  return [];
}

const LABEL_QUADRANTS = /\b(?:label|name|call|title|head)\s+(?:the\s+)?(?:four\s+|4\s+)?quadrants?\s*(?:as\s+|with\s+|[:：]\s*)?(.+)$/iu;

// Quadrant names people know, with where they sit: "quick wins" are low effort and high impact.
const KNOWN_PLACES: [RegExp, string][] = [
  [/^(?:quick\s+wins?|low[- ]hanging\s+fruits?|easy\s+wins?)$/i, 'low effort, high impact, low cost, high value'],
  [/^(?:big\s+bets?|major\s+projects?|strategic\s+(?:projects?|initiatives?|bets?)|moon\s*shots?)$/i, 'high effort, high impact, high cost, high value'],
  [/^(?:fill[- ]?ins?|nice[- ]to[- ]haves?|maybe\s+later|low\s+priority|incremental)$/i, 'low effort, low impact, low cost, low value'],
  [/^(?:money\s+pits?|thankless\s+tasks?|time\s+(?:sinks?|wasters?)|avoid|don'?t\s+do|hard\s+slogs?)$/i, 'high effort, low impact, high cost, low value'],
];

/** The placing words a well-known quadrant name stands for ("Quick wins" → low effort, high impact), or undefined. */
export function knownPlace(name: string): string | undefined {
  return KNOWN_PLACES.find(([re]) => re.test(name.trim()))?.[1];
}
