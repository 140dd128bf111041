// PromptDoc → state machine content: states, transitions labelled with their events, initial and final states.
import type { StateContent } from '../../../spec/content/index.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { splitClauses } from '../text/clauses.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';

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

export function extractState(ctx: ExtractContext): StateContent {
  const { doc } = ctx;
  const ts: T[] = [];
  for (const { chain } of doc.arrows) for (const e of chain.edges) ts.push({ from: e.from, to: e.to, label: e.label });
  let initial: string | undefined;
  let finals: string[] = [];
  if (ts.length === 0) {
    for (const st of doc.statements) {
      let event: string | undefined;
      for (const sent of st.text.split(/;\s*|(?<=\.)\s+/)) {
        const s0 = sent.trim().replace(/[.!]+$/, '');
        const ini = INITIAL.exec(s0) ?? INITIAL_NEW.exec(s0);
        if (ini && !initial) initial = ini[1];
        const finList = FINAL_LIST.exec(s0);
        if (finList) { finals.push(...splitList(finList[1]).flatMap((x) => x.split(/\s+or\s+|\s+and\s+/i))); continue; }
        const fin = FINAL.exec(s0);
        if (fin && /\b(?:final|ends?|terminates|finishes)\b/i.test(s0)) finals.push(...splitList(fin[1]).flatMap((x) => x.split(/\s+or\s+|\s+and\s+/i)));
        for (const c of splitClauses(s0)) {
          // "On exit it goes from running to terminated": a trigger clause that is itself a transition.
          if ((c.role === 'when' || c.role === 'if') && !PATTERNS.some((p) => p.re.test(c.text))) { event = c.text; continue; }
          if (!c.text) continue;
          for (const p of PATTERNS) {
            const m = p.re.exec(c.text);
            if (!m) continue;
            const got = p.read(m);
            for (const t of Array.isArray(got) ? got : [got]) {
              // "X can go back to Y or to Z" names two transitions.
              for (const to of splitList(t.to).flatMap((x) => x.split(/\s+or\s+(?:to\s+)?|\s+and\s+(?:to\s+)?/i))) ts.push({ from: t.from, to, label: t.label ?? event });
            }
            break;
          }
          event = undefined;
        }
      }
    }
  }
  resolveEntity(ts, initial, doc.title ?? doc.lead, doc.text);
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
  const transitions = ts.filter((t) => named(t.from) && named(t.to)).map((t) => ({ from: state(t.from), to: state(t.to), label: t.label ? concise(t.label.replace(/^(?:the\s+)?/i, ''), 5).label : undefined }));
  if (transitions.length === 0) {
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
  return validated('state', { title: doc.title, states: out.slice(0, 200), transitions: transitions.slice(0, 500) });
}

/**
 * "When payment succeeds, the order moves to Paid": the subject is the thing whose state changes, not a state.
 * The entity word is dropped from state names ("Paid orders" → "Paid"); alone, it means the current state.
 */
function resolveEntity(ts: T[], initial: string | undefined, lead: string, text: string): void {
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
    if (isEntity(head)) {
      const rest = words.slice(0, -1).join(' ');
      t.from = rest || current || t.from;
    }
    const tw = cleanState(t.to).split(/\s+/);
    if (tw.length > 1 && isEntity(matchKey(tw[tw.length - 1]))) t.to = tw.slice(0, -1).join(' ');
    current = t.to;
  }
}

function cleanState(raw: string): string {
  return nounPhrase(raw.replace(/\b(?:state|status|stage)\b/gi, '').replace(/^(?:an?|the|its|it)\s+/i, '').replace(/^(?:to|into)\s+/i, '').replace(/\s+(?:again|back|\w+ly)\s*$/i, '').replace(/[.,;:]+$/, '').trim());
}
