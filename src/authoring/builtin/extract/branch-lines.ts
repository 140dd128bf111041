// Steps listed one a line, some of them branch lines "CONDITION -> what to do" ("no RMA? -> set aside, email CS",
// "damaged -> write off"): each run of branch lines is a decision after the step before it.
import type { Statement } from '../text/doc.js';
import { capitalize, concise, matchKey } from '../text/label.js';
import { canBeVerb, wordClass } from '../text/nlp.js';
import { splitOutside } from '../text/spans.js';
import type { FlowEdge, FlowGraph, FlowNode } from './flow.js';
import { complements, movedTo, question } from './flow.js';

const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;
/** Words that make a short phrase a state to branch on: "ok", "no RMA", "fails", "in stock". */
const STATE_WORD = /^(?:no|not|none|ok|okay|yes|fail(?:s|ed)?|pass(?:es|ed)?|valid|invalid|missing|found|available|unavailable|in|out|over|under|above|below|late|empty|full|broken|wrong|correct|complete|incomplete)$/i;

interface Branch { cond: string; actions: string[]; asked?: boolean }
/** "reproducible? yes -> assign to squad, no -> ask for logs": a question and its labelled branches on one line. */
interface Question { question: string; branches: { label: string; actions: string[] }[] }
type Line = { step: string } | Branch | Question;

/** "yes -> A, no -> B": the answers a question line gives, each leading to its steps. */
const ANSWERS = /^(.+?\?)\s*[,:]?\s*((?:yes|no|y|n|ja|nein|oui|non|sí|si|sim|não)\s*(?:-{1,2}>|={1,2}>|→|⇒|:)\s*.+)$/iu;
const ANSWER = /^(yes|no|y|n|ja|nein|oui|non|sí|si|sim|não)\s*(?:-{1,2}>|={1,2}>|→|⇒|:)\s*(.+)$/iu;
/** "once fixed -> close ticket": a trigger that only says when the next step happens. */
const TRIGGER = /^(?:once|when|after|as\s+soon\s+as)\s+\S/i;

/** "triage: reproducible? yes -> A, no -> B" → the question and its branches, or undefined. */
function questionLine(text: string): Question | undefined {
  const m = ANSWERS.exec(text.trim());
  if (!m) return undefined;
  const question = m[1]!.replace(/^[^:?]{1,30}:\s*/, '').replace(/\s*\?$/, '').trim();
  const parts = splitOutside(m[2]!, /,\s*(?=(?:yes|no|y|n|ja|nein|oui|non|sí|si|sim|não)\s*(?:-{1,2}>|={1,2}>|→|⇒|:))/iu);
  const branches = parts.map((p) => ANSWER.exec(p.trim())).filter((a): a is RegExpExecArray => !!a)
    .map((a) => ({ label: yesNoWord(a[1]!), actions: actionsOf(a[2]!) }));
  return question && branches.length === parts.length && branches.length >= 2 ? { question, branches } : undefined;
}
const yesNoWord = (w: string) => (/^(?:yes|y|ja|oui|sí|si|sim)$/i.test(w) ? 'Yes' : 'No');
/** "set aside in quarantine cage, email customer service": one step per comma part (not inside numbers). */
const actionsOf = (text: string) => splitOutside(text, /,\s+(?!\d{3}\b)/).flatMap(verbPair).map((a) => movedTo(a.trim().replace(/[.;]+$/, ''))).filter(Boolean);
/** "weigh the animal and add to waiting list": two verbs joined by "and", each with words of its own, are two steps. */
function verbPair(text: string): string[] {
  const m = /^(\p{L}+)(\s+\S.*?)\s+and\s+(\p{L}+)(\s+\S.*)$/u.exec(text.trim());
  return m && canBeVerb(m[1]!) && canBeVerb(m[3]!) && !/\band\b/i.test(m[2]! + m[4]!) ? [m[1]! + m[2]!, m[3]! + m[4]!] : [text];
}
/** "If either" / "Otherwise": the answer a branch line gives to the check before it. */
function answerWord(cond: string): 'Yes' | 'No' | undefined {
  if (/^if\s+(?:either|so|yes|any|both|one|found)$/i.test(cond)) return 'Yes';
  return /^(?:otherwise|else|if\s+(?:not|neither|none))$/i.test(cond) ? 'No' : undefined;
}
/** "check for bleeding or suspected poisoning" → "Bleeding or suspected poisoning?": what the check looks for. */
const CHECKED = /^(?:\p{L}+\s+)?(?:checks?|verif(?:y|ies)|inspects?|tests?|reviews?|examines?)\s+(?:for|whether|if|that)\s+(.+)$/iu;

