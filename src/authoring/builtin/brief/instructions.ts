// Prompt lines → what to draw (kept) and how to draw it (dropped): sections about style, layout, output and
// constraints, lines that only speak of looks or formats, placeholders of templates, and look phrases inside
// content sentences ("..., with a short description of each", "in muted teal tones").

import { colourWordCount, lookColourCount } from './colour-words.js';
import { splitBriefSentences } from './content-intros.js';
import { isLayoutSentence } from './layout-sentences.js';
import { isMediumRequest } from './medium-requests.js';

export interface SeparatedText {
  /** The prompt without its instructions, lines in their order. */
  content: string;
  /** The instruction lines and phrases that were taken out, as written. */
  instructions: string[];
}

type SectionClass = 'look' | 'mixed' | 'content';

// Section names, folded to lower case, without numbers and brackets.
const LOOK_SECTION = /^(?:(?:diagram\s+|chart\s+|visual\s+)?type|kind|hover(?:\s+text)?|tooltips?|alt\s+text|subtitle|pill\s+tags?|badges?|(?:visual\s+|design\s+|image\s+|overall\s+)?(?:style|styling|styles|look(?:\s+and\s+feel)?|aesthetics?|mood|tone)(?:\s+(?:guidelines?|notes?|rules?|direction|reference))?|(?:colou?r|colou?rs|palette|colou?r\s+(?:palette|scheme|coding|code|language|guide|usage))|typography|fonts?|background|decorative(?:\s+elements?)?|accents?|constraints?|output(?:\s+format)?|format(?:ting)?|image\s+specifications?|specifications?|aspect\s+ratio|resolution|dimensions?|language|core\s+principles|principles|layout\s+(?:guidelines?|notes?|rules?|principles)|interpretation|visual\s+message|visual\s+structure|caption(?:\s+below(?:\s+diagram)?)?|design\s+(?:guidelines?|notes?|rules?|requirements?)|rendering(?:\s+notes?)?|technical\s+notes?|visual\s+elements?|icons?|iconography|legend|animation|tone\s+of\s+voice|applications?|use\s+cases\s+for\s+this\s+chart|do\s+not|don'?t|avoid|notes?\s+for\s+(?:the\s+)?(?:designer|renderer)|样式|風格|风格|颜色|顏色|配色|字体|背景|约束|要求说明|输出|注意|备注|備註|说明|說明|スタイル|デザイン|配色|フォント|背景|出力|注記|備考|注意事項)$/iu;
const MIXED_SECTION = /^(?:purpose|goal|objective|audience|context|layout|structure|requirements?|notes?|components?|description|general\s+task\s+description|details|guidelines?|instructions?|annotations?|elements?|布局|要求|注意|説明|レイアウト|要件)$/iu;

// Headings of an infographic's layout ("### TOP: Black hero bar", "### MAIN: Horizontal funnel on a grey ground"): the
// hero and footer hold the headline and its subtitle (looks); the main area holds the content, under a heading that
// only says where it goes. Only as a heading: "Top: Vision" in a list is a pyramid's level.
const FRAME_SECTION = /^(?:top|header|hero|hero\s+(?:bar|section|banner|area)|footer|banner|bottom\s+(?:bar|strip|banner)|title\s+(?:bar|area|block))$/i;
const MAIN_SECTION = /^(?:main|main\s+(?:area|section|body|visual|content)|body|center|centre|middle|canvas)$/i;

/** The class of a layout heading, or undefined when the heading is not one. */
export function layoutSectionClass(name: string): SectionClass | undefined {
  const key = name.toLowerCase().replace(/[*_#`"“”]/g, '').replace(/\(.*?\)/g, '').replace(/[:：].*$/u, '').replace(/\s+/g, ' ').trim();
  return FRAME_SECTION.test(key) ? 'look' : MAIN_SECTION.test(key) ? 'mixed' : undefined;
}

/** The class of a section from its name ("## Style: Soft Pastel" → look; "**Participants**" → content). */
export function sectionClass(name: string): SectionClass {
  const key = name.toLowerCase().replace(/[*_#`"“”]/g, '').replace(/\(.*?\)/g, '').replace(/[:：].*$/u, '')
    .replace(/^\s*(?:\d+[.)]?|step\s+\d+|[a-z][.)])\s+/, '').replace(/\s+/g, ' ').trim();
  if (LOOK_SECTION.test(key)) return 'look';
  if (MIXED_SECTION.test(key)) return 'mixed';
  return 'content';
}

interface Header { name: string; rest: string; inline?: boolean }

// "## Style", "**Participants**:", "STYLE: Clean", "Layout Guidelines", "NODE DESCRIPTIONS (small text)".
function readHeader(line: string): Header | undefined {
  const t = line.trim();
  let m = /^#{1,6}\s+(.+?)\s*#*$/.exec(t);
  if (m) {
    const colon = /^([^:：]{1,50})[:：]\s*(.*)$/u.exec(m[1]);
    return colon ? { name: colon[1], rest: colon[2] } : { name: m[1], rest: '' };
  }
  m = /^(?:\*\*|__)([^*_]{1,60}?)(?:[:：])?(?:\*\*|__)\s*[:：]?\s*(.*)$/u.exec(t);
  if (m && (m[2] === '' || sectionClass(m[1]) !== 'content')) return { name: m[1], rest: m[2] };
  m = /^([A-Z][A-Z0-9 &/_+-]{1,40}?)(?:\s*\([^)]{0,60}\))?\s*(?:[:：]\s*(.*)|$)/u.exec(t);
  if (m && !/[a-z]/.test(m[1]) && m[1].trim().split(/\s+/).length <= 5 && /[A-Z]{2}/.test(m[1])) return { name: m[1].trim(), rest: m[2] ?? '', inline: !!m[2] && sectionClass(m[1]) !== 'look' };
  m = /^([\p{L}][\p{L}\s&/-]{1,40}?)\s*[:：]\s*(.*)$/u.exec(t);
  if (m && m[1].split(/\s+/).length <= 4 && sectionClass(m[1]) !== 'content') return { name: m[1], rest: m[2], inline: true };
  return undefined;
}

// Words that speak of how something looks, not of what it is.
const LOOK_WORD = /\b(?:cards?|arrows?|connectors?|left[- ]to[- ]right|right[- ]to[- ]left|top[- ]to[- ]bottom|bottom[- ]to[- ]top|top[- ]down|bottom[- ]up|colou?r(?:s|ed|ful|ing)?|palette|hue|tones?|tint|shades?|gradients?|font(?:s)?|typeface|typography|bold|italic|serif|sans-serif|background|backdrop|canvas|shadows?|glow(?:ing)?|borders?|outlines?|strokes?|rounded|corners?|spacing|padding|margins?|whitespace|alignment|aligned|symmetr(?:y|ical)|layout|aesthetic|style[ds]?|theme[ds]?|look|visual(?:ly)?|icons?|emojis?|illustrations?|imagery|photos?|photographic|stickers?|decorative|decorations?|clutter|readable|legible|sharp|crisp|clean|minimal(?:ist)?|modern|sleek|professional|elegant|playful|flat|3d|isometric|neon|pastel|vibrant|muted|opacity|transparent|size[ds]?|sizing|proportional|width|height|px|pt|dpi|resolution|vector|aspect|orientation|landscape|portrait|dashed|dotted|solid|thick|thin|arrowheads?|highlight(?:ed|s)?|emphasis|animation|animated|hover|tooltips?|legend|call-?outs?|watermarks?|footnotes?|source\s+line|\d+\s*pt|labels?\s+(?:on|for)\s+(?:each|every|all)|grid\s+lines?|overlap(?:ping)?\s+(?:arrows|labels|lines|text)|collisions?)\b|#[0-9a-f]{3,8}\b|\brgba?\s*\(/gi;
const INSTRUCTION_START = /^(?:(?:please|also|and|then)\s+)?(?:(?:the\s+)?(?:arrows?|connectors?|lines?)\s+(?:move|go|goes|going|point|pointing|flow|flowing|run|running|should|must|are|curve|loop|looping)|(?:an?\s+)?(?:[\w/-]+\s+){0,2}layout\s+(?:showing|with|that|where|of|in)|use|using|keep|maintain|ensure|avoid|apply|make\s+(?:sure|it|them|the\s+(?:diagram|chart|design|visual|text|labels?|lines?|arrows?|boxes?|nodes?|layout))|style|colou?r[- ]code|colou?r\b|highlight|render|output|export|submit|return\s+only|balance|align|position|place\s+(?:the\s+)?(?:legend|title|labels?)|format|prefer|optimi[sz]e\s+for|think\b|feel\b|emphasi[sz]e|no\b(?!\s+(?:centro|meio|topo|fundo|in[ií]cio|fim)\b)|never|do\s+not|don'?t|without|add\s+(?:a\s+|an\s+|some\s+)?(?:legend|notes?|icons?|emojis?|colou?rs?|shadows?|borders?|subtitle|caption|animation|tooltips?|hover|decorations?|visual|a\s+title|\w+\s+icons?|\w+\s+colou?rs?|emotion\s+curve)|include\s+(?:a\s+|an\s+)?(?:legend|icons?|emojis?|colou?rs?|shadows?|velocity|burndown|activation\s+(?:boxes|bars)|hover|tooltips?|\w+\s+icons?|value\s+labels?|percentage\s+labels?|notes?\s+to|kpis?)|show\s+(?:protocols?|pk\/fk|data\s+types|indexes)|the\s+(?:diagram|chart|visual|design|image|layout|style|graphic|infographic|picture|output)\s+(?:should|must|will|needs?\s+to)|(?:it|this)\s+(?:should|must)\s+(?:look|feel|be\s+(?:clean|simple|readable|easy))|(?:large|small|big)\s+(?:bold\s+)?(?:text|font|headline|title))\b/i;
const ROLE_LEAD = /^\s*act\s+as\s+(?:an?\s+|the\s+)?[\w\s-]{2,40}?\s+and\s+(?=(?:place|draw|map|plot|show|make|put|list|sort|turn|lay\s+out|chart|rank)\b)/i;
const ROLE_AND_TASK = new RegExp(`${ROLE_LEAD.source}[^.!?]{10,}[:：]\\s*\\S`, 'i');
const ROLE_PLAY = /^(?:you\s+are\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,4}(?:expert|designer|architect|engineer|consultant|assistant|illustrator|analyst|strategist|specialist|professional|guru|master|writer|artist)\b|act\s+as\b|imagine\s+you\s+are\b|pretend\s+(?:to\s+be|you\s+are)\b|as\s+an?\s+(?:[\w-]+\s+){0,3}(?:expert|designer|architect),)/i;
const OUTPUT_FORMAT = /\b(?:(?:mermaid|plantuml|graphviz|dot|zenuml|d2|tikz)\s+(?:syntax|code|format|notation)|proper\s+\w+\s+(?:diagram\s+)?syntax|output\s+(?:only|just)|(?:pdf|png|jpe?g|svg)\s+file|as\s+(?:a\s+)?(?:pdf|png|jpe?g|svg)\b|(?:high|low)\s+resolution|vector\s+clarity|aspect\s+ratio|\d{1,2}\s*:\s*\d{1,2}\s+\((?:landscape|portrait)\)|nothing\s+else)\b/i;
// "[PASTE DATA]", "{brand_name}", "{{topic}}", "<YOUR TEXT>": a template's blanks. Angle brackets count only in capitals
// ("<script>" is content, escaped when drawn).
export const PLACEHOLDER = /\[(?:[Pp]aste|PASTE|[Ii]nsert|INSERT|[Yy]our|YOUR|[Aa]dd|ADD|[Ee]nter|ENTER|[Pp]ut|PUT|[Dd]escribe|DESCRIBE|[Ff]ill|FILL|[Rr]eplace|REPLACE|TODO|todo|TBD|tbd|[Pp]laceholder|PLACEHOLDER)[^\]]*\]|\{\{[^}]{1,60}\}\}|\{[a-z_][a-z0-9_ .-]{1,40}\}|<(?:[A-Z][A-Z_ ]{2,40}|[Yy]our[^>]{1,40})>/gu;
const CONTENT_NOUN = /\b(?:steps?|stages?|phases?|participants?|actors?|lanes?|swim\s?lanes?|tables?|entities|columns?|rows?|items?|nodes?|branches?|topics?|states?|tasks?|milestones?|events?|services?|components?|layers?|levels?|tiers?|quadrants?|axes|axis|options?|categories|segments?|sets?|circles?|groups?|departments?|roles?|teams?|sections?|pillars?|cards?|flows?)\b/i;

