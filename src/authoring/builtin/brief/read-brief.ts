// Prompt → Brief: what to draw (the content the later readers see), how to draw it (style, direction), the kind
// of diagram the prompt names, and the title it asks for.
import type { Kind } from '../../../spec/kinds.js';
import type { Style } from '../../../spec/style.js';
import { dropAsides } from './asides.js';
import { centreNamedIn } from './placement-words.js';
import { rewriteIntros } from './content-intros.js';
import { isLookInstruction, PLACEHOLDER, separateInstructions } from './instructions.js';
import { fixKindTypos } from './kind-typos.js';
import { fixRelationTypos } from './relation-typos.js';
import { foldItemDetails } from './item-details.js';
import { readLook, type Direction } from './look-words.js';
import { decideNamedKind, findKindMentions, type KindMention } from './named-kind.js';
import { isMostlyCjk, normalizePunctuation } from './normalize.js';
import { readDiscourse } from './discourse.js';
import { SOURCE_WORDS } from './talk-sentences.js';
import { readSpecExample } from './spec-example.js';
import { lookSections, readSlotBrief } from './slot-sections.js';
import { readStructureMarkers } from './structure-markers.js';

export interface Brief {
  /** The prompt without instructions about looks, layout, format and output, and without template placeholders. */
  content: string;
  /** The kind the prompt names ("sequence diagram", "甘特图"), which decides the kind; undefined when none is named. */
  named?: { kind: Kind; mention: KindMention };
  /** Every kind word of the prompt, names and hints, in order. */
  mentions: KindMention[];
  /** What the prompt says about looks, as a style (fields it does not name are absent). */
  style: Style;
  direction?: Direction;
  /** A title the prompt asks for in so many words ("The title should be 'X'", "タイトルは「X」"). */
  title?: string;
  /** The instruction lines and phrases taken out of the content. */
  instructions: string[];
  /** A title from the prompt's framing sentence ("What can each user do in the app?", "I'm documenting X"), used
   *  where the content gives none. */
  frame?: string;
  /** Requests about "this" taken out of the content ("Can you put this into a mindmap?"): they name the kind only. */
  requests: string[];
  cjk: boolean;
}

const TITLE_PATTERNS: RegExp[] = [
  /\b(?:the\s+)?(?:title|headline|heading)\s+(?:should\s+be|must\s+be|is|will\s+be|reads?)\s*[:：]?\s*["'“‘]([^"'”’\n]{2,80})["'”’]/i,
  // "and a big title 'Ready Before the Storm'", "with the heading “Our year”".
  /\b(?:a|the|with\s+a|and\s+a)\s+(?:(?:big|bold|large|small|short|clear|catchy|simple|main)\s+)?(?:title|headline|heading)\s*(?:of\s+)?[:：]?\s*["“‘']([^"”’'\n]{2,80})["”’']/i,
  /\b(?:titled|entitled|called|named|boundary\s+labell?ed)\s+["'“‘]([^"'”’\n]{2,80})["'”’]/i,
  // "Title: \"Lift Smart\".", "Heading: Lift Smart." inside a paragraph; "header \"X\"", "call it \"X\"", "title it X.",
  // "the heading should say X.", "Timeline titled X: …".
  /(?:^|[.!?]\s+|,\s*)(?:the\s+)?(?:title|headline|heading|header)\s*[:：=]\s*["“‘']?([^"”’'\n.:]{2,80}?)["”’']?\s*(?=[.!?\n]|$)/im,
  // (Not "Bold headline \"Write first\"" on each card of a brief: that is a slot's label.)
  /(?<!\b(?:bold|big|large|small|massive)\s)\b(?:header|heading|banner)\s+["“‘]([^"”’\n]{2,80})["”’]/i,
  /\b(?:call|name|title|label|head)\s+it\s+["“‘']?([^"”’'\n.:,]{2,60}?)["”’']?\s*(?=[.!?:,\n]|$)/i,
  /\b(?:title|headline|heading|header)\s+(?:should|must|will|could|can)\s+(?:say|read|be)\s+["“‘']?([^"”’'\n.:]{2,80}?)["”’']?\s*(?=[.!?\n]|$)/i,
  /\b(?:titled|entitled)\s+([^"“”:：\n.,]{2,60}?)\s*[:：]/i,
  /^\s*(?:[-*]\s*)?(?:\*\*)?(?:title|headline|diagram\s+title|chart\s+title)(?:\*\*)?\s*(?:\([^)]*\))?\s*[:：=]\s*["'“‘]?([^"'”’\n]{2,80}?)["'”’]?\s*$/im,
  /(?:标题|標題|题目|タイトル)\s*(?:[:：=]|は|为|為)\s*["'“「『]?([^"'”」』\n]{2,60}?)["'”」』]?(?:\s*(?:としてください|にしてください|とします|。|\.|$))/mu,
];

// "REQ-4.2.1 The Attorney shall …", "FR-12: …", "[US-3] …": a requirement's identifier at the start of a line is a
// reference, no content.
const REQUIREMENT_ID = /^(\s*(?:[-*•]\s+)?)\[?(?:REQ|FR|NFR|UR|SR|BR|SYS|US|UC|RQ)[-_ ]?\d+(?:\.\d+)*[a-z]?\]?\s*[:.)–—-]?\s+(?=\S)/gim;

