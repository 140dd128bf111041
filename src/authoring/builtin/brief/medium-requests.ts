// Lines that ask for the drawing itself, with nothing to draw in them: "can you turn it into a chart", "pls make a
// slide visual showing the narrowing", "Make it a slide", "Need a boxes-and-arrows view", "Visualise as stacked levels
// pls", "Draw actors and their use cases". They say what to make, and are never an item.

const ASK = String.raw`(?:(?:pls|plz|please|can\s+you|could\s+you|would\s+you|will\s+you|i\s+(?:need|want|would\s+like)(?:\s+you\s+to)?|we\s+(?:need|want)(?:\s+you\s+to)?|need|want|just|also|and|then|so|ok(?:ay)?)\s*,?\s+)*`;
const VERB = String.raw`(?:make|turn|put|convert|render|visuali[sz]e|draw|show|display|sketch|lay\s+out|map\s+out|present|give\s+me|need|want)`;
const MEDIUM = String.raw`(?:charts?|slides?|visuals?|graphics?|graphic|diagrams?|pictures?|images?|views?|drawings?|infographics?|boxes[- ]and[- ]arrows(?:\s+view)?|stacked\s+(?:levels|layers|bars)|lanes?|rows?\s+per\s+\w+|one[- ]pager|poster)`;
// "make it a slide", "turn this into a chart", "can you turn into chart", "need diagram with row per team".
const MEDIUM_REQUEST = new RegExp(String.raw`^${ASK}${VERB}\s+(?:(?:it|this|these|them|that|everything|all\s+of\s+(?:it|this|them))\s+)?(?:(?:into|as|in|on|to)\s+)?(?:(?:a|an|the|one|some)\s+)?(?:(?:nice|clean|simple|single|quick|little|small|visual|pretty|proper|slide|neat)\s+)*${MEDIUM}\b`, 'i');
// "Draw actors and their use cases", "show stages + emotions", "show who does which step": what the drawing shows, said
// of the kind's own parts.
const PARTS_REQUEST = /^(?:(?:pls|please|just|also)\s+)?(?:draw|show|want\s+to\s+show|include|display)\s+(?:the\s+)?(?:actors|use\s+cases|stages|emotions|steps|lanes|states|transitions|entities|relationships|classes|participants|messages|milestones|quadrants|branches|levels|tiers)(?:\s+(?:and|\+|&|with)\s+(?:their\s+|the\s+)?(?:actors|use\s+cases|stages|emotions|feelings|steps|lanes|states|transitions|entities|relationships|classes|participants|messages|milestones|quadrants|branches|levels|tiers))?\s*[.!]?$/i;

// "Just points, clean layout", "really just the bullets": what form the content takes, not content.
const FORM_ONLY = /^(?:(?:really|just|only|simply)\s+)+(?:the\s+)?(?:points|bullets|bullet\s+points|a\s+list|the\s+list|text|keywords|headlines)\b(?:\s*,\s*(?:[\w-]+\s+){0,2}(?:layout|style|design|look|colou?rs?|font))?$/i;

// "Create a professional infographic following these specifications:", "Generate the infographic based on the content
// below:": a request that points at the brief after it names nothing itself.
const POINTING_REQUEST = new RegExp(String.raw`^${ASK}(?:create|generate|make|design|produce|build|render|draw)\s+(?:(?:a|an|the|this|one)\s+)?(?:[\w-]+\s+){0,3}?${MEDIUM}\s+(?:(?:following|per|using|from|according\s+to|based\s+on|as\s+(?:described|specified|outlined)(?:\s+(?:in|by))?)\s+)(?:(?:these|the|this|those)\s+)?(?:following\s+)?(?:specifications?|specs?|guidelines?|instructions?|content|brief|details|description|outline|text|notes|requirements)(?:\s+(?:below|above))?\s*[:：]?$`, 'i');

/** True when a short line only asks for the drawing ("Make it a slide", "can you turn into chart"). */
export function isMediumRequest(line: string): boolean {
  const t = line.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, '').replace(/[.!?]+$/, '');
  if (!t || t.split(/\s+/).length > 14 || /[:：]\s*\S/u.test(t)) return false;
  if (POINTING_REQUEST.test(t)) return true;
  if (t.split(/\s+/).length > 10) return false;
  return MEDIUM_REQUEST.test(t) || PARTS_REQUEST.test(t) || FORM_ONLY.test(t);
}
