// Use case sentences: "A customer can browse products, place an order and track it; an admin manages the catalog"
// (who does what), "Checkout includes Payment", "Apply coupon extends Checkout", "a Member is a kind of Customer".
import { isPerson } from './participants.js';
import { capitalize } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { baseOfGerund } from './usecase-stems.js';
import { canBeVerb } from '../text/nlp.js';
import { foreignCases, foreignModal } from './usecase-modals.js';

export interface RoleClause { actor: string; cases: string[] }
/** `actor`: who the included or extending case involves ("…, which involves the payment provider"). */
export interface CaseRelation { from: string; to: string; type: 'include' | 'extend'; actor?: string }

const ARTICLE = String.raw`(?:(?:an?|the|each|every|any|our|all)\s+)?`;
const MODAL = String.raw`(?:can|may|must|should(?:\s+be\s+able\s+to)?|is\s+able\s+to|are\s+able\s+to|wants?\s+to|needs?\s+to|will|has\s+to|have\s+to|is\s+allowed\s+to|are\s+allowed\s+to)`;
// A role noun of one to three words before a modal: "A customer can", "The bank technician performs".
// ("The Patient can: check in, pay …": a colon may follow the modal.)
const WITH_MODAL = new RegExp(String.raw`^${ARTICLE}((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+${MODAL}\s*:?\s+(?:(?:also|only|just|still|even)\s+)*(.+)$`, 'iu');
// Without a modal, an article, a role and a verb in the third person open the work: "an admin manages the catalog".
const THIRD_PERSON = new RegExp(String.raw`^(?:an?|the|each|every|any|our)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+((?:[a-z]+(?:s|es))\s+.+)$`, 'iu');
const TEAM = /^(?:reception|support|staff|admin|administration|finance|hr|it|sales|marketing|management|security|accounting|billing|dispatch|warehouse)$/i;
const NOT_ROLES = /^(?:it|this|that|there|he|she|they|we|you|i|system|app|application|diagram|checkout|step|process|which|who|each|one|both)$/i;
const NOT_VERBS = /^(?:is|as|has|was|this|its|us|his|yes|less|process|access|address|status|news|series|always|sometimes|perhaps|includes?|extends?|ss)$/i;

/** "browse products, place an order and track it" → ["Browse products", "Place an order", "Track order"]. */
export function caseLabels(text: string): string[] {
  const parts = splitList(text.replace(/[.;!?]+$/, '')).flatMap((p) => p.split(/\s+(?:and|or)\s+(?=[a-z]+\s)/i));
  // "book, cancel and reschedule appointments": bare verbs share the object of the last one.
  const lastParts = parts[parts.length - 1]?.trim().split(/\s+/) ?? [];
  if (parts.length >= 2 && lastParts.length >= 2 && parts.slice(0, -1).every((p) => /^[a-z]+$/i.test(p.trim().replace(/^(?:to|also|then)\s+/i, '')))) {
    const object = lastParts.slice(1).join(' ');
    parts.splice(0, parts.length - 1, ...parts.slice(0, -1).map((p) => `${p.trim()} ${object}`));
  }
  const out: string[] = [];
  let lastObject = '';
  for (const raw of parts) {
    // "receives work orders and can upload a photo": the modal of the second clause is no part of its case.
    let p = raw.trim().replace(/^(?:to|also|then)\s+/i, '').replace(/^(?:can|could|may|might|will|shall|should|must|is\s+able\s+to|are\s+able\s+to)\s+(?:also\s+)?(?=[a-z]{2,}\s)/i, '');
    if (!p) continue;
    // "track it" / "rate them" take the object of the case before.
    const pronoun = /^(\S+)\s+(?:it|them|this)$/i.exec(p);
    if (pronoun && lastObject) p = `${pronoun[1]} ${lastObject}`;
    const obj = /^\S+\s+(?:(?:an?|the|their|its|his|her)\s+)?(.+)$/i.exec(p);
    if (obj) lastObject = obj[1]!;
    // "handles processing the card payment": the work is the "-ing" verb, not the handling.
    const light = /^(?:handles?|does|do|performs?|takes?\s+care\s+of|deals?\s+with|is\s+in\s+charge\s+of)\s+(?=[a-z]{3,}ing\s)/i.exec(p);
    out.push(capitalize(light ? baseOfGerund(p.slice(light[0].length)) : baseVerb(p)));
  }
  return out;
}

