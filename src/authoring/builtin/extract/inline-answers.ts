// "check forecast -> rain over 50%? no -> run class. yes -> is the hall free? yes -> move, no -> cancel": a flow written
// inline, where each question is a decision and each answer word ("yes ->", "if no", "Y:", "oui →", "ja →") opens a
// branch of the nearest question still waiting for that answer.
import { capitalize, concise, matchKey } from '../text/label.js';
import { splitOutside } from '../text/spans.js';
import type { FlowEdge, FlowGraph, FlowNode } from './flow.js';
import { question } from './flow.js';

const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;
const ARROW_SRC = String.raw`(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)`;
const YES = String.raw`(?:yes|ja|oui|s[ií]|sim|是|はい)`;
const NO = String.raw`(?:no|nein|non|n[aã]o|否|いいえ)`;
const IF = String.raw`(?:if|si|wenn|falls|se|when)`;
/**
 * An answer word that opens a branch: "yes ->", "no:", "if yes,", "if not", "Y:", "N →", "si oui →", "wenn ja:".
 * Capture 1 is the word; what follows the arrow, colon or comma is the branch's first step.
 */
const BEFORE = String.raw`(?<=^|[\s,.;:?!。，、；？])`;
const ANSWER = new RegExp(
  String.raw`${BEFORE}(?:(?:and\s+|but\s+)?${IF}\s+(${YES}|${NO}|not|so)(?![\p{L}])\s*(?:${ARROW_SRC}|[:：,，])?|(${YES}|${NO})\s*(?:${ARROW_SRC}|[:：]))\s*`,
  'giu',
);
/** "Y:", "N →": single letters only in capitals. */
const LETTER = new RegExp(String.raw`${BEFORE}([YN])\s*(?:${ARROW_SRC}|[:：])\s*`, 'gu');

/** `answer`: which answer it is; `word`: the label it gets ("Ja" for "ja →"; English words become Yes/No). */
const RETRY = /\b(?:again|retry|retries|start\s+over|loop\s+back|go\s+back)\b/i;
/** "retry", "try again (max 3 tries)", "réessayer": the branch is the retry alone. */
const RETRY_ONLY = /^(?:retry|try\s+again|réessayer|erneut\s+versuchen|reintentar|tentar\s+de\s+novo|riprovare|riprova)(?:\s*\([^()]*\))?$/iu;

/** Words that open a question: "is it red, green or blue?" is one question, not a step and a question. */
const QUESTION_OPENER = /^(?:is|are|was|were|do|does|did|can|could|has|have|will|should|which|what|who|how|when|where|why|est|ist|sind|hat|es|está|é)\b/iu;
/** "no → wait an hour": a branch that only waits ends where it began, at the question asked again. */
const WAIT = /^(?:wait|leave\s+it|rest|let\s+it\s+(?:rest|sit|rise|prove)|attendre|attends|warten|esperar|espera|aguardar|aspettare|aspetta)\b|^(?:待つ|等待|等)|\s(?:warten|abwarten|待つ)$/iu;