// The same in Chinese and Japanese (no word boundaries there).
const LOOK_WORD_CJK = /颜色|顏色|配色|色彩|字体|字體|フォント|デザイン|スタイル|风格|風格|背景|图标|圖標|アイコン|見やすい|見やすく|简洁|簡潔|简约|簡約|美观|美觀|レイアウト|布局|排版|色分け|色で|色調|カラー|颜色编码|顏色編碼|高亮|强调|強調|活泼|活潑|鲜艳|鮮やか|シンプルに|シンプルな|清新|大气|大氣/gu;
// Look words of French, German, Spanish, Portuguese and Italian ("Style sobre", "Schlicht, in Grautönen", "fondo oscuro").
const LOOK_WORD_INTL = /(?<!\p{L})(?:couleurs?|farben?|farbig|colores|colori|cores|sobre|schlicht|[ée]pur[ée]|minimaliste|minimalistisch|moderne|moderno|moderna|fond|fondo|hintergrund|sfondo|fundo|police|schrift(?:art)?|fuente|tipografía|icônes|iconos|ombres?|schatten|sombras?|dégradé|verlauf|degradado|stil|estilo|stile|tonos|tons|teintes|toni|tonalità|tonalidades|limpi[oa]|propre|sauber|pulit[oa]|limp[oa]|oscur[oa]|sombre|dunkle[rn]?|scur[oa]|escur[oa]|gr[ae]ustufen|pastell?|cálid[oa]s|calid[oa]s|chaude?s|warme[nm]?|quentes|cald[ie]|fr[ií]os|froides?|kühle[nm]?|fredd[ie])(?!\p{L})/giu;
// "Grautönen", "Grüntöne", "Pastelltöne": German colour tones, written as one word.
const TONES_DE = /t(?:ö|oe)ne[n]?(?!\p{L})/giu;
// Looks said in a few words: "big readable text", "hand drawn", "warm gradient".
const LOOK_PHRASE_WORDS = /\b(?:(?:big|large|larger|bigger|small|tiny)\s+(?:readable\s+|legible\s+|bold\s+)?(?:text|font|labels?|letters|type)|hand[- ]?drawn|bright|(?:warm|cool|soft|romantic|muted|earthy)\s+(?:colou?rs?|tones?|gradients?|palette|shades?|hues?))\b/gi;

