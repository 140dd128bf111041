// Transitions stated as rules about the listed states of a state machine: "a draft becomes open when marked ready",
// "review can request changes" (→ Changes requested), "which go back to in review once pushed" (from the state just
// reached), "an approved PR is merged", "any open PR can be closed", "any state can go to closed". The states are
// named loosely: "review" is "In review", "request changes" is "Changes requested", "an approved PR" is "Approved".
import { matchKey } from '../text/label.js';

export interface Rule { from: string; to: string; label?: string }
/** A "from" that stands for every state on the way ("any PR can be closed", "from any state"). */
export const ANY = '\u0000any';

const STOP = new Set(['in', 'on', 'under', 'being', 'be', 'been', 'get', 'to', 'into', 'the', 'a', 'an', 'of', 'for', 'is', 'are', 'it', 'its', 'them',
  'they', 'back', 'again', 'state', 'status', 'stage', 'then', 'also', 'only', 'still', 'now', 'finally', 'eventually', 'directly', 'straight']);
const IRREGULAR: Record<string, string> = { paid: 'pay', sent: 'send', sold: 'sell', won: 'win', lost: 'lose', made: 'make', held: 'hold', built: 'build', done: 'do', begun: 'begin', written: 'write', chosen: 'choose', frozen: 'freeze', taken: 'take', given: 'give' };

function stem(w: string): string {
  const x = w.toLowerCase();
  if (IRREGULAR[x]) return IRREGULAR[x]!;
  if (x.length <= 4) return x;
  return x.replace(/ies$|ied$/, 'y').replace(/(?:ing|ed|es|s|e)$/, '');
}
const words = (x: string): string[] => matchKey(x).split(/[\s-]+/).filter((w) => w && !STOP.has(w)).map(stem);
/** "cancel" and "cancell(ed)", "approv(e)" and "approval", "review" and "reviewer": the same word. */
const same = (a: string, b: string): boolean => a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2);

export class StateNames {
  private readonly entity: Set<string>;

  /** `names`: the listed states; `entity`: what has the states ("pull request", with its initials "PR"). */
  constructor(readonly names: string[], entity: string | undefined) {
    const e = entity ? matchKey(entity).split(/\s+/).filter((w) => w && !STOP.has(w) && !/^(?:states?|machine|diagram|lifecycle|life|cycle)$/.test(w)) : [];
    this.entity = new Set(e.map(stem));
    if (e.length >= 2) this.entity.add(e.map((w) => w[0]).join(''));
  }

  /**
   * The listed state a phrase names: all its words (loosely), or its words but the thing's own head noun ("an approved
   * PR"), or a part only one state has ("review" → "In review"). Undefined when none or several fit.
   */
  resolve(phrase: string, subject = false): string | undefined {
    const p = words(phrase).filter((w) => !this.entity.has(w));
    if (!p.length || p.length > 5) return undefined;
    const exact: string[] = []; const headed: string[] = []; const part: string[] = [];
    for (const n of this.names) {
      const s = words(n);
      if (!s.length) continue;
      const inP = s.every((w) => p.some((x) => same(w, x)));
      const inS = p.every((w) => s.some((x) => same(w, x)));
      if (inP && inS) exact.push(n);
      // "an approved PR", "a pending order": the state and the noun of the thing.
      else if (inP && subject && p.length === s.length + 1 && !s.some((w) => same(w, p[p.length - 1]!))) headed.push(n);
      else if (inS) part.push(n);
    }
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) return exact.find((n) => matchKey(n) === matchKey(phrase)) ?? exact[0];
    if (headed.length === 1) return headed[0];
    if (part.length === 1) return part[0];
    // "reactivated" is "active" again, "reopened" is "open" again.
    const again = /^re-?(\w{4,})$/i.exec(phrase.trim().replace(/^(?:be|get)\s+/i, ''));
    return again ? this.resolve(again[1]!, subject) : undefined;
  }
}

const MODAL = String.raw`(?:(?:can|could|may|might|will|would|must|should|shall)\s+)?(?:(?:then|also|only|still|later|eventually|finally|always|directly|either)\s+)*`;
const MOVE = String.raw`(?:becomes?|become|turns?(?:\s+into)?|goes|go|moves?|transitions?|changes?|switch(?:es)?|pass(?:es)?|returns?|reverts?|falls?\s+back|proceeds?|advances?|enters?|heads?|comes?|(?:is|are|gets?|get|be)\s+(?:moved|sent|set|put|pushed|returned|bumped|promoted|demoted|escalated))`;
// "sends it back to", "returns them to", "puts the ticket into": a move said of the thing.
const SEND = String.raw`(?:sends?|send|brings?|bring|puts?|takes?|take|kicks?|kick|pushes|push|moves?|returns?|return|bounces?|bounce)\s+(?:it|them|(?:the|this|that)\s+[\w-]+)`;
// "when marked ready", "once pushed", "after 3 failed retries".
const EVENT = /\s+(?:when(?:ever)?|once|after|if|on|upon|as\s+soon\s+as|because|unless)\s+(.+)$/i;
// What follows an object that is not part of it: "closed without merging", "cancelled by the customer".
const TAIL = /\s+(?:without|with|by|at|from|for|within|before|during|in\s+(?:case|between)|(?:at\s+)?any\s+(?:time|point|stage))\b.*$/i;
const PRONOUN = /^(?:it|they|this|that|which|who|these|those)$/i;
const ANY_WORD = /^(?:any|every|each|all)\b/i;

