// Statements and arrows → a process graph: steps, decisions with yes/no branches, loops, and who does each step.
import { splitClauses, subjectVerb, type Clause } from '../text/clauses.js';
import type { PromptDoc, Statement } from '../text/doc.js';
import { capitalize, concise, matchKey, nounPhrase, stripFiller } from '../text/label.js';
import { isEnglish } from '../text/language.js';
import { readChainSentence } from '../text/chain-sentences.js';
import { balanced, masked, splitOutside } from '../text/spans.js';
import { typedFlow } from './typed-flow.js';
import { flowFromBranchLines, flowFromQuestion } from './branch-lines.js';
import { answersWithColons, flowFromInlineAnswers } from './inline-answers.js';
import { alwaysRoute } from './always-routes.js';

export type FlowType = 'process' | 'decision' | 'start' | 'end';

/** `namedActor`: the step's own sentence names who does it ("the doctor examines the patient and orders tests",
 * "the manager approves or rejects it"), so the actor is not one carried over from an earlier sentence. */
export interface FlowNode { key: string; text: string; label: string; description?: string; type: FlowType; actor?: string; ordinal?: number; group?: string; namedActor?: boolean }
export interface FlowEdge { from: string; to: string; label?: string }
/** `title`: a name the flow's own text gave it ("PIN reset - scan card, …"), for when the prompt has none. */
export interface FlowGraph { nodes: FlowNode[]; edges: FlowEdge[]; title?: string }

const RETRY = /\b(?:retr(?:y|ies|ied)|tr(?:y|ies)\s+again|again|resubmits?|starts?\s+over)\b/i;
const RETRY_ONLY = /^(?:and\s+)?(?:then\s+)?(?:try\s+again|retry|start\s+over|tries\s+again)$/i;
const PRONOUN = /^(?:it|they|he|she|this|that|these|those|we|you|i|which|who|one|someone)$/i;
/** A pronoun, but not "IT" (the department). */
const isPronoun = (s: string): boolean => s.trim() !== 'IT' && PRONOUN.test(s.trim());
const TERMINAL = /\b(?:ends?|stops?|terminat(?:e|es|ed)|abort(?:s|ed)?|exits?|the\s+process\s+(?:ends|stops|is\s+over)|done|finish(?:es|ed)?|cancel(?:s|led|ed)?|is\s+(?:closed|rejected|cancell?ed|discarded))\s*$/i;
const START = /^(?:start|begin|begins|starts|kick[- ]?off)\b/i;
const END = /^(?:end|stop|finish|done|terminate|exit)\b/i;

interface Pending { from: string; label?: string }
/** `text`: the condition it asks, as written. */
/** `carried`: the ends of an outer decision's first branch, when this one opens its other branch; they join after it. */
/** `options`: the choices it names ("admit or discharge"); `taken`: those a branch was written for. */
/** `continued`: a later sentence went on with its last branch ("After the visit the adjuster writes a report"). */
interface OpenDecision { key: string; text: string; yesEnds: Pending[]; inElse: boolean; sentence: number; carried?: Pending[]; options?: string[]; taken?: Set<string>; continued?: boolean }

/** Builds a graph from arrow lines (when the prompt has them) or from the statements. */
export function buildFlow(doc: PromptDoc): FlowGraph {
  const typed = typedFlow(doc.statements);
  if (typed) return typed;
  // "1. scan label 2. no RMA? -> quarantine 3. RMA ok -> inspect": branch lines among listed steps.
  // "is the machine empty? yes -> refill beans, no -> brew cup, then …": one question with its answers.
  const oneLine = doc.arrows.every((a) => a.line === doc.arrows[0]!.line);
  const branched = doc.arrows.length > 0 ? flowFromBranchLines(doc.statements) ?? flowFromInlineAnswers(oneLine ? bodyText(doc) : stepLines(doc)) ?? (oneLine ? flowFromQuestion(doc.arrows[0]!.line === doc.lines[0] && doc.tail ? doc.tail : doc.arrows[0]!.line.text) : undefined) : undefined;
  if (branched) return branched;
  // "Is it urgent? Y: page the on-call engineer. N: add to backlog": answers written with colons, no arrows.
  const answered = doc.arrows.length === 0 && answersWithColons(doc.text) ? flowFromInlineAnswers(stepLines(doc, false)) : undefined;
  if (answered) return answered;
  // "if the email exists -> send a reset link, else …": arrows inside sentences are read with the sentences.
  if (doc.arrows.length > 0 && proseArrows(doc)) return flowFromStatements(proseStatements(doc));
  if (doc.arrows.length > 0 && doc.arrows.flatMap((a) => a.chain.edges).length >= Math.max(1, doc.statements.length - doc.arrows.length)) return flowFromArrows(doc);
  const chained = flowFromChainSentences(doc);
  if (chained) return chained;
  return flowFromStatements(doc.statements.length ? doc.statements : [{ text: doc.tail || doc.lead, depth: 0, listed: false }]);
}

/** The statements one a line, without a heading before the first step ("return process" over arrow lines). */
function stepLines(doc: PromptDoc, heading = true): string {
  const first = heading ? doc.statements.findIndex((s) => s.listed || /->|=>|→|⇒|[?？]/u.test(s.text)) : 0;
  return doc.statements.slice(Math.max(0, first)).map((s) => s.text).join('\n');
}

/** The prompt's content as written: the text after the lead's colon and the lines after it. */
function bodyText(doc: PromptDoc): string {
  return doc.lines.map((l, i) => (i === 0 && doc.tail ? doc.tail : l.text)).filter(Boolean).join('\n');
}

export function flowFromArrows(doc: PromptDoc): FlowGraph {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const byKey = new Map<string, FlowNode>();
  const node = (text: string): FlowNode => {
    const k = matchKey(text) || text;
    let n = byKey.get(k);
    if (!n) {
      const l = concise(text);
      const type: FlowType = /\?\s*$/.test(text) ? 'decision' : START.test(text) && nodes.length === 0 ? 'start' : END.test(text) ? 'end' : 'process';
      n = { key: k, text, label: type === 'decision' ? `${l.label.replace(/\?$/, '')}?` : l.label, description: l.description, type };
      byKey.set(k, n);
      nodes.push(n);
    }
    return n;
  };
  // "Discovery phase:" over "- Market research → User interviews", or "Sprint planning: Backlog → Selection": groups.
  let lastGroup: string | undefined;
  let lastOfGroup: string | undefined;
  // Pasted notes: "RMA found?" then "  yes -> inspect item" and "  no -> quarantine": a line that opens with a branch
  // word leaves the last decision above it by that branch; "damaged? -> yes: write off / no: restock" holds both.
  const decisions: { key: string; indent: number }[] = [];
  const branchWord = (t: string) => BRANCH_WORD.exec(t.trim())?.[0];
  // Lines of plain arrows, in order, for the outcome lines read below.
  const plain: { index: number; nodes: string[] }[] = [];
  let lineNo = -1;
  for (const { line, chain: read } of doc.arrows) {
    lineNo++;
    // "… -> damaged? -> yes: write off / no: restock": the arrow reader took what follows "yes:" for a label.
    const lastNode = read.nodes[read.nodes.length - 1] ?? '';
    const chain = read.trailingLabel && branchWord(lastNode) ? { ...read, nodes: [...read.nodes.slice(0, -1), `${lastNode}: ${read.trailingLabel}`] } : read;
    const head = branchWord(chain.nodes[0] ?? '');
    const open = head && chain.nodes.length >= 2 ? [...decisions].reverse().find((d) => d.indent < line.indent) ?? decisions[decisions.length - 1] : undefined;
    const pairs = chain.nodes.map((t) => BRANCH_PAIR.exec(t.trim()));
    if (open || pairs.some(Boolean)) {
      const start = open ? 1 : 0;
      if (open) edges.push({ from: open.key, to: node(chain.nodes[1]!).key, label: branchLabel(head!) });
      for (let i = start; i < chain.nodes.length; i++) {
        const t = chain.nodes[i]!;
        const pair = pairs[i];
        const n = pair ? undefined : node(t);
        if (n?.type === 'decision') decisions.push({ key: n.key, indent: line.indent });
        const prev = i > start ? chain.nodes[i - 1]! : undefined;
        if (pair && prev) {
          const from = node(prev).key;
          edges.push({ from, to: node(pair[2]!).key, label: branchLabel(pair[1]!) }, { from, to: node(pair[4]!).key, label: branchLabel(pair[3]!) });
        } else if (n && prev && !pairs[i - 1]) edges.push({ from: node(prev).key, to: n.key });
      }
      continue;
    }
    for (const t of chain.nodes) if (/\?\s*$/.test(t)) decisions.push({ key: node(t).key, indent: line.indent });
    if (chain.edges.length === chain.nodes.length - 1 && chain.edges.every((e) => !e.label)) plain.push({ index: lineNo, nodes: chain.nodes.map((t) => matchKey(t) || t) });
    const keyed = /^([^:：→]{2,40}?)\s*[:：]\s+(\S.*)$/u.exec(chain.nodes[0] ?? '');
    const group = keyed && keyed[1].split(/\s+/).length <= 5 ? keyed[1].trim() : parentHeader(doc, line);
    const rename = keyed && group === keyed[1].trim() ? { from: chain.nodes[0], to: keyed[2] } : undefined;
    const named = (t: string) => (rename && t === rename.from ? rename.to : t);
    const first = node(named(chain.edges[0]?.from ?? chain.nodes[0]));
    for (const e of chain.edges) edges.push({ from: node(named(e.from)).key, to: node(named(e.to)).key, label: e.label ? concise(e.label).label : undefined });
    if (group) {
      for (const t of chain.nodes) node(named(t)).group ??= group;
      // One group after another, and one chain after another in a group: the first step follows the last before.
      if (lastGroup && lastOfGroup && lastOfGroup !== first.key && !edges.some((e) => e.to === first.key)) edges.push({ from: lastOfGroup, to: first.key });
      lastGroup = group;
      lastOfGroup = node(named(chain.nodes[chain.nodes.length - 1])).key;
    }
  }
  outcomeLines(plain, nodes, edges, doc.arrows.length);
  // Plain lines between arrows ("Start", "Done") are nodes too when they name a step.
  for (const n of nodes) {
    const out = edges.filter((e) => e.from === n.key);
    if (n.type === 'process' && out.length >= 2 && out.some((e) => /^(?:yes|no|true|false|ok|fail(?:ed)?|success|y|n)$/i.test(e.label ?? ''))) n.type = 'decision';
  }
  return { nodes, edges };
}

