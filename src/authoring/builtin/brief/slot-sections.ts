// A sectioned infographic brief (the way prompt libraries write them for image generators) → its content: the topic
// and the labels of the slots its layout names. Such a brief says how the page looks in sections ("## Style: …",
// "### Background", "Color Palette") and lays the drawing out in slots, each a heading or a bold lead:
//   "### CENTER CARD (large, dominant)" with '- "YOUR TEAM" in bold #1A1A2E' under it,
//   '**LEVEL 1 — "AI User" (bottom, widest tier)**', '**Top-left: "Video Calls"**', "## Cycle Node 1: DISCOVER",
//   '1. **MUSIC** — pink card, white text. Bold headline "Music". Body: "Rhythm, harmony …"'.
// A slot's label is its quoted (or named) title; its description the body text it quotes ('Body: "…"') or its bullets
// that say no look. Every other sentence under a slot, and the prose of the layout sections around them ("Large white
// card floating in the center", "Root node at top center", "4 tiers stacking upward"), says how it looks.

import type { Kind } from '../../../spec/kinds.js';
import { isLookInstruction, layoutSectionClass, lookWords, sectionClass } from './instructions.js';

export interface Slot {
  /** The slot's name as the page should show it ("AI User", "10,000 raw ideas"). */
  label: string;
  /** Named in quotes by the brief. */
  quoted?: boolean;
  /** "center" for the middle of a hub or the root of a tree; "top"/"bottom" where the brief places it. */
  place?: 'center' | 'top' | 'bottom';
  /** What its body quotes or lists ("Face-to-face connection across time zones"). */
  details: string[];
  /** Slots whose headings sit under this one's (a branch's leaves). */
  children: Slot[];
}

// The nouns that name a place on the page: "LEVEL 1", "CENTER CARD", "Cycle Node 2", "Branch 3", "SECTION 4".
const SLOT_NOUN = String.raw`(?:levels?|tiers?|layers?|stages?|steps?|phases?|sections?|cards?|nodes?|branch(?:es)?|spokes?|pillars?|columns?|rows?|quadrants?|segments?|blocks?|box(?:es)?|panels?|tiles?|circles?|rings?|zones?|milestones?|stations?|leaf|leaves|root|core|hub|petals?|slices?|bubbles?|cells?|lanes?|items?|points?|tips?|elements?)`;
// The words that may stand before the noun: "CENTER LARGE CARD", "6 SURROUNDING SMALLER CARDS", "Cycle Node".
const SLOT_ADJECTIVE = String.raw`(?:cent(?:er|re)|central|middle|main|large|larger|small|smaller|big|surrounding|outer|inner|left|right|top|bottom|upper|lower|first|second|third|fourth|fifth|sixth|last|final|root|leaf|cycle|flow|funnel|pyramid|timeline|hub|key|feature|featured|hero|side|corner|outer|child|parent|sub)`;
const PLACE_WORD = String.raw`(?:top|bottom|left|right|cent(?:er|re)|middle|upper|lower)`;
// "Top-left", "Bottom center", "Right": a slot named only by where it sits.
const PLACE_ONLY = new RegExp(String.raw`^${PLACE_WORD}(?:[- ]${PLACE_WORD})?$`, 'i');
const SLOT_HEAD = new RegExp(String.raw`^(?:(\d{1,2})\s+)?((?:${SLOT_ADJECTIVE}\s+){0,3}${SLOT_NOUN})(?:\s*#?(\d{1,2}|[A-H]|one|two|three|four|five|six|seven|eight|nine|ten))?$`, 'i');
// The slot nouns that only a layout uses (a process has steps and stages too).
const LAYOUT_NOUN = /\b(?:nodes?|cards?|tiers?|levels?|layers?|sections?|spokes?|pillars?|box(?:es)?|blocks?|panels?|tiles?|circles?|segments?|bubbles?|cells?|petals?|slices?|quadrants?|branch(?:es)?|rings?|zones?)\b/i;
const NUMBER_ONLY_LABEL = new RegExp(String.raw`^${SLOT_NOUN}\s*#?\d{1,2}$`, 'i');

