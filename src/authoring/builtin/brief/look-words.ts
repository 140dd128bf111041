// Words about how a diagram should look → the style object (theme, font, connector, corner radius) and a direction.
// Only looks the service can draw are mapped; anything else about looks is dropped from the content, never drawn.
import type { Style } from '../../../spec/style.js';
import { GREY_TONES, readPalette } from './colour-words.js';

export type Direction = 'horizontal' | 'vertical';

interface ThemeCue { theme: NonNullable<Style['theme']>; re: RegExp }

// Order matters: the first theme whose words appear wins ("dark hand-drawn" is sketch only if no dark word came first
// in this list; dark backgrounds are checked first because a sketch on dark is not a theme we have).
const THEMES: ThemeCue[] = [
  { theme: 'sketch', re: /\b(?:hand[- ]?drawn|hand[- ]?sketched|sketch(?:y|ed)?\s+(?:style|look)|sketch\s+style|whiteboard(?:\s+style)?|napkin\s+(?:sketch|style)|doodle\s+style|excalidraw(?:\s+style)?|rough\s+(?:sketch|style)|croquis|dessin[ée]?\s+[àa]\s+la\s+main|handgezeichnet|skizzenhaft|dibujad[oa]\s+a\s+mano|desenhad[oa]\s+[àa]\s+m[ãa]o|disegnat[oa]\s+a\s+mano|手绘|手繪|手書き|手描き)\b/iu },
  // "Backlog: SSO, dark mode (low effort), logo": an item of a list is content, not the look.
  { theme: 'dark', re: /\b(?:(?<![:,;]\s{0,3})dark\s+mode(?!\s*\()|dark\s+(?:theme|background|bg|backdrop|canvas|ui)|(?:black|navy|charcoal|midnight)\s+background|background\s*(?:colou?r)?\s*[:=-]?\s*(?:black|dark|navy|#0[0-9a-f]{5}|#1[0-9a-f]{5})|on\s+(?:a\s+)?(?:black|dark)\s+(?:background|canvas)|mode\s+sombre|fond\s+(?:noir|sombre)|dunkler?\s+(?:hintergrund|modus)|fondo\s+(?:negro|oscuro)|modo\s+oscuro|fundo\s+(?:preto|escuro)|sfondo\s+(?:nero|scuro)|深色(?:背景|模式|主题)|黑色背景|暗い背景|ダークモード|ダークテーマ)/iu },
  { theme: 'high-contrast', re: /\b(?:high[- ]contrast|accessible\s+colou?rs|wcag|colou?r[- ]?blind[- ]?(?:safe|friendly)|fort\s+contraste|hoher\s+kontrast|alto\s+contraste|alto\s+contrasto|高对比|高對比|ハイコントラスト)/iu },
  { theme: 'monochrome', re: /\b(?:monochrom(?:e|atic)|black\s+(?:and|&)\s+white|b\s*&\s*w|gr[ae]y\s?scale|grayscale|greyscale|no\s+colou?rs?|noir\s+et\s+blanc|schwarz-?wei(?:ß|ss)|blanco\s+y\s+negro|preto\s+e\s+branco|bianco\s+e\s+nero|黑白|白黒|モノクロ)/iu },
  { theme: 'blueprint', re: /\bblueprint(?:\s+style)?\b|\b蓝图风格|青写真/iu },
  { theme: 'pastel', re: /\bpastel(?:s|\s+colou?rs?|\s+tones?|\s+palette)?\b|\b(?:soft|cute|gentle)\s+colou?rs\b|马卡龙|パステル|couleurs\s+pastel|pastellfarben|colores\s+pastel|cores\s+pastel|colori\s+pastello/iu },
  { theme: 'vivid', re: /\b(?:vivid|vibrant|bold\s+colou?rs|bright\s+colou?rs|saturated\s+colou?rs|neon\s+colou?rs|colou?rful)\b|鲜艳|鮮やか|活泼|活潑|カラフル/iu },
];

const FONTS: { font: NonNullable<Style['font']>; re: RegExp }[] = [
  { font: 'caveat', re: /\b(?:handwritten|handwriting|script)\s+(?:font|typeface|lettering|text)\b|手写字体/i },
  { font: 'jetbrains-mono', re: /\b(?:monospace(?:d)?|mono(?:spaced)?\s+font|code\s+font|typewriter\s+font)\b|等宽字体/i },
  { font: 'source-serif', re: /\bserif\s+(?:font|typeface|typography|type)\b|\bserif\b(?!-)/i },
];

// A hex colour named as the brand's or the accent ("our brand colour #1F6FEB", "use #FF6B00 as accent").
const CUED_HEX = /\b(?:brand|accent|primary|main|corporate|company|highlight|theme|colou?rs?|couleurs?|farben?|colores?|cores?|colori)\b[^.\n#]{0,40}#[0-9a-f]{6}\b|#[0-9a-f]{6}\b[^.\n#]{0,20}\b(?:as\s+(?:the\s+)?(?:accent|primary|brand|main)|accent|brand)/gi;

/**
 * The style a prompt asks for in words, and the direction it asks for; empty when it names none. `looks`: the
 * instructions about looks taken out of the content, where colour names are read (in content they may be names).
 */
export function readLook(text: string, looks: string[] = []): { style: Style; direction?: Direction } {
  const style: Style = {};
  const theme = THEMES.find((t) => t.re.test(text)) ?? (GREY_TONES.test(text) ? { theme: 'monochrome' as const } : undefined);
  if (theme) style.theme = theme.theme;
  const palette = readPalette([...looks, ...(text.match(CUED_HEX) ?? [])].join('\n'), style.theme === 'monochrome');
  if (palette) style.palette = palette;
  // "sans-serif" is not a serif font.
  const cleaned = text.replace(/\bsans[- ]serif\b/gi, ' ');
  const font = FONTS.find((f) => f.re.test(cleaned));
  if (font) style.font = font.font;
  if (theme?.theme === 'sketch' && !style.font) style.font = 'caveat';
  if (/\b(?:curved|curvy|rounded|smooth)\s+(?:arrows|connectors|lines|edges|links)\b/i.test(text)) style.connector = 'curved';
  else if (/\bstraight\s+(?:arrows|connectors|lines|edges|links)\b/i.test(text)) style.connector = 'straight';
  else if (/\b(?:orthogonal|right[- ]angled?|elbow)\s+(?:arrows|connectors|lines|edges|links)\b/i.test(text)) style.connector = 'orthogonal';
  if (/\b(?:sharp|square)\s+corners\b|\bno\s+rounded\s+corners\b/i.test(text)) style.corner_radius = 0;
  else if (/\b(?:rounded|round)\s+(?:corners|boxes|cards|rectangles)\b/i.test(text)) style.corner_radius = 12;
  return { style, direction: readDirection(text) };
}

function readDirection(text: string): Direction | undefined {
  if (/\b(?:left[- ]to[- ]right|from\s+left\s+to\s+right|horizontal(?:ly)?|landscape\s+flow|(?:graph|flowchart)\s+(?:lr|rl)|de\s+gauche\s+[àa]\s+droite|von\s+links\s+nach\s+rechts|de\s+izquierda\s+a\s+derecha|da\s+esquerda\s+para\s+a\s+direita|da\s+sinistra\s+a\s+destra)\b|从左到右|從左到右|横向|左から右/iu.test(text)) return 'horizontal';
  if (/\b(?:top[- ]to[- ]bottom|from\s+top\s+to\s+bottom|top[- ]down|vertical(?:ly)?|(?:graph|flowchart)\s+(?:td|tb|bt)|de\s+haut\s+en\s+bas|von\s+oben\s+nach\s+unten|de\s+arriba\s+(?:a|hacia)\s+abajo|de\s+cima\s+para\s+baixo|dall'alto\s+verso\s+il\s+basso)\b|从上到下|從上到下|纵向|上から下/iu.test(text)) return 'vertical';
  return undefined;
}