/** A list of states: "approved or changes requested", "merged, closed" (every part must name a state). */
function states(text: string, names: StateNames, verbPhrase: boolean, again?: Map<string, string>): string[] | undefined {
  const parts = text.replace(TAIL, '').split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+(?:be\s+|get\s+)?/i).map((x) => x.trim()).filter(Boolean);
  if (!parts.length) return undefined;
  const out: string[] = [];
  for (const x of parts) {
    // "go back to in review", "be closed": the move or the "be" is not the state.
    const obj = verbPhrase ? x.replace(new RegExp(String.raw`^(?:be\s+|get\s+)?(?:(?:${MOVE}|${SEND})\s+)?(?:back\s+)?(?:to\s+|into\s+)?`, 'i'), '') : x;
    const s = names.resolve(obj);
    if (!s) return undefined;
    // "can be reactivated": back to "Active", and the word says how.
    if (/^re-?\w{4,}$/i.test(obj.trim()) && !/^re/i.test(s)) again?.set(s, obj.trim());
    out.push(s);
  }
  return out;
}

/**
 * Reads one clause (a part of a sentence between semicolons) as rules: the transitions it states, or undefined when it
 * states none in a shape this reader knows. `last` is the state reached by the clause before ("…, which go back to …").
 */
export function readRules(clause: string, names: StateNames, last: string | undefined): Rule[] | undefined {
  const out: Rule[] = [];
  let prev = last;
  // "review can request changes, which go back to in review once pushed": the relative clause starts from the state
  // the one before reached.
  const parts = clause.split(/\s*,\s*(?=(?:which|that|who|and\s+then|then|and\s+(?:it|they|these|those))\b)|\s+and\s+then\s+/i);
  let pending: Pending | undefined;
  for (const [i, part] of parts.entries()) {
    const text = part.trim().replace(/^(?:and\s+)?then\s+|^and\s+/i, '');
    // "a resolved ticket can be reopened, which returns it to in progress": the verb is the event of the move after it.
    const carried = pending && /^(?:which|that|who)\b/i.test(text) ? pending : undefined;
    const got = readOne(text, names, prev, carried);
    pending = undefined;
    if (got && 'pending' in got) { if (i + 1 < parts.length) { pending = got.pending; continue; } break; }
    if (!got) return out.length ? out : undefined;
    out.push(...got);
    prev = got[got.length - 1]!.to;
  }
  return out.length ? out : undefined;
}

interface Pending { from: string; label: string }