// The same line is weighed several times (as a piece, then as an instruction): each count is kept (bounded).
const lookCounts = new Map<string, number>();
export function lookWords(s: string): number {
  let n = lookCounts.get(s);
  if (n === undefined) {
    if (lookCounts.size > 5000) lookCounts.clear();
    lookCounts.set(s, n = countLookWords(s));
  }
  return n;
}

function countLookWords(s: string): number {
  return (s.match(LOOK_WORD) ?? []).length + (s.match(LOOK_WORD_CJK) ?? []).length + (s.match(LOOK_WORD_INTL) ?? []).length
    + (s.match(LOOK_PHRASE_WORDS) ?? []).length + lookColourCount(s) + (s.match(TONES_DE) ?? []).length;
}

// "for a tourist brochure", "per una brochure", "pour l'affiche", "für den Flyer": what the drawing is for.
const PURPOSE_PART = /^(?:for|per|pour|für|fuer|para|voor)\s+(?:(?:a|an|the|our|my|una|un|uno|une|le|la|les|l'|il|lo|den|die|das|der|einen|eine|unsere?n?|nuestr[oa]s?|uma|um|o|a|os|as|nosso|nossa|de|het|onze)\s*)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}$/iu;

/** "Colori caldi, stile semplice, per una brochure turistica.": short parts, each a look or a purpose, one a look at least. */
function isLookAndPurposeString(t: string): boolean {
  // "Friendly icons, navy and orange, and a big title 'Ready Before the Storm'": a quoted title counts as one word.
  if (/[():=<>\[\]]/.test(t.replace(/["“‘'][^"”’']{1,60}["”’']/gu, 'Q'))) return false;
  const parts = t.replace(/[.!]+$/, '').replace(/["“‘'][^"”’']{1,60}["”’']/gu, 'Q').split(/\s*[,;]\s*/).map((p) => p.replace(/^(?:and|und|et|e|y)\s+/i, '')).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 5)) return false;
  const colours = (p: string) => { const n = colourWordCount(p, false); return n >= 1 && p.split(/\s+/).filter((w) => !/^(?:and|or|&|und|et|y|e)$/i.test(w)).length === n; };
  const titled = (p: string) => /^(?:an?\s+|the\s+)?(?:\w+\s+)?(?:title|heading|headline)\s+Q$/i.test(p);
  const look = (p: string) => (lookWords(p) >= 1 && !PURPOSE_PART.test(p)) || titled(p);
  return parts.filter(look).length >= 1 && parts.every((p) => look(p) || colours(p) || PURPOSE_PART.test(p));
}