/** "withdraws cash" → "withdraw cash": a use case is named by its verb's base form. */
function baseVerb(phrase: string): string {
  const [verb, ...rest] = phrase.split(/\s+/);
  if (!verb || !rest.length || !/^[a-z]{3,}s$/.test(verb) || /(?:ss|us|is)$/.test(verb)) return phrase;
  const base = /ies$/.test(verb) ? `${verb.slice(0, -3)}y` : /(?:sses|shes|ches|xes|zes|oes)$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  return [base, ...rest].join(' ');
}

function singular(role: string): string {
  const words = role.trim().split(/\s+/);
  const last = words[words.length - 1]!;
  if (/ies$/i.test(last)) words[words.length - 1] = `${last.slice(0, -3)}y`;
  else if (/[^s]s$/i.test(last) && last.length > 3) words[words.length - 1] = last.slice(0, -1);
  return capitalize(words.join(' '));
}

/** The role a clause opens with, and the work after it: modal ("A customer can …"), third person ("an admin
 * manages …") or plural ("restaurants accept …", when the role is known). */
function opening(clause: string, known: string[]): { role: string; work: string; bare?: boolean; foreign?: boolean } | undefined {
  const modal = WITH_MODAL.exec(clause);
  if (modal) return { role: modal[1]!.trim(), work: modal[2]! };
  // "Das Mitglied kann …", "le membre peut …", "el socio puede …": a modal in another language.
  const foreign = foreignModal(clause);
  if (foreign) return { ...foreign, foreign: true };
  // A known role, also in the plural: "restaurants accept orders" (one to three words).
  const words = clause.replace(new RegExp(`^${ARTICLE}`, 'i'), '').split(/\s+/);
  for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
    const role = words.slice(0, n).join(' ');
    // "Restaurant and Courier" is a list of roles, not work.
    if (known.some((k) => singular(k).toLowerCase() === singular(role).toLowerCase())) return /^(?:and|or|&|as|und|oder|et|ou|y|o|e)$/i.test(words[n]!) ? undefined : { role, work: words.slice(n).join(' ') };
  }
  const third = THIRD_PERSON.exec(clause);
  if (third && !NOT_VERBS.test(third[2]!.split(/\s+/)[0]!)) return { role: third[1]!.trim(), work: third[2]! };
  // No article: "Parking attendants check a plate", "city staff approve permits": a plural of people of two or
  // three words, then a verb in the base form.
  const longBare = /^((?:[\p{L}-]+\s+){1,2}[\p{L}-]+s)\s+([a-z]+)\s+(.+)$/u.exec(clause);
  if (longBare && !/s$/.test(longBare[2]!) && !NOT_VERBS.test(longBare[2]!) && canBeVerb(longBare[2]!) && isPerson(singular(longBare[1]!)) && !/^(?:and|or|the|a|an|of|for|to|in|with)$/i.test(longBare[2]!)) return { role: longBare[1]!, work: `${longBare[2]} ${longBare[3]}`, bare: true };
  // No article: "delivery driver marks order delivered", "night nurse checks the charts": a person of two or three
  // words, then a verb in the third person.
  // ("support agent answers tickets and refunds trips": the shortest role that is a person.)
  const ws = clause.split(/\s+/);
  for (let n = 2; n <= Math.min(3, ws.length - 2); n++) {
    const role = ws.slice(0, n).join(' '); const verb = ws[n]!;
    if (/^[a-z]{3,}s$/.test(verb) && !NOT_VERBS.test(verb) && !/ss$/.test(verb) && !/^(?:and|or|the|a|an|of|for|to|in|with)$/i.test(ws[0]!) && isPerson(role)) return { role, work: ws.slice(n).join(' '), bare: true };
  }
  // No article: "patients book appointments" (a plural of people, then a verb), "reception confirms bookings".
  const bare = /^([\p{L}-]+)\s+([a-z]+)(,?)(?:\s+(.+))?$/u.exec(clause);
  if (bare && !NOT_VERBS.test(bare[2]!) && !NOT_ROLES.test(bare[1]!)) {
    const plural = /[^s]s$/i.test(bare[1]!) && !/[^s]s$/.test(bare[2]!) && isPerson(singular(bare[1]!));
    const team = /[^s]s$/.test(bare[2]!) && (isPerson(bare[1]!) || TEAM.test(bare[1]!));
    if (plural || team) return { role: bare[1]!, work: `${bare[2]}${bare[3]} ${bare[4] ?? ''}`.trim(), bare: true };
  }
  return undefined;
}