/**
 * "A → Prüft Vertretung" then "Keine Vertretung → Ablehnen" and "Vertretung vorhanden → Resturlaub prüfen": two or
 * more arrow lines in a row that each open with a short condition no other line reaches are the outcomes of the step
 * the line before them ends with. The condition labels the branch; once a step has two, the next outcomes belong to
 * the step the last line ended with ("Genug Tage → …" after "… → Resturlaub prüfen").
 */
function outcomeLines(plain: { index: number; nodes: string[] }[], nodes: FlowNode[], edges: FlowEdge[], lineCount: number): void {
  if (plain.length !== lineCount || plain.length < 3) return;
  const appears = (k: string, except: number) => plain.some((l, j) => j !== except && l.nodes.includes(k));
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const cond = plain.map((l, i) => {
    const n = byKey.get(l.nodes[0]!);
    return i > 0 && l.nodes.length >= 2 && !!n && n.type === 'process' && !/[?？]/u.test(n.text) && n.text.split(/\s+/).length <= 4 && !appears(l.nodes[0]!, i);
  });
  // A lone such line is a chain of its own.
  const run = cond.map((c, i) => c && (cond[i - 1] || cond[i + 1]));
  let anchor: FlowNode | undefined;
  let count = 0;
  for (let i = 0; i < plain.length; i++) {
    if (!run[i]) { anchor = undefined; continue; }
    if (!anchor || count >= 2) {
      const prev = plain[i - 1]!.nodes;
      anchor = byKey.get(prev[prev.length - 1]!);
      count = 0;
      if (!anchor || edges.some((e) => e.from === anchor!.key)) { anchor = undefined; continue; }
    }
    const first = byKey.get(plain[i]!.nodes[0]!)!;
    const e = edges.find((x) => x.from === first.key);
    if (!e) continue;
    e.from = anchor.key;
    e.label = first.label;
    nodes.splice(nodes.indexOf(first), 1);
    anchor.type = 'decision';
    count++;
  }
}

const BRANCH = String.raw`(?:yes|no|y|n|true|false|ok|fail(?:ed)?|ja|nein|oui|non|s[ií]|sim|n[aã]o|是|否|はい|いいえ)`;
const BRANCH_WORD = new RegExp(String.raw`^${BRANCH}(?=\s*[:：]?\s*$)`, 'iu');
const BRANCH_PAIR = new RegExp(String.raw`^(${BRANCH})\s*[:：]\s*(.+?)\s*[/|;]\s*(${BRANCH})\s*[:：]\s*(.+)$`, 'iu');

/** "y", "ja", "oui" → "Yes"; "n", "nein" → "No" (the flowchart speaks the prompt's language later). */
function branchLabel(word: string): string {
  return /^(?:yes|y|true|ok|ja|oui|s[ií]|sim|是|はい)$/iu.test(word.trim()) ? 'Yes' : /^(?:no|n|false|fail(?:ed)?|nein|non|n[aã]o|否|いいえ)$/iu.test(word.trim()) ? 'No' : capitalize(word.trim());
}

// Words that make an arrow's end a clause of a sentence rather than a step: a condition, a branch, a return.
const CLAUSE_WORD = /^(?:if|else|otherwise|when|then|and\s+then|si|sinon|wenn|falls|sonst|dann|si\s+no|sino|se|senão|altrimenti|如果|否则|そうでなければ)(?![\p{L}])|(?:^|\s)(?:si|if|wenn|falls)\s+(?:oui|non|yes|no|not|so|ja|nein|sí|sim|não)$/iu;

/** Whether the arrows are written inside prose: an arrow's end holds a sentence break, a condition, or half a bracket. */
export function proseArrows(doc: PromptDoc): boolean {
  return doc.arrows.some(({ line, chain }) => {
    // "Add the process map (Observe → Design → Code → Observe) as …": arrows inside brackets are a chain of their own.
    const text = line === doc.lines[0] && doc.tail ? doc.tail : line.text;
    if (!/->|=>|→|⟶|➔|➜|⇒/u.test(masked(text))) return false;
    return chain.nodes.some((n) => /[.!?。！？]\s+\p{L}/u.test(n) || CLAUSE_WORD.test(n.trim()) || !balanced(n));
  });
}

/** The prompt's sentences in order, with the lines that hold arrows read as sentences too (not as arrow chains). */
function proseStatements(doc: PromptDoc): Statement[] {
  const arrowLines = new Set(doc.arrows.map((a) => a.line));
  const out: Statement[] = [];
  doc.lines.forEach((line, i) => {
    if (!arrowLines.has(line)) {
      out.push(...doc.statements.filter((s) => s.line === line && !(i === 0 && s.text === doc.lead && doc.tail)));
      return;
    }
    const text = i === 0 && doc.tail ? doc.tail : line.text;
    for (const t of splitOutside(text, SENTENCE_END)) if (t.trim()) out.push({ text: t.trim(), line, depth: 0, listed: false });
  });
  return out;
}
const SENTENCE_END = /(?<!(?:^|[\s.])(?:e\.g|i\.e|etc|vs|approx|incl|dept|cf|no|dr|mr|mrs|ms|st)\.)(?<=[.!?。！？])\s+(?=\S)/iu;

/** Chains stated in words ("wheat going to field mice going to a hawk"), when most sentences state one. */
function flowFromChainSentences(doc: PromptDoc): FlowGraph | undefined {
  if (doc.arrows.length > 0) return undefined;
  const read = doc.sentences.map(readChainSentence);
  const stating = read.filter((l) => l.length > 0);
  if (stating.length === 0 || stating.flat().length < 2 || stating.length * 2 < doc.sentences.length - 1) return undefined;
  const nodes: FlowNode[] = [];
  const byKey = new Map<string, FlowNode>();
  const node = (text: string): FlowNode => {
    const k = matchKey(text) || text;
    let n = byKey.get(k);
    if (!n) {
      n = { key: k, text, label: capitalize(concise(text).label), type: 'process' };
      byKey.set(k, n);
      nodes.push(n);
    }
    return n;
  };
  const edges = stating.flat().map((l) => ({ from: node(l.from).key, to: node(l.to).key }));
  return { nodes, edges };
}

