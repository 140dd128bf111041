// Clauses of a rotation or round that name each stage by a verb around it ("potatoes go first", "the next year that bed
// gets legumes like peas", "after that come brassicas such as kale", "then root vegetables like carrots", "… and goes
// back to potatoes"): the stage is the noun the verb names, its examples ("like …", "such as …") its description.

// "the next year", "after that", "then", "the year after", "in year two": words that only order the clauses.
const ORDER_LEAD = /^(?:(?:and|so|but)\s+)?(?:(?:then|next|later|afterwards|after\s+(?:that|this|those|them|which)|the\s+(?:next|following)\s+(?:year|season|month|week|time|round)|(?:the\s+)?(?:year|season|month)\s+after(?:\s+that)?|in\s+(?:year|season|week|month)\s+\w+|finally|lastly)\s*,?\s*)+/i;
// "potatoes go first", "wheat is sown first", "the calves come first".
const FIRST = /^(?:the\s+)?(.{2,50}?)\s+(?:go(?:es)?|come(?:s)?|is|are|gets?\s+planted|(?:is|are)\s+(?:planted|sown|grown|put))\s+(?:in\s+)?first\b/i;
// "that bed gets legumes", "the field grows barley", "the plot takes squash".
const RECEIVES = /^(?:(?:that|this|the|each|our)\s+)?(?:bed|plot|field|patch|row|ground|soil|pasture|paddock|area|one|land)\s+(?:gets?|receives?|takes?|grows?|holds?|has|is\s+(?:planted|sown)\s+with)\s+(.+)$/i;
// "come brassicas such as cabbage", "follow the root crops".
const INVERTED = /^(?:come|comes|go|goes|follow|follows|arrive|arrives)\s+(?:the\s+)?(.+)$/i;
// "root vegetables like carrots and parsnips": a bare name with its examples.
const BARE_EXAMPLES = /^(?:the\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3})\s+(?:like|such\s+as|e\.g\.|including)\s+(.+)$/iu;
// "… and goes back to potatoes", "… then returns to wheat": the loop closing.
const GOES_BACK = /\b(?:go(?:es)?|come(?:s)?|return(?:s)?|start(?:s)?)\s+(?:back\s+)?(?:to|with)\s+(?:the\s+)?([\p{L}' -]{2,40}?)\s*[.!]?$/iu;
const GOES_BACK_VERB = /\b(?:go(?:es)?\s+back|come(?:s)?\s+back|return(?:s)?)\s+to\b/i;

// The name ends where its examples or a relative clause begin.
const NAME_END = /\s+(?:like|such\s+as|e\.g\.|including|which|that|who|in|for|to|with|because)\b|[,;:(]/i;
const EXAMPLES = /\b(?:like|such\s+as|e\.g\.|including)\s+(.+?)(?=\s+(?:which|that|who|because)\b|[,;]|$)/i;

export interface ClauseStage { label: string; description?: string }

function stage(name: string, clause: string): ClauseStage | undefined {
  const cut = NAME_END.exec(name);
  const label = (cut ? name.slice(0, cut.index) : name).replace(/^(?:the|some|a|an)\s+/i, '').trim();
  if (!label || label.split(/\s+/).length > 4) return undefined;
  const ex = EXAMPLES.exec(clause)?.[1]?.trim();
  return { label, description: ex };
}

/** One clause's stage, 'back' for the clause that closes the loop, or undefined when the clause has no such shape. */
export function clauseStage(text: string): ClauseStage | 'back' | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  const rest = t.replace(ORDER_LEAD, '');
  let m = FIRST.exec(rest);
  if (m) return stage(m[1]!, rest);
  m = RECEIVES.exec(rest) ?? INVERTED.exec(rest);
  if (m) return stage(m[1]!, m[1]!);
  if (GOES_BACK_VERB.test(t) && GOES_BACK.test(t)) return 'back';
  return undefined;
}

/** Between clauses of those shapes, "then root vegetables like carrots" or "then onions" names a stage by itself. */
function looseStage(text: string): ClauseStage | undefined {
  const rest = text.trim().replace(/[.!]+$/, '').replace(ORDER_LEAD, '');
  const m = BARE_EXAMPLES.exec(rest);
  if (m) return stage(m[1]!, rest);
  return /^[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}$/u.test(rest) ? stage(rest, rest) : undefined;
}

/** The stages when most clauses name one this way (three at least), else undefined. */
export function clauseStages(texts: string[]): ClauseStage[] | undefined {
  const strict = texts.map(clauseStage);
  if (strict.filter((r) => r && r !== 'back').length < 2) return undefined;
  const read = strict.map((r, i) => r ?? (i > 0 ? looseStage(texts[i]!) : undefined));
  const stages = read.filter((r): r is ClauseStage => !!r && r !== 'back');
  const open = read.filter((r) => r !== 'back').length;
  return stages.length >= 3 && stages.length * 5 >= open * 3 ? stages : undefined;
}
