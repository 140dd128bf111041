// Requirement phrasing → plain present: "The Portal shall forward the filing to X" → "The Portal forwards the filing
// to X", "shall request fee payment … and receive a confirmation" → "requests … and receives …". Requirement
// documents state every step with a modal; the readers of steps and messages read the present.
import { canBeVerb, wordClass } from './nlp.js';

const MODAL = /\b(?:shall|must|will|should|is\s+to|are\s+to)\s+((?:then|also|automatically|immediately|first)\s+)?([a-z]+)\b/gi;
const COORDINATED = /^([^,;.]*?\s(?:and|or)\s+)([a-z]+)\b(?:\s+(\S+))?/i;

/** The third person of a verb: "submit" → "submits", "reach" → "reaches", "notify" → "notifies", "have" → "has". */
export function thirdPerson(verb: string): string {
  if (/^have$/i.test(verb)) return 'has';
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

const plainVerb = (w: string) => canBeVerb(w) && !/(?:s|ed|ing)$/i.test(w) && !/^(?:be|not|never|have|the|a|an)$/i.test(w);

/** The sentence with "X shall V" (and a "… and V" the modal governs) in the present; unchanged without a modal. */
export function requirementToPresent(text: string): string {
  if (!/\b(?:shall|must|will|should|is\s+to|are\s+to)\s/i.test(text)) return text;
  let out = '';
  let from = 0;
  for (const m of text.matchAll(MODAL)) {
    // "shall be notified", "must not": passives and negations stay; so does a modal that opens the sentence.
    // After a modal comes a verb, whatever the lexicon says of it ("shall email a notice").
    const verb = m[2]!;
    if (m.index === 0 || m.index < from || /^(?:be|not|never|have|the|a|an|only|just|still|now|always|never|need|ensure|allow|enable|support|provide|include|contain|consist|comply)$/i.test(verb) || /(?:ed|ing|ly)$/i.test(verb) || wordClass(verb) === 'adjective') continue;
    out += `${text.slice(from, m.index)}${m[1] ?? ''}${thirdPerson(verb)}`;
    from = m.index + m[0].length;
    const and = COORDINATED.exec(text.slice(from));
    if (and && plainVerb(and[2]!) && (wordClass(and[2]!) === 'verb' || /^(?:the|a|an|it|them|its|their|with|to|for|from)$/i.test(and[3] ?? ''))) {
      out += `${and[1]}${thirdPerson(and[2]!)}`;
      from += and[1].length + and[2].length;
    }
  }
  return out + text.slice(from);
}
