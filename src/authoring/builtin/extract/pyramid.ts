// PromptDoc → pyramid content: levels from the top (narrowest) to the base.
import type { PyramidContent } from '../../../spec/content/index.js';
import { capitalize } from '../text/label.js';
import type { Item } from '../text/outline.js';
import { splitOutside } from '../text/spans.js';
import { APPROXIMATE, flatItems, itemLabel, leaves, splitValue, tooFew, validated, type ExtractContext } from './common.js';
import { findNumbers, numberStyle, type NumberStyle } from '../text/numbers.js';

const BASE_FIRST = /\b(?:from\s+(?:the\s+)?(?:base|bottom|foundation)(?:\s+(?:up|to\s+the\s+top))?|bottom[- ]up|(?:starting|start|begin(?:ning)?)\s+(?:at|with|from)\s+(?:the\s+)?(?:base|bottom|foundation|most\s+basic)|(?:base|bottom|foundation)\s+(?:first|to\s+(?:the\s+)?(?:top|apex|peak)))\b/i;
const TOP_FIRST = /\b(?:from\s+(?:the\s+)?(?:top|apex|peak)(?:\s+down)?|top[- ]down|starting\s+(?:at|with|from)\s+(?:the\s+)?(?:top|apex|peak))\b/i;

const POSITION = /\s*\((?:top|bottom|base|apex|middle)\)|\s*,?\s*\b(?:(?:at|on|in|across)\s+the\s+(?:(?:very|wide|narrow|broad)\s+)?(?:base|bottom|top|apex|peak|tip|middle|cent(?:er|re))|on\s+top|at\s+the\s+very\s+(?:top|bottom))\b/i;
// "chatbot above it", "then frontline agents", "at the very top the tiny Golden Cup circle": order words, not names.
const ORDER_WORDS = /^(?:(?:and\s+)?(?:then|next|(?:above|below|over|under)\s+(?:it|that|this|them)(?:\s+(?:comes?|come|sits?|sit|is|are|lies?|lie|we\s+have|there'?s))?|on\s+top\s+of\s+(?:it|that|this|those|them)(?:\s+(?:comes?|sits?|sit|is|are|lie|lies|we\s+have|there'?s))?)\s*[,:：]?\s+)|\s+(?:above|below|on\s+top\s+of)\s+(?:it|that|them)$/i;
// Japanese and Chinese: "底辺は…", "その上に…", "さらに…", "頂点に…", "底层是…", "顶端是…".
const CJK_POSITION = /^(?:底辺|底部|土台|基盤|最下層|底层|底部|基础)(?:は|に|が|是|为|：|:)\s*|^(?:その上に|その上は|上に|さらに|次に|其上是|往上是|再往上是)\s*|^(?:頂点|頂上|最上位|最上層|顶端|顶层|塔尖)(?:は|に|が|是|为|：|:)\s*/u;
const POSITION_KEY = /^\s*((?:the\s+)?(?:base|bottom|foundation|lowest|top|apex|peak|tip|highest|middle|mid|cent(?:er|re)|upper(?:\s+middle)?|lower(?:\s+middle)?)(?:\s+(?:level|layer|tier))?(?:\s*,\s*(?:widest|narrowest|wide|narrow|smallest|largest|biggest|broadest))?|(?:level|layer|tier)\s+\d{1,2}(?:\s*\((?:the\s+)?(?:base|bottom|foundation|top|apex|peak|tip)\))?)\s*[:：=–—-]\s*(.{2,})$/iu;
// "everything rests on hygiene", "it all starts with basics": the base, said by what rests on it.
const BASE_LEAD = /^(?:(?:and\s+)?(?:everything|it\s+all|all\s+of\s+(?:it|this)|the\s+whole\s+thing)\s+(?:rests|sits|stands|is\s+built|builds|starts|begins|depends)\s+(?:on|upon|with)|(?:at\s+)?the\s+(?:(?:wide|broad|very)\s+)?(?:base|bottom|foundation)(?:\s+(?:level|layer|tier))?(?:,\s*[^,]{2,60},)?\s+(?:is|are|has|sits?|sit)|(?:it\s+)?(?:starts|begins)\s+with)\s+/i;
// "and right at the tip is the flagship report", "at the very top sit the founders": the top, said by where it sits.
const TOP_LEAD = /^(?:(?:and|then|finally)\s+)*(?:(?:right|way|up|all\s+the\s+way)\s+)?(?:at|on)\s+the\s+(?:very\s+)?(?:top|tip|apex|peak|summit|pinnacle)\s*,?\s+(?:is|are|sits?|sit|comes?|come|we\s+have|there'?s|there\s+(?:is|are))\s+/i;
// "the flagship report that we only do once a year": what follows "that we …" tells about the level.
const THAT_CLAUSE = /^(.{3,60}?)\s+(?:that|which)\s+((?:we|they|you|only|is|are|was|happens?|takes?|runs?)\b.{3,})$/i;
// "Line cooks build their skills in layers - everything rests on …": what the pyramid shows, before its base.
const INTRO_BEFORE_BASE = /^(.{3,100}?)\s*(?:\s[-–—]\s|[:：]\s*)(?=(?:and\s+)?(?:everything|it\s+all|all\s+of\s+(?:it|this)|the\s+whole\s+thing)\s+(?:rests|sits|stands|is\s+built|builds|starts|begins|depends)\b)/i;
// "ganz unten die Grundlagen", "darüber Technik", "tout en haut la vision", "en la base …": place words of German,
// French, Spanish, Portuguese and Italian, with the article after them.
const PLACE_INTL = /^(?:(?:und|et|y|e)\s+)?(?:(?<base>ganz\s+unten|unten|an\s+der\s+basis|als\s+(?:basis|fundament)|tout\s+en\s+bas|en\s+bas|à\s+la\s+base|abajo\s+del\s+todo|abajo|en\s+la\s+base|na\s+base|embaixo|alla\s+base|in\s+basso)|(?<top>ganz\s+oben|oben|an\s+der\s+spitze|tout\s+en\s+haut|en\s+haut|au\s+sommet|arriba\s+del\s+todo|arriba|en\s+la\s+cima|en\s+la\s+cúspide|no\s+topo|em\s+cima|in\s+cima|al\s+vertice)|darüber|darauf|dann|danach|au-dessus|puis|ensuite|encima|luego|después|por\s+encima|acima|depois|sopra|poi|quindi)(?:\s+(?:kommt|kommen|steht|stehen|liegt|liegen|vient|viennent|il\s+y\s+a|se\s+trouve(?:nt)?|on\s+(?:met|trouve)|está|están|hay|va|van|se\s+encuentra(?:n)?|vem|vêm|fica|ficam|tem|há|c'è|ci\s+sono|sta|stanno|va|vanno))?[,\s]+(?:(?:die|der|das|les|la|le|l'|los|las|el|os|as|o|a|il|lo|gli)\s+)?/iu;
// "many unit tests", "fewer integration tests", "a handful of end-to-end tests": how many, not what.
const QUANTITY = /^(?:(?:and|then)\s+)?(?:many|lots\s+of|a\s+lot\s+of|more|most|fewer|few|a\s+few|some|(?:a\s+)?handful\s+of|several|a\s+small\s+number\s+of|the\s+fewest|the\s+most)\s+/i;

// "at the wide base are A (…), above that B (…), then C (…), and at the very top D, which …": one sentence placing
// each level, split where a place or order word starts the next.
const NEXT_PLACE = /,\s+(?:(?:and|und|et|y|e)\s+)?(?=(?:then|next|above|below|under|beneath|over|on\s+top|(?:(?:right|way|all\s+the\s+way)\s+)?at\s+the|in\s+the\s+middle|finally|darüber|darunter|dann|ganz\s+oben|zuoberst|au-dessus|puis|ensuite|tout\s+en\s+haut|au\s+sommet|encima|luego|después|arriba\s+del\s+todo|en\s+la\s+cima|acima|depois|no\s+topo|sopra|poi|in\s+cima)(?!\p{L}))/iu;

const RELATIVE = /^([^,(]{2,60}?),\s+((?:which|who|where|whom|that)\s+.+)$/i;

/** The items, with a sentence that places three or more levels read as those levels; other sentences are remarks. */
function placedLevels(items: Item[], tail = ''): Item[] {
  const split = items.map((it) => (it.children.length ? [] : splitOutside(it.text, NEXT_PLACE).map((p) => p.trim()).filter(Boolean)));
  const i = split.findIndex((p) => p.length >= 3);
  if (i >= 0 && split.filter((p) => p.length >= 3).length === 1) return leaves(split[i]!);
  // The same sentence after the lead's colon, when it is the whole prompt (its commas made it a list).
  const told = i < 0 && tail && !/[.!?]\s+\S/.test(tail.trim()) ? splitOutside(tail.trim().replace(/[.!]+$/, ''), NEXT_PLACE).map((p) => p.trim()).filter(Boolean) : [];
  if (told.length >= 3) return leaves(told);
  // "…, and at the top the national qualifiers, who train twice a day": a relative clause read as an item belongs to the one before.
  const out: Item[] = [];
  for (const it of items) {
    const prev = out[out.length - 1];
    if (prev && !it.children.length && !prev.children.length && /^(?:which|who|whom|where|qui|où|quien(?:es)?|donde|che|dove|welche[rs]?)\s/i.test(it.text)) out[out.length - 1] = { ...prev, text: `${prev.text}, ${it.text}` };
    else out.push(it);
  }
  return out;
}

/** "The base, the stuff we make most of, is X. On top of that sit Y, then Z, and right at the tip is W.": sentences that each
 *  start by placing a level, split where the next place or order word starts; undefined unless two sentences, or one of three parts, do so. */
function proseLevels(doc: ExtractContext['doc']): Item[] | undefined {
  if (!doc.statements.length) return undefined;
  const placing = (t: string) => BASE_LEAD.test(t) || TOP_LEAD.test(t) || ORDER_WORDS.test(t) || POSITION_KEY.test(t) || PLACE_INTL.test(t);
  const said = doc.statements.map((st) => st.text.trim().replace(/[.!]+$/, ''));
  const placed = said.filter(placing);
  // "Bottom, widest: A – …. Next: B – …. Then C – …. Top: D – …": sentences keyed by their place, even across lines.
  const keyedEnds = placed.filter((t) => { const k = POSITION_KEY.exec(t)?.[1]; return !!k && /base|bottom|foundation|lowest|top|apex|peak|tip|highest/i.test(k); });
  const parts = placed.map((t) => splitOutside(t, NEXT_PLACE).map((p) => p.trim()).filter(Boolean));
  // "Bottom: Water. Then A, then B, and at the very top C": one keyed end and an ordered run name three or more levels.
  const keyedOrder = keyedEnds.length >= 1 && (placed.length >= 3 || (placed.length === 2 && parts.flat().length >= 3));
  if (doc.itemSource === 'lines' && !keyedOrder) return undefined;
  if (!placed.some((t) => BASE_LEAD.test(t) || TOP_LEAD.test(t)) && !keyedOrder) return undefined;
  // One sentence placing them all ("at the wide base are A (…), above that B, …, and at the very top D, which only 1 or 2 …") or two or more.
  if (placed.length < 2 && !(parts.length === 1 && parts[0]!.length >= 3)) return undefined;
  return parts.flat().length >= 3 ? leaves(parts.flat()) : undefined;
}

export function extractPyramid(ctx: ExtractContext): PyramidContent {
  const { doc } = ctx;
  // "1.200 Bewerbungen", "3,5 %": numbers are read with the prompt's decimal mark.
  const style = numberStyle(doc.text);
  // "unit tests at the base", "alerts on top", "Pillar content (top)": where a level sits orders it and leaves its name.
  const at = { base: -1, top: -1 };
  let title = doc.title;
  // "De la base a la punta: …" names only the order: no title.
  if (title && ORDER_ONLY.test(title.trim())) title = undefined;
  // "Infographic brief: Waste hierarchy for …": the brief's own name heads it; the topic follows.
  if (title && BRIEF_NAME.test(title.trim()) && doc.tail) title = doc.tail.split(/(?<=[.!?])\s/)[0]!.replace(/[.!]+$/, '');
  let levels = placedLevels(proseLevels(doc) ?? placeAsides(layoutSlots(flatItems(doc, 2), doc.items), doc.text), doc.tail).map((it, i) => {
    const intro = INTRO_BEFORE_BASE.exec(it.text);
    if (intro) {
      title ??= intro[1]!.replace(/\s+in\s+(?:layers|levels|tiers|stages)$/i, '');
      it = { ...it, text: it.text.slice(intro[0].length) };
    }
    const place = PLACE_INTL.exec(it.text);
    if (place) {
      if (place.groups?.base) at.base = i; else if (place.groups?.top) at.top = i;
      it = { ...it, text: it.text.slice(place[0].length) };
    }
    const base = BASE_LEAD.exec(it.text);
    if (base) { at.base = i; it = { ...it, text: it.text.slice(base[0].length) }; }
    const top = TOP_LEAD.exec(it.text);
    if (top) { at.top = i; it = { ...it, text: it.text.slice(top[0].length) }; }
    // "- base: evergreen articles", "- top: flagship report", "Level 2: …": the key says where; the level is what follows.
    const keyed = POSITION_KEY.exec(it.text);
    if (keyed) {
      if (!/middle|mid|cent|upper|lower/i.test(keyed[1]!) && (!/\d/.test(keyed[1]!) || /\(/.test(keyed[1]!))) at[/base|bottom|foundation|lowest/i.test(keyed[1]!) ? 'base' : 'top'] = i;
      it = { ...it, text: keyed[2]! };
    }
    // 'Na base fica "Produto estável"': a level quoted whole is its name without the quotes.
    it = { ...it, text: it.text.replace(/^["“„«「]([^"“”„«»「」]{2,60})["”»」]$/u, '$1') };
    const cjk = CJK_POSITION.exec(it.text);
    if (cjk) {
      if (/^(?:底辺|底部|土台|基盤|最下層|底层|基础)/u.test(cjk[0])) at.base = i; else if (/^(?:頂点|頂上|最上位|最上層|顶端|顶层|塔尖)/u.test(cjk[0])) at.top = i;
      it = { ...it, text: it.text.slice(cjk[0].length) };
    }
    // "…のレビューを置いてください": the request verb at the end of a Japanese level goes.
    it = { ...it, text: it.text.replace(ORDER_WORDS, '').replace(/を?(?:置いて|配置して|入れて|書いて|表示して|並べて)(?:ください|下さい)[。.]?$/u, '').trim() };
    const pos = POSITION.exec(it.text);
    if (pos && !/middle|cent/i.test(pos[0])) at[/base|bottom|foundation/i.test(pos[0]) ? 'base' : 'top'] = i;
    it = pos ? { ...it, text: it.text.replace(POSITION, ' ').replace(/\s{2,}/g, ' ').trim() } : it;
    if (QUANTITY.test(it.text) && it.text.replace(QUANTITY, '').split(/\s+/).length >= 1) it = { ...it, text: it.text.replace(QUANTITY, '') };
    // "Bean (everyone who signs up, ~4,000 members)", "Roast (10+ visits/month)": a count inside a phrase stays in it.
    const v = countInPhrase(it.text, style) ? { text: it.text, value: undefined } : splitValue(it.text, style);
    let text = v.value !== undefined && !/^\d/.test(it.text.trim()) ? v.text : it.text;
    // "the first-team debut, which only 1 or 2 players a year reach": the clause after the name tells about it.
    const rel = RELATIVE.exec(text) ?? (top || base ? THAT_CLAUSE.exec(text) : null);
    if (rel) text = rel[1]!;
    const l = itemLabel({ ...it, text: text.replace(/^(?:the|a|an)\s+(?=\S)/i, '') });
    return { label: l.label, description: l.description ?? (rel ? capitalize(rel[2]!.replace(/^(?:which|who|whom|where|that)\s+/i, '').replace(/^(?:we|they|you)\s+/i, '').replace(/[.!]+$/, '')) : undefined), value: v.value !== undefined && !/^\d/.test(it.text.trim()) ? v.value : undefined };
  }).filter((l) => l.label).slice(0, 10);
  if (levels.length < 2) throw tooFew('pyramid', 2, levels.length, 'levels');
  const n = levels.length;
  const placed = at.base >= 0 || at.top >= 0;
  if (placed ? at.base === 0 || at.top === n - 1 : baseFirst(doc.text, levels.map((l) => l.label))) levels = levels.reverse();
  return validated('pyramid', { title, levels });
}

/** "~4,000 members", "10+ visits", "12 people": a number with a noun or sign after it, or "~" before it, is part of a phrase. */
function countInPhrase(text: string, style: NumberStyle): boolean {
  return findNumbers(text, style).some((n) => (!n.percent && !n.unit
    && (/^\s*(?:\+|\/|\p{L})/u.test(text.slice(n.end)) || /[~≈]\s*$/.test(text.slice(0, n.index))))
    // "(spend over £200 a year)", "(invite only, about 1% of members)": a number inside a remark of other words is
    // part of what the remark says, not the level's size.
    || inRemark(text, n.index, n.end));
}

function inRemark(text: string, start: number, end: number): boolean {
  const open = text.lastIndexOf('(', start);
  const close = text.indexOf(')', end);
  if (open < 0 || close < 0 || text.slice(open, start).includes(')')) return false;
  const words = (text.slice(open + 1, start) + ' ' + text.slice(end, close)).replace(new RegExp(String.raw`(?<![\p{L}])(?:${APPROXIMATE}|people|members|users|customers|staff|players|students|kids|children|volunteers|per\s+cent|percent)(?![\p{L}])`, 'giu'), ' ').match(/\p{L}{2,}/gu) ?? [];
  // "(over £600)": a threshold is what it takes to reach the level, not its size.
  return words.length >= 2 || /(?:[£$€¥]|\b(?:over|under|more\s+than|less\s+than|at\s+least|up\s+to|from)\s*[£$€¥]?)\s*$/i.test(text.slice(open + 1, start));
}

// "de la base a la punta", "du bas vers le haut", "von unten nach oben", "da base ao topo", "dalla base alla cima",
// "从底部到顶部", "自下而上", "下から上へ", "底辺から頂点": the base is listed first.
const BASE_FIRST_INTL = /(?<!\p{L})(?:(?:de(?:sde)?\s+la\s+base|de\s+abajo)\s+(?:a|hacia|hasta)\s+(?:la\s+)?(?:punta|cima|cúspide|arriba|cumbre|vértice)|de\s+la\s+base\s+(?:au|jusqu['’]au)\s+sommet|du\s+bas\s+(?:vers\s+le|au)\s+haut|de\s+bas\s+en\s+haut|von\s+unten\s+nach\s+oben|von\s+der\s+basis\s+(?:bis\s+)?zur\s+spitze|da\s+base\s+(?:ao|para\s+o|até\s+o)\s+topo|de\s+baixo\s+para\s+cima|dalla\s+base\s+(?:alla|al)\s+(?:cima|vertice|punta)|dal\s+basso\s+verso\s+l['’]alto)(?!\p{L})|从底(?:部|层)?到顶(?:部|层|端)?|自下而上|下から(?:上|順に)|底辺から頂点/iu;
const TOP_FIRST_INTL = /(?<!\p{L})(?:de(?:sde)?\s+la\s+(?:punta|cima|cúspide)\s+(?:a|hacia|hasta)\s+la\s+base|de\s+arriba\s+(?:a|hacia)\s+abajo|du\s+sommet\s+(?:à|vers)\s+la\s+base|du\s+haut\s+vers\s+le\s+bas|de\s+haut\s+en\s+bas|von\s+oben\s+nach\s+unten|von\s+der\s+spitze\s+(?:bis\s+)?zur\s+basis|do\s+topo\s+(?:à|para\s+a)\s+base|de\s+cima\s+para\s+baixo|dalla\s+cima\s+alla\s+base|dall['’]alto\s+verso\s+il\s+basso)(?!\p{L})|从顶(?:部|层|端)?到底(?:部|层)?|自上而下|上から(?:下|順に)|頂点から底辺/iu;
// A title that only says the order ("From the base to the top", "De la base a la punta").
const ORDER_ONLY = new RegExp(String.raw`^(?:${BASE_FIRST_INTL.source}|${TOP_FIRST_INTL.source}|from\s+(?:the\s+)?(?:base|bottom|top)\s+(?:up|down|to\s+the\s+(?:top|base|bottom)))[.:!]?$`, 'iu');

// "…, ensayos clínicos aleatorizados y, arriba del todo, revisiones sistemáticas y metaanálisis": a place said alone
// between commas belongs to the level after it, which runs to the end of the sentence ("X and Y" is one level).
const LONE_PLACE = /^(?:(?:and|y|e|et|und)\s+)?(?:(?:right|way|up|all\s+the\s+way)\s+)?(?:at\s+the\s+(?:very\s+)?(?:top|tip|apex|peak|summit|base|bottom)|on\s+top|arriba\s+del\s+todo|en\s+la\s+cima|en\s+la\s+(?:punta|cúspide)|abajo\s+del\s+todo|tout\s+en\s+haut|au\s+sommet|tout\s+en\s+bas|ganz\s+oben|ganz\s+unten|an\s+der\s+spitze|no\s+topo|em\s+cima|in\s+cima|al\s+vertice)$/iu;
const TRAILING_AND = /\s+(?:and|y|e|et|und)$/i;

function placeAsides(items: Item[], text: string): Item[] {
  const k = items.findIndex((it) => !it.children.length && LONE_PLACE.test(it.text.trim()));
  if (k < 0 || k === items.length - 1) return items;
  const rest = items.slice(k + 1);
  // The level after the place runs to the end when the source joins what follows with "and" ("X y Z").
  const joined = rest.length === 2 && new RegExp(String.raw`${escape(rest[0]!.text)}\s+(?:and|y|e|et|und|&)\s+${escape(rest[1]!.text)}`, 'i').test(text);
  const after = joined ? [{ ...rest[0]!, text: `${items[k]!.text.replace(/^(?:and|y|e|et|und)\s+/i, '')} ${rest[0]!.text} ${/\s(y|e|et|und|and)\s/i.exec(text.slice(text.indexOf(rest[0]!.text)))?.[1] ?? 'and'} ${rest[1]!.text}` }]
    : [{ ...rest[0]!, text: `${items[k]!.text.replace(/^(?:and|y|e|et|und)\s+/i, '')} ${rest[0]!.text}` }, ...rest.slice(1)];
  return [...items.slice(0, k).map((it) => ({ ...it, text: it.text.replace(TRAILING_AND, '') })), ...after];
}

const BRIEF_NAME = /^(?:infographic|design|creative|poster|slide|visual|graphic|social(?:\s+media)?)\s+brief$/i;
// "Shape: inverted triangle, … (widest):", "Tagline at the bottom: …", "Size: 1080x1080": slots of a design brief.
const LAYOUT_KEY = /^(?:shape|layout|format|orientation|size|style|look|colou?rs?|palette|fonts?|tagline|slogan|caption|footer|header|subtitle|footnote|headline|title|cta|call\s+to\s+action)(?:\s+(?:at|on|in|under|below|above)\s+(?:the\s+)?\w+)?\s*[:：]/i;

/** Levels listed under a brief's layout slot ("Shape: …:" then 1. … 5.) stand for themselves; the slots are no levels. */
function layoutSlots(flat: Item[], top: Item[]): Item[] {
  if (!top.some((it) => LAYOUT_KEY.test(it.text))) return flat;
  const out: Item[] = [];
  for (const it of top) {
    if (LAYOUT_KEY.test(it.text)) { out.push(...it.children); continue; }
    out.push(it);
  }
  return out.length >= 2 ? out : flat;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when the prompt lists the base first (the schema wants the top first). */
function baseFirst(text: string, labels: string[]): boolean {
  if (TOP_FIRST.test(text) || TOP_FIRST_INTL.test(text)) return false;
  if (BASE_FIRST.test(text) || BASE_FIRST_INTL.test(text)) return true;
  // "X at the base/bottom" naming the first item, or "Y at the top" naming the last.
  const lower = text.toLowerCase();
  const first = labels[0].toLowerCase();
  const last = labels[labels.length - 1].toLowerCase();
  const near = (label: string, words: RegExp) => {
    const i = lower.indexOf(label);
    if (i < 0) return false;
    const window = lower.slice(Math.max(0, i - 60), i + label.length + 60);
    return words.test(window);
  };
  if (near(first, /\b(?:base|bottom|foundation|most\s+basic)\b/) && !near(first, /\b(?:top|apex|peak)\b/)) return true;
  if (near(last, /\b(?:top|apex|peak|highest|pinnacle)\b/) && !near(last, /\b(?:base|bottom|foundation)\b/)) return true;
  return false;
}