/** Who does what, clause by clause ("A customer can …; an admin …"), with the role names of `known` preferred. */
export function roleClauses(sentences: string[], known: string[] = []): RoleClause[] {
  const out: RoleClause[] = [];
  for (const sentence of sentences) {
    // Clauses end at ";" and sentence ends; a comma ends one only before another role's clause.
    const pieces = clausesOf(sentence).flatMap((p) => p.split(/,\s+/));
    const clauses: string[] = [];
    for (const raw of pieces) {
      // "Use case diagram for a forum: a visitor can …": the words before a colon are the request.
      // (Not "The Patient can: check in …": a colon after a modal opens the work.)
      const p = raw.trim().replace(/^(?![^:]{0,80}\b(?:can|may|must|should|will|kann|peut|puede|può|pode)\s*:)[^:]{0,80}:\s+/i, '').replace(/^(?:and|but|while|whereas)\s+/i, '').replace(/[.!?]+$/, '')
        .replace(SETTING, '').replace(ONLY_ONE, (_a, role?: string) => (role ? `${role} ` : ''));
      if (!p) continue;
      // "checkout includes paying", "which involves the payment provider": a relation between cases, not more work.
      if (INCLUDE.test(p) || EXTEND.test(p) || /^(?:which|who|that)\s/i.test(p)) continue;
      const o = opening(p, known);
      const isKnown = (role: string) => known.some((k) => singular(k).toLowerCase() === singular(role).toLowerCase());
      // A role the prompt named as an actor ("the Bank System") is one, whatever its last word.
      if (o && (isKnown(o.role) || !NOT_ROLES.test(o.role.split(/\s+/).pop()!)) && (clauses.length === 0 || WITH_MODAL.test(p) || o.foreign || o.bare || known.some((k) => singular(k).toLowerCase() === singular(o.role).toLowerCase()) || /^(?:an?|the)\s/i.test(p))) clauses.push(p);
      else if (clauses.length) clauses[clauses.length - 1] += `, ${p}`;
    }
    for (const c of clauses) {
      const o = opening(c, known);
      if (!o) continue;
      const last = o.role.split(/\s+/).pop()!;
      const match = known.find((k) => singular(k).toLowerCase() === singular(o.role).toLowerCase());
      if (!match && (NOT_ROLES.test(last) || NOT_ROLES.test(o.role))) continue;
      // "The Bank System is involved in Withdraw Cash and Deposit Check": the actor takes part in those cases.
      // "the Bank System (external)" in a list of actors: a note about the actor, no work.
      const said = o.foreign ? foreignCases(o.work) : caseLabels(o.work.replace(/^\(([^()]*)\)[.,;]?$/, '').replace(TAKES_PART, ''));
      // "a member can do all of that and also …": the cases of the actor before.
      // ("The SMS gateway takes part in all of them": the cases of every actor, linked by the use case reader.)
      const cases = said.filter((x) => !ALL_OF_THEM.test(x)).flatMap((x) => (SAME_AS_BEFORE.test(x) ? out[out.length - 1]?.cases ?? [] : [x]));
      if (cases.length) out.push({ actor: match ?? singular(o.role), cases });
    }
  }
  return out;
}

// "At the Rialto cinema a visitor can …", "In our library, members may …": the place before the role is no part of it.
const SETTING = new RegExp(String.raw`^(at|in|on|inside|within|across|for)\s+(?:(?:the|our)\s+)?([^,]{1,60}?)[\s,]+(?=(?:an?|the|each|every|any|our)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+${MODAL}\s)`, 'iu');
/** "At the Rialto community cinema a visitor can …": the place the actors act in, a name for the system. */
export function settingPlace(sentences: string[]): string | undefined {
  for (const sentence of sentences) {
    const m = SETTING.exec(sentence.trim());
    if (m && /^(?:at|in|inside|within)$/i.test(m[1]!) && m[2]!.split(/\s+/).length <= 5) return capitalize(m[2]!.trim());
  }
  return undefined;
}