/** "retry then X", "erneut versuchen dann X", "réessayer puis X": one step after another within a branch. */
const IN_BRANCH_THEN = /(?<=[\p{L}\p{N})'’"”])\s+(?:then|puis|ensuite|dann|danach|luego|despu[ée]s|depois|poi|quindi)\s+(?=\S)/giu;

type Token = { answer: 'Yes' | 'No'; word: string } | { text: string; then?: boolean };

function answerOf(word: string): 'Yes' | 'No' {
  return new RegExp(`^(?:${YES}|so|Y)$`, 'iu').test(word) ? 'Yes' : 'No';
}

/** The text as steps, questions and answer words, in order. */
function tokens(text: string, title: { name?: string } = {}): Token[] {
  const out: Token[] = [];
  const pushText = (chunk: string) => {
    // "yes -> A, no -> B, then C": a step after the last branch's comma joins the branches.
    // "no -> retry (max 3 tries) then 'see staff at desk'": a "then" with no comma before it goes on in the branch.
    const joined = chunk.replace(/,\s+(?=(?:and\s+)?then\s)/giu, ' -> ').replace(IN_BRANCH_THEN, ' -> ');
    for (const part of joined.split(/\n+/).flatMap((l) => splitOutside(l.replace(/^\s*(?:\d+[.)]|[-*•])\s+/u, ''), ARROW))) {
      // "… the park. yes ->": a sentence break ends the step; "?" ends a question that an arrow did not.
      for (const piece of part.split(/(?<=[?？])\s+(?=\S)|(?<=\p{L}{3}[.!。！])\s+(?=\S)/u)) {
        const then = /^(?:(?:and\s+)?then|after\s+that|afterwards|finally)\s+/i.test(piece.trim());
        const t = piece.trim().replace(/^(?:(?:and\s+)?then|after\s+that|afterwards|finally|and)\s+/i, '').replace(/[\s.,;/|。，；!]+$/u, '').trim();
        // "bulk ferment, doubled?": a step, then the short question asked about it.
        // "fill the kettle, boil it, is the water hot?": each step before it too.
        const asked = /^([^?？]*\p{L}[^?？]*?),\s+([^,]{1,40}[?？])$/u.exec(t);
        if (asked && !QUESTION_OPENER.test(asked[1]!.trim()) && asked[2]!.trim().split(/\s+/).length <= 4 && !/^(?:or|and|ou|oder|o)\s/i.test(asked[2]!)) {
          splitOutside(asked[1]!, /,\s+/).forEach((step, i) => out.push(then && i === 0 ? { text: step.trim(), then } : { text: step.trim() }));
          out.push({ text: asked[2]!.trim() });
          continue;
        }
        if (t) out.push(then ? { text: t, then } : { text: t });
      }
    }
  };
  let at = 0;
  const found = [...text.matchAll(ANSWER), ...text.matchAll(LETTER)].sort((a, b) => a.index! - b.index!);
  for (const m of found) {
    if (m.index! < at) continue;
    pushText(text.slice(at, m.index));
    const word = m[1] ?? m[2] ?? '';
    const answer = answerOf(word);
    out.push({ answer, word: /^(?:yes|no|y|n|so|not)$/i.test(word) ? answer : capitalize(word.toLowerCase()) });
    at = m.index! + m[0].length;
  }
  pushText(text.slice(at));
  // "Flowchart: order arrives -> …", "triage: reproducible? …": a heading before the first step names the flow.
  const first = out[0];
  if (first && 'text' in first) first.text = first.text.replace(/^[^:：?？]{1,30}[:：]\s*(?=\S)/u, '');
  // "library self-checkout PIN reset - scan card, …": a short name and a spaced dash before the first step name it.
  const dashed = first && 'text' in first && out.length >= 3 ? /^([^:：?？,\s–—][^:：?？,–—]{2,50}?)\s+[-–—]\s+(?=\S)/u.exec(first.text) : null;
  if (dashed && first && 'text' in first && dashed[1]!.trim().split(/\s+/).length <= 6) {
    first.text = first.text.slice(dashed[0].length);
    title.name = capitalize(dashed[1]!.trim());
  }
  return out;
}

/** "Urgent? Y: page on-call. N: add to backlog": a question answered by "Y:" / "N:" / "yes:" / "no:" words, without arrows. */
export function answersWithColons(text: string): boolean {
  const colon = new RegExp(String.raw`[?？]\s*(?:\n\s*)?(?:[-*•]\s*)?(?:[YN]|${YES}|${NO})\s*[:：]\s*\S`, 'iu');
  return colon.test(text);
}

