// PromptDoc → state machine content: the states the prompt lists (in their order, as a lifecycle), transitions
// labelled with their events ("X goes to Y when E", "a pending order can be cancelled", "becomes active when ..."),
// initial and final states.
import type { StateContent } from '../../../spec/content/index.js';
import type { PromptDoc } from '../text/doc.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { quotedNames } from '../text/names.js';
import { splitClauses, type Clause } from '../text/clauses.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { topicAfterKind } from './lead-topic.js';
import { ANY, readRules, StateNames } from './state-rules.js';
import { readWalk, type Walk } from './state-walk.js';
import { readQuotedRules, type QuotedRules } from './state-quoted.js';
import { readForeignWalk } from './state-foreign.js';
import { isEnglish } from '../text/language.js';

interface T { from: string; to: string; label?: string }

const MOVE = String.raw`(?:moves?|goes|go|transitions?|changes?|switches|switch|passes|advances?|returns?|falls?\s+back|reverts?|proceeds?|jumps?|gets?\s+(?:moved|sent)|is\s+moved|becomes?|turns?|enters?|is\s+set|(?:is|are|gets?)\s+\w+ed(?=\s+(?:back\s+)?(?:to|into)\b))`;
const EVENT = String.raw`(?:when|on|after|if|once|upon|by|via|with|because|as\s+soon\s+as)`;
const PATTERNS: { re: RegExp; read(m: RegExpExecArray): T | T[] }[] = [
  // "From Unlocked, pushing the arm moves it (back) to Locked"
  { re: new RegExp(String.raw`^(?:from|in)\s+(?:the\s+)?(.+?)(?:\s+state)?,\s*(.+?)\s+(?:${MOVE}|takes|brings|sends|puts|\w+s)\s+(?:it\s+|them\s+|the\s+\w+\s+)?(?:back\s+)?(?:to|into)\s+(?:the\s+)?(.+)$`, 'i'), read: (m) => ({ from: m[1], to: m[3], label: m[2] }) },
  // "Inserting a coin moves it from Locked to Unlocked", "The scheduler dispatches it from ready to running"
  { re: new RegExp(String.raw`^(.*?)\b(?:from|out\s+of)\s+(?:the\s+)?(.+?)\s+(?:state\s+)?(?:back\s+)?(?:to|into)\s+(?:the\s+)?(.+?)(?:\s+(?:state\s+)?${EVENT}\s+(.+))?$`, 'i'), read: (m) => ({ from: m[2], to: m[3], label: m[4] ?? eventOf(m[1]) }) },
  // "X moves to Y when E", "Pending can go to Canceled", "a new process is admitted to ready"
  { re: new RegExp(String.raw`^(?:the\s+|an?\s+)?(.+?)\s+(?:state\s+)?(?:can\s+|will\s+|then\s+|may\s+|must\s+|always\s+)?${MOVE}\s+(?:back\s+)?(?:to\s+|into\s+)?(?:the\s+)?(.+?)(?:\s+(?:state\s+)?${EVENT}\s+(.+))?$`, 'i'), read: (m) => ({ from: m[1], to: m[2], label: m[3] }) },
  // "E takes X to Y"
  { re: /^(.+?)\s+(?:takes|brings|sends|puts)\s+(?:it\s+)?(?:from\s+)?(?:the\s+)?(.+?)\s+(?:to|into)\s+(?:the\s+)?(.+)$/i, read: (m) => ({ from: m[2], to: m[3], label: m[1] }) },
];

/** "Inserting a coin moves it" → "Inserting a coin"; "An interrupt moves it" → "An interrupt"; "" when nothing is left. */
function eventOf(prefix: string): string | undefined {
  let p = prefix.trim().replace(/,$/, '');
  p = p.replace(new RegExp(String.raw`\s+(?:(?:it|they|this|the\s+\w+)\s+)?(?:${MOVE}|takes|brings|sends|puts)(?:\s+(?:it|them|back))*\s*$`, 'i'), '');
  p = p.replace(/\s+(?:it|them)$/i, '').replace(/^(?:when|on|after|once|if|upon)\s+/i, '').trim();
  if (!p || /^(?:it|they|this)$/i.test(p) || /^(?:the|an?)\s+(?:process|order|object|machine|system|item|ticket|request|it)$/i.test(p)) return undefined;
  return p;
}

const INITIAL_NEW = /\bnew\s+\w+\s+(?:are|is)\s+(?:in\s+|created\s+as\s+)?(?:the\s+)?([A-Z][\w-]*|\w+)(?=\s*(?:[,.;]|$))/;
const INITIAL = /\b(?:starts?|begins?|is\s+created|initial(?:ly)?(?:\s+state)?(?:\s+is)?|first\s+state\s+is|new\s+\w+\s+(?:are|is)\s+(?:in|created\s+as))\s+(?:in\s+|as\s+|at\s+)?(?:the\s+|an?\s+)?([\w -]{2,30}?)(?:\s+state)?(?=[,.;]|$)/i;
const FINAL_LIST = /^(?:the\s+)?(.+?)\s+(?:are|is)\s+(?:the\s+)?(?:final|terminal|end)(?:\s+states?)?$/i;
const FINAL = /\b(?:ends?|finishes|terminates|final(?:\s+states?)?(?:\s+(?:is|are))?)\s+(?:in\s+|as\s+|at\s+|with\s+)?(?:the\s+|an?\s+)?([\w ,-]{2,60}?)(?:\s+states?)?(?=[.;]|$)/i;

/** States the prompt lists, in order; `alternatives` are those after a closing "or" ("..., delivered or cancelled"). */
interface Listed { names: string[]; alternatives: Set<string>; anytime: Set<string>; statements: Set<string>; entity?: string; branches: Map<string, string> }

