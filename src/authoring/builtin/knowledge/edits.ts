// The prompt's words around a known name → what it adds or changes: an extra level or step, an item left out, a
// role played by something else, a title, what the diagram is for, a language. Each edit keeps where it was read.
import { LANG_NAMES } from './lexicon.js';
import type { Lang } from './topic.js';

export type Position = 'top' | 'bottom' | { after: string } | { before: string } | undefined;

export type Edit =
  | { type: 'add'; text: string; position: Position }
  | { type: 'remove'; text: string }
  | { type: 'rename'; old: string; text: string }
  | { type: 'title'; text: string }
  | { type: 'context'; text: string }
  | { type: 'lang'; lang: Lang };

export interface ReadEdit { edit: Edit; start: number; end: number }

// The parts a diagram is made of, in the six languages: "a sixth level", "une étape", "eine Stufe".
const UNIT = String.raw`(?:levels?|layers?|tiers?|steps?|stages?|phases?|items?|forces?|quadrants?|blocks?|parts?|elements?|components?|spokes?|boxes|box|nodes?|states?|participants?|actors?|services?|principles?|factors?|pillars?|dimensions?|categor(?:y|ies)|ps?|niveaux?|étapes?|etapes?|couches?|paliers?|stufen?|ebenen?|schritte?|schichten?|niveles?|nivel|etapas?|pasos?|fases?|capas?|nívels?|níveis|nivel|passos?|camadas?|livell[oi]|pass[oi]|fas[ei]|strat[oi]|gradin[oi])`;
const ORDINAL = String.raw`(?:extra|additional|another|new|more|further|final|last|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th|e|ème|eme|º|ª|°)?|nouvel(?:le)?|nouveau|autre|supplémentaire|sixième|septième|huitième|neue[nrsm]?|weitere[nrsm]?|zusätzliche[nrsm]?|sechste[nrsm]?|siebte[nrsm]?|nuev[oa]|otr[oa]|adicional|sext[oa]|séptim[oa]|nov[oa]|outr[oa]|nuov[oa]|altr[oa]|ulteriore|sest[oa]|settim[oa])`;
const ART = String.raw`(?:an?|the|one|un|une|ein|eine|einer|einem|einen|una|uno|um|uma|el|la|le|o|il|lo)`;
// An item as typed: up to punctuation, a new clause, or the end.
const THING = String.raw`["“”'‘’«]?([^,.;:!?\n"“”«»()]{1,60}?)["“”'‘’»]?`;
const STOP_AT = String.raw`(?=\s*(?:$|[,.;:!?\n()]|\s(?:and|but|with|then|please|et|mais|avec|und|aber|mit|y|pero|con|e|mas|com|ma)\b))`;
// The end of a name that may hold "and" ("Trust and openness"): punctuation, a new clause, or the end.
const STOP_AT_NAME = String.raw`(?=\s*(?:$|[,.;:!?\n()]|\s(?:but|with|then|please|mais|avec|aber|mit|pero|con|mas|com|ma)\b))`;

interface Rule { re: RegExp; make(m: RegExpExecArray): Edit | undefined }

const where = (w: string | undefined): Position => {
  if (!w) return undefined;
  return /^(?:top|peak|apex|start|beginning|front|sommet|haut|début|spitze|oben|anfang|cima|arriba|inicio|topo|início|vertice|inizio)$/i.test(w) ? 'top' : 'bottom';
};

