// Prompt → PromptDoc: everything the classifier and extractors read, computed once per prompt.
import { findDates, type DateMention } from './dates.js';
import { readArrows, type ArrowChain } from './arrows.js';
import { readLines, readTable, isListLine, type Line, type Table } from './lines.js';
import { findEnumeration, looksLikeList, splitList } from './lists.js';
import { splitSentences } from './nlp.js';
import { findNumbers, type NumberMention } from './numbers.js';
import { buildOutline, type Item } from './outline.js';
import { isRequest, titleFromLead, titleFromTailHead } from './title.js';
import { findKindMentions } from '../brief/named-kind.js';
import { namesOnlyMedium } from '../brief/request-phrases.js';

export type ItemSource = 'lines' | 'inline' | 'enumeration' | 'arrows' | 'sentences' | 'single' | 'none';

export interface Statement { text: string; line?: Line; depth: number; listed: boolean }

export interface PromptDoc {
  text: string;
  lower: string;
  lines: Line[];
  /** The request phrase ("Draw a funnel of our sales pipeline"), or '' when the prompt is all content. */
  lead: string;
  /** Text after the lead's colon on the same line. */
  tail: string;
  /** Lines after the lead line. */
  body: Line[];
  title?: string;
  /** Sentences the brief set aside as requests ("I keep getting asked who does what between A, B and C"); the engine fills it. */
  asked?: string[];
  /** The direction the prompt asks for in words ("left to right"), read with its instructions. */
  direction?: 'horizontal' | 'vertical';
  table?: Table;
  arrows: { line: Line; chain: ArrowChain }[];
  /** Content statements in order: list items and prose sentences. */
  statements: Statement[];
  /** Prose sentences only (no list items). */
  sentences: string[];
  /** The main items of the prompt (top level of the outline) and where they came from. */
  items: Item[];
  itemSource: ItemSource;
  words: string[];
  wordSet: Set<string>;
  dates: DateMention[];
  numbers: NumberMention[];
}

const PROSE_LINE_WORDS = 22;

function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function leafItems(texts: string[]): Item[] {
  return texts.map((text) => ({ text, children: [], header: false }));
}

/** "Detect it, triage it. For sev1, page ...; for sev2, ... Then mitigate": later sentences carry the steps on. */
function stepsGoOn(sentences: string[]): boolean {
  return sentences.slice(1).some((s) => /^(?:then|next|finally|after\s+that|afterwards|once|if|otherwise|for\s+[\w-]+\s*,)\b/i.test(s.trim()));
}

// "It includes", "The diagram contains", "It should show", "featuring": a sentence that lists what the picture holds.
const INVENTORY = /\b(?:includes?|including|contains?|containing|consists?\s+of|features?|featuring|shows?|showing|has|have|with)\s*:?$/i;

/** The items of the only sentence that lists five or more things after an inclusion verb. */
function inventoryOf(sentences: string[]): string[] | undefined {
  const found = sentences.map((s) => findEnumeration(s, 5)).filter((e) => e && INVENTORY.test(e.before));
  return found.length === 1 ? found[0]!.items : undefined;
}

/** The arrow chains of one line or sentence ("A -> B -> C, and B -> D if x" holds two). */
export function chainsOf(text: string): ArrowChain[] {
  return text.split(/\s*;\s*|,\s+(?:and\s+)?(?=[^,;]*(?:->|→|=>))/).map((t) => readArrows(t)).filter((c): c is ArrowChain => !!c);
}

/**
 * "Users hit CloudFront. API calls go CloudFront → API Gateway → Lambda. Cognito handles auth.": in a paragraph, only
 * the sentences with arrows are chains; the others stay prose (in order). Undefined unless the text mixes both. (`analyze`
 * keeps such a line one chain; an extractor that reads prose around arrows asks for this.)
 */
export function arrowsInProse(text: string): { text: string; chains: ArrowChain[] }[] | undefined {
  if (!/[.!?]\s+\S/.test(text)) return undefined;
  const sents = splitSentences(text);
  if (sents.length < 2) return undefined;
  const out = sents.map((s) => ({ text: s, chains: chainsOf(s.replace(/[.!?]+$/, '')) }));
  return out.some((x) => x.chains.length) && out.some((x) => !x.chains.length) ? out : undefined;
}

