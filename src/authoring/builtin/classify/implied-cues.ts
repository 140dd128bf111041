// Cues for kinds a prompt implies without naming them: a centre everything goes through (hub), who does which step
// (swimlane), what each kind of user can do (use case), seasons that come round again (cycle), a base and a top
// (pyramid), what groups share (Venn), growth against share (BCG matrix), a centre theme with thoughts around it
// (mind map). Run with the lexicon's cues, on the lower-cased prompt.
import type { Cue } from './lexicon.js';
import type { Kind } from '../../../spec/kinds.js';

const cue = (kind: Kind, re: RegExp, weight: number, why: string, max = 1): Cue => ({ kind, re, weight, why, max });

export const IMPLIED_CUES: Cue[] = [
  // hub: "X sits in the middle and everyone talks to her", "everything goes out from Lyon", "Shopify = the core".
  cue('hub', /\b(?:sits?|is|stands?)\s+(?:right\s+)?in\s+the\s+(?:middle|cent(?:er|re))\b|\beveryone\s+(?:talks|reports|goes|speaks)\s+(?:to|through|via)\b|\b(?:everything|all)\s+(?:goes|flows|runs|moves|ships)\s+(?:out\s+)?(?:from|through|via)\b|\bonly\s+(?:syncs?|talks?|connects?|integrates?)\s+(?:with|to)\b|=\s*(?:the\s+)?(?:core|hub|cent(?:er|re)|heart)\b|\bsupplies\s+(?:\w+\s+){0,2}(?:directly|each|all)\b|\ben\s+el\s+centro\b|\bal\s+centro\b|\bau\s+centre\b|\bim\s+(?:zentrum|mittelpunkt)\b|\bno\s+centro\b|\balrededor\b|\bautour\b|\bringsum\b/g, 4, 'a centre everything goes through', 2),
  cue('hub', /^\s*(?:[-*•]\s*)?connected\s*[:：]/gm, 2, 'items connected to one centre', 3),
  // "wants the HMO in the middle, everyone else round the outside", "everyone the office coordinates with".
  cue('hub', /\bin\s+the\s+(?:middle|cent(?:er|re))\s*,?\s+(?:and\s+)?(?:everyone|everything|everybody|all\s+the\s+others|the\s+others|the\s+rest|others)(?:\s+else)?\s+(?:a?round|on)\s+(?:the\s+)?(?:outside|edge|it|them|ring)\b|\b(?:everyone|everybody|all\s+the\s+(?:people|teams|groups|organisations|organizations|partners|agencies))\s+(?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,4}\s+(?:coordinates|works|liaises|deals|partners|talks)\s+with\b/giu, 4, 'one party and everyone it works with', 2),
  // swimlane: "show who does which step", "a row per team".
  cue('swimlane', /\bwho\s+does\s+(?:which|each|what)\b|\b(?:a\s+)?(?:row|lane|column)\s+(?:per|for\s+each)\s+(?:team|department|role|person|actor|group)\b|\bwer\s+macht\s+was\b|\bqui\s+fait\s+quoi\b|\bqui[eé]n\s+hace\s+qu[eé]\b|\bquem\s+faz\s+o\s+qu[eê]\b/g, 5, 'who does which step'),
  // usecase: "what each user type can do", "not steps, just capabilities".
  // ("What can each type of user do in the app?": the question form.)
  cue('usecase', /\bwhat\s+(?:each|every|the)\s+(?:user\s+type|type\s+of\s+users?|role|actor|kind\s+of\s+users?)\s+can\s+do\b|\bwhat\s+can\s+(?:each|every|the\s+different)\s+(?:user\s+type|type\s+of\s+users?|role|actor|kind\s+of\s+users?|users?)\s+do\b|\bjust\s+(?:the\s+)?capabilities\b|\buser\s+(?:types|roles)\s+and\s+what\s+they\s+can\b/g, 8, 'what each kind of user can do'),
  // usecase: "show the actors and their actions, with a system boundary labelled 'ParkEasy'".
  cue('usecase', /\bsystem\s+boundary\b|\bactors\s+and\s+(?:their|the)\s+(?:actions|use\s+cases|goals|interactions)\b/g, 6, 'actors and a system boundary'),
  // cycle: "the pruning starts all over again", "round we go again", "repeat tomorrow", seasons in turn.
  cue('cycle', /\b(?:starts?|begins?)\s+(?:all\s+)?over\s+again\b|\bround\s+(?:we|it)\s+goes?\s+again\b|\bround\s+we\s+go\b|\brepeat(?:s|ed)?\s+(?:tomorrow|tomorow|next\s+\w+|every\s+\w+|the\s+next\s+day)\b|\band\s+(?:then\s+)?(?:repeat|again)\s*[.!]?\s*$|\bevery\s+(?:year|season|month|morning|day)\b[^.]{0,60}\bagain\b/gm, 5, 'comes round again'),
  cue('cycle', /\b(?:winter|spring|summer|autumn|fall)\b/g, 1.2, 'seasons in turn', 4),
  // pyramid: "from the base up … at the very top", "at the bottom … on top", "bottom layer … at the top".
  cue('pyramid', /\bfrom\s+the\s+(?:base|bottom)\s+up\b|\b(?:at|across)\s+the\s+(?:wide\s+|very\s+)?(?:bottom|base)\b|\b(?:bottom|base)\s+(?:layer|tier|level)\b|\bnarrow\s+(?:tip|top)\b|\b(?:on|at\s+the\s+(?:very\s+)?)top\b|\blayers\s+that\s+build\s+on\b/g, 2, 'a base and a top', 3),
  // venn: "show who's in both", "what's shared and what's unique", "in all three".
  cue('venn', /\bwho(?:'s|\s+is|\s+are)\s+in\s+both\b|\bshared\s+and\s+(?:what(?:'s|\s+is)\s+)?unique\b|\bin\s+all\s+(?:three|four|3|4)\b|\bwhere\s+(?:the\s+)?(?:\w+\s+){0,3}(?:overlap|intersect)\b/g, 5, 'what groups share'),
  // venn: "some are in the robotics club, some in the choir", "Sara does all three", "Ben is only football": people
  // told by the groups they are in.
  cue('venn', /\bsome\s+(?:are\s+|do\s+|play\s+|take\s+)?(?:in|on|at)\s+[^,.;]{2,40},\s+(?:and\s+)?some\s+(?:are\s+|do\s+|play\s+|take\s+)?(?:in|on|at)\b|\b(?:does|do|plays?|takes?)\s+all\s+(?:three|four|3|4)\b/g, 6, 'people told by the groups they are in', 2),
  // matrix: the growth-share (BCG) matrix told in words.
  cue('matrix', /\bmarket\s+growth\s+and\s+(?:relative\s+)?market\s+share\b|\bcash\s+cows?\b|\bquestion\s+marks\b[^.]{0,60}\bdogs\b|\bstars\b[^.]{0,80}\bdogs\b/g, 8, 'growth against share'),
  // mindmap: "thoughts around the central theme", "map them out around 'Q3 hiring'".
  cue('mindmap', /\b(?:thoughts|ideas|notes)\s+around\s+(?:the\s+)?(?:central\s+)?(?:theme|topic|idea)\b|\bmap\s+(?:them|these|it|this)\s+out\s+around\b|\baround\s+the\s+central\s+(?:theme|topic|idea)\b|\bno\s+particular\s+order\b/g, 7, 'thoughts around a central theme', 2),
  // mindmap: "map of my thesis ideas", "a map of our brainstorm".
  // Cues seen on prompts written by people who never saw the readers (unseen6, after its first run).
  cue('hub', /\b(?:sits?|is|stands?)\s+(?:right\s+)?at\s+the\s+(?:cent(?:er|re)|heart|hub)\s+of\s+(?:everything|it\s+all|the\s+network)\b|\ball\s+(?:connect|link|report|feed)\s+(?:in)?to\s+(?:the|our)\b/g, 5, 'everything around one party', 1),
  cue('matrix', /\burgent\s*\/\s*important\b|\bimportant\s*\/\s*urgent\b|\b(?:do|do\s+myself|do\s+it)\b[^.\n]{0,40}\bdelegate\b[^.\n]{0,40}\bschedule\b[^.\n]{0,40}\b(?:drop|delete|eliminate|bin)\b/g, 9, 'urgent and important boxes'),
  // "- Fix the fly line (urgent, important)", "- Plan the strike (important, not urgent)": items tagged by urgency and importance.
  cue('matrix', /\([^()\n]*\b(?:urgent|important|not\s+urgent|not\s+important|neither)\b[^()\n]*\)/g, 3, 'items tagged urgent or important', 4),
  // "3000 website visits > 900 enquiries > 400 meet & greets": counted stages chained by arrows.
  cue('funnel', /\d[\d,.]*k?\s+[a-z][^>→\n]{1,40}?\s*(?:>|→|->)\s*\d[\d,.]*k?\s+[a-z]/g, 4, 'counted stages in a chain', 3),
  // "museum audio guide app - who does what?": who does what with an app is its use cases.
  cue('usecase', /\b(?:app|application|portal|website|site|system|platform|kiosk|tool)\b[^.?!\n]{0,30}\bwho\s+(?:does|can\s+do)\s+what\b/g, 8, 'who does what with an app'),
  cue('journey', /\b(?:first[- ]time\s+|first\s+|customer\s+|guest\s+|patient\s+|visitor\s+|user\s+|passenger\s+)?experience\s*[:：]\s*[a-z]+ing\b/g, 5, 'an experience told stage by stage'),
  cue('cycle', /\bsch[ée]ma\s+circulaire\b|\bdiagramma\s+circolare\b|\bdiagrama\s+circular\b|\bkreisdiagramm\s+(?:des|der)\s+(?:jahres|zyklus)\b|\bjusqu['’]à\s+la\s+prochaine\b|\bfino\s+alla\s+prossima\b|\bhasta\s+la\s+próxima\b/g, 5, 'a circle that comes round again', 2),
  cue('state', /\b(?:diventa|passa\s+a|nasce|devient|passe\s+(?:à|en)|wird\s+(?:zu|zum|zur)|pasa\s+a|se\s+convierte\s+en|torna-se|passa\s+para|fica)\s+[a-zà-ü]+/g, 1.5, 'a thing that becomes one state after another', 4),
  cue('comparison', /\bshort-?listed\b|\bweigh\s+(?:them|these|the\s+options)\s+up\b|\bweigh\s+up\s+(?:the|our)\b|\bside[- ]by[- ]side\b/g, 7, 'options weighed against each other'),
  cue('swimlane', /\baufgeteilt\s+nach\s+(?:abteilungen|rollen|bereichen|teams)\b|\bpro\s+abteilung\b|\bpar\s+(?:service|département|équipe)\b|\bpor\s+(?:departamento|área|equipo)\b|\bper\s+(?:reparto|ufficio)\b/g, 6, 'steps split by department'),
  cue('class', /\b(?:both\s+|all\s+)?inherits?\s+from\s+[A-Za-z]+\b|\bmultiplicit(?:y|ies)\b|\bobjects?\s+it\s+needs\b/g, 3, 'inheritance and multiplicities', 2),
  // "Centre: 50th Anniversary" over "Events: a, b" and "Merch: c, d": a centre with branches that hold their own items.
  cue('mindmap', /^\s*(?:Centre|Center|Central\s+(?:topic|idea|node|bubble)|Root)\s*:\s*\S[^\n]*\n(?:\s*[^\n:：]{2,30}[:：]\s*[^\n,]{2,},\s*[^\n]+(?:\n|$)){2,}/gim, 7, 'a centre with branches of their own items'),
  cue('mindmap', /\bmap\s+of\s+(?:my|our|the|all\s+(?:my|our|the))?\s*(?:[\w-]+\s+){0,2}(?:ideas|thoughts|brainstorm(?:ing)?|notes|topics|themes)\b/g, 7, 'a map of ideas'),
  // pyramid: "as layers that build on each other", "shown as tiers".
  cue('pyramid', /\b(?:as|in)\s+(?:stacked\s+)?(?:layers|tiers)\b|\bas\s+(?:stacked\s+)?levels\b/g, 8, 'asked for as layers'),
  // usecase: "Riders can unlock a bike … The Maintenance crew can mark … Admins can set prices": actors and what they can do.
  { ...cue('usecase', /(?:^|[.;:]\s+)(?:the\s+|an?\s+)?[a-z][a-z' -]{1,30}?\s+can\s+(?!be\b|also\b|only\b)[a-z]+/gm, 2, 'actors and what they can do', 4), distinct: true },
];