/** The graph of an inline question flow, or undefined when the text does not answer its questions with yes/no words. */
export function flowFromInlineAnswers(text: string): FlowGraph | undefined {
  const named: { name?: string } = {};
  const toks = tokens(text, named);
  const answers = toks.filter((t) => 'answer' in t).length;
  // "if yes, trim it and try again": loops back are read with the sentences.
  // "no -> retry (max 3 tries)": a branch that only retries is a step of the flow.
  if (toks.some((t) => 'text' in t && RETRY.test(t.text) && !RETRY_ONLY.test(t.text))) return undefined;
  if (answers < 2 || !toks.some((t) => 'text' in t && /[?？]$/u.test(t.text))) return undefined;
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const keys = new Set<string>();
  const add = (raw: string, decision: boolean): string => {
    const text = decision ? raw.replace(/\s*[?？]$/u, '') : raw;
    let key = matchKey(text) || 'step';
    for (let i = 2; keys.has(key); i++) key = `${matchKey(text)}#${i}`;
    keys.add(key);
    const l = concise(text, decision ? 8 : undefined);
    nodes.push({ key, text, label: decision ? capitalize(question(text, '')) : capitalize(l.label), description: decision ? undefined : l.description, type: decision ? 'decision' : 'process' });
    return key;
  };
  const open: { key: string; text: string; taken: Set<string>; ends: string[] }[] = [];
  let answered = false;
  let cursor: string | undefined;
  let label: string | undefined;
  for (const t of toks) {
    if ('answer' in t) {
      // The nearest question that has not yet had this answer; questions inside it that are answered are done.
      let i = open.length - 1;
      while (i >= 0 && open[i]!.taken.has(t.answer)) i--;
      if (i < 0) return undefined;
      open.length = i + 1;
      if (cursor && open[i]!.taken.size > 0) open[i]!.ends.push(cursor);
      open[i]!.taken.add(t.answer);
      cursor = open[i]!.key;
      label = t.word;
      answered = true;
      continue;
    }
    // "Item found? … If not found → …": the words after "if not" that the question asked are no step.
    const asked = answered && cursor ? open.find((d) => d.key === cursor) : undefined;
    answered = false;
    if (asked && t.text.split(/\s+/).length <= 2 && t.text.toLowerCase().split(/\s+/).every((w) => asked.text.toLowerCase().split(/[\s?？]+/u).includes(w))) continue;
    const decision = /[?？]$/u.test(t.text);
    // "… -> deliver" again at the end of another branch: the branches meet at that step.
    const again = decision ? undefined : nodes.find((n) => n.type === 'process' && matchKey(n.text) === matchKey(t.text) && n.key !== cursor);
    const k = again?.key ?? add(t.text, decision);
    const top = open[open.length - 1];
    if (t.then && top && top.taken.size >= 2 && cursor) {
      // "…, then C" after a question's both answers: every branch ends there.
      for (const e of [...top.ends, cursor]) edges.push({ from: e, to: k });
      open.pop();
    } else if (cursor) edges.push({ from: cursor, to: k, label });
    label = undefined;
    cursor = k;
    if (decision) open.push({ key: k, text: t.text, taken: new Set(), ends: [] });
  }
  // "bulk ferment → doubled? no → wait an hour, yes → shape": a branch that only waits, and goes nowhere, asks the
  // question again, when the question is asked about a step under way (the root of a decision tree has none).
  for (const n of nodes) {
    if (n.type !== 'process' || !WAIT.test(n.text) || edges.some((e) => e.from === n.key)) continue;
    const into = edges.find((e) => e.to === n.key);
    const asked = into && nodes.find((d) => d.key === into.from && d.type === 'decision');
    const underWay = asked && edges.some((e) => e.to === asked.key && nodes.find((x) => x.key === e.from)?.type === 'process');
    if (asked && underWay) edges.push({ from: n.key, to: asked.key });
  }
  // Each question answered both ways, or at least one that was: otherwise this is not an answered flow.
  const branched = nodes.filter((n) => n.type === 'decision' && edges.filter((e) => e.from === n.key && e.label).length >= 2);
  return branched.length >= 1 && nodes.length >= 3 ? { nodes, edges, ...(named.name ? { title: named.name } : {}) } : undefined;
}