// "(n = 412 pupils, spring survey)", "(from the 2024 annual report)", "(source: ONS)", "(figures from Workday, rough)":
// where the numbers come from, in brackets.
const DATA_SOURCE = new RegExp(String.raw`^(?:${SOURCE_WORDS}|(?:copied\s+|taken\s+|pasted\s+)?from\s+(?:the\s+|our\s+|my\s+)?(?:\d{4}\s+)?(?:[\p{L}-]+\s+){0,3}(?:report|survey|census|analytics|ga4|export|dashboard|wiki|doc|document|minutes|spreadsheet|sheet|database|crm|intranet|handbook|website))`, 'iu');

const SECTION_REF = /\s*\((?:see\s+)?(?:section|sec\.?|§|chapter|ch\.|page|p\.|pp\.|appendix|clause|article|art\.)\s*[\d.]+[a-z]?(?:[,;:]\s*[^()\n]{0,60})?\)/gi;

// "Around the centre:", "Autour du centre :", "Rund um die Mitte:", "Alrededor del centro:": the centre, pointed at.
const CENTRE_POINTER = /(?<!\p{L})((?:all\s+)?(?:around|round|surrounding|autour|rund\s+um|alrededor|em\s+torno|ao\s+redor|intorno)\s+)(?:(?:the|du|de\s+la|die|das|den|del|de|do|da|al)\s+)?(?:cent(?:re|er)|middle|hub|centro|mitte|zentrum|milieu)\s*[:：]/iu;