function readOne(text0: string, names: StateNames, last: string | undefined, carried?: Pending): Rule[] | { pending: Pending } | undefined {
  let text = text0.replace(/[.!]+$/, '').trim();
  let label: string | undefined = carried?.label;
  let from: string | undefined = carried?.from;
  // "Once approved, the PR is merged", "When marked ready, a draft becomes open": a state or an event first.
  const lead = /^(?:once|after|when|if|upon|as\s+soon\s+as)\s+(?:it\s+is\s+|it's\s+|they\s+are\s+|being\s+)?([^,]{2,60}?)\s*,\s*(.+)$/i.exec(text);
  if (lead) {
    const s = names.resolve(lead[1]!);
    if (s) from = s; else label = lead[1];
    text = lead[2]!;
  }
  // "a draft is submitted for review and goes to in review": what is done to it first is the event.
  const done = /^(.+?)\s+(?:is|are|gets?)\s+(\w+(?:ed|en|t)\b[^,]*?)\s*,?\s+and\s+(?=\S)/i.exec(text);
  if (done && !names.resolve(done[2]!)) { label ??= done[2]; text = `${done[1]} ${text.slice(done[0].length)}`; }
  let pending: Pending | undefined;
  const read = (body: string, event: string | undefined): Rule[] | undefined => {
    const lab = label ?? event;
    const again = new Map<string, string>();
    const rules = (src: string, tos: string[]) => {
      const out = tos.filter((to) => to !== src).map((to) => {
        const l = lab ?? again.get(to);
        return { from: src, to, ...(l ? { label: l } : {}) };
      });
      return out.length ? out : undefined;
    };
    const tryShape = (re: RegExp, verbPhrase: boolean): Rule[] | undefined => {
      const m = re.exec(body);
      if (!m) return undefined;
      const src = from ?? source(m[1]!.trim(), names, last);
      if (!src) return undefined;
      const tos = states(m[2]!, names, verbPhrase, again);
      // "can be returned within 14 days": the guard after the state labels the move.
      const guard = /\s+((?:within|before|during|unless|only\s+if)\s.+)$/i.exec(m[2]!)?.[1];
      if (tos && guard && !lab) return rules(src, tos)?.map((r) => ({ ...r, label: r.label ?? guard }));
      if (!tos) {
        const verb = m[2]!.trim().replace(/^(?:be|get)\s+/i, '');
        if (verbPhrase && src !== ANY && verb.split(/\s+/).length <= 3) pending ??= { from: src, label: verb };
        return undefined;
      }
      return rules(src, tos);
    };
    // "A becomes B", "which go back to in review", "any state can go to closed", "it is sent back to draft".
    return tryShape(new RegExp(String.raw`^(.+?)\s+${MODAL}(?:${SEND}|${MOVE})\s+(?:back\s+)?(?:to\s+|into\s+)?(?:the\s+)?(.+)$`, 'i'), false)
      // "an approved PR is merged", "approved PRs get merged", "a closed issue is reopened".
      ?? tryShape(new RegExp(String.raw`^(.+?)\s+(?:is|are|gets?|get)\s+(?:then\s+|eventually\s+|finally\s+|automatically\s+)?((?:re)?\w+(?:ed|en|id|ent|lt|de)\b.*)$`, 'i'), false)
      // "review can request changes", "any open PR can be closed", "a draft can be published or deleted".
      ?? tryShape(new RegExp(String.raw`^(.+?)\s+(?:can|could|may|might|will|must|should)\s+(?:(?:also|only|still|then|later|either)\s+)*(.+)$`, 'i'), true)
      ?? intransitive(body, names, last, from, rules)
      ?? caused(body, names, last, from, lab, rules);
  };
  // The whole clause first ("in progress can wait on customer"), then without its event ("… after 60s").
  const whole = read(text, undefined);
  if (whole) return whole;
  const ev = EVENT.exec(text);
  // "once it is marked ready" → "marked ready"; "after a year" keeps its "after".
  const event = ev ? `${/^\s+after\b/i.test(ev[0]) ? 'after ' : ''}${ev[1]!.trim().replace(/^(?:it|they)\s+(?:is|are|gets?|has\s+been|have\s+been)\s+|^it's\s+/i, '')}` : undefined;
  const got = ev ? read(text.slice(0, ev.index), event) : undefined;
  return got ?? (pending ? { pending } : undefined);
}

/** "a running job either succeeds or fails", "a queued job starts running": the subject's state, verbs naming states. */
function intransitive(body: string, names: StateNames, last: string | undefined, from: string | undefined, rules: (src: string, tos: string[]) => Rule[] | undefined): Rule[] | undefined {
  const w = body.split(/\s+/);
  for (let i = Math.min(5, w.length - 1); i >= 1; i--) {
    const src = from ?? source(w.slice(0, i).join(' '), names, last);
    if (!src || src === ANY) continue;
    const pred = w.slice(i).join(' ').replace(/^(?:either|then|eventually|finally|later)\s+/i, '').replace(/^(?:starts?|begins?)\s+(?=\w+ing\b)/i, '');
    const tos = states(pred, names, true);
    if (tos) return rules(src, tos);
  }
  return undefined;
}

/**
 * "A coin unlocks it", "a push locks it again": an event that puts the thing in a state (the verb names it), from the
 * state reached last, else from the one listed before it.
 */
function caused(body: string, names: StateNames, last: string | undefined, from: string | undefined, label: string | undefined, rules: (src: string, tos: string[]) => Rule[] | undefined): Rule[] | undefined {
  const m = /^(.+?)\s+(\w+(?:s|es))\s+(?:it|them|the\s+[\w-]+)(?:\s+(?:again|back))?$/i.exec(body);
  if (!m || names.resolve(m[1]!, true)) return undefined;
  const to = names.resolve(m[2]!);
  if (!to) return undefined;
  const i = names.names.indexOf(to);
  const src = from ?? (last && last !== to ? last : names.names[(i - 1 + names.names.length) % names.names.length]);
  if (!src) return undefined;
  return rules(src, [to])?.map((r) => ({ ...r, label: label ?? m[1]!.replace(/^(?:an?|the)\s+/i, '') }));
}

/** Where a rule starts: "which"/"it" → the state just reached; "any PR", "every state" → ANY; else a listed state. */
function source(subject: string, names: StateNames, last: string | undefined): string | undefined {
  const s = subject.replace(/^(?:and|but|so)\s+/i, '').trim();
  if (PRONOUN.test(s)) return last;
  // "the PR", "this order": the thing itself, in the state it has just reached (unless the word is a state: "the draft").
  if (/^(?:the|this|that)\s+[\w-]+$/i.test(s)) return names.resolve(s, true) ?? last;
  if (ANY_WORD.test(s)) {
    const rest = s.replace(ANY_WORD, '').trim();
    const named = rest ? names.resolve(rest, true) : undefined;
    if (named) return named;
    // "any PR", "any state", "every other state", "anything", "all of them".
    return rest.split(/\s+/).length <= 3 ? ANY : undefined;
  }
  return names.resolve(s, true);
}
