// Sentence shapes that state messages indirectly, rewritten into the active "A verbs X to B" the sequence reader reads:
// "Accepted motions are routed by the Case Management System to the Judge" → "the Case Management System routes
// accepted motions to the Judge"; "emails a notice to the Attorney and to Opposing Counsel" → one message each.
import { canBeVerb } from '../text/nlp.js';
import { thirdPerson } from '../text/requirement-modal.js';

const PASSIVE_BY = /^(.{2,60}?)\s+(?:is|are|was|were|gets?|get)\s+([a-z]+ed|sent|sent\s+back)\s+by\s+((?:(?!\s(?:and|or|then)\s)[^,;]){2,50}?)\s+(to|into|back\s+to)\s+(.{2,60})$/i;
const EXCHANGE = /^(.*?)\b(exchanges?|trades?|swaps?|redeems?)\s+(.{1,40}?)\s+with\s+((?:the\s+)?[^,;]{2,40}?)\s+for\s+(?:an?\s+|the\s+)?([^,;]{2,40})$/i;
const TO_BOTH = /^(.+?\s)to\s+((?:the\s+)?[^,;]{2,40}?)\s+and\s+(?:also\s+)?to\s+((?:the\s+)?[^,;]{2,40})$/i;

/** The plain form of a past participle: "routed" → "route", "forwarded" → "forward", "notified" → "notify". */
function plain(participle: string): string {
  const p = participle.toLowerCase();
  if (p === 'sent') return 'send';
  if (p.endsWith('ied')) return `${p.slice(0, -3)}y`;
  const e = p.slice(0, -1);
  const doubled = /([bdglmnprt])\1ed$/.test(p) ? p.slice(0, -3) : undefined;
  if (doubled && canBeVerb(doubled)) return doubled;
  return canBeVerb(e) || !canBeVerb(p.slice(0, -2)) ? e : p.slice(0, -2);
}

/** The clause as the messages it states, in the active voice (one clause per receiver). */
export function messageClauses(text: string): string[] {
  const t = text.trim().replace(/[.;]+$/, '');
  const passive = PASSIVE_BY.exec(t);
  const active = passive ? `${passive[3]} ${thirdPerson(plain(passive[2]!.split(/\s+/)[0]!))}${/\sback$/i.test(passive[2]!) ? ' back' : ''} ${passive[1]!.replace(/^(?:The|A|An)\s/, (w) => w.toLowerCase()).replace(/^([A-Z])(?=[a-z]+\s)/, (c) => c.toLowerCase())} ${passive[4]} ${passive[5]}` : t;
  // "the backend exchanges the code with Google for tokens": the request, and the other side's answer.
  const swap = EXCHANGE.exec(active);
  if (swap) return [`${swap[1]}${swap[2]} ${swap[3]} with ${swap[4]}`, `${swap[4]} returns ${swap[5]}`];
  const both = TO_BOTH.exec(active);
  return both ? [`${both[1]}to ${both[2]}`, `${both[1]}to ${both[3]}`] : [active];
}