/** The header line an indented line sits under ("- Design phase:" over "  - Wireframes → Mockups"), if any. */
function parentHeader(doc: PromptDoc, line: PromptDoc['lines'][number]): string | undefined {
  for (let i = doc.lines.indexOf(line) - 1; i >= 0; i--) {
    const l = doc.lines[i];
    if (l.indent < line.indent) {
      const t = l.text.trim();
      return /[:：]$/u.test(t) && !/->|→|=>/.test(t) ? t.replace(/[:：]$/u, '').trim() : undefined;
    }
  }
  return undefined;
}

export function flowFromStatements(statements: Statement[]): FlowGraph {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  let pending: Pending[] = [];
  let open: OpenDecision | undefined;
  let lastDecision: OpenDecision | undefined;
  let lastActor: string | undefined;
  /** The statement whose own subject `lastActor` is. */
  let actorStatement = -1;
  let lastObject = '';
  /** What the last question asked about by a pronoun stood for. */
  let askedAbout = '';
  const ordinals = new Map<number, string>();
  const keys = new Set<string>();
  let altFrom: Pending[] = [];
  const caseDecisions = new Set<string>();
  let altEnds: Pending[] = [];
  /** The decision an "approves or rejects" clause made, and its verb as a participle. */
  let chosen: { key: string; verb: string; si: number } | undefined;
  /** The branch labels of checks that decide. */
  const found = new Map<string, [string, string]>();
  /** Steps named as a decision's options with no branch written for them. */
  const optionEnds = new Set<string>();

  const connect = (to: string) => {
    for (const p of pending) if (!edges.some((e) => e.from === p.from && e.to === to)) edges.push({ from: p.from, to, label: p.label });
  };
  const newKey = (base: string) => {
    let k = base || 'step';
    for (let i = 2; keys.has(k); i++) k = `${base}#${i}`;
    keys.add(k);
    return k;
  };
  const openDecision = (cond: string, si: number, ordinal: number | undefined, first: boolean, namedActor = false, options?: string[]) => {
    // "If it is, reject it. If not, check whether …": a decision that opens the other branch of one still open is
    // inside that branch; the first branch's ends join after it, not into it.
    const outer = open as OpenDecision | undefined;
    const nested = !!outer && outer.inElse && ((pending.length === 1 && pending[0]!.from === outer.key) || !!outer.continued);
    let carried: Pending[] | undefined;
    // "if it doesn't arrive I send a reminder, and if it still doesn't come …": asked again at the end of the first
    // question's branch; the first question's other answer goes on past both.
    const again = !nested && !!outer && !outer.inElse && STILL.test(cond) && pending.length > 0 && !pending.some((p) => p.from === outer.key);
    if (nested) { carried = [...outer!.yesEnds, ...(outer!.carried ?? [])]; open = undefined; }
    else if (again) { carried = [{ from: outer!.key, label: 'No' }, ...(outer!.carried ?? [])]; open = undefined; }
    else closeDecision();
    const key = newKey(`?${matchKey(cond)}`);
    // "if it doesn't arrive within 3 days I send a reminder, and if it still doesn't come …": "it" is what the
    // question before asked about, not what the step between handled.
    const about = STILL.test(cond) && askedAbout ? askedAbout : lastObject;
    if (/^(?:it|they|this)\b/i.test(cond.trim())) askedAbout = about;
    nodes.push({ key, text: cond, label: question(cond, about), type: 'decision', actor: lastActor, namedActor: namedActor || undefined });
    connect(key);
    // A choice between named options has no Yes branch: each option that gets a clause is one.
    pending = options ? [] : [{ from: key, label: 'Yes' }];
    open = { key, text: cond, yesEnds: [], inElse: false, sentence: si, carried, options, taken: options ? new Set() : undefined };
    lastDecision = open;
    if (first && ordinal !== undefined) ordinals.set(ordinal, key);
  };
  /** The last step before the decision done by someone the text names ("let the user retry"), else the step just before it. */
  const retryTarget = (text: string, d: OpenDecision | undefined): string | undefined => {
    const at = d ? nodes.findIndex((n) => n.key === d.key) : -1;
    if (at <= 0) return undefined;
    const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    const before = nodes.slice(0, at).reverse();
    return (before.find((n) => n.actor && n.actor.toLowerCase().split(/\s+/).every((w) => words.has(w))) ?? before[0])!.key;
  };
  /** Whether the routed subject ("urgent tickets") is what the decision asks about ("it is urgent"). */
  const relatesTo = (subject: string, d: OpenDecision | undefined): boolean => {
    if (!d) return false;
    const words = new Set(contentWords(d.text));
    return contentWords(subject).some((w) => words.has(w));
  };
  // "If valid, ..." after "if it is invalid, ...", "when tests pass" after "if tests fail": the other branch.
  const otherBranch = (c: Clause | undefined): boolean => {
    const d = open ?? lastDecision;
    return !!c && !!d && (c.role === 'if' || c.role === 'when') && complements(c.text, d.text);
  };
  // "If the policy was active, …" after "checks whether the policy was active …; if it was not, …": the Yes branch.
  const askedAgain = (c: Clause | undefined): boolean => {
    if (!c || c.role !== 'if' || !open?.inElse || NEGATED.test(c.text)) return false;
    const asked = new Set(contentWords(open.text));
    const said = contentWords(c.text);
    return said.length > 0 && said.every((w) => asked.has(w));
  };
  /** Another branch of decision `d`, labelled `label`; what the branches before it drew waits to be joined. */
  const nextBranch = (d: OpenDecision, label: string, si: number) => {
    if (open === d) {
      // A branch written now replaces the same branch left waiting ("Si non → A. Si oui : …").
      open.yesEnds = [...open.yesEnds.filter((p) => !(p.from === d.key && p.label === label)), ...pending.filter((p) => p.from !== d.key)];
      open.inElse = true;
      open.sentence = si;
    }
    pending = [{ from: d.key, label }];
  };
  const closeDecision = () => {
    if (!open) return;
    if (open.options) {
      // "decides admit or discharge; if discharge, …": an option no clause follows ends there, named as written.
      const d = open;
      // They lead on to whatever follows the decision; those still last at the end end the process.
      const ends: Pending[] = [];
      for (const o of d.options!.filter((x) => !d.taken!.has(x))) {
        const key = newKey(matchKey(`${o} end`));
        nodes.push({ key, text: o, label: capitalize(o), type: 'process', actor: nodes.find((n) => n.key === d.key)?.actor });
        edges.push({ from: d.key, to: key });
        optionEnds.add(key);
        ends.push({ from: key });
      }
      pending = [...d.yesEnds, ...pending, ...ends, ...(d.carried ?? [])];
      open = undefined;
      return;
    }
    pending = open.inElse ? [...open.yesEnds, ...pending] : [...pending, { from: open.key, label: 'No' }];
    pending = [...pending, ...(open.carried ?? [])];
    open = undefined;
  };

  /** "Patients in resus are always admitted to ward": where everything from a drawn step goes. */
  const routeAlways = (text: string): boolean => {
    const r = alwaysRoute(text, nodes);
    if (!r) return false;
    let to = r.to;
    const plain = edges.filter((e) => e.from === r.from && !e.label);
    if (!to) {
      to = newKey(matchKey(r.step!));
      const l = concise(r.step!);
      nodes.push({ key: to, text: r.step!, label: capitalize(l.label), description: l.description, type: 'process', actor: nodes.find((n) => n.key === r.from)?.actor });
      for (const e of plain) e.from = to;
    } else {
      // The step no longer leads where the text went on after it, when that step is reached some other way too.
      for (const e of plain) if (e.to !== to && edges.some((x) => x !== e && x.to === e.to)) edges.splice(edges.indexOf(e), 1);
    }
    edges.push({ from: r.from, to });
    return true;
  };

  // Read once every step is drawn, the options of a decision too.
  const always: string[] = [];
  statements.forEach((st, si) => {
    const options = (open?.options ?? []).filter((o) => !open!.taken!.has(o)).map((o) => ({ key: `option:${o}`, text: o, type: 'process' }));
    if (nodes.length > 1 && alwaysRoute(stripFiller(st.text) || st.text, [...nodes, ...options])) { always.push(stripFiller(st.text) || st.text); return; }
    // "Then check the dough – if it hasn't doubled, …": the dash ends the step; the condition is about it.
    const said = (stripFiller(st.text) || st.text).replace(DASH_IF, '; ');
    const clauses = splitClauses(said, { arrows: true });
    const opensWithBranch = clauses[0]?.role === 'else' || clauses[0]?.role === 'yes' || otherBranch(clauses[0]) || askedAgain(clauses[0]);
    // "Those claims are approved straight away" right after the question: what its Yes branch does.
    const those = !!open && !open.inElse && /^(?:those|these|such)\s+\p{L}+/iu.test(clauses[0]?.text ?? '') && pending.length === 1 && pending[0]!.from === open.key;
    if (those) clauses[0] = { ...clauses[0]!, text: clauses[0]!.text.replace(/^(?:those|these|such)\s+/i, 'the ') };
    // "After the visit the adjuster writes a report" after "… is booked to visit the property": the branch goes on.
    const last = nodes[nodes.length - 1];
    const goesOn = !!open && open.inElse && clauses[0]?.role === 'when' && pending.length === 1 && pending[0]!.from === last?.key
      && contentWords(clauses[0].text).some((w) => w.length > 3 && contentWords(last.text).some((x) => x.startsWith(w) || w.startsWith(x)));
    if (goesOn) open!.continued = true;
    if (open && !opensWithBranch && !those && !goesOn && open.sentence !== si) closeDecision();
    let firstInStatement = true;
    for (let ci = 0; ci < clauses.length; ci++) {
      const clause = clauses[ci];
      // After "(if rejected, back to the employee)" the sentence goes on where the aside's decision was left.
      if (ci > 0 && clauses[ci - 1].aside && !clause.aside && open) closeDecision();
      // "if discharge, …" after "decides admit or discharge": the branch of that option.
      const option = (clause.role === 'if' || clause.role === 'when') ? open?.options?.find((o) => matchKey(o) === matchKey(clause.text)) : undefined;
      if (option && open) {
        open.taken!.add(option);
        nextBranch(open, capitalize(option), si);
        firstInStatement = false;
        continue;
      }
      // "... and either approves or rejects it": a decision; the refusal ends the process.
      const other = clauses[ci + 1];
      // "The manager approves or rejects it": the subject decides.
      const altSvo = clause.alternative === 1 ? subjectVerb(clause.text) : undefined;
      const firstVerb = altSvo?.subject && altSvo.verb ? altSvo.verb : clause.text.split(/\s+/)[0];
      if (clause.alternative === 1 && other?.alternative === 2 && complements(firstVerb, other.text.split(/\s+/)[0])) {
        if (altSvo?.subject && altSvo.verb && !isPronoun(altSvo.subject)) { lastActor = nounPhrase(altSvo.subject); actorStatement = si; }
        const verb = participle(firstVerb);
        const object = lastObject || 'it';
        openDecision(/^(?:it|them|this|that)$/i.test(object) ? verb : `${object} ${verb}`, si, st.line?.ordinal, firstInStatement, !!altSvo?.subject);
        chosen = { key: open!.key, verb: verb.toLowerCase(), si };
        // "approves or rejects (if rejected, back to the employee)": the refusal's branch is written; it is not an end.
        if (clauses.slice(ci + 2).some((x) => x.role === 'if' && complements(x.text, verb))) {
          firstInStatement = false;
          ci++;
          continue;
        }
        const endKey = newKey(matchKey(`${other.text} end`));
        nodes.push({ key: endKey, text: other.text, label: capitalize(participle(other.text.split(/\s+/)[0])), type: 'end', actor: lastActor });
        edges.push({ from: open!.key, to: endKey, label: 'No' });
        open = undefined;
        firstInStatement = false;
        ci++;
        continue;
      }
      let c: Clause = otherBranch(clause) ? { role: 'else', text: '' } : askedAgain(clause) ? { role: 'yes', text: '' } : clause;
      // "After baking everything has to cool on the racks": once the step just drawn is done, the rest is a step.
      const afterDone = c.role === 'when' && nodes.length > 0 ? AFTER_DONE.exec(c.text) : null;
      if (afterDone && nodes[nodes.length - 1]!.text.toLowerCase().split(/\s+/).some((w) => sameStem(w, afterDone[1]!))) c = { role: 'step', text: afterDone[2]!.replace(/\s+(?:before|until|so\s+that)\s+.+$/i, '') };
      // "Urgent tickets go to A, others to B" with no decision about urgent tickets before it: the routing is one.
      if (c.role === 'yes' && c.subject && !relatesTo(c.subject, open ?? lastDecision)) {
        openDecision(c.subject, si, st.line?.ordinal, firstInStatement);
        firstInStatement = false;
        continue;
      }
      if (c.role === 'else' || c.role === 'yes') {
        // "If not, ..." after the yes branch, or "If it does, ..." after a "no" branch written first.
        const d = open ?? lastDecision;
        if (!d) continue;
        // "If so, ..." right after the decision: the yes branch is the one already waiting.
        if (c.role === 'yes' && open && !open.inElse && pending.length === 1 && pending[0]!.from === open.key && pending[0]!.label === 'Yes') {
          open.sentence = si;
          continue;
        }
        // "if it hasn't doubled, …; if it has, …": "if it has" is the No of a question asked in the negative.
        const label = c.role === 'else' || NEGATED.test(d.text) ? 'No' : 'Yes';
        if (open && !open.inElse) {
          open.yesEnds = pending;
          open.inElse = true;
          pending = [{ from: open.key, label }];
          open.sentence = si;
        } else {
          // The other branch of a decision whose first branch is already drawn.
          nextBranch(d, label, si);
        }
        continue;
      }
      if (c.role === 'case') {
        // The first case opens a choice named after the step before it ("triage severity" → "Severity?") or
        // after the cases of the sentence; each case is a branch labelled with its name.
        const label = capitalize(c.text);
        if (open && caseDecisions.has(open.key)) {
          nextBranch(open, label, si);
        } else {
          const prev = nodes[nodes.length - 1];
          const subject = prev && /^(?:triage|assess|classify|categori[sz]e|check|determine|evaluate|rate|grade|identify)\s+(?:the\s+)?(.+)$/i.exec(prev.text.split(/,\s*/).pop()!.trim());
          const cases = clauses.filter((x) => x.role === 'case').map((x) => x.text);
          openDecision(subject ? subject[1] : cases.join(' or '), si, st.line?.ordinal, firstInStatement);
          caseDecisions.add(open!.key);
          pending = [{ from: open!.key, label }];
        }
        firstInStatement = false;
        continue;
      }
      // "The manager approves or rejects it. If approved, …": the same decision, on its Yes branch.
      if (c.role === 'if' && chosen && si <= chosen.si + 1 && new RegExp(`^(?:(?:it|this|that|the\\s+\\w+)\\s+(?:is|was|gets?)\\s+)?${chosen.verb}$`, 'i').test(c.text.trim())) {
        pending = [{ from: chosen.key, label: 'Yes' }];
        firstInStatement = false;
        continue;
      }
      // "check the dough; if it hasn't doubled, …": the check just drawn is the decision, its branches what it finds.
      const checked = c.role === 'if' && !c.options && ci > 0 && clauses[ci - 1]!.role === 'step' && !open ? nodes[nodes.length - 1] : undefined;
      const branches = checked && /^(?:it|they|this|that)\s/i.test(c.text.trim()) ? branchWords(c.text) : undefined;
      if (checked && branches && checked.type === 'process' && CHECK_STEP.test(checked.text) && pending.length === 1 && pending[0]!.from === checked.key) {
        closeDecision();
        checked.type = 'decision';
        found.set(checked.key, branches);
        pending = [{ from: checked.key, label: 'Yes' }];
        open = { key: checked.key, text: c.text, yesEnds: [], inElse: false, sentence: si };
        lastDecision = open;
        firstInStatement = false;
        continue;
      }
      if (c.role === 'if') {
        // "The clerk checks whether ...": the clerk makes the decision.
        const named = !!c.subject && !isPronoun(c.subject);
        if (named) { lastActor = nounPhrase(c.subject!); actorStatement = si; }
        openDecision(c.text, si, st.line?.ordinal, firstInStatement, named, c.options);
        firstInStatement = false;
        continue;
      }
      if (c.role === 'loop') {
        const target = loopTarget(c.text, nodes, ordinals);
        if (target) {
          const until = /\buntil\s+(.+)$/i.exec(c.text);
          if (until) {
            const key = newKey(`?${matchKey(until[1])}`);
            nodes.push({ key, text: until[1], label: question(until[1], lastObject), type: 'decision', actor: lastActor });
            connect(key);
            edges.push({ from: key, to: target, label: 'No' });
            pending = [{ from: key, label: 'Yes' }];
          } else {
            for (const p of pending) edges.push({ from: p.from, to: target, label: p.label });
            pending = [];
          }
          firstInStatement = false;
          continue;
        }
      }
      // "3. Is payment successful?": a step written as a question is the decision itself.
      if (c.role === 'step' && /\?\s*$/.test(c.text)) {
        // "bulk ferment – doubled?": the step, then the short question asked about it.
        const about = /^(\p{L}.*?)\s+[–—-]\s+(\S+(?:\s+\S+){0,3}\?)\s*$/u.exec(c.text);
        if (about) {
          const key = newKey(matchKey(about[1]!));
          const l = concise(about[1]!);
          nodes.push({ key, text: about[1]!, label: capitalize(l.label), description: l.description, type: 'process', actor: lastActor });
          connect(key);
          pending = [{ from: key }];
        }
        openDecision((about ? about[2]! : c.text).replace(/\?\s*$/, ''), si, st.line?.ordinal, firstInStatement && !about);
        firstInStatement = false;
        continue;
      }
      const svo = c.continues ? { subject: '', verb: c.text.split(/\s+/)[0] ?? '', rest: c.text.split(/\s+/).slice(1).join(' ') } : subjectVerb(c.text.replace(SPEAKER, ''));
      let actor = c.continues ? lastActor : svo.subject && !isPronoun(svo.subject) ? nounPhrase(svo.subject) : lastActor;
      const passive = /^(?:is|are|was|were|gets?|get)\b/i.test(svo.verb) ? /\bby\s+(?:the\s+|a\s+|an\s+)?([\w\s-]{2,30}?)(?=$|[,.;]|\s(?:and|who|which|for|to|in|on|with)\b)/i.exec(svo.rest) : null;
      if (passive) actor = nounPhrase(passive[1]);
      // "… sends them to the EVC, who checks them": the one it went to does what the relative clause says.
      const receiver = c.relative && ci > 0 && !svo.subject && !END_MARK.test(c.text.trim()) && !/^(?:that|which|it)\b/i.test(c.text.trim()) ? RECEIVER.exec(clauses[ci - 1]!.text.replace(/\s*\([^()]*\)\s*$/, '')) : null;
      if (receiver) {
        actor = nounPhrase(receiver[1]!);
        // "… and sends them to the EVC, who checks them": the hand-over is the arrow into the EVC's step, not a step.
        const handed = nodes[nodes.length - 1];
        const into = handed ? edges.filter((e) => e.to === handed.key) : [];
        if (handed && HANDOFF.test(handed.text) && into.length > 0 && pending.length === 1 && pending[0]!.from === handed.key && !edges.some((e) => e.from === handed.key) && ![...ordinals.values()].includes(handed.key)) {
          pending = into.map((e) => ({ from: e.from, label: e.label }));
          for (const e of into) edges.splice(edges.indexOf(e), 1);
          nodes.pop();
        }
      }
      const namedActor = !!actor && (passive !== null || !!receiver || (c.continues ? actorStatement === si : !!svo.subject && !isPronoun(svo.subject)));
      // "After the interview, ..." once a step has interviewed: the trigger is that step, not a new one.
      if (c.role === 'when' && nodes.length > 0 && !subjectVerb(c.text).verb && c.text.split(/\s+/).length <= 3) {
        const said = new Set(nodes.flatMap((n) => contentWords(n.text)));
        if (contentWords(c.text).some((w) => w.length > 3 && said.has(w))) continue;
      }
      // "once it's done we text the owner", "when that's finished": a trigger about the step before is that step.
      if (c.role === 'when' && nodes.length > 0 && /^(?:it|that|this|they|everything|all\s+(?:of\s+)?(?:it|that|this))(?:['’]s|['’]re|\s+(?:is|are|was|were|has\s+been|have\s+been|gets?))?\s+(?:done|finished|complete|completed|ready|over|through|fixed|sorted|approved|signed(?:\s+off)?|back)$/i.test(c.text.trim())) continue;
      // "Once the deposit is in, we bake": the trigger is what an earlier step waited or asked for; it arrived.
      if (c.role === 'when' && nodes.length > 0) {
        const reached = ARRIVED.exec(c.text.trim());
        const said = reached ? new Set(nodes.flatMap((n) => contentWords(n.text))) : undefined;
        if (reached && contentWords(reached[1]!).some((w) => w.length > 3 && said!.has(w))) continue;
      }
      // A trigger ("when an order arrives") names what happens, not who acts.
      if (c.role === 'when') actor = undefined;
      else if (actor) {
        lastActor = actor;
        if (namedActor) actorStatement = si;
      }
      // "if denied, it asks for a zip code": the step is "Asks for a zip code", done by the actor already known.
      // "IT creates accounts": the department, not the pronoun.
      let text = movedTo(resolvePronoun(c.text, lastObject, false)).replace(/^(?:it|It|they|They|he|He|she|She)\s+(?=[a-z]+s\b)/, '')
        // "We check the bike", "I call the customer": who speaks does the step; the step is what is done.
        .replace(SPEAKER, '')
        // "(and then) it's pickup and final payment": what comes next is named, not done.
        .replace(/^(?:it['’]s|it\s+is)\s+(?:time\s+for\s+)?(?!(?:not|now|then|done|over|ready|\p{L}+ed|going|getting|being|coming|doing|working|running|taking|looking|still|also|just|very|too|all|fine|ok|okay|good|bad|possible|important)\b)(?=\p{L}{3,})/iu, '');
      // "wait 30 min and check again": back to the step that did it first.
      const again = AGAIN.exec(text);
      // "wait an hour and check again": a check said again asks the question once more.
      const asked = again && CHECKED_AGAIN.test(again[1]!) ? open ?? lastDecision : undefined;
      if (asked && pending.length > 0) {
        for (const p of pending) edges.push({ from: p.from, to: asked.key, label: p.label });
        pending = [];
        continue;
      }
      const first = again ? nodes.find((n) => n.text.replace(/^(?:then|and|next|now)\s+/i, '').split(/\s+/)[0]!.toLowerCase() === again[1]!.toLowerCase()) : undefined;
      if (first && pending.length > 0) {
        for (const p of pending) edges.push({ from: p.from, to: first.key, label: p.label });
        pending = [];
        continue;
      }
      // "compress it and try again": the retry is the edge back, not a step of its own.
      const back = RETRY_ONLY.test(text) ? retryTarget(text, open ?? lastDecision) : undefined;
      if (back && pending.length > 0) {
        for (const p of pending) edges.push({ from: p.from, to: back, label: p.label });
        pending = [];
        continue;
      }
      // "… to the editor, who reads it": the step says who reads it ("Editor reads it"; its lane drops the name again).
      if (receiver && actor && !svo.subject) text = `${actor} ${text}`;
      // "we book the next slot and that's it", "aviso al cliente y ahí termina": the step, and the branch stops there.
      const endsHere = TRAIL_END.exec(text);
      if (endsHere && (open || lastDecision)) text = text.slice(0, endsHere.index);
      // "… and that's the end": the branch stops at the step before.
      if (END_MARK.test(text) && nodes.length > 0) {
        if (open || lastDecision) pending = [];
        continue;
      }
      // "we can't do it safely, so that's also a decline": the branch ends at the step drawn for that before.
      const also = ALSO_A.exec(text);
      const same2 = also ? nodes.find((n) => n.type === 'process' && n.text.toLowerCase().split(/[^\p{L}]+/u).some((w) => w.length > 3 && (w.startsWith(also[2]!.toLowerCase().slice(0, 5)) && also[2]!.length > 3))) : undefined;
      if (same2 && pending.length > 0) {
        connect(same2.key);
        pending = [];
        firstInStatement = false;
        continue;
      }
      const l = concise(also ? also[1]! : text);
      if (!l.label) continue;
      // "if not: straight to release" once "then release" is drawn: the branch goes to that step.
      const reached = text !== c.text && pending.length > 0 ? nodes.find((n) => n.type === 'process' && matchKey(n.text) === matchKey(text)) : undefined;
      if (reached) {
        connect(reached.key);
        pending = [];
        firstInStatement = false;
        continue;
      }
      // "otherwise it is rejected with the same letter": the step drawn before, reached again.
      const same = /^(.+?)\s+(?:(?:with|by|using|via|in)\s+the\s+same\s+\p{L}+|as\s+before|the\s+same\s+way)$/iu.exec(text);
      const again2 = same ? nodes.find((n) => n.type === 'process' && matchKey(n.text).startsWith(matchKey(same[1]!))) : undefined;
      if (again2 && pending.length > 0) {
        connect(again2.key);
        pending = [];
        firstInStatement = false;
        continue;
      }
      const type: FlowType = c.role === 'when' && nodes.length === 0 ? 'start' : c.role === 'end' || (END.test(l.label) && l.label.split(/\s+/).length <= 3) ? 'end' : START.test(l.label) && nodes.length === 0 ? 'start' : 'process';
      const key = newKey(matchKey(text));
      nodes.push({ key, text, label: l.label, description: l.description, type, actor, ordinal: st.line?.ordinal, namedActor: (c.role !== 'when' && namedActor) || undefined });
      if (firstInStatement && st.line?.ordinal !== undefined && !ordinals.has(st.line.ordinal)) ordinals.set(st.line.ordinal, key);
      firstInStatement = false;
      // "either A or B": both arms leave from the same point, and both lead on.
      if (c.alternative === 1) { altFrom = pending; altEnds = []; }
      if (c.alternative === 2) pending = altFrom;
      const besideFrom = c.side ? pending : undefined;
      connect(key);
      pending = TERMINAL.test(text) && (open || lastDecision) ? [] : [{ from: key }];
      // "either sends them back for changes or passes them on": back to the first step of whoever sent them.
      const sender = SENT_BACK.test(text) && !/\bback\s+to\b/i.test(text) ? senderOf(nodes, nodes.length - 1) : undefined;
      if (sender) {
        edges.push({ from: key, to: sender });
        pending = [];
      }
      // "Show an error and let the user retry" in a branch: back to what the decision was about.
      const retry = RETRY.test(text) ? retryTarget(text, open ?? lastDecision) : undefined;
      if (retry) {
        edges.push({ from: key, to: retry });
        pending = [];
      }
      if (c.alternative === 1) altEnds = pending;
      if (c.alternative === 2) pending = [...altEnds, ...pending];
      // "(the office chases anyone missing)": the flow goes on from the step the bracket was said beside.
      if (besideFrom) pending = besideFrom;
      if (endsHere && (open || lastDecision)) pending = [];
      // "the claim is approved and paid": in the passive, what was handled is the subject.
      const obj = /^(?:is|are|was|were|gets?)\s+\w+ed\b/i.test(svo.verb) && svo.subject && !isPronoun(svo.subject) ? nounPhrase(svo.subject).replace(/^(?:the|a|an)\s+/i, '') : lastNoun(svo.rest);
      if (obj) lastObject = obj;
    }
  });
  closeDecision();
  for (const a of always) routeAlways(a);
  for (const n of nodes) if (optionEnds.has(n.key) && !edges.some((e) => e.from === n.key)) n.type = 'end';
  // A check that decides names its branches by what it finds ("Not doubled" / "Doubled"), not Yes and No.
  for (const e of edges) {
    const b = found.get(e.from);
    if (b && (e.label === 'Yes' || e.label === 'No')) e.label = e.label === 'Yes' ? b[0] : b[1];
  }
  return { nodes, edges };
}

// "baking everything has to cool on the racks …": the gerund of the step before, then what must happen next.
const AFTER_DONE = /^(\p{L}+ing)\s+(?:everything|it|they|them|all|the\s+\p{L}+|each\s+\p{L}+)\s+(?:has\s+to|have\s+to|needs?\s+to|must|should|is\s+left\s+to|are\s+left\s+to)\s+(.+)$/iu;
/** "bake" and "baking", "proof" and "proofing", "shape" and "shaping": one verb. */
function sameStem(word: string, gerund: string): boolean {
  const stem = gerund.toLowerCase().replace(/ing$/, '');
  const w = word.toLowerCase();
  return w === stem || w === `${stem}e` || (stem.length > 3 && stem.at(-1) === stem.at(-2) && w === stem.slice(0, -1));
}
const NEGATED = /n['’]t\b|\bnot\b/i;
/** "We check the bike", "I call the customer": who speaks does the step; the step is what is done. */
const SPEAKER = /^(?:we|We|I)\s+(?=[a-z]{2,}\s|[a-z]{3,}$)/;
/** "sends them to the EVC (…)", "passes it to the head teacher": who it goes to, at the end of the clause. */
const RECEIVER = /\b(?:to|with)\s+(?:the\s+|an?\s+|our\s+|their\s+|his\s+|her\s+)?(\p{L}[\p{L}\d&'’-]*(?:\s+\p{L}[\p{L}\d&'’-]*){0,3}?)\s*$/u;
/** "sends them to the EVC", "passes it on to the manager", "emails the form to HR": only a hand-over. */
const HANDOFF = /^(?:(?:and\s+)?then\s+)?(?:sends?|passes|pass|hands?|forwards?|gives?|submits?|emails?|posts?)\s+(?:it|them|this|these|those|everything|(?:the|their|his|her|its)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:over\s+|on\s+)?to\s+(?:the\s+|an?\s+|our\s+)?[\p{L}][^,;]{0,60}$/iu;
/** "sends them back (for changes)", "is returned", "bounces it back": the work goes back to whoever sent it. */
const SENT_BACK = /\b(?:sends?|hands?|passes|pass|gives?|returns?|bounces?|kicks?|pushes?)\s+(?:it|them|this|these|the\s+\p{L}+(?:\s+\p{L}+)?)\s+(?:back\b|for\s+(?:changes|corrections?|fixes|fixing|revisions?|rework|amendments?|edits|more\s+(?:work|info(?:rmation)?)))|\b(?:is|are|gets?|get)\s+(?:sent|handed|passed|returned|bounced|kicked)\s+back\b/iu;
/** The first step, in its run, of the last one before `at` done by someone else than the step at `at`. */
function senderOf(nodes: FlowNode[], at: number): string | undefined {
  const who = nodes[at]?.actor;
  if (!who) return undefined;
  let i = at - 1;
  while (i >= 0 && (nodes[i]!.actor === who || nodes[i]!.type === 'decision')) i--;
  const other = nodes[i]?.actor;
  if (i < 0 || !other) return undefined;
  while (i > 0 && nodes[i - 1]!.actor === other && nodes[i - 1]!.type !== 'decision') i--;
  return nodes[i]!.key;
}
const STILL = /^(?:it|they|this|that)\s+still\b/i;
/** "and that's the end", "end of story", "c'est fini", "Ende", "y ahí termina": the branch stops here. */
const END_MARK = /^(?:(?:and|so)\s+)?(?:(?:that|this|it)(?:['’]s|\s+is)\s+(?:the\s+end|it|all|over|final|done)(?:\s+(?:of\s+(?:it|that|the\s+(?:process|story|road|line))|there))?|end\s+of\s+(?:story|process|the\s+line)|(?:the\s+)?(?:process|flow)\s+(?:ends|stops)\s+(?:here|there)|(?:et\s+)?c['’]est\s+(?:(?:la\s+)?fin|fini|tout)|(?:und\s+)?(?:das\s+war['’]?s|dann\s+ist\s+schluss|ende)|(?:y\s+)?(?:ahí\s+termina|se\s+acabó|fin)|(?:e\s+)?(?:acabou|fim)|(?:e\s+)?(?:finisce\s+lì|fine))$/iu;
/** "… and that's it", "… y ahí termina", "… et c'est fini", "… und das war's": the end, said after a step. */
const TRAIL_END = /\s*,?\s+(?:and|y|et|und|e)\s+(?:(?:that|this)(?:['’]s|\s+is)\s+(?:it|the\s+end|all)|ahí\s+(?:termina|acaba)|se\s+acabó|c['’]est\s+(?:fini|tout|la\s+fin)|das\s+war['’]?s|fertig|acabou|finisce\s+lì|basta)$/iu;
/** "can't do it safely, so that's also a decline": the reason, then the step it comes to, drawn already. */
const ALSO_A = /^(.+?)\s*[,;]?\s+so\s+(?:that['’]s|that\s+is|it['’]s|it\s+is)\s+(?:also\s+|again\s+)?(?:a|an|the)\s+(\p{L}+)(?:\s+too|\s+as\s+well)?$/iu;
/** "the deposit is in", "the parts have arrived", "payment comes through": what was waited for has come. */
const ARRIVED = /^(?:the\s+|a\s+|an\s+|our\s+|their\s+)?([\p{L}\d%-]+(?:\s+[\p{L}\d%-]+){0,2}?)\s+(?:(?:is|are|has\s+been|have\s+been)\s+(?:in|here|received|paid|through|back|confirmed|cleared)|(?:has|have)\s+(?:arrived|come\s+(?:in|through))|arrives?|comes?\s+(?:in|through)|lands?|clears?)$/iu;
const DASH_IF = /\s+[–—-]\s+(?=(?:if|when|unless|once|si|wenn|falls|se|quand|cuando|quando)\b)/gi;
const CHECK_STEP = /^(?:(?:then|and|next|now|first)\s+)?(?:check|inspect|test|verify|taste|measure|weigh|examine|look\s+at|see)\b/i;
const CHECKED_AGAIN = /^(?:check|look|test|taste|see|verify|inspect|measure|weigh|examine|ask|poke|feel)$/i;
const AGAIN = /^(?:(?:and|then)\s+)*(\p{L}+)\s+(?:(?:it|them|this)\s+)?again$/iu;
/** "it hasn't doubled" → ["Not doubled", "Doubled"]: the first branch's words, then the other's. */
function branchWords(cond: string): [string, string] | undefined {
  const t = cond.trim().replace(/^(?:it|they|this|that|he|she)\s+/i, '');
  const m = /^(?:(?:has|have|is|are|does|do|did|was|were)(n['’]t|\s+not)?|(?:not))\s+(\S+(?:\s+\S+)?)$/i.exec(t);
  if (!m || m[2]!.split(/\s+/).length > 2) return undefined;
  const pos = m[2]!;
  const neg = !!m[1] || /^not\b/i.test(t);
  return neg ? [`Not ${pos}`, capitalize(pos)] : [capitalize(pos), `Not ${pos}`];
}

// "it proceeds to testing", "the process moves to staging", "(and finally) to production": the step is where it goes.
const MOVES_TO = /^(?:(?:it|they|this|we|the\s+(?:[\w-]+\s+)?(?:process|flow|workflow|request|order|ticket|application|item|document|case|build|code|change|deployment|release|package|item|user|customer))\s+)?(?:then\s+|finally\s+|next\s+)?(?:proceeds?|moves?|goes|passes|advances|continues|progresses|transitions?|heads?|gets\s+(?:sent|passed|moved|promoted)|is\s+(?:sent|passed|moved|promoted|forwarded|handed\s+(?:over|off)))\s+(?:on\s+|over\s+|forward\s+)?(?:to|into)\s+(?:the\s+)?(.+)$/i;
const BARE_TO = /^(?:and\s+)?(?:then\s+|finally\s+|eventually\s+)?(?:on\s+|straight\s+|directly\s+|right\s+|skip\s+|skips\s+|jump\s+|jumps\s+)?to\s+(?:the\s+)?(.+)$/i;
// "We initiate deployment with a code commit", "the process starts with a request": the first step is the object.
const STARTS_WITH = /^(?:(?:we|it|they|(?:the|a|an|our|each|every)\s+(?:[\w-]+\s+)?[\w-]+)\s+)?(?:starts?|begins?|initiates?|kicks?\s+off|opens?)\s+(?:(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?with\s+(?:an?\s+|the\s+)?(.+)$/i;

/** A step written as a movement or a start ("it proceeds to testing") → the step it names ("testing"). */
export function movedTo(text: string): string {
  const m = MOVES_TO.exec(text) ?? BARE_TO.exec(text) ?? STARTS_WITH.exec(text);
  if (!m) return text;
  const target = m[1].replace(/\s+(?:phase|stage|step)$/i, '').trim();
  return target.split(/\s+/).length <= 6 ? target : text;
}

/** "approves" → "approved", "rejects" → "rejected", "passes" → "passed". */
function participle(verb: string): string {
  const v = verb.toLowerCase().replace(/[^a-z]/g, '');
  const base = /(?:ss|sh|ch|x|z)es$/.test(v) ? v.slice(0, -2) : /ies$/.test(v) ? `${v.slice(0, -3)}y` : /s$/.test(v) ? v.slice(0, -1) : v;
  if (/e$/.test(base)) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const STOP = new Set(['the', 'a', 'an', 'it', 'is', 'are', 'be', 'its', 'they', 'this', 'that', 'of', 'to', 'in', 'on', 'for', 'and', 'or', 'not', 'all', 'any', 'some']);

const NEGATION = new Set(['not', 'no', "n't", 'never']);
const NEGATIVE_PRONOUN = new Set(['nothing', 'none', 'nobody', 'noone', 'neither', 'nowhere']);
const ASSENT = new Set(['ok', 'okay', 'fine', 'good', 'present', 'there', 'yes', 'given', 'provided', 'attached']);
const NEGATING_PREFIX = /^(?:un|in|im|il|ir|dis|non-?)/;
const ANTONYMS: [RegExp, RegExp][] = [
  [/^pass/, /^fail/], [/^succe/, /^fail/], [/^approv/, /^(?:reject|den[yi]|declin)/], [/^accept/, /^(?:reject|declin)/],
  [/^(?:yes|true|ok|okay)$/, /^(?:no|false)$/], [/^(?:found|exist|present|available)/, /^(?:missing|absent|lost)/],
  [/^(?:win|won|wins)$/, /^(?:los[et]|loses)$/], [/^grant/, /^(?:den[yi]|refus|revok)/], [/^allow/, /^(?:den[yi]|block|refus|forbid)/],
  [/^(?:on|enabled?)$/, /^(?:off|disabled?)$/], [/^(?:online|up)$/, /^(?:offline|down)$/], [/^(?:paid)$/, /^(?:unpaid|overdue)$/], [/^(?:above|over|more|greater|higher)$/, /^(?:below|under|less|lower)$/],
];
// Room and its opposite, in the seven languages: "there's room", "a slot is free" / "we're fully booked", "it's full".
const ROOM = /(?<![\p{L}])(?:room|space|capacity|availability|(?:spots?|slots?|places?|seats?|tables?|beds?)\s+(?:free|left|open|available)|vacanc(?:y|ies)|de\s+la\s+place|place\s+libre|platz(?:\s+frei)?|frei(?:e[nr]?)?\s+plätze|sitio|hueco|espacio|lugar(?:es)?\s+libres?|vagas?|espaço|posto(?:\s+libero)?|spazio)(?![\p{L}])/iu;
const FULL = /(?<![\p{L}])(?:full(?:y\s+booked)?|booked\s+(?:up|out)|fully\s+booked|sold\s+out|no\s+(?:room|space|capacity)|at\s+capacity|complets?|complète?s?|plein|ausgebucht|voll|belegt|completo|lleno|lotad[oa]|cheio|pieno|al\s+completo)(?![\p{L}])/iu;
const FILLER = new Set(['the', 'a', 'an', 'it', 'its', 'is', 'are', 'was', 'were', 'be', 'they', 'this', 'that', 'does', 'do', 'did', 'has', 'have', 'gets', 'get']);

function opposite(a: string, b: string): boolean {
  const prefixed = (x: string, y: string) => x.length > y.length && NEGATING_PREFIX.test(x) && x.replace(NEGATING_PREFIX, '') === y;
  return prefixed(a, b) || prefixed(b, a) || ANTONYMS.some(([p, q]) => (p.test(a) && q.test(b)) || (q.test(a) && p.test(b)));
}

/** Whether two conditions are each other's negation: "invalid" / "it is valid", "tests fail" / "tests pass", "X" / "not X". */
export function complements(a: string, b: string): boolean {
  const words = (t: string) => t.toLowerCase().replace(/n't\b/g, ' not').replace(/['’]s\b/g, ' is').split(/[^\p{L}\p{N}-]+/u).filter((w) => w && !FILLER.has(w));
  const wa = words(a); const wb = words(b);
  const na = wa.filter((w) => !NEGATION.has(w)); const nb = wb.filter((w) => !NEGATION.has(w));
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((w) => y.includes(w));
  const within = (x: string[], y: string[]) => x.every((w) => y.includes(w));
  if ((wa.length !== na.length) !== (wb.length !== nb.length) && na.length > 0 && same(na, nb)) return true;
  // "if a room is free … if nothing is free": a negative pronoun stands for the thing the other condition names.
  const nobody = (x: string[]) => x.some((w) => NEGATIVE_PRONOUN.has(w));
  if (nobody(na) !== nobody(nb)) {
    const [neg, pos] = nobody(na) ? [na, nb] : [nb, na];
    const rest = neg.filter((w) => !NEGATIVE_PRONOUN.has(w));
    if (rest.length > 0 && within(rest, pos) && pos.length === rest.length + 1) return true;
  }
  // "no RMA" / "RMA ok": the negated side's words with only a word of assent added.
  const assented = (neg: string[], pos: string[]) => neg.length > 0 && within(neg, pos) && pos.filter((w) => !neg.includes(w)).every((w) => ASSENT.has(w));
  if (wa.length !== na.length && wb.length === nb.length && assented(na, nb)) return true;
  if (wb.length !== nb.length && wa.length === na.length && assented(nb, na)) return true;
  // "there's room" / "we're fully booked that week": room against full, each said plainly.
  if (wa.length === na.length && wb.length === nb.length && ((ROOM.test(a) && FULL.test(b)) || (FULL.test(a) && ROOM.test(b)))) return true;
  for (const x of na) {
    for (const y of nb) {
      if (!opposite(x, y)) continue;
      const ra = na.filter((w) => w !== x); const rb = nb.filter((w) => w !== y);
      if (within(ra, rb) || within(rb, ra)) return true;
    }
  }
  return false;
}

/** The words of a phrase as matchKey reads them ("tickets" → "ticket"), without articles and the like. */
function contentWords(text: string): string[] {
  return matchKey(text).split(' ').filter((w) => w.length > 1 && !STOP.has(w));
}

/** "it is missing" after "checks stock" → "Stock missing?" */
export function question(cond: string, lastObject: string): string {
  // "Est-ce que j'ai de la fièvre ?" asks "J'ai de la fièvre ?": the question's opening words say nothing in a diamond.
  let c = cond.trim().replace(/\s*[?？.!]+$/u, '').replace(/^(?:est[- ]ce\s+qu(?:e\s+|'|’)|is\s+it\s+true\s+that\s+)/iu, '');
  // "if it's valid" asks whether it is valid; "is the file too big" asks "File too big?".
  // "Est-il mineur ?", "A-t-elle payé ?", "Ist er volljährig?": the inverted verb and pronoun say nothing either.
  c = c.replace(/^(?:est|sont|a|ont|peut|doit)-(?:t-)?(?:il|elle|ils|elles|on)\s+/iu, '').replace(/^(?:ist|sind|hat|haben)\s+(?:er|sie|es)\s+(?=\S)/iu, '');
  // "is it P1" asks "P1?": the pronoun asked about says nothing.
  c = c.replace(/^(?:is|are)\s+(?:it|they|this|that)\s+(?=\S)/i, '');
  c = c.replace(/^(it|that|this|he|she|there)['’]s\b/i, '$1 is').replace(/^there\s+(?:is|are)\s+(?=\S)/i, '').replace(/^(?:is|are|was|were)\s+(?=(?:the|a|an|this|that|it|your|my|our)\s)/i, '');
  // "if it's an emergency": "it" stands for nothing; the question is "Emergency?".
  c = c.replace(/^(?:it|this|that)(?:['’]s|\s+is)\s+(?:an?\s+)(?=\p{L})/iu, '');
  c = resolvePronoun(c, lastObject);
  // "we're fully booked that week", "I'm free": who speaks is not what is asked.
  c = c.replace(/^(?:we|i|you)(?:['’](?:re|m)|\s+(?:are|am))\s+(?=\S)/i, '');
  // With no object to stand for, "it is urgent" asks "Urgent?" (not "It urgent?").
  c = c.replace(/^(?:it|they|this|these|that)\s+(?:is|are)\s+(?!not\b)/i, '');
  c = c.replace(/^([\w\s-]{1,30}?)\s+(?:is|are)\s+(?!not\b)/i, '$1 ');
  // "le produit est disponible", "der Antrag vollständig ist": articles and copulas of other languages go too.
  if (!isEnglish(c)) c = c.replace(/^(?:le|la|les|l'|un|une|der|die|das|den|dem|ein|eine|el|los|las|o|os|as|il|lo|gli|i)\s+/iu, '').replace(/(?<![\p{L}])(?:est|sont|ist|sind|es|está|están|son|é|são|è|sono)(?![\p{L}])\s*/giu, '').trim();
  // A question keeps a few more words than a step: "Ça dure depuis plus de 3 jours ?" loses nothing.
  const l = concise(c, 8).label;
  return `${l}?`;
}

/** "they want to …", "they prefer …": a subject that wants, prefers or agrees is a person. */
const PERSON_VERB = /^(?:they|he|she)\s+(?:(?:still|really|also)\s+)?(?:want|wants|wish|wishes|prefer|prefers|agree|agrees|like|likes|would\s+like|decide|decides|choose|chooses|accept|accepts|mind|minds|care|cares)\b/i;

/** "it is missing" → "stock is missing"; in steps only "it" is replaced, since "they" is mostly a person. */
function resolvePronoun(text: string, lastObject: string, condition = true): string {
  if (!lastObject) return text;
  // "whether they want to wait at the bar": who wants, prefers or agrees is a person, not the thing last handled.
  if (condition && PERSON_VERB.test(text)) return text.replace(/^(?:they|he|she)\s+/i, '');
  return text.replace(condition ? /^(it|they|this|these)\b/i : /^(it)\b(?=\s+(?:is|was|gets|has)\b)/i, lastObject);
}

function lastNoun(rest: string): string {
  // "wait for the deposit", "ask about allergies": what the verb takes comes after its preposition.
  const after = /^(?:for|about|on|at)\s+(.+)$/i.exec(rest.trim());
  if (after) return lastNoun(after[1]!.replace(/\b(?:to|from|for|with|by|into|in|on|at|via|within)\b.*$/i, ''));
  const np = rest.replace(/\b(?:to|from|for|with|by|into|in|on|at|via)\b.*$/i, '').trim();
  const ws = np.split(/\s+/).filter((w) => w && !/^(?:the|a|an|it|them|its|their|his|her|our|all|any|some|each)$/i.test(w));
  if (ws.length === 0 || ws.length > 4) return '';
  return ws.join(' ').replace(/[,.;:]+$/, '');
}

function loopTarget(text: string, nodes: FlowNode[], ordinals: Map<number, string>): string | undefined {
  const step = /\bstep\s+(\d+)/i.exec(text);
  if (step) return ordinals.get(Number(step[1]));
  const m = /\b(?:back\s+to|returns?\s+to|repeat(?:s)?(?:\s+from)?|loop\s+(?:back\s+)?to|go(?:es)?\s+to|start\s+over\s+(?:at|from)?|revisits?|revenir\s+(?:à|au|aux)|retour\s+(?:à|au|aux)|zurück\s+(?:zu|zum|zur)|volver\s+(?:a|al)|regresar\s+(?:a|al)|voltar\s+(?:a|ao|à)|tornare\s+(?:a|al))\s+(?:the\s+|la\s+|le\s+|l'|der\s+|die\s+|das\s+)?(.+?)(?:\s+until\b.*)?$/iu.exec(text)
    // "またPlanに戻る", "回到第一步": the step comes before the verb.
    ?? /^(?:また|再び|再度)?(.+?)(?:に|へ)戻る|^(?:返回|回到)(.+)$/u.exec(text)?.filter(Boolean) as RegExpExecArray | undefined;
  if (m) {
    const target = matchKey(m[1].replace(/\b(?:step|stage|phase)\b/i, ''));
    if (/^(?:start|beginning|first|top)$/.test(target)) return nodes[0]?.key;
    const stems = (t: string) => t.split(' ').filter((w) => w.length > 2).map((w) => w.slice(0, 5));
    const want = stems(target);
    const hit = nodes.find((n) => matchKey(n.text).includes(target) || target.includes(matchKey(n.label)))
      ?? nodes.find((n) => want.length > 0 && want.every((w) => stems(matchKey(n.text)).includes(w)))
      ?? nodes.find((n) => want.some((w) => w.length >= 5 && stems(matchKey(n.text)).includes(w)));
    if (hit) return hit.key;
    // "loop back to the payment check": a check no step is named after is the last decision asked.
    if (/\b(?:check|decision|question|test|verification|validation|approval)\b/.test(target)) {
      const asked = [...nodes].reverse().find((n) => n.type === 'decision');
      if (asked) return asked.key;
    }
  }
  return /\b(?:repeat|loop|start\s+over|again)\b/i.test(text) ? nodes.find((n) => n.type !== 'start')?.key : undefined;
}