/** "no RMA?", "RMA ok", "damaged", "resellable": a short phrase that names a state to branch on, or undefined. */
function condition(left: string): string | undefined {
  // "If either", "If so", "Otherwise", "Else", "If not": the answer to the check before, as a branch of its own.
  const answer = /^(?:if\s+(?:either|so|yes|any|both|one|found)|otherwise|else|if\s+(?:not|neither|none))$/i.exec(left.trim());
  if (answer) return answer[0];
  const t = left.trim().replace(/^(?:if|when)\s+/i, '');
  const words = t.replace(/[?？]$/u, '').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || /[,;:()]/.test(t)) return undefined;
  if (/[?？]$/u.test(t)) return t.replace(/\s*[?？]$/u, '');
  const lower = words.map((w) => w.toLowerCase().replace(/[^\p{L}'-]/gu, ''));
  const state = lower.some((w) => STATE_WORD.test(w) || wordClass(w) === 'adjective' || (/(?:ed|able|ible)$/.test(w) && w.length > 4));
  return state && words.length <= 3 ? t : undefined;
}

/** Each statement as a plain step or a branch line; undefined when the list is not of this shape. */
function readLines(statements: Statement[]): Line[] | undefined {
  const lines: Line[] = [];
  for (const [i, s] of statements.entries()) {
    const parts = splitOutside(s.text.trim(), ARROW);
    // "Receptionist asks: is the animal breathing normally?" over "No → …", "Yes → …": the question those answer lines take.
    const next = statements[i + 1]?.text.trim() ?? '';
    if (parts.length === 1 && /[?？]\s*$/u.test(s.text) && ANSWER.test(next) && splitOutside(next, ARROW).length === 2) {
      lines.push({ question: s.text.trim().replace(/^[^:?]{1,40}:\s*/, '').replace(/\s*[?？]$/u, ''), branches: [] });
      continue;
    }
    if (parts.length === 1) { lines.push({ step: s.text.trim() }); continue; }
    const asked = questionLine(s.text);
    if (asked) { lines.push(asked); continue; }
    // "clerk verifies address -> valid?": the step, then the question its answer lines ("no -> …", "yes -> …") take.
    const last = lines[lines.length - 1];
    const answer = ANSWER.exec(s.text.trim());
    if (answer && last && 'question' in last && last.branches.length < 2) { last.branches.push({ label: yesNoWord(answer[1]!), actions: actionsOf(answer[2]!) }); continue; }
    if (parts.length === 2 && /[?？]\s*$/u.test(parts[1]!) && !condition(parts[0]!) && parts[1]!.trim().split(/\s+/).length <= 6) {
      lines.push({ step: parts[0]!.trim() }, { question: parts[1]!.trim().replace(/\s*[?？]$/u, ''), branches: [] });
      continue;
    }
    // "once fixed -> close ticket + notify reporter": the step that follows, whenever it comes.
    if (parts.length === 2 && TRIGGER.test(parts[0]!.trim()) && parts[1]!.trim()) { for (const a of actionsOf(parts[1]!)) lines.push({ step: a }); continue; }
    // "fines ok -> issue permit -> mail sticker": the branch goes on through each step after it.
    const cond = condition(parts[0]!);
    if (!cond || parts.slice(1).some((p) => !p.trim())) return undefined;
    lines.push({ cond, actions: parts.slice(1).flatMap(actionsOf), ...(/[?？]\s*$/u.test(parts[0]!.trim()) ? { asked: true } : {}) });
  }
  // A question whose answer lines never came is no question of this shape.
  if (lines.some((l) => 'question' in l && l.branches.length < 2)) return undefined;
  const branches = lines.filter((l) => !('step' in l)).length;
  return branches >= 2 && lines.length > branches ? lines : undefined;
}

/** A decision drawn from a run of branch lines: its node, the ends of its branches, and how many branches it has. */
interface Open { key: string; first: string; ends: string[]; branches: number; edges: FlowEdge[]; check?: boolean }
/** "check outstanding fines", "verify the ID": a step whose finding the branch lines after it name. */
const CHECK = /^(?:\p{L}+\s+)?(?:checks?|verif(?:y|ies)|inspects?|tests?|reviews?|examines?)\s/iu;

/** The graph of a step list with branch lines, or undefined when the statements are not of that shape. */
export function flowFromBranchLines(all: Statement[]): FlowGraph | undefined {
  // A sentence before the list ("returns handling at the Tilburg DC") introduces it.
  const first = all.findIndex((s) => s.listed);
  const statements = first > 0 && all.slice(0, first).every((s) => !/->|→|=>/.test(s.text)) ? all.slice(first) : all;
  if (statements.length < 3 || !statements.every((s) => s.listed)) return undefined;
  const lines = readLines(statements);
  return lines ? build(lines) : undefined;
}

function build(lines: Line[]): FlowGraph | undefined {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const keys = new Set<string>();
  const add = (text: string, type: FlowNode['type'] = 'process'): string => {
    let key = matchKey(text) || 'step';
    for (let i = 2; keys.has(key); i++) key = `${matchKey(text)}#${i}`;
    keys.add(key);
    const l = concise(text, type === 'decision' ? 8 : undefined);
    // "is the office coffee machine empty" asks "Office coffee machine empty?".
    nodes.push({ key, text, label: type === 'decision' ? capitalize(question(text, '')) : capitalize(l.label), description: l.description, type });
    return key;
  };
  /** Steps in a row after `from` (with the edge's label on the first), returning the last one's key. */
  const chain = (from: string | undefined, texts: string[], label?: string): string | undefined => {
    let last = from;
    texts.forEach((t, i) => {
      const k = add(t);
      if (last) edges.push({ from: last, to: k, label: i === 0 ? label : undefined });
      last = k;
    });
    return last;
  };
  let pending: string[] = [];
  let open: Open | undefined;
  for (const line of lines) {
    if ('step' in line) {
      // A plain step after a decision: what its branches end in leads there.
      const ends = open ? open.ends : pending;
      const k = add(line.step);
      for (const e of ends) edges.push({ from: e, to: k });
      if (open && open.branches === 1) edges.push({ from: open.key, to: k, label: 'No' });
      pending = [k];
      open = undefined;
      continue;
    }
    if ('question' in line) {
      // A question with its answers: after the step before it, or after the branch that ended last.
      const key = add(line.question, 'decision');
      // After a single branch line, both its branch and its No lead to the question.
      if (open && open.branches === 1) { for (const e of open.ends) edges.push({ from: e, to: key }); edges.push({ from: open.key, to: key, label: 'No' }); } else {
        const from = open ? open.ends.pop() : pending[0];
        if (from) edges.push({ from, to: key });
        for (const p of open ? [] : pending.slice(1)) edges.push({ from: p, to: key });
      }
      const ends = line.branches.map((b) => chain(key, b.actions, b.label)).filter((e): e is string => !!e);
      open = { key, first: line.question, ends, branches: 2, edges: [] };
      continue;
    }
    if (open && open.branches === 1) {
      // The second branch line of a run: "RMA ok" after "no RMA?" is its No; "resellable" after "damaged" a case.
      const no = complements(line.cond, open.first) && !open.check;
      if (open.check) for (const e of open.edges) e.label = answerWord(open.first) ?? capitalize(open.first);
      else if (!no) {
        const node = nodes.find((n) => n.key === open!.key)!;
        node.label = capitalize(question(`${open.first} or ${line.cond}`, ''));
        for (const e of open.edges) e.label = capitalize(open.first);
      }
      const end = chain(open.key, line.actions, no ? 'No' : (open.check && answerWord(line.cond)) || capitalize(line.cond));
      if (end) open.ends.push(end);
      open.branches = 2;
      continue;
    }
    // A new decision: after the plain step before it, or after the branch of the decision before that ended last.
    const from = open ? open.ends.pop() : pending[0];
    // "yes -> check outstanding fines", then "fines unpaid -> …", "fines ok -> …": the check is what decides.
    // ("no card? -> …" asks a question of its own.)
    const checker = from && !line.asked && (open || pending.length === 1) ? nodes.find((n) => n.key === from && n.type === 'process' && CHECK.test(n.text)) : undefined;
    if (checker && !edges.some((e) => e.from === checker.key)) {
      checker.type = 'decision';
      // "yes -> check for bleeding or poisoning", "if either -> …": the decision asks what the check looks for.
      const looked = answerWord(line.cond) && CHECKED.exec(checker.text);
      if (looked) checker.label = capitalize(question(looked[1]!, ''));
      const before = edges.length;
      const end = chain(checker.key, line.actions, capitalize(line.cond));
      open = { key: checker.key, first: line.cond, ends: end ? [end] : [], branches: 1, edges: edges.slice(before, before + 1), check: true };
      continue;
    }
    const key = add(line.cond, 'decision');
    if (from) edges.push({ from, to: key });
    for (const p of open ? [] : pending.slice(1)) edges.push({ from: p, to: key });
    const before = edges.length;
    const end = chain(key, line.actions, 'Yes');
    open = { key, first: line.cond, ends: end ? [end] : [], branches: 1, edges: edges.slice(before, before + 1) };
  }
  if (open && open.branches === 1) {
    // The list ends on a single branch line: its No branch has nowhere else to go.
    pending = [...open.ends, open.key];
  }
  return nodes.length >= 3 ? { nodes, edges } : undefined;
}

/** "is the machine empty? yes -> refill beans, no -> brew cup, then clean the tray": one sentence, one question. */
export function flowFromQuestion(text: string): FlowGraph | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  const then = /^(.+?),?\s+(?:and\s+)?then\s+(.+)$/i.exec(t);
  const head = then && questionLine(then[1]!);
  const asked = head ?? questionLine(t);
  if (!asked) return undefined;
  return build([asked, ...(head ? actionsOf(then![2]!).map((step) => ({ step })) : [])]);
}