const QUOTE = /["“]([^"“”]{1,80})["”]/u;

interface Heading {
  /** 1–6 for Markdown headings, 7 for a bold line, 8 for a bold lead of a list item, 9 for a list item keyed by a slot. */
  depth: number;
  name: string;
  /** The text after a bold lead on the same line. */
  rest: string;
  indent: number;
}

// "### CENTER CARD (large)", "**LEVEL 1 — "AI User" (bottom)**", "**CENTER LARGE CARD (spanning 2 columns):**",
// "1. **MUSIC** — #FEA8EC pink card …", "- **Top-left**: …".
function readHeading(line: string): Heading | undefined {
  const indent = /^\s*/.exec(line)![0].length;
  const t = line.trim();
  const md = /^(#{1,6})\s+(.+?)\s*#*$/.exec(t);
  if (md) return { depth: md[1]!.length, name: md[2]!.replace(/\*\*/g, ''), rest: '', indent };
  // ('**MILESTONE 5 — "2019: …"** (far right)': the place may follow the bold.)
  const bold = /^\*\*([^*]{1,120})\*\*\s*(\([^()]{0,60}\))?\s*[:：]?\s*$/u.exec(t) ?? /^\*\*([^*]{1,120})$/u.exec(t);
  if (bold) return { depth: 7, name: `${bold[1]!}${bold[2] ? ` ${bold[2]}` : ''}`, rest: '', indent };
  // "**Visual narrowing**: Cards decrease in width …", '**LEVEL 2**: "Safety"': a bold key opens what it says.
  const boldKey = /^\*\*([^*]{1,60}?)[:：]?\*\*\s*[:：]\s*(.+)$/u.exec(t);
  if (boldKey) return { depth: 7, name: boldKey[1]!, rest: boldKey[2]!, indent };
  const lead = /^(?:\d{1,2}[.)]|[-*•])\s+\*\*([^*]{1,80})\*\*\s*(?:[:：—–-]\s*)?(.*)$/u.exec(t);
  if (lead) return { depth: 8, name: lead[1]!, rest: lead[2]!, indent };
  // '- Leaf: "Violin"', '- Node 2: "VALIDATE" — …': a list item keyed by a slot is one more slot.
  const keyed = /^(?:\d{1,2}[.)]|[-*•])\s+([\p{L}][\p{L}\d -]{0,30}?(?:\s*\([^()]{0,40}\))?\s*[:：]\s*["“][^"“”]{1,80}["”])\s*(?:[—–-]\s*(.*))?$/u.exec(t);
  if (keyed) return { depth: 9, name: keyed[1]!, rest: keyed[2] ?? '', indent };
  return undefined;
}

interface SlotHead { label?: string; quoted: boolean; place?: Slot['place']; group: boolean; keyed: boolean; numbered?: boolean }

/** 'LEVEL 1 — "AI User" (bottom, widest tier)' → the label "AI User", placed at the bottom; "6 SURROUNDING CARDS" → a group. */
export function readSlotHead(name: string, depth = 6): SlotHead | undefined {
  const boldLead = depth === 8;
  let t = name.trim().replace(/[:：]\s*$/u, '').trim();
  const remarks: string[] = [];
  t = t.replace(/\s*\(([^()]{0,80})\)/g, (_, r: string) => { remarks.push(r); return ''; }).trim();
  const split = /^(.{1,40}?)\s*(?:[:：]|\s[—–-]\s|[—–])\s*(.+)$/u.exec(t);
  const key = (split ? split[1]! : t).trim();
  const value = split?.[2]?.trim();
  // "TOP: Black hero bar", "TITLE (top center)": the page's header holds the headline, no slot.
  if (depth <= 6 && layoutSectionClass(key) === 'look') return undefined;
  if (/^(?:title|subtitle|headline|heading|header|footer|caption|legend)$/i.test(key)) return undefined;
  const slotKey = SLOT_HEAD.exec(key);
  const placeKey = PLACE_ONLY.test(key);
  const placeWords = `${key} ${remarks.join(' ')}`;
  // "Top-center: …" is a corner of the ring, not its middle.
  // "Top-center: …" is a corner of the ring, not its middle; "Bottom-left" places a card around a hub, not a level.
  const place: Slot['place'] = /\b(?:cent(?:er|re)|central|core|hub|root)\b/i.test(key) && !/\b(?:top|bottom|left|right|upper|lower)\b/i.test(key) ? 'center'
    : /\b(?:left|right)\b/i.test(placeWords) || (placeKey && /[- ]/.test(key)) ? undefined
    : /\b(?:bottom|base)\b/i.test(placeWords) ? 'bottom' : /\b(?:top|apex|peak)\b/i.test(placeWords) ? 'top' : undefined;
  if (slotKey || placeKey) {
    if (!value) return { quoted: false, place, group: !!slotKey?.[1] || /s$/i.test(slotKey?.[2] ?? ''), keyed: true };
    const q = /^["“]([^"“”]{1,80})["”]/u.exec(value);
    return { label: (q ? q[1]! : value).trim(), quoted: !!q, place, group: false, keyed: true, numbered: !!slotKey?.[3] };
  }
  // '**"Video Calls"**': a quoted name alone.
  const whole = /^["“]([^"“”]{1,80})["”]$/u.exec(t);
  if (whole) return { label: whole[1]!, quoted: true, place, group: false, keyed: false };
  // "1. **MUSIC** — …": a bold lead names its item.
  if (boldLead && t.split(/\s+/).length <= 6 && !sectionClassIsLook(t)) return { label: t, quoted: false, place, group: false, keyed: false };
  return undefined;
}

function sectionClassIsLook(name: string): boolean {
  return sectionClass(name) !== 'content' || lookWords(name) >= 1;
}

// '"YOUR TEAM" in bold #1A1A2E', 'Bold headline "CREATIVITY"', 'labelled "Hub"', a line that is one quote: the title
// a slot's body gives it. '"LEVEL 1" in small red' is the slot's number, '"#remote"' a tag.
const STYLED_QUOTE = /^["“]([^"“”]{1,80})["”]\s+(?:in|as|with|on|at)\b/u;
const NAMED_QUOTE = /\b(?:headline|title|heading|name|label(?:led|ed)?|reads?|says?|text)\s*(?:text\s*)?[:：]?\s*["“]([^"“”]{1,80})["”]/iu;
const BODY_QUOTE = /^(?:body|description|desc|subtitle|caption|tagline|summary|text|body\s+text)(?:\s+(?:text|copy))?(?:\s+in\s+[^:：]{1,40})?\s*[:：]\s*(?:["“]([^"“”]{1,200})["”]|([^"“”]{3,200}))\s*$/iu;
// "Visual: …", "Icon: …", "A marker: …", "Indigo pill badge: …": furniture of the card, whatever it says.
const FURNITURE_KEY = /^(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:visual|icon|image|illustration|photo|picture|marker|badge|tag|pill|sticker|accent|decoration|graphic|emoji|arrow|connector|number|stat|callout|label|colou?r|background|border|shadow)s?\s*[:：]/i;

