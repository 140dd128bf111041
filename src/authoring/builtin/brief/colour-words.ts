// Colour words of a brief → the style's palette (decisions.md: a list of CSS hex colours, the first the accent, or
// named slots such as `accent`). Brand hex colours ("our brand colour #1F6FEB"), named colours with their tone
// ("soft greens", "blush pink", "muted teal", "青系の色", "Grautöne") and families ("warm colours", "cool tones") in
// English, French, German, Spanish, Portuguese, Italian, Chinese and Japanese. Colour words are looks, never labels.
import type { Style } from '../../../spec/style.js';

type Family = 'red' | 'orange' | 'amber' | 'yellow' | 'lime' | 'green' | 'emerald' | 'teal' | 'cyan' | 'sky' | 'blue' | 'navy' | 'indigo' | 'violet' | 'fuchsia' | 'pink' | 'rose' | 'brown';

// Five shades per family, darkest first (Tailwind 700 … 300), so tints sit well together.
const SHADES: Record<Family, string[]> = {
  red: ['#b91c1c', '#dc2626', '#ef4444', '#f87171', '#fca5a5'],
  orange: ['#c2410c', '#ea580c', '#f97316', '#fb923c', '#fdba74'],
  amber: ['#b45309', '#d97706', '#f59e0b', '#fbbf24', '#fcd34d'],
  yellow: ['#a16207', '#ca8a04', '#eab308', '#facc15', '#fde047'],
  lime: ['#4d7c0f', '#65a30d', '#84cc16', '#a3e635', '#bef264'],
  green: ['#15803d', '#16a34a', '#22c55e', '#4ade80', '#86efac'],
  emerald: ['#047857', '#059669', '#10b981', '#34d399', '#6ee7b7'],
  teal: ['#0f766e', '#0d9488', '#14b8a6', '#2dd4bf', '#5eead4'],
  cyan: ['#0e7490', '#0891b2', '#06b6d4', '#22d3ee', '#67e8f9'],
  sky: ['#0369a1', '#0284c7', '#0ea5e9', '#38bdf8', '#7dd3fc'],
  blue: ['#1d4ed8', '#2563eb', '#3b82f6', '#60a5fa', '#93c5fd'],
  navy: ['#1e3a8a', '#1e40af', '#1d4ed8', '#3b82f6', '#93c5fd'],
  indigo: ['#4338ca', '#4f46e5', '#6366f1', '#818cf8', '#a5b4fc'],
  violet: ['#6d28d9', '#7c3aed', '#8b5cf6', '#a78bfa', '#c4b5fd'],
  fuchsia: ['#a21caf', '#c026d3', '#d946ef', '#e879f9', '#f0abfc'],
  pink: ['#be185d', '#db2777', '#ec4899', '#f472b6', '#f9a8d4'],
  rose: ['#be123c', '#e11d48', '#f43f5e', '#fb7185', '#fda4af'],
  brown: ['#78350f', '#92400e', '#a16207', '#b45309', '#d6a86b'],
};

// Colour names per language → family. A name that also says its tone ("blush", "sage", "lavender") carries it.
const NAMES: [Family, string, Tone?][] = [
  ['red', 'red|reds|rouge|rouges|rot|rote[nm]?|rojo|roja|rojos|rojas|vermelho|vermelha|vermelhos|vermelhas|rosso|rossa|rossi|rosse|红|紅|赤'],
  ['red', 'crimson|scarlet|burgundy|bordeaux|maroon|wine', 'deep'],
  ['orange', 'orange|oranges|naranja|naranjas|laranja|laranjas|arancione|arancioni|橙|オレンジ'],
  ['orange', 'coral|peach|apricot', 'soft'],
  ['amber', 'amber|gold|golden|dorado|dourado|金色'],
  ['yellow', 'yellow|yellows|jaune|jaunes|gelb|gelbe[nm]?|amarillo|amarillos|amarillas|amarelo|amarelos|amarelas|giallo|gialli|gialle|黄色|黄|黃'],
  ['green', 'green|greens|vert|verte|verts|vertes|grün|grüne[nm]?|verde|verdes|verdi|绿|綠|緑'],
  ['green', 'sage|mint|pistachio', 'muted'],
  ['green', 'forest\\s+green|bottle\\s+green|olive', 'deep'],
  ['emerald', 'emerald|jade'],
  ['teal', 'teal|petrol|petrolio'],
  ['cyan', 'cyan|turquoise|türkis|turquesa|aqua|青绿'],
  ['sky', 'sky\\s+blue|light\\s+blue|baby\\s+blue|bleu\\s+ciel|hellblau|celeste|azzurro|天蓝|水色', 'soft'],
  ['blue', 'blue|blues|bleu|bleus|bleue|bleues|blau|blaue[nm]?|azul|azules|azuis|blu|蓝|藍|青'],
  ['navy', 'navy|navy\\s+blue|dark\\s+blue|bleu\\s+marine|marineblau|dunkelblau|azul\\s+marino|藏青|紺'],
  ['indigo', 'indigo'],
  ['violet', 'purple|purples|violet|violett|lila|morado|roxo|viola|紫'],
  ['violet', 'lavender|lilac|mauve', 'soft'],
  ['fuchsia', 'magenta|fuchsia'],
  ['pink', 'pink|pinks|rose|rosa|粉色|粉红|粉紅|ピンク|桃色'],
  ['pink', 'blush|blush\\s+pink|baby\\s+pink|powder\\s+pink', 'soft'],
  ['brown', 'brown|browns|marron|braun|marrón|marrom|marrone|棕|茶色|beige|sand'],
];

