// Inline enumerations → items: "visitors, leads, trials and customers", "A; B; C", "from A to B to C".

/** Splits at top-level separators only (never inside brackets or quotes). */
export function splitTop(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if (depth === 0) {
      sep.lastIndex = i;
      const m = sep.exec(text);
      if (m && m.index === i && m[0].length > 0) {
        out.push(cur);
        cur = '';
        i += m[0].length;
        continue;
      }
    }
    cur += c;
    i++;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

// "and" / "or" in English, French, German, Spanish, Portuguese and Italian, where they join the last two items.
const CONJ = /^(?:and|or|and then|then|plus|&|as well as|and finally|finally|et|ou|und|oder|sowie|ed|oppure)\s+(?:either\s+|entweder\s+|soit\s+|ou\s+bien\s+)?/i;

/**
 * True when "X & Y" or "X and Y" at the end of a list is one name: "Middle East & Africa $0.5M" after "Europe $2.8M"
 * (the part before the joiner is no item by itself: it lacks the value every other item has), or "Math & Statistics"
 * (an ampersand between capitalised words joins a name, as in "Research & Development").
 */
function joinsOneName(text: string, halves: string[], others: string[]): boolean {
  const valued = (x: string) => /\d/.test(x);
  if (others.length > 0 && others.every(valued) && !valued(halves[0]!) && valued(halves[1]!)) return true;
  return /\s&\s/.test(text) && !/\s(?:and|or)\s/i.test(text) && halves.every((x) => /^\p{Lu}/u.test(x.trim()));
}

const DUTCH_MARK = /(?<![\p{L}])(?:het|een|wordt|worden|onze|deze|welke|niet|zijn|ook|naar|bij|voor|met|die|van)(?![\p{L}])/giu;
/** Text with at least two Dutch function words, one of them only Dutch ("het", "een", "wordt", "onze"). */
function isDutch(text: string): boolean {
  const found = new Set((text.match(DUTCH_MARK) ?? []).map((w) => w.toLowerCase()));
  return found.size >= 2 && ['het', 'een', 'wordt', 'worden', 'onze', 'deze', 'welke', 'niet'].some((w) => found.has(w));
}

/** Items of an inline list; one item when the text has no separators. */
// A count, perhaps after "finally" in one of our languages.
const FINALLY_COUNT = /^((?:finally|at\s+the\s+end|in\s+the\s+end|al\s+final|por\s+último|finalmente|enfin|finalement|à\s+la\s+fin|schließlich|am\s+ende|zum\s+schluss|alla\s+fine|no\s+final|ao\s+final)[,\s]+)?[~≈]?\d/i;

export function splitList(text: string): string[] {
  const t = text.trim().replace(/[.!?。]+$/u, '');
  if (!t) return [];
  let parts: string[];
  // Separators inside brackets are the details' own: "Discover (curious, a bit lost), Trial (nervous; excited)" is
  // split at its commas, never at the semicolon in brackets.
  const top = t.replace(/\([^()]*\)|（[^（）]*）|\[[^[\]]*\]/gu, (b) => ' '.repeat(b.length));
  if (/;|；/.test(top)) parts = splitTop(t, /\s*[;；]\s*/y);
  // Not the comma inside a number ("10,000 visitors", "3,5 %").
  else if (/(?<!\d),|,(?!\d)|，|、/.test(top)) parts = splitTop(t, /(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\s*(?:(?<!\d),|,(?!\d)|，|、)\s*/iy);
  else if (/\s(?:->|→|=>|>)\s/.test(top)) parts = splitTop(t, /\s*(?:->|→|=>|>)\s*/y);
  else if (/\s\|\s/.test(top)) parts = splitTop(t, /\s*\|\s*/y);
  else if (/\s\/\s/.test(top)) parts = splitTop(t, /\s*\/\s*/y);
  else if (/\s(?:then|and then)\s/i.test(top)) parts = splitTop(t, /\s+(?:and\s+)?then\s+/iy);
  else parts = [t];
  // The last part of "a, b and c" holds two items.
  const out: string[] = [];
  parts.forEach((p, i) => {
    const q = p.replace(CONJ, '').trim();
    if (!q) return;
    if (i === parts.length - 1 && parts.length > 1) {
      // A word joins the last two items before an ampersand does ("Auth & Identity service and the Orders API").
      let last = splitTop(q, /\s+(?:and|or|as well as|and finally|et|ou|und|oder|sowie|y|e|ed|oppure)\s+/iy);
      // Dutch "en" / "of" ("klanten met een abonnement en klanten die de nieuwsbrief lezen"), only in Dutch text.
      if (last.length === 1 && isDutch(t)) last = splitTop(q, /\s+(?:en|of)\s+/iy);
      if (last.length === 1) last = splitTop(q, /\s+&\s+/y);
      // Words in brackets are the item's details: "efectos (subida del nivel del mar, olas de calor) y soluciones (…)".
      const words = (x: string) => x.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length;
      if (last.length === 2 && last.every((x) => words(x) <= 6) && !joinsOneName(q, last, parts.slice(0, -1))) { out.push(...last); return; }
      // "320 received, 140 screened … and finally 5 hired", "… y al final 5 contrataciones": in a list of counted
      // items, a count after the last "and" starts the last item, however long the one before it.
      const counted = last.length === 2 ? FINALLY_COUNT.exec(last[1]!) : null;
      if (counted && parts.slice(0, -1).every((x) => /^\s*[~≈]?\d/.test(x))) { out.push(last[0]!, last[1]!.slice(counted[1]?.length ?? 0).trim()); return; }
    }
    out.push(q);
  });
  return out.map((s) => s.replace(CONJ, '').replace(/^["'“‘](.*)["'”’]$/u, '$1').trim()).filter(Boolean);
}

const HEADS = 'team|department|division|group|unit|service|app|application|database|server|squad|office|branch|committee|developer|engineer|designer|user|customer|student|worker|employee';
/** A plural head noun at the end of a list part: "data teams". */
const SHARED_HEAD = new RegExp(`^(.*\\S)\\s+(${HEADS})(e?s)$`, 'i');
/** A part that already names its own head: "the platform team". */
const OWN_HEAD = new RegExp(`\\b(?:${HEADS})s?$`, 'i');

/**
 * "the engineering and data teams" split as ["the engineering", "data teams"]: the last part's plural head
 * belongs to every part ("Engineering team", "Data team") when the others are bare modifiers of one or two words.
 */
export function distributeHead(parts: string[]): string[] {
  if (parts.length < 2) return parts;
  const last = SHARED_HEAD.exec(parts[parts.length - 1]!.trim());
  if (!last) return parts;
  const bare = parts.slice(0, -1).map((p) => p.trim().replace(/^(?:the|our|its|their|both)\s+/i, ''));
  // A role's acronym ("the CFO and data teams") names someone, not a kind of team.
  if (!bare.every((p) => p && p.split(/\s+/).length <= 2 && !/\b[A-Z]{2,}\b/.test(p) && !OWN_HEAD.test(p))) return parts;
  const head = last[2]!;
  return [...bare.map((p) => `${p} ${head}`), `${last[1]} ${head}`];
}

/** True when parts read as list items rather than clauses (short, of similar length). */
export function looksLikeList(parts: string[]): boolean {
  const lengths = parts.map((x) => x.split(/\s+/).length);
  return lengths.length >= 2 && !lengths.some((n) => n > 12) && lengths.reduce((a, b) => a + b, 0) / lengths.length <= 6;
}

/** "A and B" / "A, B or C" / "A vs B": splits on and/or/vs too, for set and option names. */
export function splitNames(text: string): string[] {
  const t = text.trim().replace(/[.!?]+$/, '');
  if (/\s(?:vs\.?|versus|v\.)\s/i.test(t)) return splitTop(t, /\s+(?:vs\.?|versus|v\.)\s+/iy).flatMap((p) => splitList(p).length > 1 ? [p] : [p]);
  const parts = splitList(t);
  if (parts.length > 1) return parts;
  return splitTop(t, /\s+(?:and|or|&)\s+/iy);
}

const CUES = /(?<![\p{L}\p{N}])(?:of|are|is|were|was|include|includes|including|included|such as|namely|like|into|through|with|has|have|had|contains?|containing|covers?|covering|comprises?|comprising|consists? of|consisting of|involves?|involving|between|among|goes|go|stages|steps|phases|levels|tiers|parts|elements|components|areas|topics|:)\s+/giu;

export interface Enumeration { before: string; items: string[]; after: string }

/** The enumeration inside a sentence ("The cycle has four phases: plan, do, check and act"), if any. */
export function findEnumeration(sentence: string, min = 3): Enumeration | undefined {
  const s = sentence.trim().replace(/[.!?]+$/, '');
  const colon = s.indexOf(': ');
  if (colon > 0) {
    const items = splitList(s.slice(colon + 2));
    if (items.length >= Math.min(min, 2)) return { before: s.slice(0, colon), items, after: '' };
  }
  // "from A to B to C", "from order placement to delivery and payment", "from A through B to C".
  const fromTo = /\bfrom\s+(.+?)\s+(?:to|through|via)\s+(.+?(?:\s+(?:to|and(?:\s+then)?|then)\s+.+?)+)$/i.exec(s);
  if (fromTo) {
    const items = [fromTo[1], ...fromTo[2].split(/\s+(?:to|and(?:\s+then)?|then)\s+|,\s*/i)].map((x) => x.trim()).filter(Boolean);
    if (items.length >= min && items.every((x) => x.split(/\s+/).length <= 5)) return { before: s.slice(0, fromTo.index), items, after: '' };
  }
  const firstComma = s.search(/(?<!\d),|,(?!\d)/);
  if (firstComma < 0) return undefined;
  // The enumeration starts after the last cue word before the first comma.
  let start = 0;
  CUES.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CUES.exec(s)) && m.index < firstComma) start = m.index + m[0].length;
  const body = s.slice(start);
  const items = splitList(body);
  if (items.length < min) return undefined;
  // The last item may run on into the rest of the sentence: "... and action, in that order".
  // Words in brackets are an item's details where every item has them: "Discover (see us on Insta or a friend
  // mentions us - curious), Trial class (nervous), …".
  const detailed = items.every((x) => /\)\s*$|）\s*$/u.test(x));
  const lengths = items.map((x) => (detailed ? x.replace(/\([^()]*\)|（[^（）]*）/gu, ' ') : x).trim().split(/\s+/).length);
  if (lengths.some((n) => n > 9) || lengths.reduce((a, b) => a + b, 0) / lengths.length > 5) return undefined;
  return { before: s.slice(0, start).trim(), items, after: '' };
}