/** Reads the prompt as a brief. The content keeps the request line and every line that says what to draw. */
export function readBrief(prompt: string): Brief {
  const text = fixRelationTypos(fixKindTypos(normalizePunctuation(prompt.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').replace(/[\u200b-\u200d\ufeff]/g, ''))));
  // A chart specification draws its worked example; its heading names the kind.
  const spec = readSpecExample(text);
  // "(section 2, Actors and Goals)", "(see p. 4)": where a pasted text comes from is no content.
  // "(audience: retail partners, A4 portrait, brand font Montserrat)": who it is for and how it looks, in brackets.
  let source = (spec ? spec.content : text).replace(SECTION_REF, '').replace(REQUIREMENT_ID, '$1').replace(/\s*\(([^()\n]{3,200})\)/g, (all, inner: string) =>
    (/^(?:target\s+)?(?:audience|style|format|look|tone|size|fonts?|palette|colou?rs?)\s*[:：]/i.test(inner.trim()) || (inner.split(',').length >= 3 && isLookInstruction(inner)) || DATA_SOURCE.test(inner.trim())) ? '' : all);
  // "標題：{brand_name} 四大核心服務": the template's placeholder goes, the words stay. The words that ask for the title
  // inside a paragraph leave the content ("Title: \"Lift Smart\".", ", call it \"X\"").
  const title = TITLE_PATTERNS.map((re) => re.exec(text)?.[1]?.replace(PLACEHOLDER, '').trim()).find((t) => t && t.length >= 2);
  if (title) source = withoutTitleAsk(source, title) || source;
  const mentions = findKindMentions(spec ? `${spec.heading}\n${spec.content}` : text);
  const decided = decideNamedKind(mentions);
  const separated = separateInstructions(source);
  const { instructions } = separated;
  // A sectioned infographic brief ("## Style: …", "### CENTER CARD", '**LEVEL 1 — "AI User"**'): its topic and the
  // labels of its slots are the content; all the rest says how the page looks.
  const slotted = readSlotBrief(source, decided?.kind);
  if (slotted) separated.content = separateInstructions(slotted).content;
  // Greetings, thanks, requests about "this", wish frames and layout remarks are no content.
  const discourse = readDiscourse(separated.content);
  // Wishes about the look, what the drawing is for, handovers ("Here's how it works:") and room concessions.
  const asides = dropAsides(discourse.content);
  const rewritten = rewriteIntros(readStructureMarkers(foldItemDetails(asides.content)));
  const { task } = rewritten;
  // "Around the centre: a, b, c" points at a centre named elsewhere, often in the request set aside ("we want a
  // graphic with our Core Facility in the middle …"): the name stands where the pointer stood.
  const pointed = CENTRE_POINTER.exec(rewritten.content);
  const centre = pointed ? [...discourse.requests, rewritten.content].map(centreNamedIn).find(Boolean) : undefined;
  const content = centre ? rewritten.content.replace(CENTRE_POINTER, `$1${centre}:`) : rewritten.content;
  // Look words count wherever they stand (an instruction, or "in a dark theme" inside a content line).
  const look = readLook(text, instructions);
  // "標題：{brand_name} 四大核心服務": the template's placeholder goes, the words stay.
  return {
    // Nothing left to draw: the whole prompt, unless it is a brief of look sections whose content was cut off (then
    // its opening request, which at least names no look).
    content: content || (lookSections(text) >= 2 ? text.split('\n').find((l) => l.trim())!.trim() : text),
    named: decided ? { kind: decided.kind, mention: decided.mention } : undefined,
    mentions,
    style: look.style,
    direction: look.direction,
    // "## Topic: 4 Stages of Team Development" names the diagram when the prompt asks for no title in words.
    title: (title ?? (task && task.split(/\s+/).length <= 10 && !/[.!?]$/.test(task) ? task.replace(/\s+[—–-]\s+.*$/, '') : undefined))?.replace(/[.。]+$/u, ''),
    frame: discourse.frame,
    instructions: [...instructions, ...discourse.dropped, ...asides.dropped],
    requests: discourse.requests,
    cjk: isMostlyCjk(text),
  };
}

/**
 * The content without the words that ask for its title inside a paragraph ("Title: \"Lift Smart\".", "Heading should
 * say X.", ", call it \"X\"", " titled X" before a colon, ", header \"X\""): the title is the diagram's, no item.
 */
function withoutTitleAsk(content: string, title: string): string {
  return content.split('\n').map((line) => withoutTitleAskInLine(line, title)).join('\n').trim();
}

// (A line that is only the ask stays: the readers of titled lines know it, and what follows keeps its place.)
function withoutTitleAskInLine(line: string, title: string): string {
  const t = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const q = String.raw`["“‘']?`;
  const qe = String.raw`["”’']?`;
  const whole = new RegExp(String.raw`^\s*(?:[-*•]\s*)?(?:the\s+)?(?:title|headline|heading|header|call\s+it|name\s+it|title\s+it)(?:\s*[:：=]|\s+(?:should|must|will|could|can)\s+(?:say|read|be))?\s*${q}${t}${qe}\s*[.!]?\s*$`, 'i');
  if (whole.test(line)) return line;
  const out = line
    .replace(new RegExp(String.raw`(^|[.!?]\s+|\n)(?:the\s+)?(?:title|headline|heading|header)(?:\s*[:：=]|\s+(?:should|must|will|could|can)\s+(?:say|read|be)|\s+it)?\s*${q}${t}${qe}\s*(?:[.!?]+\s*|(?=\n)|$)`, 'gi'), '$1')
    .replace(new RegExp(String.raw`(^|[.!?]\s+|\n)(?:call|name|title|label|head)\s+it\s+${q}${t}${qe}\s*(?:[.!?]+\s*|(?=\n)|$)`, 'gi'), '$1')
    .replace(new RegExp(String.raw`,?\s*(?:and\s+)?(?:call|name|title|label|head)\s+it\s+${q}${t}${qe}`, 'gi'), '')
    .replace(new RegExp(String.raw`,?\s*(?:the\s+)?(?:header|heading|headline|banner)\s+["“‘]${t}["”’]`, 'gi'), '')
    .replace(new RegExp(String.raw`\s+(?:titled|entitled)\s+${t}(?=\s*[:：])`, 'gi'), '');
  // (Indentation is kept where nothing was taken.)
  return out === line ? line : out.trim();
}