type Tone = 'soft' | 'muted' | 'deep' | 'bright';
const TONES: [Tone, RegExp][] = [
  ['soft', /(?<!\p{L})(?:soft|pastel|light|pale|gentle|delicate|romantic|clair|claire|doux|douce|hell|sanft|claro|clara|suave|chiaro|浅|淡|柔和|淡い|やわらか)(?!\p{L})/iu],
  ['muted', /(?<!\p{L})(?:muted|dusty|desaturated|calm|subdued|earthy|gedeckt|apagado|sourd)(?!\p{L})/iu],
  ['deep', /(?<!\p{L})(?:dark|deep|rich|foncé|foncée|dunkel|oscuro|oscura|scuro|深|濃い)(?!\p{L})/iu],
  ['bright', /(?<!\p{L})(?:bright|vivid|neon|vif|vive|kräftig|vivo|viva|brillante|鲜艳|鮮やか)(?!\p{L})/iu],
];

// Families of colours: "warm colours", "cool tones", "earth tones".
// Each with its colours in turn (for a series) and in order of hue (for a gradient).
const GROUPS: [RegExp, Family[], string[]][] = [
  [/(?<!\p{L})(?:warm|chaudes?|warme[nm]?|cálid[oa]s|calid[oa]s|quentes|cald[ie])(?!\p{L})|暖色|暖かい色/iu, ['orange', 'red', 'amber', 'rose', 'yellow'],
    ['#dc2626', '#ea580c', '#f97316', '#f59e0b', '#fbbf24']],
  [/(?<!\p{L})(?:cool|cold|froides?|kühle[nm]?|kalte[nm]?|fr[ií]os|fri[ae]|fredd[ie])(?!\p{L})|冷色|寒色/iu, ['blue', 'teal', 'indigo', 'cyan', 'sky'],
    ['#1e40af', '#2563eb', '#0284c7', '#0891b2', '#0d9488']],
  [/(?<!\p{L})(?:earth(?:y)?|natural|nature)(?!\p{L})/iu, ['brown', 'green', 'amber', 'lime', 'emerald'],
    ['#78350f', '#92400e', '#a16207', '#4d7c0f', '#15803d']],
];
const GRADIENT = /gradient|verlauf|dégradé|degradado|gradiente|ombr[eé]|渐变|漸變|グラデーション/iu;
const GROUP_CUE = /(?<!\p{L})(?:colou?rs?|tones?|shades?|palette|hues|couleurs?|tons|teintes|farben?|töne[n]?|farbtöne[n]?|colores|tonos|cores|colori|toni)(?!\p{L})|色/iu;