// "Town of Millbrook - departments\n\nMayor\n  Town Manager\n    Public Works …": a line standing apart above an indented
// outline whose own root sits at the same depth is the outline's heading, not its first root.
function headsOutline(text: string, lines: Line[]): boolean {
  return lines.length >= 3 && /^[^\n]*\n[ \t]*\n/.test(text) && !/[.!?。！？]$/u.test(lines[0]!.text) && lines[0]!.indent === 0
    && lines[1]!.indent === 0 && lines.slice(2).some((l) => l.indent > 0);
}

/** Reads the prompt once; every later step works on the result. */
export function analyze(prompt: string): PromptDoc {
  const text = prompt.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').trim();
  const lines = readLines(text);
  let lead = '';
  let tail = '';
  let body = lines;
  let leadRest = '';
  const first = lines[0];
  if (first && first.marker !== 'heading' && !isListLine(first) && !first.cells) {
    // "timeline of the moon landings - apollo 11 …": a dash after a request that names the kind ends it like a colon.
    const dashed = /^(.{3,100}?)\s+[-–—]\s+(\S.*)$/u.exec(first.text);
    const colon0 = /^(.{1,140}?)[:：]\s*(.*)$/u.exec(first.text)
      ?? (dashed && !/[:：]/u.test(dashed[1]!) && isRequest(dashed[1]!) && findKindMentions(dashed[1]!).some((m) => m.strength === 'name') ? dashed : null);
    // A colon after the first sentence ("Plan a trip. Budget: flights, hotels") does not end the lead.
    const colon = colon0 && !/[.!?]\s+\S/.test(colon0[1]) ? colon0 : null;
    const colonOk = colon && !/^\d{1,4}$|https?$/i.test(colon[1].trim()) && !/[-=]>|→/.test(colon[1]);
    const longTail = colon ? wordCount(colon[2]) >= 8 : false;
    // "Sales: close the deal" followed by "Legal: review it" is the first line of a list of keyed lines, not a lead.
    // So is "Plan: plan it. Do: try it. Check: …" on one line: more keyed sentences follow on the same line.
    // ("Option A, Little Acorns nursery: £1,450, … Option B, a childminder: …": keys with commas and numbers too.)
    const keyedList = !!colon && colon[2].trim() !== '' && (wordCount(colon[1]) <= 4 && (lines.slice(1).some((l) => /^[^:]{1,40}:\s+\S/.test(l.text) && l.marker === first.marker)
      || ((colon[2].match(/[.!?;]\s+\p{Lu}[\p{L}\s&/-]{0,30}:\s+\S/gu) ?? []).length >= 2 && !/^(?:(?:central|main|core)\s+)?(?:topic|title|subject|theme|root|cent(?:er|re)|idea|goal)$/i.test(colon[1].trim())))
      || (wordCount(colon[1]) <= 7 && (colon[2].match(/[.!?]\s+(?:Option|Choice|Variant|Alternative)\s+(?:[A-Z]|\d{1,2})\s*[,–—-][^:.!?]{0,45}:\s+\S/gu) ?? []).length >= 1 && /^(?:Option|Choice|Variant|Alternative)\s+(?:[A-Z]|\d{1,2})\b/.test(colon[1].trim())));
    if (colonOk && colon && !keyedList && (wordCount(colon[1]) <= 14 || (wordCount(colon[1]) <= 22 && longTail && !/[.!?]\s/.test(colon[1]))) && (isRequest(colon[1]) || lines.length > 1 || wordCount(colon[1]) <= 8 || longTail)) {
      lead = colon[1].trim();
      tail = colon[2].trim();
      body = lines.slice(1);
    } else if (lines.length > 1 && wordCount(first.text) <= 14 && !/[.!?]\s/.test(first.text) && !readArrows(first.text) && (isRequest(first.text) || lines.slice(1).some(isListLine) || headsOutline(text, lines))) {
      lead = first.text.replace(/[.!?。！？]+$/u, '');
      body = lines.slice(1);
    } else {
      const sentences = splitSentences(first.text);
      if (isRequest(sentences[0] ?? '') && !readArrows(sentences[0])) {
        lead = sentences[0].replace(/[.!?。！？]+$/u, '');
        leadRest = sentences.slice(1).join(' ');
        body = lines.slice(1);
      }
    }
  } else if (first?.marker === 'heading') {
    lead = first.text;
    body = lines.slice(1);
  }
  const leadColon = /^(.{1,120}?)[:：]\s*(.*)$/u.exec(lead);
  if (leadColon && !tail) { lead = leadColon[1]; tail = leadColon[2]; }

  const table = readTable(body);
  const arrows: PromptDoc['arrows'] = [];
  const statements: Statement[] = [];
  const sentences: string[] = [];
  const itemLines: Line[] = [];
  const keyed: Line[] = [];
  const pushProse = (s: string, line?: Line) => {
    // "UX: research, flows; UI: visual design; PM: roadmap": keyed parts told one after another in one sentence.
    const sents = splitSentences(s).flatMap((x) => {
      const parts = x.split(/\s*;\s*/);
      return parts.length >= 2 && parts.filter((p) => /^[^:;,]{1,40}:\s+\S/.test(p)).length >= Math.max(2, parts.length - 1) ? parts : [x];
    });
    // "Budget: flights, hotels. Packing: clothes, passport." reads as lines of a list.
    const kv = sents.filter((x) => /^[^:;,]{1,40}:\s+\S/.test(x));
    if (kv.length >= 2 && kv.length >= sents.length - 1) {
      for (const sent of sents) {
        if (!/^[^:;,]{1,40}:\s+\S/.test(sent)) { statements.push({ text: sent, line, depth: 0, listed: false }); sentences.push(sent); continue; }
        const t = sent.replace(/[.!]+$/, '');
        keyed.push({ index: line?.index ?? 0, raw: t, indent: 0, marker: 'none', text: t });
        statements.push({ text: t, line, depth: 0, listed: true });
      }
      return;
    }
    for (const sent of sents) {
      statements.push({ text: sent, line, depth: 0, listed: false });
      sentences.push(sent);
    }
  };
  if (tail) {
    const chains = chainsOf(tail);
    if (chains.length && first) chains.forEach((c) => arrows.push({ line: first, chain: c }));
    else pushProse(tail, first);
  }
  // "I want a flowchart of my morning. Wake up, shower, dress, leave": a list after the request on the same line.
  const restList = leadRest ? splitList(leadRest) : [];
  if (leadRest && restList.length >= 3 && restList.every((x) => wordCount(x) <= 5) && splitSentences(leadRest).length === 1) {
    for (const t of restList) {
      const line: Line = { index: first?.index ?? 0, raw: t, indent: 0, marker: 'none', text: t };
      itemLines.push(line);
      statements.push({ text: t, line, depth: 0, listed: true });
    }
  } else if (leadRest) pushProse(leadRest, first);
  const minIndent = Math.min(...body.filter((l) => !l.cells).map((l) => l.indent), 99);
  for (const line of body) {
    if (line.cells) continue;
    // "A -> B -> C, and B -> D if x" holds two chains.
    const chains = chainsOf(line.text);
    const chain = chains[0];
    for (const c of chains) arrows.push({ line, chain: c });
    const prose = line.marker === 'none' && (wordCount(line.text) > PROSE_LINE_WORDS || /[.!?]\s+\S/.test(line.text)) && !chain;
    if (prose) { pushProse(line.text, line); continue; }
    itemLines.push(line);
    statements.push({ text: line.text, line, depth: Math.max(0, Math.round((line.indent - minIndent) / 2)), listed: true });
  }

  let items: Item[] = [];
  let itemSource: ItemSource = 'none';
  // Only the tail's first sentence is the inline list ("Venn of a, b and c. A and b overlap in x.").
  let tailFirst = tail ? splitSentences(tail)[0] ?? tail : '';
  // "A (…), B (…) and C (…) — data, price and contract length for each": what to say of each item, not an item.
  tailFirst = tailFirst.replace(/\s+[—–]\s+[^—–]{3,80}?\s+(?:for|of|on)\s+(?:each(?:\s+one)?|every\s+\w+|all(?:\s+of\s+them)?|them\s+all)\s*[.!]?$/i, '');
  const dash = /^(.{3,80}?)\s+[—–-]\s+(.+)$/.exec(tailFirst);
  // "three circles — a, b and c": the dash ends an introduction, unless every item has its own dash.
  if (dash && splitList(dash[2]).length >= 2 && splitList(dash[1]).length === 1 && splitList(tailFirst).filter((x) => /\s[—–-]\s/.test(x)).length === 1) tailFirst = dash[2];
  const tailItems = tailFirst ? splitList(tailFirst) : [];
  const lineItems = buildOutline(itemLines.length ? itemLines : keyed);
  const oneLineList = lineItems.length === 1 && lineItems[0].children.length === 0 ? splitList(lineItems[0].text) : [];
  if (lineItems.length >= 2 || (lineItems.length === 1 && lineItems[0].children.length > 0)) {
    items = lineItems;
    itemSource = 'lines';
  } else if (lead && oneLineList.length >= 3 && looksLikeList(oneLineList)) {
    // "Show the architecture.\nFrontend, backend, database, cache": the line under the request is the list.
    items = leafItems(oneLineList);
    itemSource = 'inline';
  } else if (tailItems.length >= 2 && (looksLikeList(tailItems) || sentences.length <= 1) && !stepsGoOn(sentences)) {
    items = leafItems(tailItems);
    itemSource = 'inline';
  } else if (table) {
    items = leafItems(table.rows.map((r) => r.join(' — ')));
    itemSource = 'lines';
  } else {
    const enumeration = [...sentences, lead].map((s) => findEnumeration(s)).find((e) => e);
    // "It includes a mountain lion, a hawk, a frog, …, grass, and trees. The arrows show …": one sentence names what
    // the picture holds, the others only say how to read it.
    const inventory = sentences.length <= 4 && !stepsGoOn(sentences) ? inventoryOf(sentences) : undefined;
    if (inventory) {
      items = leafItems(inventory);
      itemSource = 'enumeration';
    } else if (enumeration && sentences.length <= 2) {
      items = leafItems(enumeration.items);
      itemSource = 'enumeration';
    } else if (arrows.length === 1 && arrows[0].chain.nodes.length >= 2) {
      items = leafItems(arrows[0].chain.nodes);
      itemSource = 'arrows';
    } else if (sentences.length >= 2) {
      items = leafItems(sentences);
      itemSource = 'sentences';
    } else if (enumeration) {
      items = leafItems(enumeration.items);
      itemSource = 'enumeration';
    } else if (lineItems.length === 1 || sentences.length === 1 || tail) {
      items = lineItems.length === 1 ? lineItems : leafItems([sentences[0] ?? tail]);
      itemSource = 'single';
    }
  }
  // A prompt that is only its request ("The cycle of day and night") is its own content.
  if (statements.length === 0 && lead) {
    statements.push({ text: lead, line: first, depth: 0, listed: false });
    sentences.push(lead);
  }
  if (items.length === 0 && lead) {
    items = leafItems([lead]);
    itemSource = 'single';
  }

  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return {
    text,
    lower: text.toLowerCase(),
    lines,
    lead,
    tail,
    body,
    // "slide: 5 tips for better sleep": a lead that names only the medium leaves the title to what follows it.
    title: lead ? (namesOnlyMedium(lead) && tail && wordCount(tail) <= 8 ? titleFromLead(tail) : titleFromLead(lead) ?? (tail ? titleFromTailHead(tail) : undefined)) : undefined,
    table,
    arrows,
    statements,
    sentences,
    items,
    itemSource,
    words,
    wordSet: new Set(words),
    dates: findDates(text),
    numbers: findNumbers(text),
  };
}
