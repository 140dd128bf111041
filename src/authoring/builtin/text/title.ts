// The prompt's lead ("Draw a funnel of our sales pipeline") → a title ("Sales pipeline"), or undefined.
import { capitalize } from './label.js';

const REQUEST = /^(?:(?:please|kindly|hey|hi|ok|okay)[,!]?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:'d| would)\s+like\s+(?:you\s+to\s+)?|i\s+(?:need|want)\s+(?:you\s+to\s+)?|let'?s\s+|help\s+me\s+(?:to\s+)?|we\s+need\s+)?(?:(?:create|make|draw|generate|show|build|design|produce|give|render|sketch|visuali[sz]e|illustrate|diagram|map(?:\s+out)?|outline|plot|chart|depict|prepare|lay\s+out|break\s+down|put\s+together|set\s+up|turn|convert|represent|display|present|write|provide|do|list|compare|explain|describe|summari[sz]e|document|model|capture)\b(?:\s+(?:me|us|out|up))?\s+)?/i;
const ARTICLES = /^(?:(?:a|an|the|our|my|your|their|this|these|its|some)\s+)+/i;
const ADJECTIVES = /^(?:(?:simple|quick|basic|mermaid|plant\s?uml|uml|zen\s?uml|detailed|clear|high[- ]level|nice|clean|small|short|brief|complete|full|visual|typical|standard|generic|modern|new|beautiful|horizontal|vertical|radial|numbered|annotated|colou?rful|\d+[- ](?:step|stage|level|tier|part|phase)s?)\s+)+/i;
const KIND_NOUNS = String.raw`(?:flow\s?charts?|flow\s+diagrams?|process\s+(?:flows?|maps?|diagrams?|charts?)|activity\s+diagrams?|sequence\s+diagrams?|time\s?lines?|mind\s?maps?|org(?:ani[sz]ation(?:al)?)?\s+charts?|organigrams?|hierarch(?:y|ies)(?:\s+(?:charts?|diagrams?))?|tree\s+diagrams?|cycle(?:\s+diagrams?)?|pyramid(?:\s+diagrams?)?|funnel(?:\s+(?:diagrams?|charts?))?|venn(?:\s+diagrams?)?|2\s?x\s?2(?:\s+(?:matrix|grid))?|quadrant(?:\s+(?:charts?|diagrams?|matrix))?|matri(?:x|ces)|comparisons?(?:\s+(?:tables?|charts?))?|pros\s+and\s+cons(?:\s+(?:lists?|tables?))?|hub(?:[- ]and[- ]spokes?)?(?:\s+diagrams?)?|swim\s?lanes?(?:\s+(?:diagrams?|charts?))?|cross[- ]functional\s+(?:flow\s?charts?|diagrams?)|e-?r\s+diagrams?|erds?|entity[- ]relationship(?:\s+(?:diagrams?|models?))?|data\s+models?|database\s+(?:schemas?|diagrams?|models?)|(?:system\s+|software\s+|cloud\s+|solution\s+)?architecture(?:\s+diagrams?)?|system\s+diagrams?|state\s+(?:machines?|diagrams?|charts?)|statecharts?|check\s?lists?|lists?|pie\s+charts?|donut\s+charts?|doughnut\s+charts?|bar\s+charts?|breakdowns?|gantt(?:\s+charts?)?|project\s+plans?|road\s?maps?|schedules?|tables?|diagrams?|charts?|graphs?|visuali[sz]ations?|infographics?|overviews?|summary|picture|visual)`;
const KIND_LEAD = new RegExp(`^${KIND_NOUNS}(?:\\s+(?:diagrams?|charts?|maps?))?\\s*(?:(?:of|for|about|on|showing|that\\s+shows|to\\s+show|illustrating|depicting|describing|explaining|outlining|representing|covering|with|comparing|from|between|:)\\b\\s*|$)`, 'i');
// Only words that name a drawing are dropped at the end: "water cycle", "sales funnel" and "Eisenhower matrix"
// keep theirs.
const KIND_TRAIL = /\s+(?:flow\s?chart|(?:sequence\s+|state\s+|venn\s+|er\s+|architecture\s+|swim\s?lane\s+)?diagram|(?:pie\s+|gantt\s+|org\s+|bar\s+)?chart|graph|mind\s?map|time\s?line|infographic|visual(?:i[sz]ation)?)s?$/i;
const CUT_STRONG = /\s*(?:[:;(]|\s[-–—]\s|\s(?:with|including|showing|using|consisting|made up|broken down|split|divided|based on|such as|e\.g\.|for example|from (?=\S+\s+to\b))\b)/i;
const CUT_WEAK = /\s*(?:,\s|\s(?:that|which|where|in which|like|when|so that)\b)/i;

/** A short title from the request phrase, or undefined when the lead names only the kind of diagram. */
export function titleFromLead(lead: string): string | undefined {
  let s = lead.trim().replace(/^#+\s*/, '').replace(/^title\s*:\s*/i, '').replace(/[.!?:]+$/, '');
  if (!s) return undefined;
  // "Compare A, B and C by price": the options make the title, the criteria do not.
  if (/^(?:please\s+)?compar(?:e|ing)\b/i.test(s)) s = s.replace(/\s+(?:on|by|in\s+terms\s+of|across|regarding|based\s+on)\s+.*$/i, '');
  for (let i = 0; i < 3; i++) {
    const before = s;
    s = s.replace(REQUEST, '').replace(ARTICLES, '').replace(ADJECTIVES, '');
    s = s.replace(KIND_LEAD, '').replace(ARTICLES, '');
    if (s === before) break;
  }
  const strong = CUT_STRONG.exec(s);
  if (strong && strong.index > 0) s = s.slice(0, strong.index);
  const weak = CUT_WEAK.exec(s);
  if (weak && weak.index > 0 && s.split(/\s+/).length > 7) s = s.slice(0, weak.index);
  s = s.replace(KIND_TRAIL, '').replace(/\s+(?:venn|pie|bar|org|gantt|flow|state|sequence)$/i, '').replace(/\s+(?:in|as|using|with|on|into|via)(?:\s+(?:a|an|the))?$/i, '').trim();
  s = s.replace(/[\s,.;:]+$/, '').replace(/^["'“]|["'”]$/g, '');
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 9) return undefined;
  if (new RegExp(`^${KIND_NOUNS}$`, 'i').test(s)) return undefined;
  return capitalize(s);
}

/** True when a sentence reads as a request for a diagram rather than as content. */
export function isRequest(sentence: string): boolean {
  const s = sentence.trim();
  const m = REQUEST.exec(s);
  if (m && m[0].trim().length > 0 && !/^(?:please|kindly|hey|hi|ok|okay)[,!]?$/i.test(m[0].trim())) {
    // "Design starts on March 1", "Build takes two days": the verb-like word is the subject of a sentence.
    const next = s.slice(m[0].length).split(/\s+/)[0]?.toLowerCase() ?? '';
    if (/^(?:is|are|was|were|will|would|has|had|should|must|can|may|might|starts?|begins?|takes?|lasts?|runs?|follows?|ends?|finishes?|happens?|comes?|goes?|needs?|depends?|requires?|overlaps?)$/.test(next)) return false;
    // "Create" alone at the start is a request; so is anything that then names a diagram.
    return true;
  }
  const head = s.split(/\s+/).slice(0, 8).join(' ');
  return new RegExp(`(^|\\s)${KIND_NOUNS}\\b`, 'i').test(head) && !/^(?:when|if|after|once|then|the\s+\w+\s+(?:sends|calls|checks|asks))\b/i.test(s);
}