const CJK_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Latin names are bounded by letters; CJK names stand anywhere (no spaces there), checked for a colour word after.
const NAME_RES: { family: Family; tone?: Tone; re: RegExp }[] = NAMES.map(([family, names, tone]) => {
  const all = names.split('|');
  const latin = all.filter((n) => !CJK_WORD.test(n)).join('|');
  const cjk = all.filter((n) => CJK_WORD.test(n)).join('|');
  const parts = [latin && String.raw`(?<![\p{L}#])(?:${latin})(?:t(?:ö|oe)ne[n]?)?(?![\p{L}])`, cjk && `(?:${cjk})(?:系(?:の色|列|色)?|色(?:系)?)?`].filter(Boolean);
  return { family, tone, re: new RegExp(parts.join('|'), 'giu') };
});
// CJK names are not bounded by spaces: "青系の色", "蓝色系".
const CJK_NAME = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const CODING = /colou?r[- ]?cod(?:e|es|ed|ing)|colou?r\s+(?:language|meaning|legend|key)|highlighted\s+in|colou?r-coded/i;
const BACKGROUND = /\b(?:background|backdrop|bg|canvas|page\s+colou?r)\b|背景|Hintergrund|fond\b|fondo|sfondo|fundo/i;
const PALETTE_KEY = /^(?:(?:brand|accent|primary|secondary|main|theme|base|overall|visual|design)\s*)?(?:colou?rs?|palette|scheme|accents?|tones?|couleurs?|farben?|colores|cores|colori|style|styling|look|theme|design|aesthetics?|mood|stil|estilo|stile)$/i;

/** "Databases: orange light", "Green: high-quality path", "Green (allowed)": a colour given a meaning. */
function assignsColour(part: string): boolean {
  const t = part.trim().replace(/^(?:[-*•]|\d+[.)])\s*/, '');
  const keyed = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(t);
  if (keyed && !PALETTE_KEY.test(keyed[1]!.trim()) && colourWordCount(keyed[1]!, false) + colourWordCount(keyed[2]!, false) > 0) return true;
  return NAME_KEYED.test(t);
}

/** Chroma of a hex colour (0 grey … 255 pure): greys, near-blacks and near-whites are no series colours. */
function chroma(hex: string): number {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(...v) - Math.min(...v);
}

const TARGETED = /^\s*(?:please\s+)?(?:highlight|mark|flag|colou?r[- ]code|emphasi[sz]e|show)\s+(?:the\s+|any\s+|all\s+)?[^.;]{1,50}?\s+(?:in|with|using)\s+/i;
const HEX = /(?<![\w&])#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;
// Grey tones, whatever else is said: the monochrome theme.
export const GREY_TONES = /(?<!\p{L})(?:gr[ae]y\s+(?:tones|shades|scale)|shades\s+of\s+gr[ae]y|grautöne[n]?|in\s+grau|tons?\s+de\s+gris|nuances\s+de\s+gris|tonos\s+grises|escala\s+de\s+grises|tons\s+de\s+cinza|toni\s+di\s+grigio)(?!\p{L})|灰色系|灰色调|グレー(?:系|調)/iu;

/** Every colour word of a text (names in any of the languages, hex codes), for telling look sentences apart. */
const ANY_NAME = new RegExp(NAME_RES.map((n) => n.re.source).join('|'), 'giu');
const NAME_SOURCE = NAMES.map(([, names]) => names).join('|');
// A colour name used as a key ("Red: overdue", "green = done").
const NAME_KEYED = new RegExp(String.raw`^(?:${NAME_SOURCE})\s*(?:[:(=]|\s+(?:for|means|=|->|→)\s)`, 'iu');

export function colourWordCount(text: string, hex = true): number {
  return (hex ? (text.match(HEX) ?? []).length : 0) + (text.match(ANY_NAME) ?? []).length;
}

// Words that say a colour name is meant as a look ("red" alone may be a set of a Venn of colours).
const COLOUR_CUE = /colou?r|\b(?:corporate|company|keep\s+it|make\s+it|all\s+in|mostly|only)\b|tones?\b|shades?\b|palette|\bhues?\b|accents?\b|\bbrand|\btheme|pastel|\bsoft\b|muted|\bearthy\b|\bwarm\b|\bcool\b|\bnatural\b|\bvivid\b|\bneon\b|\bbold\b|^\s*use\b|\blight\b|\bdark\b|\bdeep\b|\bbright\b|blush|please|\bpls\b|couleur|farb|töne|\bcores\b|系|色|#[0-9a-f]{3}/iu;

/** Colour names said as looks: counted only where the sentence also speaks of colour ("soft greens", "in brand blue"). */
export function lookColourCount(text: string): number {
  // A line is counted up to three times in a row (its look words, then twice more): the last answer is kept.
  if (text !== lastColourText) {
    lastColourText = text;
    // (Names first: most lines hold none, and the cue is the longer test.)
    const names = (text.match(ANY_NAME) ?? []).length;
    lastColourCount = names && COLOUR_CUE.test(text) ? names : 0;
  }
  return lastColourCount;
}
let lastColourText: string | undefined;
let lastColourCount = 0;