// "the programme manager is the only one who can add …", "only the admin can …": the role and its modal.
const ONLY_ONE = new RegExp(String.raw`^(?:only\s+)?(${ARTICLE}(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:is|are)\s+(?:the\s+)?(?:only\s+)?(?:one|ones|person|people|role)\s+(?:who|that)\s+(?=${MODAL}\s)|^only\s+(?=${ARTICLE}(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+${MODAL}\s)`, 'iu');
// "do all of that", "do the same", "do everything above": what the actor before can do.
const SAME_AS_BEFORE = /^(?:do\s+)?(?:all\s+(?:of\s+)?(?:that|this|those|these|the\s+above)|the\s+same(?:\s+things?)?|everything\s+(?:above|else\s+above|(?:that|they|he|she)\s+can))$/i;

const ALL_OF_THEM = /^(?:all|each|every|both)\s+(?:of\s+)?(?:them|those|these|the\s+above|(?:the\s+)?(?:\S+\s+){0,2}(?:ones|cases|use\s+cases))$/i;
// "is involved in", "participates in", "takes part in", "supports": an actor's part in cases another actor starts.
const TAKES_PART = /^(?:(?:is|are)\s+(?:also\s+)?(?:involved|used|needed|required|consulted)\s+(?:in|for|by)|(?:also\s+)?(?:participates?|takes?\s+part|plays?\s+a\s+(?:part|role))\s+in|(?:also\s+)?supports?)\s+/i;

/** Clauses of a sentence: at ";", sentence ends and a spaced dash ("…, Transfer Funds — all of these include …"). */
function clausesOf(sentence: string): string[] {
  return sentence.split(/\s*[;；]\s*|(?<=[.!?])\s+|\s+[—–-]{1,2}\s+/);
}

// "all of these", "each of them", "they all", "both": the cases of the clause before.
const THESE = /^(?:all|each|both|any)(?:\s+of\s+(?:these|them|those|the\s+above))?|^(?:these|they|those)(?:\s+(?:all|both))?|^(?:all|both)\s+(?:these|those)(?:\s+(?:cases|use\s+cases))?$/i;

// ("… pay for parking and extend their time": "extend" after "and" is one more thing an actor does, no relation.)
const INCLUDE = /^(.+?)(?<!\b(?:and|or|to|then))\s+(?:always\s+|both\s+|also\s+|all\s+)?(?:includes?|<<include>>|«include»|uses)\s+(?:the\s+)?(?!(?:their|his|her|my|our|your)\s)(.+?)(?:\s+(?:use\s+case|step))?$/i;
const EXTEND = /^(.+?)(?<!\b(?:and|or|to|then))\s+(?:optionally\s+|can\s+)?(?:extends?|<<extend>>|«extend»)\s+(?:the\s+)?(?!(?:their|his|her|my|our|your)\s)(.+?)(?:\s+(?:use\s+case))?$/i;