// Order matters: the precise forms first; text an earlier rule read is hidden from later rules.
const RULES: Rule[] = [
  // "with a sixth level, transcendence", "add a step called Deploy", "avec une sixième étape : transcendance"
  {
    re: new RegExp(String.raw`\b(?:with|plus|adding|add|and|include|including|also|avec|ajoute[rz]?|mit|füge|plus|con|añade|agrega|com|adicione|acrescente|aggiungi)\s+(?:${ART}\s+)?(?:(${ORDINAL})\s+)?${UNIT}(?!\p{L})\s*(?:called|named|for|of|about|appelée?|nommée?|namens|genannt|llamad[oa]|chamad[oa]|chiamat[oa]|:|,|—|–|-|=)?\s*${THING}${STOP_AT}(?:\s+(?:at|on|to)\s+the\s+(top|bottom|base|start|beginning|end))?`, 'giu'),
    make: (m) => ({ type: 'add', text: m[2], position: where(m[3]) ?? (/\b(?:first)\b/i.test(m[1] ?? '') ? 'top' : undefined) }),
  },
  // "with transcendence as a sixth level", "add Deploy after Test", "add transcendence at the top"
  {
    re: new RegExp(String.raw`\b(?:with|add|adding|plus|include|including|avec|ajoute[rz]?|mit|con|añade|agrega|com|adicione|aggiungi)\s+${THING}\s+(?:as\s+(?:${ART}\s+)?(?:${ORDINAL}\s+)?${UNIT}|(?:at|on|to)\s+the\s+(top|bottom|base|start|beginning|end|peak)|(after|before|above|below)\s+${THING})${STOP_AT}`, 'giu'),
    make: (m) => {
      if (m[3] && m[4]) return { type: 'add', text: m[1], position: /^(?:after|below)$/i.test(m[3]) ? { after: m[4] } : { before: m[4] } };
      return { type: 'add', text: m[1], position: where(m[2]) };
    },
  },
  // "OAuth code flow, but the client is a mobile app", "where the server is nginx", "with nginx as the server"
  {
    re: new RegExp(String.raw`\b(?:but|where|whereas|except\s+that|mais|aber|wobei|pero|donde|mas|onde|ma|dove)\s+(?:${ART}\s+)?${THING}\s+(?:is|are|being|est|sont|ist|sind|es|son|é|são|è|sono)\s+(?:${ART}\s+)?${THING}${STOP_AT_NAME}`, 'giu'),
    make: (m) => ({ type: 'rename', old: m[1], text: m[2] }),
  },
  {
    re: new RegExp(String.raw`\b(?:with|using|use)\s+(?:${ART}\s+)?${THING}\s+as\s+(?:${ART}\s+)?${THING}${STOP_AT}`, 'giu'),
    make: (m) => ({ type: 'rename', old: m[2], text: m[1] }),
  },
  { re: new RegExp(String.raw`${THING}\s+instead\s+of\s+(?:${ART}\s+)?${THING}${STOP_AT}`, 'giu'), make: (m) => ({ type: 'rename', old: m[2], text: m[1] }) },
  { re: new RegExp(String.raw`\b(?:replace|swap)\s+(?:${ART}\s+)?${THING}\s+(?:with|by|for)\s+${THING}${STOP_AT_NAME}`, 'giu'), make: (m) => ({ type: 'rename', old: m[1], text: m[2] }) },
  { re: new RegExp(String.raw`\brename\s+(?:${ART}\s+)?${THING}\s+(?:to|as|into)\s+${THING}${STOP_AT_NAME}`, 'giu'), make: (m) => ({ type: 'rename', old: m[1], text: m[2] }) },
  // "without the Dogs quadrant", "skip Reinforcement", "sans l'étape X"
  {
    re: new RegExp(String.raw`\b(?:without|minus|except(?:\s+for)?|excluding|remove|removing|drop|dropping|skip|skipping|leave\s+out|omit|sans|ohne|sin|sem|senza)\s+(?:${ART}\s+)?${THING}${STOP_AT}`, 'giu'),
    make: (m) => ({ type: 'remove', text: m[1].replace(new RegExp(String.raw`\s+${UNIT}$`, 'iu'), '') }),
  },
  // "titled Our strategy", "with the title 'Q3 plan'"
  {
    re: new RegExp(String.raw`\b(?:titled|entitled|with\s+(?:the\s+)?title|title:|intitulée?|titre\s*:|mit\s+dem\s+titel|titel:|titulad[oa]|con\s+el\s+título|intitolat[oa]|titolo:)\s+${THING}${STOP_AT_NAME}`, 'giu'),
    make: (m) => ({ type: 'title', text: m[1] }),
  },
  // "SWOT analysis for a coffee shop", "pour une boulangerie", "für ein Startup"
  {
    re: new RegExp(String.raw`\b(?:for|pour|für|para|per)\s+(?:${ART}\s+|my\s+|our\s+|mon\s+|ma\s+|notre\s+|mein(?:e|en)?\s+|unser(?:e|en)?\s+|mi\s+|nuestr[oa]\s+|meu\s+|minha\s+|nosso\s+|nossa\s+|mio\s+|mia\s+|nostr[oa]\s+)?([^,.;:!?\n"“”()]{2,80}?)${STOP_AT_NAME}`, 'giu'),
    make: (m) => ({ type: 'context', text: m[1] }),
  },
];

/** Edits read from the prompt, with the text of the known name masked out (spaces keep the offsets). */
export function readEdits(masked: string): ReadEdit[] {
  const out: ReadEdit[] = [];
  let text = masked;
  for (const [re, lang] of LANG_NAMES) {
    const m = re.exec(text);
    if (m) {
      out.push({ edit: { type: 'lang', lang }, start: m.index, end: m.index + m[0].length });
      text = hide(text, m.index, m.index + m[0].length);
    }
  }
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (const m of text.matchAll(rule.re)) {
      const edit = rule.make(m as RegExpExecArray);
      if (!edit || !usable(edit)) continue;
      out.push({ edit, start: m.index!, end: m.index! + m[0].length });
    }
    for (const e of out) text = hide(text, e.start, e.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

function hide(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** An edit whose text is empty or only spaces came from the masked name: not an edit. */
function usable(e: Edit): boolean {
  const texts = e.type === 'rename' ? [e.old, e.text] : e.type === 'lang' ? ['x'] : [e.text];
  return texts.every((t) => /[\p{L}\p{N}]/u.test(t ?? ''));
}
