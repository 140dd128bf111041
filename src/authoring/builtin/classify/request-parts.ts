// A request that names the parts to draw ("Can you draw the states?", "Show the overlaps", "show who does what",
// "sketch the components and how they're wired") names the kind by its parts: each part word belongs to one kind.
import type { Kind } from '../../../spec/kinds.js';

const PARTS: [Kind, RegExp][] = [
  ['state', /\b(?:states|statuses|state\s+changes|transitions)\b/],
  ['venn', /\b(?:overlaps?|intersections?|what\s+(?:they|each)\s+(?:\w+\s+)?(?:share|have\s+in\s+common))\b/],
  ['usecase', /\b(?:actors?\s+and\s+(?:their\s+)?(?:actions|use\s+cases|goals)|use\s+cases|system\s+boundary|what\s+each\s+(?:type\s+of\s+)?user\s+can\s+do)\b/],
  ['swimlane', /\b(?:who\s+does\s+(?:what|which\s+step)|(?:swim\s?)?lanes?\s+(?:per|for\s+each)|one\s+lane)\b/],
  ['sequence', /\b(?:who\s+(?:talks|speaks|sends|calls)\s+(?:to\s+)?whom|messages\s+between|calls\s+between|(?:each|every|one)\s+(?:party|participant|system|actor)\s+(?:as|in|gets)\s+(?:a\s+|its\s+own\s+)?column|messages?\s+going\s+down)\b/],
  ['architecture', /\b(?:components?\s+and\s+how\s+(?:they|it)|how\s+(?:they|it|everything|things)(?:['’]re|['’]s)?\s+(?:are\s+|is\s+)?(?:wired|connected|hooked\s+up)|how\s+(?:the\s+|our\s+|my\s+)?(?:whole\s+|entire\s+)?(?:thing|setup|set-up|system|stack|lot|kit|network|pieces|parts|bits)\s+(?:is|are|fits?|hangs?)\s+(?:all\s+)?(?:wired|connected|hooked\s+up|together))\b/],
  // ("how the whole thing is wired", "how the setup is hooked up", "boxes and arrows … group what's physically in the office")
  ['architecture', /\b(?:components?\s+and\s+how\s+(?:they|it)|how\s+(?:they|it|everything|things|the\s+(?:whole\s+)?(?:thing|system|setup|set-up|lot|network|stack)|(?:it|this|that)\s+all)(?:['’]re|['’]s)?\s+(?:are\s+|is\s+)?(?:all\s+)?(?:wired|connected|hooked\s+up|plugged\s+together)|group\s+what['’]?s\s+(?:physically\s+)?(?:in|on|at)\s+the)\b/],
  ['er', /\b(?:tables\s+and\s+(?:their\s+)?(?:keys|relations|relationships)|entities\s+and|data\s+model)\b/],
  ['class', /\b(?:(?:the\s+)?classes|inheritance|class\s+model)\b/],
  ['gantt', /\b(?:bars?\s+per\s+(?:task|phase)|project\s+schedule|start\s+and\s+end\s+dates?)\b/],
  ['pyramid', /\b(?:layers\s+from\s+wide\s+to\s+narrow|from\s+wide\s+to\s+narrow|widest\s+at\s+the\s+bottom)\b/],
  ['cycle', /\b(?:as\s+a\s+(?:loop|cycle|circle|ring)|goes\s+round|in\s+a\s+circle)\b/],
  ['matrix', /\b(?:quadrants?|4-box|four-box|2\s?x\s?2)\b/],
  ['hierarchy', /\b(?:who\s+reports\s+to\s+whom|reporting\s+lines)\b/],
  ['journey', /\b(?:highs\s+and\s+lows|ups\s+and\s+downs|mood\s+line|emotion(?:al)?\s+(?:curve|line)|what\s+they\s+do\s+and\s+how\s+they\s+feel|how\s+(?:they|customers?|users?|guests?|patients?)\s+feel)\b/],
  ['timeline', /\b(?:milestones|on\s+a\s+time\s?line)\b/],
];

/** The kinds whose parts the requests name, once each. */
export function requestedParts(requests: string): Kind[] {
  return PARTS.filter(([, re]) => re.test(requests)).map(([kind]) => kind);
}
