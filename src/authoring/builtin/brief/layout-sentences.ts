// Sentences that say where the drawing's generic parts go and what shape they take, naming none of them: "Root node at
// top center — largest, most prominent", "3 main branches spreading down and outward", "Each branch splits into 2-3
// leaf nodes", "Bottom tier is widest, top is narrowest", "4 horizontal tiers stacking upward", "Cards decrease in
// width from left to right", "Large white card floating prominently in the center with deep shadow". Their subject is
// a part of the layout (a node, a branch, a tier, a card), their predicate a place or a shape; "The top level is the
// CEO" names what sits there and is content.

const PART = String.raw`(?:nodes?|branch(?:es)?|leaf|leaves|tiers?|levels?|layers?|cards?|spokes?|circles?|boxes|box|blocks?|bands?|sections?|segments?|rows?|columns?|connectors?|lines?|arrows?|stages?|steps?|bubbles?|shapes?|items?|labels?)`;
const PART_WORD = String.raw`(?:root|leaf|child|parent|main|central|cent(?:er|re)|middle|top|bottom|outer|inner|surrounding|horizontal|vertical|large|small|big|white|colou?red|first|last|each|every|all|the|a|an|its|their|\d{1,2}(?:\s*[-–]\s*\d{1,2})?)`;
const SUBJECT = new RegExp(String.raw`^(?:${PART_WORD}\s+){0,4}${PART}\b`, 'i');
// Places and shapes: "at top center", "splits into 2-3", "spreading down and outward", "stacking upward", "is widest",
// "floating …", "decrease in width", "arranged in a ring", "narrower than".
const PREDICATE = /\b(?:(?:at|in|on|along|across|around)\s+(?:the\s+)?(?:very\s+)?(?:top|bottom|cent(?:er|re)|middle|left|right|edges?|corners?)\b|splits?\s+into\s+\d|splitting\s+into\s+\d|spread(?:s|ing)?\s+(?:down|out|up)|stack(?:s|ed|ing)?\s+(?:up|upward|downward|down|vertically|horizontally)|(?:is|are|gets?|get|becomes?)\s+(?:the\s+)?(?:widest|narrowest|largest|smallest|biggest|tallest|shortest|wider|narrower|larger|smaller|bolder|lighter|darker)|float(?:s|ing)|radiat(?:e|es|ing)\s+(?:out|from)|arranged\s+(?:in|around|as)|positioned|(?:decrease|increase)s?\s+in\s+(?:width|size|height)|narrower\s+than|wider\s+than|(?:flow|flowing|run|running|go|going)\s+(?:left\s+to\s+right|right\s+to\s+left|top\s+to\s+bottom|bottom\s+to\s+top|clockwise|counter-?clockwise))/i;

// "Narrower than Level 1.", "Narrower still.", "Cleaner — wireframes, sketches": a card told by how it differs in looks.
const COMPARED = /^(?:(?:a\s+(?:little|bit)|slightly|much|even)\s+)?(?:narrower|wider|smaller|larger|bigger|bolder|cleaner|lighter|darker|taller|shorter|brighter|busier|calmer|simpler)\b/i;

/** True when a sentence only places or shapes the layout's parts ("Each branch splits into 2-3 leaf nodes"). */
export function isLayoutSentence(sentence: string): boolean {
  const t = sentence.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, '').replace(/\*\*/g, '');
  if (COMPARED.test(t) && !/[:：]\s*\S/u.test(t)) return true;
  // Quoted names, "Key: value" content and names in capitals are content.
  if (!t || /["“”]/.test(t) || /[:：]\s*\S/u.test(t) || t.split(/\s+/).length > 24) return false;
  const rest = t.split(/\s+/).slice(1);
  if (rest.some((w) => /^[A-Z][a-z]/.test(w) && !/^(?:Level|Tier|Layer|Stage|Step|Node|Branch|Card)$/.test(w))) return false;
  return SUBJECT.test(t) && PREDICATE.test(t);
}