function normalize(hex: string): string {
  const h = hex.replace('#', '').toLowerCase();
  return `#${h.length === 3 ? h.split('').map((c) => c + c).join('') : h}`;
}

function mixHex(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((x, i) => Math.round(x + (pb[i]! - x) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A family's shades in the order a series uses them (each unlike the one before), for a tone. */
function ramp(family: Family, tone?: Tone): string[] {
  const s = SHADES[family];
  if (tone === 'soft') return [s[3]!, s[2]!, s[4]!, s[1]!];
  if (tone === 'deep') return [s[0]!, s[2]!, s[1]!, s[3]!];
  if (tone === 'muted') return [s[1]!, s[3]!, s[0]!, s[2]!].map((c) => mixHex(c, '#64748b', 0.4));
  return [s[1]!, s[3]!, s[0]!, s[2]!, s[4]!];
}

/** A brand colour and its lighter and darker versions: a series that stays on brand. */
function brandRamp(hex: string): string[] {
  return [hex, mixHex(hex, '#000000', 0.3), mixHex(hex, '#ffffff', 0.4), mixHex(hex, '#000000', 0.5), mixHex(hex, '#ffffff', 0.65)];
}

function toneOf(text: string): Tone | undefined {
  return TONES.find(([, re]) => re.test(text))?.[0];
}

/**
 * The palette that the colour words of `look` (the brief's look instructions) ask for; undefined when they name none.
 * `monochrome`: the theme is grey, so a brand colour is only the accent.
 */
export function readPalette(text: string, monochrome = false): Style['palette'] | undefined {
  // "Highlight the pain points in red", "Green: allowed", "Databases: orange light": a colour for some elements, not
  // for the diagram; a colour coding and its lines say what colours mean, and a background is no series colour.
  const parts = text.split(/(?<=[.!?;\n])\s*|,\s+(?![^()]*\))/);
  const coding = parts.findIndex((p) => CODING.test(p));
  const look = parts.filter((p, i) => !(coding >= 0 && i >= coding) && !TARGETED.test(p) && !assignsColour(p) && !BACKGROUND.test(p)).join(' ');
  const hexes = [...new Set([...look.matchAll(HEX)].map((m) => normalize(m[0])))].filter((h) => chroma(h) >= 48);
  if (hexes.length) {
    if (monochrome) return { accent: hexes[0]! };
    return hexes.length === 1 ? brandRamp(hexes[0]!) : hexes.slice(0, 12);
  }
  // Named colours, each with the tone said right before it or with the name ("blush").
  const found: { at: number; family: Family; tone?: Tone }[] = [];
  for (const { family, tone, re } of NAME_RES) {
    re.lastIndex = 0;
    for (const m of look.matchAll(re)) {
      // A CJK name counts only where a colour is meant ("青系の色", "蓝色"), not inside any word.
      if (CJK_NAME.test(m[0]) && !/[系色]/u.test(`${m[0]}${look.slice(m.index! + m[0].length, m.index! + m[0].length + 2)}`)) continue;
      if (found.some((f) => f.at <= m.index! && m.index! < f.at + 12 && f.family === family)) continue;
      const before = look.slice(Math.max(0, m.index! - 14), m.index!);
      found.push({ at: m.index!, family, tone: tone ?? toneOf(before) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const families = [...new Map(found.map((f) => [f.family, f])).values()];
  if (families.length === 1 && GRADIENT.test(look)) return [...SHADES[families[0]!.family]];
  if (families.length === 1) return ramp(families[0]!.family, families[0]!.tone ?? toneOf(look));
  if (families.length > 1) {
    // "navy and gold": the named colours in turn, then their lighter shades.
    const tone = toneOf(look);
    const ramps = families.slice(0, 4).map((f) => ramp(f.family, f.tone ?? tone));
    return [0, 1].flatMap((i) => ramps.map((r) => r[i]!)).slice(0, 8);
  }
  if (GROUP_CUE.test(look) || GRADIENT.test(look)) {
    const group = GROUPS.find(([re]) => re.test(look));
    if (group) {
      const tone = toneOf(look);
      // "warm gradient": the family's colours in order of hue, so neighbours shade into each other.
      if (GRADIENT.test(look)) return group[2];
      return group[1].map((f) => ramp(f, tone)[0]!);
    }
  }
  return undefined;
}