// "A can be extended by B", "A is optionally extended by B".
const EXTENDED_BY = /^(.+?)\s+(?:can\s+(?:optionally\s+)?be|may\s+be|is|are)\s+(?:optionally\s+)?(extended)\s+by\s+(?:the\s+)?(.+?)(?:\s+use\s+case)?$/i;
/** Quotes around names taken off ("'pay the co-pay'" → "pay the co-pay"); apostrophes inside words stay. */
export function unquoted(text: string): string {
  return text.replace(/(^|[\s(])['‘"“«]\s*/gu, '$1').replace(/\s*['’"”»](?=$|[\s.,;:!?)])/gu, '');
}

const INCLUDED_IN = /^(.+?)\s*,?\s+(?:which\s+|that\s+)?(?:is|are)\s+(?:always\s+|also\s+)?(?:included\s+in|part\s+of|(?:an?\s+)?(?:optional\s+)?(extension)\s+(?:of|to))\s+(?:the\s+)?(.+)$/i;

/** "Checkout includes Payment", "Withdraw cash and Transfer money both include Authenticate", "Apply coupon extends Checkout". */
export function caseRelations(sentences: string[], known: string[] = []): CaseRelation[] {
  const out: CaseRelation[] = [];
  for (const sentence of sentences) {
    let before = '';
    for (const clause of clausesOf(sentence)) {
      // "'pay the co-pay' always includes 'Verify insurance' (which talks to the eligibility service)": the names
      // without their quotes, the bracket a remark on the case before it.
      const c = unquoted(clause.trim().replace(/[.!]+$/, '')).replace(/\s*\((which|that)\s+([^()]+)\)$/i, ', $1 $2');
      // "'print a wristband' can be extended by 'Print visitor pass'": the second extends the first.
      const by = EXTENDED_BY.exec(c);
      if (by && by[1]!.split(/\s+/).length <= 6 && by[3]!.split(/\s+/).length <= 6) {
        const base = capitalize(by[1]!.trim());
        for (const o of splitList(by[3]!.trim())) out.push({ from: capitalize(o), to: base, type: 'extend' });
        before = c;
        continue;
      }
      // "… is involved in check coverage, which is included in pay at the kiosk", "Print receipt is included in Checkout".
      const within = INCLUDED_IN.exec(c);
      if (within) {
        const part = within[1]!.replace(/^.*?\b(?:involved\s+in|participates?\s+in|takes?\s+part\s+in|supports?|handles?|does|performs?|takes?\s+care\s+of|can|may|must)\s+/i, '').replace(/^(?:the\s+)/i, '').trim();
        const whole = within[3]!.trim();
        if (part.split(/\s+/).length <= 5 && whole.split(/\s+/).length <= 5) {
          out.push(within[2] ? { from: capitalize(part), to: capitalize(whole), type: 'extend' } : { from: capitalize(whole), to: capitalize(part), type: 'include' });
        }
        before = c;
        continue;
      }
      const inc = INCLUDE.exec(c); const ext = EXTEND.exec(c);
      const m = inc ?? ext;
      const prev = before;
      before = c;
      if (!m) continue;
      // "Customer can Withdraw Cash, Check Balance — all of these include Authenticate": each case of the clause before.
      const these = THESE.test(m[1]!.trim());
      const prior = these ? roleClauses([prev], known).flatMap((r) => r.cases) : [];
      const froms = these ? (prior.length ? prior : caseLabels(prev)) : splitList(m[1]!.replace(/^(?:the\s+)/i, '')).flatMap((x) => x.split(/\s+and\s+/i));
      // "checkout includes paying, which involves the payment provider": the case ends at the comma.
      const to = capitalize(m[2]!.replace(/\s*,\s*(?:which|who|that|where|and)\b.*$/i, '').trim());
      if (to.split(/\s+/).length > 5 || froms.some((f) => f.split(/\s+/).length > 5)) continue;
      const involves = /,\s*(?:which|that)\s+(?:involves|uses|requires|calls|needs|goes\s+through|talks\s+to|checks\s+with|asks|queries|contacts)\s+(?:the\s+|an?\s+)?(.{2,40})$/i.exec(m[2]!)?.[1]?.trim();
      for (const f of froms) out.push({ from: capitalize(f.trim()), to, type: inc ? 'include' : 'extend', actor: involves });
    }
  }
  return out;
}

const KIND_OF = /^(?:an?\s+|the\s+)?(.+?)\s+(?:is\s+(?:a\s+(?:kind|type|special\s+kind|specialization)\s+of|also\s+an?|an?\s+special(?:ized)?)|inherits\s+from|specializes|extends\s+the\s+actor)\s+(?:an?\s+|the\s+)?(.+?)$/i;

/** "A Member is a kind of Customer" → [child, parent] actor names. */
export function actorKinds(sentences: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const sentence of sentences) {
    for (const clause of sentence.split(/\s*[;；]\s*|\.\s+/)) {
      const m = KIND_OF.exec(clause.trim().replace(/[.!]+$/, ''));
      if (m && m[1]!.split(/\s+/).length <= 3 && m[2]!.split(/\s+/).length <= 3) out.push([singular(m[1]!), singular(m[2]!)]);
    }
  }
  return out;
}