// "can be pending, paid, shipped or cancelled", "is either draft, published or archived".
const CAN_BE_LIST = /\b(?:can|could|may|will|must)\s+be\s+(?:in\s+)?(?:one\s+of\s+)?(?:either\s+)?(?:the\s+(?:states?|statuses)\s+)?(.+)$|\b(?:is|are)\s+(?:always\s+)?(?:either|one\s+of)\s+(.+)$/i;
// "Order states: ...", "状态：...", "ステータス: ...".
const STATE_WORD = /\b(?:states?|status(?:es)?|stati|lifecycle|life\s+cycle|stages?)\b|状态|狀態|状態|ステータス|ステート/iu;
// "an order is placed, then paid, then shipped and finally delivered".
const THEN_CHAIN = /^(?:an?|the|each|every)\s+[\w-]+\s+(?:is|gets)\s+([\w-]+)((?:\s*,?\s*(?:and\s+)?(?:then|finally|next|after\s+that|afterwards)\s+(?:is\s+|gets\s+)?(?:either\s+)?[\w-]+(?:\s+or\s+[\w-]+)?)+)\s*$/i;
// "途中で「キャンセル」も可能", "at any time", "随时": reachable from every state on the way.
/** "at checkout", "on payment", "after 30 days": an event phrase after a state's name. */
const EVENT_PHRASE = /^(?:at|on|after|before|during|upon|by|via|within|in)\s+(?:the\s+|a\s+|an\s+)?[\p{Ll}\d]/u;
/** "go to", "move back to", "be sent to": the move before the state "any state can …" names. */
const ANY_MOVE = /^(?:go|move|transition|switch|change|return|fall\s+back|jump|(?:be|get)\s+(?:moved|sent|set|put|switched))\s+(?:back\s+)?(?:to|into)\s+(?:the\s+)?/i;
/** "also 'out of order' from any state when the door sensor fails", "'Cancelled' from any state": no verb, any source. */
const ANY_FROM = /^(?:(?:and\s+)?also\s+|and\s+|plus\s+)?['"‘“«]?([\p{L}][\p{L}\s-]{1,30}?)['"’”»]?\s+(?:is\s+reachable\s+|can\s+be\s+reached\s+)?from\s+any\s+(?:other\s+)?(?:state|status|stage)(?:\s+(?:when|if|on|after|once)\s+(.+))?$/iu;
/** "if not collected in 72h it goes to X", "when not paid within 14 days it moves to Y": the state it failed to reach. */
const NOT_REACHED = /^(?:if|when|once)\s+(?:it\s+is\s+|it['’]s\s+|they\s+are\s+)?(?:not|never)\s+(\p{L}+)((?:\s+(?:in|within|after|by|for)\s+[^,]{1,30})?)\s*,?\s+(?:it|they|the\s+\p{L}+)\s+(?:goes|go|moves?|is\s+(?:moved|sent|returned)|gets?\s+(?:moved|sent|returned)|returns?|falls?\s+back)\s+(?:back\s+)?(?:to|into)\s+(?:the\s+)?(.+)$/iu;
const ANYTIME = /途中|いつでも|随时|任何时候|任意|at\s+any\s+(?:time|point|stage)|from\s+any\s+(?:state|stage|point)|along\s+the\s+way/iu;

/** The states a prompt lists: a keyed list, quoted names, "can be A, B or C", "is placed, then paid, then shipped". */
function listedStates(doc: PromptDoc): Listed | undefined {
  const out: Listed = { names: [], alternatives: new Set(), anytime: new Set(), statements: new Set(), branches: new Map() };
  const add = (names: string[], alt = false) => {
    for (const n of names) {
      const name = n.trim().replace(/^(?:an?|the)\s+/i, '').replace(/[.;:!?]+$/, '');
      if (!name || name.split(/\s+/).length > 4 || out.names.some((x) => matchKey(x) === matchKey(name))) continue;
      out.names.push(name);
      if (alt) out.alternatives.add(name);
    }
  };
  /** "a, b, c or d": d is another way out of c's predecessor, not the state after c. */
  const addList = (text: string) => {
    const parts = splitList(text);
    const or = /\s+or\s+([^,]+?)\s*$/i.exec(text);
    if (parts.length >= 3 && or && matchKey(parts[parts.length - 1]) === matchKey(or[1])) {
      add(parts.slice(0, -1));
      add([or[1]], true);
    } else add(parts);
  };
  // Quoted names in a prompt about states: 「空」「商品追加済み」, "Draft", "Live" (beside arrows, only when the arrows
  // name them too: "empty -> reserved -> …; if not collected it goes to 'returned to courier'" quotes a side state).
  const arrowNames = new Set(doc.arrows.flatMap((a) => a.chain.nodes.map((n) => matchKey(n.replace(/\s*\([^()]*\)\s*$/, '')))));
  const quotedOnArrows = (q: string[]) => doc.arrows.length === 0 || q.filter((x) => arrowNames.has(matchKey(x))).length * 2 >= q.length;
  if (STATE_WORD.test(doc.text) && quotedOnArrows(quotedNames(doc.text))) {
    for (const st of doc.statements.length ? doc.statements : [{ text: doc.tail || doc.lead }]) {
      const quoted = quotedNames(st.text);
      if (quoted.length < 2) continue;
      // The names before a "can also" part make the lifecycle; those in it are ways out from anywhere on it.
      const cut = st.text.search(/,\s*(?=[^,]*(?:も可能|也可以|可以|can\s+also|at\s+any|途中|随时))/u);
      const main = cut > 0 ? quotedNames(st.text.slice(0, cut)) : quoted;
      add(main);
      if (cut > 0) {
        const rest = quotedNames(st.text.slice(cut));
        add(rest, true);
        if (ANYTIME.test(st.text.slice(cut))) rest.forEach((r) => out.anytime.add(r));
      }
      out.statements.add(st.text);
    }
    if (out.names.length >= 2) return out;
  }
  for (const st of doc.statements) {
    const s0 = st.text.trim().replace(/[.!]+$/, '');
    // "can be pending, paid or shipped" lists states; "can be returned or refunded" is a way out of one.
    const can = s0.split(/\s*;\s*/).map((x) => CAN_BE_LIST.exec(x)).find((m) => m && /,/.test(m[1] ?? m[2] ?? ''));
    const list = can ? (can[1] ?? can[2]) : undefined;
    if (list && splitList(list).length >= 3) {
      addList(list);
      out.statements.add(st.text);
      // "An order can be ...": a title for the states of an order.
      const subject = /^(?:an?|the|each|every)\s+([\w-]+(?:\s+[\w-]+)?)\s+(?:can|could|may|will|must|is|are)\b/i.exec(s0)?.[1];
      if (subject && !out.entity) out.entity = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} states`;
      continue;
    }
    const chain = THEN_CHAIN.exec(s0);
    if (chain) {
      const steps = [chain[1], ...chain[2].split(/\s*,?\s*(?:and\s+)?(?:then|finally|next|after\s+that|afterwards)\s+(?:is\s+|gets\s+)?/i).filter(Boolean)];
      // "..., then either succeeded or failed": both leave from the step before.
      const either = /^(?:either\s+)?([\w-]+)\s+or\s+([\w-]+)$/i.exec(steps[steps.length - 1] ?? '');
      if (either && steps.length >= 2) {
        add(steps.slice(0, -1));
        add([either[1], either[2]], true);
        out.branches.set(either[1], steps[steps.length - 2]);
        out.branches.set(either[2], steps[steps.length - 2]);
      } else add(steps);
      out.statements.add(st.text);
    }
  }
  if (out.names.length >= 2) return out;
  // "Pull request states: draft, open, in review, merged. A draft becomes open …": the list right after a lead that
  // names states, whatever sentences follow it.
  if (STATE_WORD.test(doc.lead) && doc.arrows.length === 0) {
    const first = doc.statements.find((st) => doc.tail.startsWith(st.text.replace(/[.;]+$/, '')));
    const text = first?.text.replace(/[.;]+$/, '').trim() ?? '';
    const parts = splitList(text);
    if (first && parts.length >= 3 && parts.every((x) => x.split(/\s+/).length <= 4 && !/\b(?:is|are|can|may|goes|becomes|moves|when|then)\b/i.test(x))) {
      addList(text);
      out.statements.add(first.text);
      return out;
    }
  }
  // "Order states: placed, paid, shipped": a list under a lead or key that names states.
  if (doc.items.length >= 2 && (STATE_WORD.test(doc.lead) || doc.itemSource === 'inline') && doc.arrows.length === 0) {
    const items = flatItems(doc, 2).map((it) => it.text.replace(/[:(].*$/, '').trim());
    if (items.length >= 2 && items.every((t) => t.split(/\s+/).length <= 4)) {
      if (doc.itemSource === 'inline' && doc.tail) addList(doc.tail.replace(/[.;].*$/, ''));
      else add(items);
      for (const st of doc.statements) if (st.text === doc.tail || doc.tail.startsWith(st.text)) out.statements.add(st.text);
      return out;
    }
  }
  return out.names.length >= 2 ? out : undefined;
}

// "A pending order can be cancelled", "Resolved tickets can be reopened", "once shipped it can only be delivered".
const STATE_CAN = /^(?:(?:an?|the|each|every|any|all)\s+)?([\w-]+(?:\s+[\w-]+)?)\s+([\w-]+?)s?\s+can\s+(?:only\s+|also\s+|still\s+)?(?:be\s+|get\s+)?(.+)$/i;
const IT_CAN = /^(?:and\s+)?(it|they)()\s+can\s+(?:only\s+|also\s+|still\s+)?(?:be\s+)?(.+)$/i;
const ONCE_CAN = /^(?:once|after|when|if)\s+(?:it\s+is\s+|they\s+are\s+)?([\w-]+(?:\s+[\w-]+)?)\s*,?\s+(?:it|they|the\s+\w+)\s+can\s+(?:only\s+|also\s+|still\s+)?(?:be\s+)?(.+)$/i;
// "待支付可以取消", "已发货后可以退货": a state that can go on to another.
const CJK_CAN = /^(.{1,12}?)(?:时|時|后|後|的订单|の注文)?(?:可以|可|能够|能|也可以)(?:被)?(.{1,12})$/u;
// "Reviewers can send a document back to Draft".
const SEND_BACK = /^(.+?)\s+(?:can\s+|may\s+)?(?:send|sends|move|moves|return|returns|put|puts|bring|brings|kick|kicks)\s+(?:it|them|the\s+[\w-]+|an?\s+[\w-]+)\s+back\s+(?:to|into)\s+(?:the\s+)?(.+)$/i;
// "becomes active when ...", "goes past due when ...", "is canceled after 3 failed retries": the thing moves on.
const GOES_ON = new RegExp(String.raw`^(?:(?:and|then|and\s+then)\s+)?(?:(?:it|they)\s+)?(?:${String.raw`(?:moves?|goes|transitions?|changes?|switches|passes|advances?|returns?|falls?\s+back|reverts?|proceeds?|becomes?|turns?|enters?)`}\s+(?:back\s+)?(?:to\s+|into\s+)?|(?:is|are|gets?)\s+(?=\w+(?:ed|en)\b))(?:the\s+)?(.+?)(?:\s+(?:state\s+)?(?:when|on|after|if|once|upon|because|as\s+soon\s+as)\s+(.+))?$`, 'i');

/** "done / failed", "Approved | Rejected": two to four short names split by slashes or bars; else the name whole. */
function alternatives(name: string): string[] {
  const parts = name.split(/\s+[/|]\s+|\s*[|｜]\s*|(?<=\p{L})\/(?=\p{L}{3})/u).map((p) => p.trim());
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => !p || p.split(/\s+/).length > 3 || /^(?:and|or|und|oder|et|ou|o|y)$/i.test(p))) return [name];
  return parts;
}

export function extractState(ctx: ExtractContext): StateContent {
  const { doc } = ctx;
  // "Available -> 'On loan' at checkout", "Damaged returns go to 'In repair'": rules that quote their states.
  const quoted = readQuotedRules(doc);
  if (quoted) return quotedContent(doc, quoted);
  // "Un biglietto nasce prenotato; dopo il pagamento diventa pagato …": a lifecycle told in another language.
  const foreign = doc.arrows.length === 0 && !isEnglish(doc.text) ? readForeignWalk(doc.text) : undefined;
  if (foreign) return walkContent(doc, foreign);
  const listed = listedStates(doc);
  // "It starts in Idle; pressing start goes to Filling; …": a walk through the states, told event by event.
  // A walk wins over a list it holds whole ("From review it can be Approved, Rejected, or go to Pending Info").
  const walk = doc.arrows.length === 0 ? readWalk(doc.text) : undefined;
  if (walk && (!listed || listed.names.every((n) => walk.states.some((w) => matchKey(w) === matchKey(n))))) return walkContent(doc, walk);
  const ts: T[] = [];
  // "What states can a PR go through? Open → ... → Merged, and it can be closed at any time": the arrows' first
  // step starts after the question, the last ends before a clause, which is read as a sentence of its own.
  const trailing: string[] = [];
  // "… → lost (after 60 days). returned = back to available": a sentence after the last state is read on its own.
  const sentenceOut = (x: string) => { const m = /^(.+?[^.\s])[.!?。！？]\s+(\S.*)$/u.exec(x); if (m && !/->|→|=>/u.test(m[2]!)) { trailing.push(m[2]!); return m[1]!; } return x; };
  const endOf = (x: string) => { const m = /^(.+?),\s+(?:and\s+)?((?:it|they|any|every|each|all|the\s+\w+)\s.*\b(?:can|may|is|are|goes|moves)\b.*)$/i.exec(x); if (m) { trailing.push(m[2]); return m[1]; } return x; };
  const startOf = (x: string) => x.replace(/^.*[.?!。？！]\s+/u, '');
  // "Delivered -> Returned (within 14 days) -> Refunded": a bracket after a state in a chain is the guard of the
  // transition into it, as "Pending -> Paid (payment success)" is at the end of one.
  const guarded = (x: string) => /^(.+?)\s*\(([^()]+)\)$/.exec(x.trim());
  for (const { chain } of doc.arrows) {
    chain.edges.forEach((e0, i) => {
      let e = e0;
      const last = i === chain.edges.length - 1;
      // "… -> empty again. if not collected in 72h it goes to …": what the arrow reader kept after the last state's
      // full stop is sentences of their own, not the event of the last arrow.
      if (last && e.label && /[.!?。！？]$/u.test(e.to.trim()) && e.label.split(/\s+/).length >= 5) { trailing.push(...e.label.split(/(?<=[.!?])\s+(?=\S)/u)); e = { ...e, label: undefined }; }
      const target = last ? sentenceOut(e.to) : e.to;
      const to = guarded(target);
      const from = guarded(e.from);
      ts.push({ from: i === 0 ? startOf(from ? from[1]! : e.from) : from ? from[1]! : e.from, to: last ? endOf(to ? to[1]! : target) : to ? to[1]! : e.to, label: e.label ?? to?.[2] });
    });
  }
  // "queued -> printing -> done / failed": states joined by a slash are alternatives, each a state of its own.
  for (const t of ts.splice(0)) for (const from of alternatives(t.from)) for (const to of alternatives(t.to)) ts.push({ ...t, from, to });
  // "Occupied → Vacant Dirty at checkout; Vacant Dirty → Cleaning": a target that is a state the arrows name, then
  // a lower-case phrase, is that state; the phrase is the event.
  const arrowStates = new Set(ts.flatMap((t) => [t.from, t.to]));
  for (const t of ts) {
    const state = [...arrowStates].find((n) => n !== t.to && t.to.startsWith(`${n} `));
    const tail = state ? t.to.slice(state.length + 1) : '';
    if (state && EVENT_PHRASE.test(tail)) { t.to = state; t.label ??= tail; }
  }
  let initial: string | undefined;
  let finals: string[] = [];
  const known = () => [...(listed?.names ?? []), ...ts.flatMap((t) => [t.from, t.to])];
  /** A name as one of the states already known ("reopened" → "Open", "取消" → "已取消"), else as written. */
  const asState = (raw: string): string => {
    const k = matchKey(cleanState(raw));
    const all = known();
    const same = all.find((x) => matchKey(cleanState(x)) === k);
    if (same) return same;
    const again = /^re-?(\w+?)(?:ed)?$/i.exec(k);
    if (again) {
      const base = all.find((x) => { const xk = matchKey(cleanState(x)); return xk === again[1] || xk === `${again[1]}ed` || xk.startsWith(again[1]) && xk.length - again[1].length <= 2; });
      if (base) return base;
    }
    // "取消" is the state "已取消" ("未激活" and "已激活" both end with "激活": the one it has become).
    const ends = all.filter((x) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(x) && x.length > raw.trim().length && x.endsWith(raw.trim()));
    const cjk = ends.find((x) => /^(?:已|済|完了)/u.test(x)) ?? ends.find((x) => !/^(?:未|待|不)/u.test(x)) ?? ends[0];
    return cjk ?? raw;
  };
  const isKnown = (raw: string) => known().some((x) => matchKey(cleanState(x)) === matchKey(cleanState(raw)));
  /** The states of the lifecycle in order: the listed ones, else those the transitions name. */
  const lifecycle = () => {
    if (listed) return listed.names.filter((n) => !listed.alternatives.has(n));
    const seen = new Map<string, string>();
    for (const t of ts) for (const x of [t.from, t.to]) if (!seen.has(matchKey(cleanState(x)))) seen.set(matchKey(cleanState(x)), x);
    return [...seen.values()];
  };
  // Rules about the listed states ("a draft becomes open when marked ready", "any open PR can be closed"); those from
  // "any" state are drawn once the others are known.
  const rules = listed ? new StateNames(listed.names, entityOf(doc.title ?? doc.lead, listed.entity)) : undefined;
  const fromAny: T[] = [];
  {
    let current: string | undefined;
    // "待付款 → 已付款 → 已发货；待付款可以取消": what the request line says beside its arrows.
    const beside = doc.arrows.some((a) => a.line === doc.lines[0]) && doc.tail
      // "…, and Out of Order → Vacant Dirty": a clause before the next arrows is a sentence of its own.
      ? doc.tail.split(/\s*;\s*|(?<=[.。])\s*|,\s+(?:and\s+)?(?=[^,;]*(?:->|→|=>))/u).filter((x) => x.trim() && !/->|→|=>/u.test(x)).map((text) => ({ text, depth: 0, listed: false }))
      : [];
    // A sentence both beside the arrows and after their last state is read once.
    const read = new Set<string>();
    for (const st of [...beside, ...trailing.map((text) => ({ text, depth: 0, listed: false })), ...doc.statements]) {
      const said = st.text.trim().replace(/[.;]+$/, '');
      if (read.has(said)) continue;
      read.add(said);
      if (listed?.statements.has(st.text) || ("line" in st && st.line !== undefined && doc.arrows.some((a) => a.line === st.line) && !/[;；]/u.test(st.text))) continue;
      let event: string | undefined;
      // Chinese and Japanese run their clauses on with commas: "未激活可以激活, 已激活可以冻结或注销".
      const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(st.text);
      for (const sent of st.text.split(cjk ? /;\s*|(?<=\.)\s+|,\s*/u : /;\s*|(?<=\.)\s+/)) {
        const s0 = sent.trim().replace(/[.!]+$/, '');
        // "also 'out of order' from any state when the door sensor fails": a state every other one can go to.
        const anyFrom = ANY_FROM.exec(s0);
        if (anyFrom) { fromAny.push({ from: ANY, to: anyFrom[1]!.trim(), label: anyFrom[2]?.trim() }); continue; }
        // "if not collected in 72h it goes to 'returned to courier'": from where "collected" would have been reached.
        const missed = NOT_REACHED.exec(s0);
        // "checked in" is the event of "booked -> in use (checked in)"; "collected" the state of "occupied -> collected".
        const words = missed ? matchKey(`${missed[1]}${missed[2]}`) : '';
        const starts = (x: string | undefined) => !!x && matchKey(cleanState(x)) !== '' && (words === matchKey(cleanState(x)) || words.startsWith(`${matchKey(cleanState(x))} `));
        const into = missed ? ts.find((t) => starts(t.to)) ?? ts.find((t) => starts(t.label)) : undefined;
        if (missed && into) {
          // "not checked in within 15 min" is too long for an arrow: "not checked in".
          const full = `not ${missed[1]}${missed[2]}`.trim();
          const said = matchKey(cleanState(into.to)) && starts(into.to) ? cleanState(into.to) : into.label!;
          ts.push({ from: into.from, to: missed[3]!.trim(), label: full.split(/\s+/).length <= 5 ? full : `not ${said.toLowerCase()}` });
          continue;
        }
        const ini = INITIAL.exec(s0) ?? INITIAL_NEW.exec(s0);
        // "Start goes from idle to running": "start" is an event there, not where the machine starts.
        if (ini && !initial && !/^(?:goes|go|moves?|takes?|brings?|sends?|returns?|changes?|switches|leads?)\b/i.test(ini[1])) { initial = ini[1]; current = initial; }
        const finList = FINAL_LIST.exec(s0);
        if (finList) { finals.push(...splitList(finList[1]).flatMap((x) => x.split(/\s+or\s+|\s+and\s+/i))); continue; }
        const fin = FINAL.exec(s0);
        if (fin && /\b(?:final|ends?|terminates|finishes)\b/i.test(s0)) finals.push(...splitList(fin[1]).flatMap((x) => x.split(/\s+or\s+|\s+and\s+/i)));
        const ruled = rules ? readRules(s0, rules, current) : undefined;
        if (ruled) {
          for (const r of ruled) (r.from === ANY ? fromAny : ts).push(r);
          current = ruled[ruled.length - 1]!.to;
          continue;
        }
        // "A pending order can be cancelled, returned or refunded": from the state the subject is in, to each.
        const can = ONCE_CAN.exec(s0) ?? STATE_CAN.exec(s0) ?? IT_CAN.exec(s0);
        if (can) {
          const from = can.length === 3 ? can[1] : can[1];
          const list = can.length === 3 ? can[2] : can[3];
          // "Any invoice can be voided", "it can be closed without merging at any time": from every state on the way.
          const anywhere = /^(?:any|every|each|all)$/i.test(from) || (ANYTIME.test(s0) && /^(?:it|they)$/i.test(from));
          if (anywhere && (listed || ts.length > 0)) {
            // "Any state can go to Out of Order (maintenance)": where it goes, and why in brackets.
            const why = /\s*\(([^()]{2,40})\)\s*$/.exec(list);
            const target = list.replace(/\s*\([^()]*\)\s*$/, '').replace(/^(?:be|get)\s+/i, '').replace(ANY_MOVE, '').replace(/\s+(?:without|at|by|after|when|if|within|from)\b.*$/i, '').trim();
            const to = asState(target);
            const label = why?.[1].trim();
            const mains = lifecycle().filter((n) => matchKey(cleanState(n)) !== matchKey(cleanState(to)));
            // A state with no way out is where the lifecycle ends, not a state to leave (without any, the last one).
            const leaves = (m: string) => ts.some((t) => matchKey(cleanState(t.from)) === matchKey(cleanState(m)));
            const sources = mains.some(leaves) && !listed ? mains.filter(leaves) : mains.slice(0, -1);
            for (const m of sources) ts.push({ from: m, to, label });
            continue;
          }
          if (isKnown(from) || (listed && /(?:ed|ing)$/i.test(from))) {
            // "can be retried (back to queued)": the verb is the event, the state is where it goes back to.
            const backTo = /^(?:be\s+)?([\w-]+)\s*\(?\s*(?:back\s+)?to\s+([\w\s-]+?)\s*\)?$/i.exec(list.trim());
            if (backTo && isKnown(backTo[2])) { ts.push({ from: asState(from), to: asState(backTo[2]), label: backTo[1] }); continue; }
            for (const to of splitList(list).flatMap((x) => x.split(/\s+(?:or|and)\s+(?:be\s+)?/i))) {
              const target = to.replace(/^(?:be|get)\s+/i, '').replace(/\s+(?:by|after|when|if|within)\b.*$/i, '').trim();
              if (target && target.split(/\s+/).length <= 3) ts.push({ from: asState(from), to: asState(target), label: guardOf(to) });
            }
            continue;
          }
        }
        const cjkCan = CJK_CAN.exec(s0);
        if (cjkCan && isKnown(cjkCan[1])) {
          // "已激活可以冻结或注销": two ways out.
          for (const to of cjkCan[2].split(/或|或者|和|、|,\s*/u).filter(Boolean)) ts.push({ from: asState(cjkCan[1]), to: asState(to) });
          continue;
        }
        const back = SEND_BACK.exec(s0);
        if (back) {
          // Whoever sends it back works in the state they are named after ("Reviewers" in "In Review").
          const stem = matchKey(back[1]).split(' ').pop()?.slice(0, 5) ?? '';
          const from = stem.length >= 4 ? known().find((x) => matchKey(x).split(' ').some((w) => w.startsWith(stem))) : undefined;
          if (from) { ts.push({ from, to: asState(back[2]), label: 'Sent back' }); continue; }
        }
        // "It starts trialing, becomes active when ..., goes past due when ...": each part moves it on.
        const parts = s0.split(/,\s*(?:and\s+)?(?=(?:then\s+)?(?:moves?|goes|transitions?|changes?|switches|becomes?|turns?|enters?|is|are|gets?)\b)/i);
        if (parts.length > 1 || GOES_ON.test(s0)) {
          let moved = false;
          for (const part of parts) {
            const g = GOES_ON.exec(part.trim());
            if (!g || !current) continue;
            const to = asState(g[1]);
            if (listed && !isKnown(to) && to.split(/\s+/).length > 2) continue;
            ts.push({ from: current, to, label: g[2] });
            current = to;
            moved = true;
          }
          if (moved) continue;
        }
        const before = ts.length;
        for (const c of joinedReachedStates(splitClauses(s0))) {
          // "On exit it goes from running to terminated": a trigger clause that is itself a transition.
          if ((c.role === 'when' || c.role === 'if') && !PATTERNS.some((p) => p.re.test(c.text))) {
            // "when it arrives the doors open": the clause ends in a listed state, which the event leads to from
            // the states reached last.
            const reachedState = listed?.names.find((n) => new RegExp(`(?:^|\\s)(?:the\\s+)?${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i').test(c.text.trim()));
            if (reachedState && before === ts.length) {
              const last = ts.length ? ts.filter((t) => t.from === ts[ts.length - 1].from).map((t) => t.to) : current ? [current] : [];
              const said = c.text.trim().slice(0, c.text.trim().length - reachedState.length).replace(/\s+the\s*$/i, '').replace(/\s+(?:it|they|the\s+\w+)\s+(?:is|are|becomes?|gets?)\s*$/i, '').trim();
              for (const from of last) if (matchKey(cleanState(from)) !== matchKey(cleanState(reachedState))) ts.push({ from, to: reachedState, label: said || undefined });
              current = reachedState;
              continue;
            }
            event = c.text;
            continue;
          }
          if (!c.text) continue;
          for (const p of PATTERNS) {
            const m = p.re.exec(c.text);
            if (!m) continue;
            const got = p.read(m);
            for (const t of Array.isArray(got) ? got : [got]) {
              // "X can go back to Y or to Z" names two transitions.
              for (const from of t.from.split(/\s+or\s+(?:from\s+)?/i)) {
                // "... switches off and returns to off": a second move to the same place is no state.
                const tos = splitList(t.to).flatMap((x) => x.split(/\s+or\s+(?:to\s+)?|\s+and\s+(?:to\s+)?/i)).filter((x) => !new RegExp(`^${MOVE}\\b`, 'i').test(x));
                for (const to of tos) ts.push({ from, to, label: t.label ?? event });
              }
              current = t.to;
            }
            break;
          }
          event = undefined;
        }
      }
    }
  }
  // "已冻结可以解冻", "a locked account can be unlocked": undoing the step goes back to the state it came from.
  for (const t of ts) {
    if (isKnown(t.to) && !ts.every((x) => x === t || (x.from !== t.to && x.to !== t.to))) continue;
    // "unlocked" undoes "Locked", "reopened" undoes a move out of "Open"; "Refunded", "Returned" undo nothing.
    const rest = /^(?:un|re)-?([a-z]{3,})/i.exec(cleanState(t.to).trim())?.[1]?.toLowerCase();
    const undoes = !!rest && known().some((x) => { const k = matchKey(cleanState(x)); return k.length >= 3 && (rest.startsWith(k.slice(0, 4)) || k.startsWith(rest.slice(0, 4))); });
    const undo = undoes || /^(?:解|恢复|取消|撤销)/u.test(cleanState(t.to).trim());
    const back = undo ? ts.find((x) => x !== t && matchKey(cleanState(x.to)) === matchKey(cleanState(t.from)))?.from : undefined;
    if (back) { t.label ??= cleanState(t.to); t.to = back; }
  }
  // A "from" that is a clause, not a state ("after 10 seconds the doors close and it returns to idle"): the state
  // reached just before.
  ts.forEach((t, i) => {
    const words = cleanState(t.from).split(/\s+/);
    const stated = listed ? listed.names.some((n) => matchKey(cleanState(n)) === matchKey(cleanState(t.from))) : ts.some((x) => x.to === t.from);
    if ((words.length > 3 || /\b(?:and|it|they|when)\b/i.test(t.from)) && !stated && i > 0) { t.label ??= t.from.replace(/(?:\s+(?:it|they|and|then))+\s*$/i, ''); t.from = ts[i - 1].to; }
  });
  // The listed states in order are the lifecycle; a closing "or" state leaves from where the last one does, unless
  // the prompt says where it comes from; one reachable "at any time" leaves from every state on the way.
  if (listed) {
    const main = listed.names.filter((n) => !listed.alternatives.has(n));
    // "Stop returns to stopped" beside a list of states: "stop" is the event, from every other state on the way.
    for (let i = ts.length - 1; i >= 0; i--) {
      const t = ts[i];
      const isListed = (x: string) => listed.names.some((n) => matchKey(cleanState(n)) === matchKey(cleanState(x)));
      if (isListed(t.from) || !isListed(t.to) || cleanState(t.from).split(/\s+/).length > 2) continue;
      ts.splice(i, 1, ...main.filter((m) => matchKey(cleanState(m)) !== matchKey(cleanState(t.to))).map((m) => ({ from: m, to: t.to, label: t.label ?? t.from })));
    }
    const key = (x: string) => matchKey(cleanState(x));
    const linked = (a: string, b: string) => ts.some((t) => key(t.from) === key(a) && key(t.to) === key(b));
    const chain: T[] = [];
    // The list is read as a lifecycle where the prompt does not say how its states are reached.
    const at = (x: string) => main.findIndex((n) => key(n) === key(x));
    const reachedFromAny = new Set(fromAny.map((t) => key(t.to)));
    {
      for (let i = 1; i < main.length; i++) {
        if (linked(main[i - 1], main[i])) continue;
        // A state the rules already lead to from an earlier one (or from any) needs no step from the one before it.
        if (reachedFromAny.has(key(main[i])) || ts.some((t) => key(t.to) === key(main[i]) && at(t.from) >= 0 && at(t.from) < i)) continue;
        // The step comes from the nearest state before it that does not only loop back ("changes requested" goes back
        // to "in review": "approved" follows "in review").
        let j = i - 1;
        while (j > 0) {
          const outs = ts.filter((t) => key(t.from) === key(main[j]));
          if (!outs.length || !outs.every((t) => at(t.to) >= 0 && at(t.to) < j)) break;
          j--;
        }
        if (!linked(main[j], main[i])) chain.push({ from: main[j], to: main[i] });
      }
    }
    for (const alt of listed.alternatives) {
      if (ts.some((t) => matchKey(cleanState(t.to)) === matchKey(cleanState(alt)))) continue;
      const branch = listed.branches.get(alt);
      const sources = branch ? [branch] : listed.anytime.has(alt) ? main.slice(0, -1) : main.length >= 2 ? [main[main.length - 2]] : main.slice(0, 1);
      for (const from of sources) chain.push({ from, to: alt });
    }
    ts.unshift(...chain);
    // "any PR can be closed": from every state on the way that leads on (a state with no way out is where it ends).
    for (const t of fromAny) {
      const all = [...main, ...listed.alternatives].filter((n) => key(n) !== key(t.to));
      const leaves = all.filter((n) => ts.some((x) => key(x.from) === key(n)));
      for (const from of leaves.length ? leaves : main.slice(0, -1)) if (!linked(from, t.to)) ts.push({ from, to: t.to, label: t.label });
    }
  }
  resolveEntity(ts, initial, doc.title ?? doc.lead, doc.text, new Set((listed?.names ?? []).map((n) => matchKey(cleanState(n)))));
  // Without a list, "from any state" leaves every state the transitions name (once the entity word is out of
  // their names: "new" leaving five times is still a state).
  if (!listed && fromAny.length) {
    const seen = new Map<string, string>();
    for (const t of ts) for (const x of [t.from, t.to]) if (!seen.has(matchKey(cleanState(x)))) seen.set(matchKey(cleanState(x)), x);
    // One label says it for all the arrows ("door sensor fails"); the same words on each would crowd them.
    for (const t of fromAny) [...seen].filter(([k]) => k !== matchKey(cleanState(t.to))).forEach(([, from], i) => ts.push({ from, to: t.to, label: i === 0 ? t.label : undefined }));
  }
  const ids = new IdMaker();
  const states: { key: string; id: string; label: string; type: 'normal' | 'initial' | 'final' | 'choice' }[] = [];
  const state = (raw: string) => {
    const name = cleanState(raw);
    const k = matchKey(name);
    let s = states.find((x) => x.key === k);
    if (!s) {
      const label = concise(name, 5).label;
      s = { key: k, id: ids.make(label), label, type: 'normal' };
      states.push(s);
    }
    return s.id;
  };
  const named = (x: string) => concise(cleanState(x), 5).label !== '';
  // The listed states first, in the order written.
  for (const n of listed?.names ?? []) if (named(n)) state(n);
  const transitions = ts.filter((t) => named(t.from) && named(t.to)).map((t) => ({ from: state(t.from), to: state(t.to), label: t.label ? concise(t.label.replace(/^(?:the\s+)?/i, ''), 5).label : undefined }));
  if (transitions.length === 0 && !listed) {
    // A list of states in order is a linear lifecycle.
    const items = flatItems(doc, 2);
    items.filter((it) => named(it.text.replace(/[:(].*$/, ''))).forEach((it) => state(it.text.replace(/[:(].*$/, '')));
    for (let i = 1; i < states.length; i++) transitions.push({ from: states[i - 1].id, to: states[i].id, label: undefined });
  }
  if (initial && !named(initial)) initial = undefined;
  if (initial) state(initial);
  finals = finals.filter((f) => states.some((s) => s.key === matchKey(cleanState(f))));
  if (states.length < 1) throw tooFew('state machine', 1, 0, 'states');
  const out: { id: string; label: string; type: 'normal' | 'initial' | 'final' | 'choice' }[] = states.map(({ id, label }) => ({ id, label, type: 'normal' as const }));
  // The start and end markers are drawn only when the prompt says where the machine starts or ends.
  if (initial) {
    out.unshift({ id: ids.make('start'), label: 'Start', type: 'initial' });
    transitions.unshift({ from: out[0].id, to: states.find((s) => s.key === matchKey(cleanState(initial!)))!.id, label: undefined });
  }
  if (finals.length > 0) {
    const endId = ids.make('end');
    out.push({ id: endId, label: 'End', type: 'final' });
    for (const f of finals) transitions.push({ from: states.find((s) => s.key === matchKey(cleanState(f)))!.id, to: endId, label: undefined });
  }
  return validated('state', { title: (doc.title ? statesOfThing(`${doc.title}:`) ?? doc.title : undefined) ?? topicAfterKind(doc) ?? listed?.entity ?? statesOfThing(doc.text), states: out.slice(0, 200), transitions: transitions.slice(0, 500) });
}

/**
 * "When payment succeeds, the order moves to Paid": the subject is the thing whose state changes, not a state.
 * The entity word is dropped from state names ("Paid orders" → "Paid"); alone, it means the current state.
 */
function resolveEntity(ts: T[], initial: string | undefined, lead: string, text: string, listed: Set<string>): void {
  const heads = new Map<string, number>();
  const lastWord = (x: string) => matchKey(cleanState(x)).split(' ').pop() ?? '';
  for (const t of ts) heads.set(lastWord(t.from), (heads.get(lastWord(t.from)) ?? 0) + 1);
  const leadKey = matchKey(lead);
  const initialKey = initial ? matchKey(cleanState(initial)) : '';
  const targets = new Set(ts.map((t) => matchKey(cleanState(t.to))));
  const neverTarget = (w: string) => !targets.has(w) && w !== initialKey;
  // A word written only in lower case, never a target, that keeps coming back as a subject is the thing itself.
  const lowerOnly = (w: string) => !text.includes(`${w.charAt(0).toUpperCase()}${w.slice(1)}`);
  const memo = new Map<string, boolean>();
  const isEntity = (w: string) => {
    if (!memo.has(w)) memo.set(w, w !== '' && (/^(?:it|they|this|machine|system|object|item)$/.test(w) || (heads.get(w) ?? 0) >= 2 && neverTarget(w) && lowerOnly(w) || leadKey.split(' ').includes(w) && neverTarget(w)));
    return memo.get(w)!;
  };
  let current = initial;
  for (const t of ts) {
    const words = cleanState(t.from).split(/\s+/);
    const head = lastWord(t.from);
    // A state the prompt lists keeps all its words ("Review requested", "Changes requested").
    const fromListed = listed.has(matchKey(cleanState(t.from)));
    if (fromListed && listed.has(matchKey(cleanState(t.to)))) { current = t.to; continue; }
    // A name that is itself reached by a transition is a state ("Open → In review → Approved"), whatever its words.
    if (!fromListed && !targets.has(matchKey(cleanState(t.from))) && isEntity(head)) {
      const rest = words.slice(0, -1).join(' ');
      t.from = rest || current || t.from;
    }
    const tw = cleanState(t.to).split(/\s+/);
    const leavesToo = ts.some((x) => matchKey(cleanState(x.from)) === matchKey(cleanState(t.to)));
    if (tw.length > 1 && !leavesToo && !listed.has(matchKey(cleanState(t.to))) && isEntity(matchKey(tw[tw.length - 1]))) t.to = tw.slice(0, -1).join(' ');
    current = t.to;
  }
}

/** What has the states: "State machine of a pull request" → "pull request"; "Order states" → "order". */
function entityOf(lead: string, listedEntity: string | undefined): string | undefined {
  const of = /\b(?:of|for)\s+(?:an?\s+|the\s+|each\s+)?([\w -]{2,40})$/i.exec(lead.replace(/[:：.].*$/su, '').trim());
  const words = of?.[1] ?? listedEntity ?? lead.replace(/[:：].*$/su, '');
  const e = words.replace(/\b(?:states?|status(?:es)?|lifecycle|life\s+cycle|machine|diagram|transitions?|stages?)\b/gi, '').trim();
  return e || undefined;
}

/** "states for a parcel locker compartment? empty -> …", "Zustände eines Tickets: …": the thing whose states these are. */
function statesOfThing(text: string): string | undefined {
  const m = /^(?:the\s+|possible\s+)?(?:states|statuses|lifecycle|les\s+états|états|die\s+zustände|zustände|los\s+estados|estados|os\s+estados|gli\s+stati|stati)\s+(?:for|of|d['’]une?|du|de\s+la|des|eines|einer|des|der|de\s+(?:un|una|um|uma|la|el|a|o)|del|do|da|di\s+(?:un|una)|della|dello)\s+(?:an?\s+|the\s+|our\s+|my\s+)?([^?:.!\n]{3,50}?)\s*[?:.!]/iu.exec(text.trim());
  return m ? `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)}` : undefined;
}

function cleanState(raw: string): string {
  return nounPhrase(raw.replace(/\b(?:state|status|stage)\b/gi, '').replace(/^(?:an?|the|its|it)\s+/i, '').replace(/^(?:to|into)\s+/i, '').replace(/[.,;:!]+\s*$/, '').replace(/\s+(?:again|back|\w+ly)\s*$/i, '').replace(/[.,;:]+$/, '').trim());
}

function quotedContent(doc: PromptDoc, q: QuotedRules): StateContent {
  const ids = new IdMaker();
  const idOf = new Map(q.states.map((s) => [matchKey(s), ids.make(s)]));
  const id = (s: string) => idOf.get(matchKey(s))!;
  const states: StateContent['states'] = q.states.map((s) => ({ id: id(s), label: s, type: 'normal' as const }));
  const transitions: StateContent['transitions'] = q.transitions.map((t) => ({ from: id(t.from), to: id(t.to), label: t.label ? concise(t.label, 6).label || undefined : undefined }));
  if (q.initial) {
    const start = ids.make('start');
    states.unshift({ id: start, label: 'Start', type: 'initial' });
    transitions.unshift({ from: start, to: id(q.initial), label: undefined });
  }
  return validated('state', { title: q.title ?? doc.title ?? topicAfterKind(doc), states, transitions });
}

function walkContent(doc: PromptDoc, walk: Walk): StateContent {
  const ids = new IdMaker();
  const idOf = new Map(walk.states.map((s) => [s, ids.make(s)]));
  const label = (l?: string) => (l ? concise(l.replace(/^(?:the|an?)\s+/i, ''), 6).label || undefined : undefined);
  const states: StateContent['states'] = walk.states.map((s) => ({ id: idOf.get(s)!, label: s, type: 'normal' as const }));
  const transitions: StateContent['transitions'] = walk.transitions.map((t) => ({ from: idOf.get(t.from)!, to: idOf.get(t.to)!, label: label(t.label) }));
  if (walk.initial) {
    const start = ids.make('start');
    states.unshift({ id: start, label: 'Start', type: 'initial' });
    transitions.unshift({ from: start, to: idOf.get(walk.initial)!, label: undefined });
  }
  // "Paid is final, and so is Rejected after 30 days": those states lead to the end.
  if (walk.finals?.length) {
    const end = ids.make('end');
    states.push({ id: end, label: 'End', type: 'final' });
    for (const f of walk.finals) transitions.push({ from: idOf.get(f.state)!, to: end, label: label(f.label) });
  }
  return validated('state', { title: doc.title ?? topicAfterKind(doc), states, transitions });
}

/** "returned within 14 days" → "within 14 days"; "cancelled by the customer" → "the customer"; "paid when due" → "due". */
function guardOf(text: string): string | undefined {
  const m = /\s(by|after|when|if|within|before|during|unless)\s(.+)$/i.exec(text);
  if (!m) return undefined;
  return /^(?:within|before|after|during|unless)$/i.test(m[1]!) ? `${m[1]} ${m[2]}` : m[2];
}

/** "when the water is hot | the kettle is boiling": a main clause that only says which state is reached is read with
 *  its condition, as one event that leads to that state. */
function joinedReachedStates(cs: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const c of cs) {
    const prev = out[out.length - 1];
    if (prev && (prev.role === 'when' || prev.role === 'if') && c.role === 'step' && /^(?:(?:the|its|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|it|they)\s+(?:is|are|becomes?|gets?|turns?)\s+(?:now\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu.test(c.text.trim())) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${c.text}` };
      continue;
    }
    out.push(c);
  }
  return out;
}