function titleInBody(line: string): string | undefined {
  const t = line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').trim();
  const whole = /^["“]([^"“”]{1,80})["”][.!]?$/u.exec(t)?.[1];
  const q = whole ?? STYLED_QUOTE.exec(t)?.[1] ?? NAMED_QUOTE.exec(t)?.[1];
  if (!q || /^#/.test(q) || NUMBER_ONLY_LABEL.test(q.trim())) return undefined;
  if (FURNITURE_KEY.test(t) && !whole) return undefined;
  return q.trim();
}

/** The sentences of a body line: '#FEA8EC pink card, white text. Bold headline "Music". Body: "Rhythm."'. */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inQuote = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    cur += c;
    if (c === '"' || c === '“' || c === '”') {
      inQuote = c === '“' ? true : c === '”' ? false : !inQuote;
      // 'Body: "Rhythm and harmony." Vivid photo …': a quote that ends a sentence ends it.
      if (!inQuote && /[.!?]/.test(line[i - 1] ?? '') && /\s/.test(line[i + 1] ?? '')) { out.push(cur.trim()); cur = ''; }
      continue;
    }
    if (!inQuote && /[.!?]/.test(c) && /\s/.test(line[i + 1] ?? ' ') && !/\d/.test(line[i - 1] ?? '')) { out.push(cur.trim()); cur = ''; }
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

interface Draft { head: SlotHead; depth: number; indent: number; body: string[]; children: Draft[] }

function detailOf(sentence: string): string | undefined {
  const t = sentence.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').trim();
  const body = BODY_QUOTE.exec(t);
  if (body) return (body[1] ?? body[2])!.trim().replace(/[.。]$/u, '');
  return undefined;
}

function finish(d: Draft): Slot | undefined {
  let label = d.head.label;
  const details: string[] = [];
  // "Ideas shaped into testable concepts.": a slot that quotes no body says what it is in prose without look words.
  const prose: string[] = [];
  for (const line of d.body) {
    const bullet = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/.test(line);
    for (const s of bullet ? [line] : sentencesOf(line)) {
      const title = titleInBody(s);
      if (title) {
        // A title the heading left out, or the heading's own name as the page writes it ("MUSIC" → "Music").
        if (!label || (!d.head.quoted && (title.toLowerCase() === label.toLowerCase() || /^["“].*["”][.!]?$/u.test(s.replace(/^\s*[-*•]\s+/, '').trim())))) label = title;
        continue;
      }
      const detail = detailOf(s);
      if (detail) { details.push(detail); continue; }
      // "- Rapid experimentation": a bullet that says no look is a detail; prose under a slot says how it looks.
      const t = s.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').trim();
      const plain = t && !/["“”]/.test(t) && !FURNITURE_KEY.test(t) && !/#[0-9a-f]{3,8}\b/i.test(t) && lookWords(t) === 0 && !isLookInstruction(t, false, true);
      if (plain) (bullet ? details : prose).push(t.replace(/[.。]$/u, ''));
    }
  }
  if (!details.length) details.push(...prose);
  const children = d.children.map(finish).filter((c): c is Slot => !!c);
  if (!label) return undefined;
  return { label: label.trim(), quoted: d.head.quoted || label !== d.head.label, place: d.head.place, details, children };
}

/** The slots of a brief's layout, or undefined when the brief lays out fewer than three. */
export function readSlots(text: string): Slot[] | undefined {
  const roots: Draft[] = [];
  // Open slots and groups, innermost last, with the depth of their headings.
  const open: { depth: number; indent: number; draft?: Draft }[] = [];
  for (const line of text.split('\n')) {
    const h = readHeading(line);
    let head = h ? readSlotHead(h.name, h.depth) : undefined;
    // "1. **MUSIC** — …" names a card only in a group of them ("### 6 SURROUNDING CARDS"); elsewhere a bold lead
    // ("- **API Gateway**: routes requests") is a line of the content.
    if (head && !head.keyed && h!.depth === 8 && !open.some((o) => o.draft?.head.group)) head = undefined;
    // '- Body: "…"', '1. **Note** …': a list item that is no slot is a line of the slot it stands in.
    if (h && (head || h.depth < 8)) {
      // A heading closes the slots at its depth or deeper (a bold lead closes bold leads at its indent or deeper).
      while (open.length) {
        const top = open[open.length - 1]!;
        if (top.depth < Math.min(h.depth, 8) || (top.depth >= 8 && h.depth >= 8 && top.indent < h.indent)) break;
        open.pop();
      }
      if (!head) {
        // "### Background", "## Style: …": a section that is no slot closes the group around it too.
        if (h.depth <= 6 || sectionClass(h.name) !== 'content') while (open.length && open[open.length - 1]!.depth >= Math.min(h.depth, 6)) open.pop();
        open.push({ depth: h.depth, indent: h.indent });
        continue;
      }
      const draft: Draft = { head, depth: h.depth, indent: h.indent, body: h.rest ? [h.rest] : [], children: [] };
      const parent = [...open].reverse().find((o) => o.draft && !o.draft.head.group)?.draft;
      if (head.group) open.push({ depth: h.depth, indent: h.indent, draft });
      else {
        (parent ? parent.children : roots).push(draft);
        open.push({ depth: h.depth, indent: h.indent, draft });
      }
      continue;
    }
    const inner = open[open.length - 1]?.draft;
    if (inner && !inner.head.group && line.trim()) inner.body.push(line);
  }
  const slots = roots.map(finish).filter((s): s is Slot => !!s);
  return merge(slots);
}

/** The same slot said twice ("## Cycle Node 1: DISCOVER" and, under "Text labels", 'Node 1: "DISCOVER"') is one. */
function merge(slots: Slot[]): Slot[] {
  const out: Slot[] = [];
  for (const s of slots) {
    const same = out.find((o) => o.label.toLowerCase() === s.label.toLowerCase());
    if (same) { same.details.push(...s.details.filter((d) => !same.details.includes(d))); same.children.push(...s.children); }
    else out.push(s);
  }
  return out;
}

// The kinds drawn around a middle (a hub's centre, a mind map's centre, a tree's root).
const CENTRED = new Set<Kind>(['hub', 'mindmap', 'hierarchy', 'architecture']);

// "## Topic: X", "# X", "Topic: X": the line that names what the brief is about.
const TOPIC_LINE = /^\s*(?:#{1,3}\s+(?:\*\*)?(?:topic|title|subject|theme)\s*[:：]\s*\S.*|#\s+\S.*|(?:\*\*)?(?:topic|subject|theme)(?:\*\*)?\s*[:：]\s*\S.*)$/iu;
// A section about looks, by its heading: "## Style: …", "### Background", "**Color Palette**:", "## DESIGN STYLE".
function isLookHeading(line: string): boolean {
  const h = readHeading(line);
  return !!h && h.depth <= 7 && sectionClass(h.name) === 'look';
}

/** How many sections of the text are about looks ("## Style", "**Color Palette**", "### Background"). */
export function lookSections(text: string): number {
  return text.split('\n').filter(isLookHeading).length;
}

function slotLine(s: Slot, i: number, indent?: string, placed = true): string[] {
  const tree = indent !== undefined;
  // '"10,000 raw ideas"': a quoted name that starts with a number keeps its quotes, so no reader takes the number
  // for the stage's value.
  // ("1903: First flight" starts with a date, which a timeline reads as one.)
  const label = s.quoted && /^\d[\d,.]*\s+\p{L}/u.test(s.label) ? `"${s.label}"` : s.label;
  const place = placed && (s.place === 'top' || s.place === 'bottom') ? ` (${s.place})` : '';
  const desc = s.details.length ? ` — ${s.details.join('; ')}` : '';
  const head = tree ? `${indent}- ${label}${desc}` : `${i + 1}. ${label}${place}${desc}`;
  return [head, ...s.children.flatMap((c, j) => slotLine(c, j, `${indent ?? ''}  `))];
}

/** A sectioned infographic brief rewritten as its topic and its slots, one a line; undefined for any other prompt. */
export function readSlotBrief(text: string, kind?: Kind): string | undefined {
  const lines = text.split('\n');
  const looks = lookSections(text);
  const hex = (text.match(/#[0-9a-f]{6}\b/gi) ?? []).length;
  // Without sections about looks, three or more Markdown headings that number their slots ("## Cycle Node 2: …").
  // ("## Step 1: Sign the contract" is an outline of steps, no layout.)
  const numbered = lines.filter((l) => { const h = readHeading(l); return h && h.depth <= 6 && readSlotHead(h.name, h.depth)?.numbered && LAYOUT_NOUN.test(h.name); }).length;
  if (looks === 0 && hex < 2 && numbered < 3) return undefined;
  const slots = readSlots(text);
  if (!slots) return undefined;
  const count = (list: Slot[]): number => list.reduce((n, s) => n + 1 + count(s.children), 0);
  // Two at least: "### LEFT CARD: "Renting"" and "### RIGHT CARD: "Buying"" compare two things.
  if (count(slots) < 2) return undefined;
  const topic = lines.find((l) => TOPIC_LINE.test(l));
  const centre = slots.filter((s) => s.place === 'center');
  // "### Root node" over its "**Branch 1**" headings: the slots under the middle are the ones around it.
  const rest = slots.filter((s) => s.place !== 'center').concat(centre.length === 1 ? centre[0]!.children : []);
  const out: string[] = [];
  if (topic) out.push(topic.trim(), '');
  // The middle of a hub or a tree is named alone: what its card says around the name is no item. A ring, a funnel or
  // a pyramid has no middle: the words there name the whole drawing.
  if (centre.length === 1 && kind && !CENTRED.has(kind)) { if (!topic) out.unshift(`# ${centre[0]!.label}`, ''); }
  else if (centre.length === 1 && centre[0]!.children.length) {
    // A root over its branches: the tree as an outline under it.
    out.push(`- ${centre[0]!.label}`, ...rest.flatMap((s, i) => slotLine(s, i, '  ')));
    return out.join('\n');
  } else if (centre.length === 1) out.push(`Center: ${centre[0]!.label}`);
  // "(bottom)" orders a pyramid's levels; elsewhere where a card sits is a look.
  const placed = !kind || kind === 'pyramid';
  out.push(...(centre.length === 1 ? rest : slots).flatMap((s, i) => slotLine(s, i, undefined, placed)));
  return out.join('\n');
}
