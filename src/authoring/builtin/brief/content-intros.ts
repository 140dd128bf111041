// Content lines → the same lines with their request wording taken off: "Please include these steps: A B C" becomes
// "A, B, C", "Label the quadrants as follows: ..." becomes "Quadrants: ...", "以下のコンポーネントを含めます: X Y" becomes
// "X, Y"; headings that only name a part of a brief ("## Data", "### Explicit Data Description") go, and
// "Task: University Database Schema" becomes the request.

import { capitalize } from '../text/label.js';
import { isRequest } from '../text/title.js';
import { discourseSentences } from './discourse.js';
import { readPlacement } from './placement-words.js';

// Nouns that only say "the things that follow": the list needs no key.
const GENERIC = /^(?:following|items?|elements?|things?|points?|steps?|entries|parts?|ones?|details?|data|information|content|below|these|those|list)$/i;
const NUMBER_WORD = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|some|all|the)`;
const INTRO = new RegExp(String.raw`^(?:(?:please|also|and|then|kindly)\s+)?(?:include|add|show|list|use|plot|draw|label|depict|display|cover|feature|contain|with|containing|including|consisting\s+of|covering|featuring|set\s+(?:appropriate\s+)?(?:\w+\s+)?for|map|mark|place|put)\s+(?:(?:the|all|each\s+of\s+the)\s+)?(?:following|these|those|below)?\s*(?:${NUMBER_WORD}\s+)?([\p{L}][\p{L}\s/&-]{0,30}?)?(?:\s+(?:with|and|for|of|in|on|that|which|to)\b[^:：]{0,80}?)?\s*(?:below|as\s+follows|like\s+this|in\s+the\s+diagram|on\s+the\s+(?:chart|diagram))?\s*[:：]\s*(.*)$`, 'iu');
// "以下のコンポーネントを含めます:", "次のプラットフォームをプロットしてください:", "包含以下组件:", "包括:"
const CJK_INTRO = /^(?:(?:以下|次)の([^\s:：、,]{1,12}?)(?:を|が|は|について)[^:：]{0,30}|(?:包含|包括|含有|需要包含|需包含|要包含)(?:以下|如下)?的?([^\s:：、,]{0,8}?))\s*[:：]\s*(.*)$/u;
const GENERIC_HEADING = /^(?:data|(?:explicit\s+)?data\s+description|description|general\s+task\s+description|details|overview|context|input|raw\s+data|summary|content|information|source\s+material|example|examples|task|body|main|text\s+labels?(?:\s*\(in\s+\w+\))?)$/i;
const FLOW_HEADING = /^\s*(?:#{1,6}\s+)?(?:\*\*)?(?:(?:clockwise|counter-?clockwise|anti-?clockwise|left[- ]to[- ]right|top[- ]to[- ]bottom|circular|cyclic(?:al)?)\s+)(?:flow|order|sequence|direction)(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*$/i;
const TASK_HEADING = /^(?:task|title|topic|subject|goal|theme|project|diagram|name)\s*[:：]\s*(.+)$/i;

const FUNCTION_WORD = /^(?:the|a|an|and|or|in|on|of|to|for|with|by|at|from|is|are|be|it|its|then|that|this|as|into|if|but|not)$/;

const INCLUDING_VERB = /^(?:(?:please|also|and|then|kindly)\s+)?(?:include|contain|with|containing|including|consisting\s+of|covering|featuring|comprising)\b/i;

/** "Product search Product viewing Cart addition" → the Capitalised runs; "商品検索 商品閲覧" → its words. */
export function splitRunOn(list: string): string[] | undefined {
  const t = list.trim().replace(/[.。]$/u, '').replace(/\s*(?:など|等|etc\.?)$/u, '');
  // Quoted names ("Top-right: 'Visual Casual' Top-left: …") keep their own words together.
  if (/[,;、，"“”「」『』]|(?:^|\s)'|'(?:\s|$)/u.test(t)) return undefined;
  // "記事 (posts) ユーザー (users)": a bracketed gloss stays with the word before it.
  const words = t.split(/\s+/).filter(Boolean).reduce<string[]>((out, w) => {
    if (/^\(.*\)$/.test(w) && out.length) out[out.length - 1] += ` ${w}`;
    else out.push(w);
    return out;
  }, []);
  if (words.length < 2) return undefined;
  if (words.every((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w) || /^[A-Z0-9][\w-]*(?: \(.*\))?$/.test(w))) {
    // Every word CJK (or an acronym among them): each word is an item.
    if (words.some((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w))) return words;
  }
  const capitals = words.filter((w) => /^[A-Z]/.test(w)).length;
  if (/^[A-Z]/.test(words[0]) && capitals >= 3 && capitals < words.length) {
    const out: string[] = [];
    for (const w of words) {
      if (/^[A-Z]/.test(w) || out.length === 0) out.push(w);
      else out[out.length - 1] += ` ${w}`;
    }
    return out;
  }
  // "posts users comments categories tags": single lower-case words after an introduction.
  if (words.length >= 3 && words.every((w) => /^[a-z][a-z_-]*$/.test(w) && !FUNCTION_WORD.test(w))) return words;
  return undefined;
}

function listText(rest: string): string {
  const parts = splitRunOn(rest);
  return parts ? parts.join(', ') : rest;
}

// Template fields: 'Cell 1: icon_label="海運", title="海運進出口", desc="…"', 'Node 1: date="2015", title="…"'.
const FIELD = (name: string) => new RegExp(String.raw`\b(?:${name})\s*[=:]\s*["“]([^"”]{1,200})["”]`, 'iu');
const TITLE_FIELD = FIELD('title|name|label|heading|headline');
const DESC_FIELD = FIELD('desc|description|subtitle|body|text|detail');
const DATE_FIELD = FIELD('date|year|when|time');
const LAYOUT_SLOT = /^(?:#{1,6}\s+)?(?:[\p{L}-]+\s+)?(?:card|node|box|panel|slide|item|section|block|tile|bubble|circle|cell|spoke|pillar|petal|segment)\s*#?\d+[a-z]?\s*(?:\([^)]{0,40}\))?\s*[—–:.-]\s*(.+)$/iu;
// 'LEVEL 1 — "AI User" (bottom, widest tier)': a numbered level, tier or stage with its name in quotes.
const QUOTED_SLOT = /^(?:#{1,6}\s+)?(?:level|tier|stage|step|phase|layer|ring|quadrant|row|column)\s*#?\d+[a-z]?\s*[—–:.-]\s*(["“][^"”]{1,80}["”].*)$/iu;
// "(widest)", "(bottom, widest tier)", "(second tier)": where the slot is drawn, not what it says.
const PLACEMENT_NOTE = /^\((?:[^()]*\b(?:widest|narrowest|tightest|largest|smallest|biggest|top|bottom|left|right|cent(?:er|re)|middle|base|apex|peak|tier|first|second|third|fourth|fifth|last)\b[^()]*)\)$/i;
const CONFIG_LINE = /^\s*[a-z]+(?:_[a-z]+)+\s*[:=]\s*\S.*$/;

function fieldLine(indent: string, body: string): string | undefined {
  const title = TITLE_FIELD.exec(body)?.[1];
  if (!title) return undefined;
  const desc = DESC_FIELD.exec(body)?.[1];
  const date = DATE_FIELD.exec(body)?.[1];
  return `${indent}${date ? `${date}: ` : ''}${title}${desc ? ` — ${desc}` : ''}`;
}

// A centre named, then "split into N (parts)" and a colon: the centre keys the list that follows.
const CENTRE_LEAD = /^(?:with\s+)?["“']?([^"”',:;]{2,40}?)["”']?\s+(?:in|at)\s+(?:the\s+)?(?:middle|centre|center)\s*[,;]\s*(?:and\s+)?(?:split|divided|broken(?:\s+down)?|grouped|branching(?:\s+out)?)\s+into\s+(?:\w+\s*)?(?:(?:main\s+)?(?:parts|areas|branches|blocks|groups|sections|themes|topics)\s*)?[:：]\s*(?=\S)/iu;
const CENTRE_LEAD_CJK = /^(?:中心|中间|中間|中央)(?:是|为|為|は|[:：])\s*(?:["“「『]([^"”」』]{1,20})["”」』]|([^"”「」『』,，、:：]{1,20}))\s*(?:で)?\s*[,，、]?\s*(?:分成|分为|分為|分け)?[^:：]{0,8}[:：]\s*(?=\S)/u;

// A centre's name without the possessive or article it was told with ("our family liaison" → "family liaison").
const centreName = (s: string) => s.trim().replace(/^(?:our|my|the)\s+/i, '');

// A marker made from a sentence stands on a line of its own.
const OWN_LINE = /^\s*(?:Top|Root|Base|Bottom|Apex|Peak|Centre|Center|Middle|Hub|Spokes): /;
const PLACE_IS = /^(?:the\s+)?(centre|center|middle|hub|root)(?:\s+(?:node|level|box|element))?\s+(?:is|=|should\s+be|must\s+be|will\s+be|could\s+be)\s+["“'‘]?([^,;:"”'’]{2,40}?)["”'’]?[.!]?$/i;
const CENTRE_STATEMENT = /^(?:(?:our|the|my)\s+)?([^,]{2,50}?)(?:,\s*([^,]{2,30}),)?\s+is\s+(?:basically\s+|really\s+|kind\s+of\s+|sort\s+of\s+|at\s+)?the\s+(?:centre|center|heart|hub|middle)\s+of\s+(?:everything|it\s+all|all\s+this|all\s+of\s+(?:it|this)|(?:our|the)\s+[\p{L}-]+)(?:\s+[^.!?]{1,60})?[.!]?$/iu;
// "Can you put Dana in the middle and show everyone she deals with around her: A, B, C".
const CENTRE_PUT = /^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:put|place|have|show)\s+([^,:;]{2,40}?)\s+(?:in|at)\s+(?:the\s+)?(?:middle|centre|center)\b[^:：]{0,80}[:：]\s*(?=\S)/iu;
// "our family liaison in the middle, and around her the GP surgery, …", at the start or after a colon.
const CENTRE_AROUND = /(^|[:：]\s*)(?:with\s+)?(?:our\s+|the\s+|my\s+)?([^,:;]{2,40}?)\s+(?:(?:sits|is|goes|stands|belongs|should\s+be)\s+)?(?:in|at)\s+(?:the\s+)?(?:middle|centre|center)\s*[,;]?\s*(?:and\s+|with\s+)?(?:all\s+)?around\s+(?:her|him|it|them|that|this)\s*[,:]?\s*(?:are\s+|is\s+)?/iu;