function contentWords(s: string): number {
  return (s.match(/\b[\p{L}][\p{L}'-]{2,}\b/gu) ?? []).length;
}

/** True when a line says how to draw, not what to draw (`loose`: inside a section about layout or requirements). */
export function isLookInstruction(line: string, strict = false, loose = false): boolean {
  const t = line.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, '').replace(/\*\*/g, '');
  if (!t) return false;
  if (OUTPUT_FORMAT.test(t) && !/:\s*\S.{3,}$/.test(t.replace(/https?:\/\/\S+/g, ''))) return true;
  // "Root node at top center", "Each branch splits into 2-3 leaf nodes": where the layout's parts go.
  if (isLayoutSentence(t)) return true;
  // "no -> quarantine + email customer": a line drawn with arrows is content, whatever word it opens with.
  if (/\s(?:->|→|=>)\s/.test(t) && lookWords(t) === 0) return false;
  // "You are an expert diagram designer.", "Act as a senior architect": a role for the model, not content.
  // "Act as a consultant and place our routes on a 2x2 …: A (…), B (…)": the role goes, the task and its list stay.
  if (ROLE_PLAY.test(t) && !ROLE_AND_TASK.test(t)) return true;
  // "Make it a slide", "can you turn into chart": asks for the drawing, names nothing to draw.
  if (isMediumRequest(t)) return true;
  const look = lookWords(t);
  const words = Math.max(1, contentWords(t));
  // "Swimlanes: HR, IT" and "Include these steps:" carry content even when they start like instructions.
  const introducesContent = /[:：]\s*$/u.test(t) && CONTENT_NOUN.test(t) && look === 0;
  if (introducesContent) return false;
  // In a content section, "No tailpipe emissions" or "Don't do: tidy the files" with no look word is content.
  // "The chart should show each brand, such as Samsung, Apple, Huawei": the names listed are content.
  if (look <= 1 && /\b(?:such\s+as|e\.g\.|for\s+example|including)\s+[^,]{1,30},\s*[^,]{1,30},/i.test(t)) return false;
  // "2. No screens 1 hour before bed", "- Avoid caffeine after 2pm": a numbered or bulleted item is a tip or a rule of
  // the content, unless it limits the drawing ("- No more than 7 boxes").
  const listedRule = /^\s*(?:[-*•]|\d+[.)])\s+/.test(line) && !/\b(?:more|less|fewer|longer|than|nodes?|boxes|items|words|labels?|arrows?|lines?|characters?|text|diagram|chart|title|legend|icons?|emojis?)\b/i.test(t);
  const negativeContent = strict && look === 0 && (listedRule || /^no\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}$/iu.test(t) || /^(?:don'?t|do\s+not)\s+\w+\s*:/i.test(t));
  // "1. Keep knives sharp - dull blades slip": a numbered tip that keeps a thing of the subject, not the drawing.
  if (/^\s*\d+[.)]\s+keep\s+(?!(?:it|them|this|that|everything|all|things|the\s+(?:diagram|chart|design|visual|graphic|text|labels?|lines?|arrows?|boxes|layout|colou?rs?|fonts?|style|title|legend|icons?))\b)[\p{L}-]+\s+[\p{L}-]+/iu.test(line) && look <= 1) return false;
  // "No preference  9", "None ..... 4": a tallied answer and its count is a row of the content.
  if (/^\s*[\p{L}][\p{L}\s/'’-]{1,40}?\s*(?:\.{2,}|…+|\s{2,}|\t)\s*\d[\d.,]*\s*%?\s*$/u.test(line)) return false;
  // "Please make it concise and easy to read", "Keep it simple": about the drawing as a whole.
  if (/^(?:(?:please|also|and)\s+)?(?:make|keep)\s+(?:it|them|this|the\s+(?:diagram|chart|design|visual|graphic|picture|image))\s+(?:\w+\s+){0,2}(?:concise|clean|simple|short|brief|readable|easy|clear|compact|tidy|neat|minimal|professional|pretty|nice|beautiful|uncluttered|small|big|large|legible|consistent|balanced)\b/i.test(t)) return true;
  if (INSTRUCTION_START.test(t) && !negativeContent && (look >= 1 || OUTPUT_FORMAT.test(t) || /^(?:no|never|do\s+not|don'?t|avoid|without)\b/i.test(t) || !strict)) return !/^(?:use|using)\s+(?:cases?|the\s+following|these)\b/i.test(t);
  if (/\b(?:should|must|needs?\s+to|has\s+to)\s+(?:appear(?!\s+(?:on|in|at|under|with|before|after|only|once|twice|exactly|for|as\s+an?\s+(?:entry|item|row|step)))|look|feel|read\s+as|be\s+(?:drawn|shown|displayed|placed|rendered|positioned|visible|clear|readable|legible|cent(?:er|re)d|aligned|colou?red|highlighted|bold|large|small|big|thin|thick|minimal|clean|simple|ordered|arranged|proportional|labell?ed|distinct))\b/i.test(t)) return true;
  // "8. Aesthetic and minimalist design": a numbered item is content however many look words it has.
  if (look >= 2 && look * 2 >= words && !/^\s*\d+[.)]\s+/.test(line)) return true;
  // "Minimal, confident, final.": a string of single adjectives with a look word among them is a mood.
  // Colour names alone are no mood: "Red, green, blue" names three things.
  if (look - lookColourCount(t) >= 1 && /^[\p{L}-]+(?:,\s*[\p{L}-]+){1,4}[.!]?$/u.test(t) && !/[A-Z]{2}/.test(t)) return true;
  if (isLookAndPurposeString(t)) return true;
  // "It should show our loop as a continuous loop with arrows, with no start or end emphasised": how the drawing looks.
  if (/^(?:it|this|the\s+(?:diagram|visual|graphic|infographic|slide|chart|picture))\s+(?:should|must|needs?\s+to|has\s+to|will)\s+(?:show|be|look|depict|present|display)\b/i.test(t) && /\b(?:as\s+an?\s+[\w-]+(?:\s+[\w-]+)?\s+(?:with|and)\b|with\s+arrows|no\s+start\s+or\s+end|emphasi[sz]ed)\b/i.test(t) && !/[:：]\s*\S/.test(t)) return true;
  // "Audience is residents, so plain language please", "Colours from dark green at the top to red at the bottom",
  // "Council logo bottom-right": who it is for, and sentences about colours, fonts and furniture of the page.
  if (/^(?:the\s+)?(?:target\s+)?audience\s*(?:is|are|will\s+be|[:：])/i.test(t)) return true;
  if (/^(?:(?:the|our|brand|club|company)\s+)?(?:colou?rs?|palette|fonts?|typeface|typography|background|styling)\b/i.test(t) && !/[:：]/.test(t) && look >= 1) return true;
  if (/^(?:(?:the|our|a|an|small|big|council|company|club|brand)\s+){0,2}(?:logo|source\s+line|footnote|watermark|call-?out|caption)s?\b/i.test(t) && !/[:：]/.test(t) && (look >= 1 || /\b(?:top|bottom|left|right|corner|header|footer)\b/i.test(t))) return true;
  // "Add a small callout: '12 tonnes collected'": furniture of the page, whatever it says.
  if (/^(?:please\s+)?(?:add|include|put)\s+(?:an?\s+)?(?:small\s+|short\s+|big\s+|little\s+)?(?:call-?out|caption|footnote|subtitle|source\s+line|legend|logo|watermark|disclaimer)s?\b/i.test(t)) return true;
  // "簡潔で見やすいデザインの図にしてください", "使用蓝色背景": a CJK request about looks.
  if (((t.match(LOOK_WORD_CJK) ?? []).length >= 1 || (lookColourCount(t) >= 1 && [...t].length <= 20)) && /(?:してください|して下さい|にする|にします|使用|用|采用|採用)[.!。]?$|^(?:使用|采用|採用|用)/u.test(t)) return true;
  // "颜色活泼一点", "シンプルに, 青系の色でお願いします": a short CJK wish about looks.
  if (lookWords(t) >= 1 && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t) && [...t].length <= 30
    && /(?:一点|一些|一下|即可|就好|就行|为主|為主|お願いします|お願い|でください|にしてください|がいい(?:です)?|が良い(?:です)?|で)[.!。]?$/u.test(t)) return true;
  if (loose && look >= 1 && !/["“”]/.test(t)) return true;
  if (/#[0-9a-f]{6}\b|\brgba?\s*\(/i.test(t) && look * 3 >= words) return true;
  return false;
}

// Look phrases inside a content sentence, removed from it: ", with a short description of each", "in a clean style".
const LOOK_PHRASES: RegExp[] = [
  /[,;]?\s*\(?\b(?:with|including|and)\s+(?:a\s+)?(?:short|brief|one[- ]line|small)?\s*(?:description|explanation|caption|summary)s?\s+(?:of|for)\s+(?:each|every|all)(?:\s+(?:one|item|step|stage|node|part))?\)?/gi,
  /[,;]?\s*\b(?:in|with|using)\s+(?:a\s+|an\s+|the\s+)?(?:(?!(?:use|add|show|make|include|and|then)\b)[\w-]+,?\s+){0,3}?(?:style|look|aesthetic|theme|colou?r\s+scheme|palette|tones?|colou?rs|font|typography|layout|background)\b(?:\s+(?:with|and)\s+(?:[\w-]+\s+){0,2}(?:icons?|colou?rs|accents?|shadows?))?/gi,
  /[,;]?\s*\b(?:with|using)\s+(?:[\w-]+\s+){0,2}(?:icons?|emojis?)(?:\s+for\s+(?:each|every)\s+\w+)?\b/gi,
  /[,;]?\s*\b(?:in|as)\s+(?:a\s+)?(?:grid|row|column|circle|ring|table)\s+(?:layout|format|arrangement)\b/gi,
  /[,;]?\s*\b(?:in|using|with)\s+(?:mermaid|plantuml|graphviz|dot|d2)(?:\s+(?:syntax|code|format))?\b/gi,
  // "Left-to-right flow with three swimlanes:": the direction is a look; what follows it is content.
  /^\s*(?:a\s+)?(?:left[- ]to[- ]right|right[- ]to[- ]left|top[- ]to[- ]bottom|bottom[- ]to[- ]top|top[- ]down|bottom[- ]up|horizontal|vertical)\s+(?:flow|layout|orientation|arrangement|diagram)?\s*(?:with\s+)?/gi,
];

/** A content sentence without its look phrases (and the phrases taken out). */
export function stripLookPhrases(line: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  let text = line;
  for (const re of LOOK_PHRASES) {
    text = text.replace(re, (m) => { removed.push(m.trim()); return ''; });
  }
  text = text.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:!?])/g, '$1').replace(/([:(])\s*[,;]\s*/g, '$1 ');
  return { text: removed.length ? text.trimEnd() : line, removed };
}

// Markup that only formats text ("<summary>…</summary>", "<br>", "<b>"); other tags ("<script>") are content to
// draw as written (escaped).
const FORMATTING_TAG = /<\/?(?:summary|details|br|b|i|u|em|strong|p|div|span|code|pre|sub|sup|small|mark|font|center|h[1-6]|ul|ol|li|hr|blockquote)(?:\s[^<>]*)?\/?>/gi;

/** The text with the indentation every line shares taken off. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return min ? lines.map((l) => l.slice(Math.min(min, /^[ \t]*/.exec(l)![0].length))).join('\n') : text;
}

/** "SOURCE MATERIAL:" left with nothing under it (its placeholder was taken out) says nothing. */
function dropEmptyHeaders(lines: string[]): string[] {
  // A heading's depth: "#" 1 … "######" 6; a "KEY:" line is deeper than any heading.
  const depth = (l: string): number | undefined => {
    const md = /^\s*(#{1,6})\s+.+$/.exec(l);
    if (md) return md[1].length;
    return /^\s*(?:[A-Z][A-Z0-9 &/_+-]{1,40}[:：]|\*\*[^*]{1,60}\*\*[:：]?|[\p{L}][\p{L}\d\s&/+-]{1,40}[:：])\s*$/u.test(l) ? 7 : undefined;
  };
  return lines.filter((l, i) => {
    const d = depth(l);
    if (d === undefined) return true;
    const next = lines.slice(i + 1).find((x) => x.trim());
    const nd = next === undefined ? 0 : depth(next);
    return next !== undefined && (nd === undefined || nd > d);
  });
}

// An abbreviation's dot ends no sentence: "e.g. blue", "approx. 3".
const ABBREVIATION_END = /\b(?:e\.g|i\.e|etc|vs|approx|ca|no|nr|dr|mr|mrs|ms|st|fig|incl|max|min)\.$/i;

/** A sentence without the look sentences typed after it in lower case ("… (Sarajevo 1914). hand drawn style pls"). */
function dropLowerCaseLooks(sentence: string, instructions: string[]): string {
  const pieces = sentence.split(/(?<=[.!?])\s+(?=\p{Ll})/u);
  if (pieces.length < 2) return sentence;
  const kept = [pieces[0]!];
  for (const piece of pieces.slice(1)) {
    const afterAbbreviation = ABBREVIATION_END.test(kept[kept.length - 1]!);
    if (!afterAbbreviation && piece.trim().split(/\s+/).length >= 2 && lookWords(piece) >= 1 && isLookInstruction(piece, true)) instructions.push(piece.trim());
    else kept.push(piece);
  }
  return kept.join(' ');
}

/** Splits a prompt into its content and its instructions about looks, layout and output. */
export function separateInstructions(text: string): SeparatedText {
  const instructions: string[] = [];
  const kept: string[] = [];
  let section: SectionClass = 'content';
  let sectionIndent = -1;
  for (const raw of dedent(text.replace(FORMATTING_TAG, ' ')).split('\n')) {
    const withoutPlaceholders = raw.replace(PLACEHOLDER, (m) => { instructions.push(m); return ''; });
    if (!withoutPlaceholders.trim()) {
      if (raw.trim()) continue;
      kept.push('');
      continue;
    }
    // '“1. Eradicate pointless selfies”': a whole line in quotes is that line.
    const line = withoutPlaceholders.replace(/\s+$/, '').replace(/^(\s*)["“]([^"“”]+)["”]\s*$/u, '$1$2');
    if (/^\s*(?:-{3,}|\*{3,}|_{3,}|={3,})\s*$/.test(line)) { section = 'content'; kept.push(''); continue; }
    const indent = /^\s*/.exec(line)![0].length;
    const header = readHeader(line);
    // Inside a section about looks, a "Key: value" line is one more look line; a heading ends the section.
    if (header && (section !== 'look' || !header.inline || indent <= Math.max(0, sectionIndent))) {
      // "### Thin #EB1000 red banner strip": a heading that only says how something looks.
      const lookHeading = /^\s*#/.test(line) && !header.rest && (/#[0-9a-f]{6}\b/i.test(header.name) || (lookWords(header.name) >= 2 && lookWords(header.name) * 2 >= contentWords(header.name)));
      const cls = lookHeading ? 'look' : (!header.inline && /^\s*#/.test(line) ? layoutSectionClass(header.name) : undefined) ?? sectionClass(header.name);
      // "Hover text: ..." or "Type: workflow" on one line says one thing; "STYLE:" or "## Notes" opens a section.
      if (header.inline && header.rest && !/[:：]\s*$/u.test(header.rest)) {
        if (cls === 'look' || (cls === 'mixed' && isLookInstruction(header.rest, false, true))) instructions.push(line.trim());
        else kept.push(cls === 'content' ? line : `${' '.repeat(indent)}${header.rest}`);
        continue;
      }
      section = cls;
      sectionIndent = indent;
      if (section === 'look') { instructions.push(line.trim()); continue; }
      if (section === 'mixed') {
        if (header.rest && !isLookInstruction(header.rest)) kept.push(stripLookPhrases(header.rest).text);
        else if (header.rest) instructions.push(header.rest);
        continue;
      }
      kept.push(line);
      continue;
    }
    if (section === 'look') { instructions.push(line.trim()); continue; }
    const multi = splitBriefSentences(line).length > 1;
    // "8. Aesthetic and minimalist design" after "7. Flexibility and efficiency of use": the next item of a numbered
    // list of content is content, unless it asks for something.
    const number = /^\s*(\d{1,3})[.)]\s+(.*)$/.exec(line);
    const previous = kept.length ? /^\s*(\d{1,3})[.)]\s+\S/.exec(kept[kept.length - 1]!) : null;
    if (number && previous && Number(previous[1]) === Number(number[1]) - 1 && section === 'content' && !INSTRUCTION_START.test(number[2]!) && !/#[0-9a-f]{3,8}\b/i.test(line)) { kept.push(line); continue; }
    // '"LEVEL 2" in small #8B2ADA purple label': quoted words with how to set them.
    const styledQuote = /^\s*(?:[-*•]\s*)?["“][^"”]{2,80}["”]\s+(?:in|as|with|on)\b(.*)$/u.exec(line)?.[1] ?? '';
    if (!multi && (isLookInstruction(line, section === 'content', section === 'mixed') || /#[0-9a-f]{3,8}\b|\b(?:bold|italic|font|small\s+(?:\w+\s+)?label|headline)\b/i.test(styledQuote))) {
      // '"YOUR TEAM" in bold #1A1A2E': the quoted words are content, the rest is how to draw them.
      const quoted = /^\s*(?:[-*•]\s*)?["“]([^"”]{2,80})["”]\s+(?:in|as|with|on)\b/u.exec(line);
      // '"LEVEL 1" in small red': a slot's number is where it goes, not what it says.
      if (quoted && !/^#/.test(quoted[1]) && !/^(?:level|tier|stage|step|phase|section|card|layer|part)\s*#?\d+$/i.test(quoted[1].trim())) kept.push(quoted[1]);
      instructions.push(line.trim());
      continue;
    }
    // "Draw a login sequence. Use a clean modern style.": each sentence of a prose line is read on its own.
    const sentences = splitBriefSentences(line);
    const content = sentences.length > 1 ? sentences.filter((sent) => {
      if (!isLookInstruction(sent, section === 'content', section === 'mixed')) return true;
      instructions.push(sent.trim());
      return false;
    }) : sentences;
    if (content.length === 0) continue;
    const stripped = stripLookPhrases(content.map((sent) => dropLowerCaseLooks(sent.replace(ROLE_LEAD, ''), instructions)).join(' '));
    instructions.push(...stripped.removed);
    kept.push(stripped.text);
  }
  const content = dropEmptyHeaders(kept).join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { content, instructions };
}