const CENTRE_BUBBLE = /^(.*?)(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)?(?:organi[sz]e|arrange|group|put|place|build|cluster|map|lay\s+out|sort)\s+(?:them|these|those|it|this|everything|all\s+(?:of\s+)?(?:them|this)|the\s+[\p{L}-]+)\s+(?:all\s+)?(?:around|round)\s+(?:an?\s+|the\s+)?(?:(?:central|centre|center|middle|main|core)\s+)?(?:(?:bubble|node|topic|idea|theme|circle|word|hub|heading)\s+)?(?:called\s+|named\s+|labell?ed\s+)?["“'‘«]([^"”'’»]{2,50})["”'’»]\s*[?.!]*\s*(.*)$/iu;
const CENTRE_TAIL = /[,;]\s*(?:the\s+)?(?:cent(?:re|er)|middle|hub|root|central\s+(?:topic|node|idea|theme|bubble))\s*(?:=|:|is)\s*["“']?([^"”',;:]{2,40}?)["”']?[.!]?$/iu;
const CENTRE_WITH_TAIL = /[,;]?\s+with\s+["“']?([^"”',;:]{2,40}?)["”']?\s+(?:in|at)\s+(?:the\s+)?(?:cent(?:re|er)|middle)[.!]?$/iu;

/** One content line with its request wording taken off (the line itself when it has none). */
export function rewriteIntro(line: string): string | undefined {
  const indent = /^\s*(?:[-*•]\s+|\d+[.)]\s+)?/.exec(line)![0];
  const body = line.slice(indent.length).replace(/\*\*/g, '');
  // "grid_mode: 2x2", "emphasis_col: 2": settings of a template, not content.
  if (CONFIG_LINE.test(body)) return undefined;
  const fields = fieldLine(indent.replace(/\S.*$/, ''), body);
  if (fields) return fields;
  // "En el centro 'Cambio climático', con tres ramas: …": where the thing is drawn goes, its name stays, as the centre.
  const placed = readPlacement(body);
  if (placed) return [`Centre: ${placed.centre}`, placed.rest && capitalize(placed.rest)].filter(Boolean).map((x) => `${indent}${x}`).join('\n');
  // "mind map for the village fete please, centre = Summer Fete 2025", "…, with Fete 2025 in the middle": the request
  // line names its centre at its end; the centre goes on a line of its own.
  // "Could you organise them around a central bubble '50th Anniversary'? Events: a, b. Merch: c, d.": the centre
  // named in the request, then one line per keyed sentence after it.
  const bubble = CENTRE_BUBBLE.exec(body);
  if (bubble) {
    const rest = bubble[3]!.trim().split(/(?<=[.;!])\s+(?=[\p{Lu}\p{Lt}][\p{L}\d &'’/-]{0,30}[:：]\s)/u).map((x) => x.trim()).filter(Boolean);
    return [bubble[1]!.trim(), `Centre: ${bubble[2]!.trim()}`, ...rest].filter(Boolean).map((x) => `${indent}${x}`).join('\n');
  }
  const tail = CENTRE_TAIL.exec(body) ?? CENTRE_WITH_TAIL.exec(body);
  if (tail && tail.index > 8) return `${indent}${body.slice(0, tail.index).trim()}\n${indent}Centre: ${centreName(tail[1]!)}`;
  // 'Card 1 — "Forming": the team meets': the card is where it is drawn; "Forming" is the item.
  const card = LAYOUT_SLOT.exec(body) ?? QUOTED_SLOT.exec(body);
  if (card) {
    // "## Cycle Node 1: DISCOVER" stays a heading, now of "DISCOVER".
    const heading = /^#{1,6}\s+/.exec(body)?.[0] ?? '';
    const quoted = /^["“]([^"”]{1,80})["”]\s*(?:[:：—–-]\s*)?(.*)$/u.exec(card[1]);
    const note = quoted?.[2] && !PLACEMENT_NOTE.test(quoted[2].trim()) ? quoted[2] : '';
    return `${indent}${heading}${quoted ? `${quoted[1]}${note ? `: ${note}` : ''}` : card[1]}`;
  }
  // "中心是“开奶茶店”，分成四块：…", "Tea shop in the middle, split into four: …": the centre leads its parts.
  // "centre is the festival office.": a place in the drawing, named as a marker the readers know.
  const place = PLACE_IS.exec(body);
  if (place) return `${indent}${place[1]!.charAt(0).toUpperCase()}${place[1]!.slice(1).toLowerCase()}: ${place[2]!.trim()}`;
  // "Our facilities coordinator, Dana, is basically the centre of everything.": the centre, named.
  const statement = CENTRE_STATEMENT.exec(body);
  if (statement) return `${indent}Centre: ${(statement[2] ?? statement[1])!.trim()}`;
  // Things placed "around" a centre are its spokes: "Centre: X" and "Spokes: …" say so to every reader.
  const put = CENTRE_PUT.exec(body);
  if (put && /\baround\b/i.test(put[0])) {
    const spokes = `${indent}Spokes: ${body.slice(put[0].length)}`;
    // "Put it in the middle": the centre was named before ("Our newsletter is the center of everything").
    return /^(?:it|her|him|them|this|that)$/i.test(put[1]!.trim()) ? spokes : `${indent}Centre: ${centreName(put[1]!)}\n${spokes}`;
  }
  const centre = CENTRE_LEAD.exec(body) ?? CENTRE_LEAD_CJK.exec(body) ?? put;
  if (centre) return `${indent}${capitalize(centreName((centre[1] ?? centre[2])!))}: ${body.slice(centre[0].length)}`;
  // "…: our family liaison in the middle, and around her the GP surgery, the pharmacy, …"
  const around = CENTRE_AROUND.exec(body);
  if (around) {
    const lead = body.slice(0, around.index);
    const centreLine = `Centre: ${centreName(around[2]!)}\n${indent}Spokes: ${body.slice(around.index + around[0].length)}`;
    // "need a hub picture for X: …" stays the lead, on a line of its own.
    return lead.trim() ? `${indent}${lead.trim()}${around[1]!.trim()}\n${indent}${centreLine}` : `${indent}${centreLine}`;
  }
  const m = INTRO.exec(body);
  // "Draw a sequence diagram for X with these participants: ..." is the request itself, not an introduction.
  if (m && /\b(?:diagram|chart|flow\s?chart|graph|visuali[sz]ation|infographic)s?\b/i.test(m[1] ?? '')) return line;
  // "Draw a taxonomy of vehicles:" is a request; "Draw these steps:" and "Label the quadrants as follows:" introduce a list.
  if (m && !INCLUDING_VERB.test(body) && !/\b(?:following|these|those|below|as\s+follows|like\s+this)\b/i.test(body.split(/[:：]/u)[0])) return line;
  if (m) {
    const noun = (m[1] ?? '').trim();
    const rest = m[2].trim();
    const key = noun && !GENERIC.test(noun) && !/\b(?:following|these)\b/i.test(noun) ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}: ` : '';
    if (!rest) return key ? `${indent}${key}` : undefined;
    return `${indent}${key}${listText(rest)}`;
  }
  // "ヘッダーとボディの主要な要素を含めます", "需要包含用户、订单": what is to be included is the content.
  const include = /^(.{2,80}?)(?:を|も)(?:含めます|含めてください|含めて下さい|含む|入れてください|追加してください)[.!]?$/u.exec(body)
    ?? /^(?:需要|要|请|請)?(?:包含|包括|含有)(?:以下)?(?!.*[:：])(.{2,80}?)[.!]?$/u.exec(body);
  if (include) return `${indent}${include[1].trim()}`;
  const c = CJK_INTRO.exec(body);
  if (c) {
    const rest = c[3].trim();
    if (!rest) return undefined;
    return `${indent}${listText(rest)}`;
  }
  return line;
}

/** Sentences of one line, split where a sentence end is followed by a capital or a CJK character. */
export function splitBriefSentences(line: string): string[] {
  // "2. No screens after 9": a list item's number ends no sentence.
  const marker = /^\s*\d{1,3}[.)]\s+/.exec(line)?.[0] ?? '';
  // ("… Google, Backend. keep it monochrome pls": a request written in lower case after a full stop opens one too.)
  const parts = line.slice(marker.length).split(/(?<=[.!?])\s+(?=["“]?[\p{Lu}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:keep|make|use|pls|plz|please|don'?t|do\s+not|avoid|no\s+need|thanks|thx)\b)/u);
  parts[0] = marker + parts[0]!;
  return parts;
}

/** True when a heading has at least two sibling headings of its level that name topics. */
function amongTopics(line: string, content: string): boolean {
  const level = /^\s*(#{1,6})\s/.exec(line)?.[1].length;
  if (!level) return false;
  const siblings = content.split('\n').map((l) => /^\s*(#{1,6})\s+(.+?)\s*$/.exec(l)).filter((m) => m && m[1].length === level && !GENERIC_HEADING.test(m[2].replace(/[:：]$/u, '')));
  return siblings.length >= 2;
}

/** Every content line rewritten; lines that were only an introduction or a part's name go. */
export function rewriteIntros(content: string): { content: string; task?: string } {
  let task: string | undefined;
  const out: string[] = [];
  for (const line of content.split('\n')) {
    const heading = /^\s*(?:#{1,6}\s+|\*\*)(.+?)(?:\*\*)?\s*:?\s*$/.exec(line);
    const name = heading?.[1].replace(/\*\*/g, '').trim();
    // "## Data" over a brief's details goes; "## Content" among "## Equipment" and "## Promotion" is a topic.
    if (name && GENERIC_HEADING.test(name) && !amongTopics(line, content)) continue;
    // "Clockwise flow:" over a numbered list says which way the list goes, not what it holds.
    if (FLOW_HEADING.test(line)) continue;
    const taskLine = name ? TASK_HEADING.exec(name) : /^\s*(?:TASK|Task|TOPIC|Topic)\s*[:：]\s*(.+)$/.exec(line);
    if (taskLine) {
      const named = taskLine[1].replace(/\*\*/g, '').trim();
      task ??= named;
      // "TASK: Visualize the hiring pipeline." is the request; "Topic: 4 Stages of Team Development" the title.
      if (isRequest(named) || /[.!?]$/.test(named) || named.split(/\s+/).length > 10) out.push(taskLine[1].trim());
      continue;
    }
    // "I want a flowchart of my morning. Please include these steps: ...": each sentence is read on its own.
    // "… as a tree. top is Shared Drive. under it …": a sentence typed in lower case is a sentence too.
    const sentences = splitBriefSentences(line).flatMap((p, k) => (/[.!?]\s+\p{Ll}/u.test(p) ? discourseSentences(p).map((x, n) => (n === 0 && k === 0 ? /^\s*/.exec(p)![0] + x : x)) : [p]));
    const rewritten = sentences.map((s, i) => (i === 0 ? rewriteIntro(s) : rewriteIntro(s.trimStart()))).filter((s): s is string => s !== undefined)
      // "Dana is the centre of everything. Put Dana in the middle and … around her: …": one centre, said twice.
      .filter((s, i, all) => !/^\s*Centre: [^\n]+$/.test(s) || !all.slice(i + 1).some((t) => t.trimStart().startsWith(`${s.trim()}\n`)));
    // "Events: a, b. Merch: c, d.": keyed sentences one after another are lines of their own.
    // (Only where every sentence from the first keyed one on is keyed: "Central topic: Sleep. Main branches: a, b.
    // Habits include …" stays one line for the prose readers.)
    const keyedSentence = (x: string) => /^\s*[\p{Lu}\p{Lt}][\p{L}\d&'’/-]*(?:\s+[\p{L}\d&'’/-]+){0,2}[:：]\s+\S/u.test(x) && !/[>→]/.test(x) && !/^\s*(?:under|below|beneath|above|over|reporting|for|in|on|at|after|before|then|next|finally|step\s+\d|show|explain|draw|make|list|create|give|put|use|include|add|here|note|please)\b/i.test(x);
    const firstKeyed = rewritten.findIndex((x) => keyedSentence(x) || OWN_LINE.test(x));
    const keyedRun = firstKeyed >= 0 && rewritten.length - firstKeyed >= 2 && rewritten.slice(firstKeyed).every((x) => keyedSentence(x) || OWN_LINE.test(x));
    if (rewritten.length) out.push(rewritten.reduce((acc, s) => (!acc ? s : OWN_LINE.test(s) || OWN_LINE.test(acc.split('\n').pop()!) || (keyedRun && keyedSentence(s) && keyedSentence(acc.split('\n').pop()!)) ? `${acc}\n${s.trimStart()}` : `${acc} ${s}`), ''));
  }
  return { content: out.join('\n').replace(/\n{3,}/g, '\n\n').trim(), task };
}
