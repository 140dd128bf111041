// "Patients in resus are always admitted to ward once stable", "Escalated tickets always go to the team lead": a
// sentence that says where everything from one step goes. It names a step already drawn (by the place, or by the verb
// that made it: "escalated" for "escalate to tier 2") and where it leads: a step already drawn ("admit to ward") or a
// new one after it.
import { matchKey } from '../text/label.js';

/** Subject, "always" and what happens: "X are always admitted to Y", "X always go to Y", "X werden immer …". */
const ALWAYS = /^(.{3,60}?)\s+(?:(?:are|is|get|gets|will\s+be|sont|est|werden|wird|son|es|são|é|sono|è|vengono|viene)\s+)?(?:always|invariably|in\s+every\s+case|toujours|immer|stets|siempre|sempre)\s+(.{3,80})$/iu;
/** Words of the predicate that say when, not where: "once stable", "at the end", "afterwards". */
const WHEN_TAIL = /\s+(?:once|when|after|as\s+soon\s+as|afterwards|at\s+the\s+end|in\s+the\s+end|later|first|une\s+fois|dès\s+que|sobald|nachdem|una\s+vez|cuando)\b.*$/iu;
const STOP = new Set(['the', 'a', 'an', 'to', 'in', 'at', 'on', 'of', 'for', 'by', 'from', 'with', 'into', 'go', 'goes', 'are', 'is', 'be', 'sent', 'taken', 'moved', 'all', 'any', 'every', 'le', 'la', 'les', 'de', 'du', 'des', 'au', 'aux', 'en', 'der', 'die', 'das', 'den', 'dem', 'zu', 'zum', 'zur', 'el', 'los', 'las', 'al', 'del', 'o', 'os', 'ao', 'do', 'da', 'il', 'lo', 'gli']);

/** Five letters are enough to meet "admitted" and "admit", "escalated" and "escalate", "patients" and "patient". */
const stems = (text: string): string[] => matchKey(text).split(' ').filter((w) => w.length > 2 && !STOP.has(w)).map((w) => w.slice(0, 5));

export interface AlwaysRoute { from: string; to?: string; step?: string }

interface Drawn { key: string; text: string; type: string }

/** Where the sentence routes a drawn step, or undefined when it is not of this shape or names no drawn step. */
export function alwaysRoute(sentence: string, nodes: Drawn[]): AlwaysRoute | undefined {
  const m = ALWAYS.exec(sentence.trim().replace(/[.!。]+$/u, ''));
  if (!m) return undefined;
  // "Patients in resus", "Escalated tickets": the head noun says little; the words that set it apart name the step.
  const head = m[1]!.replace(/\s+(?:in|at|on|from|with|of|under|en|dans|à|im|in|auf|mit|de|em|na|no|nel|nella|con)\s.*$/iu, '').trim().split(/\s+/).pop() ?? '';
  const subject = stems(m[1]!);
  const headStem = stems(head)[0];
  const marks = subject.filter((w) => w !== headStem);
  const predicate = m[2]!.replace(WHEN_TAIL, '').trim();
  const said = stems(predicate);
  if (marks.length === 0 || said.length === 0) return undefined;
  // The step the subject names: one that says a word setting it apart (the head noun only breaks ties); two such
  // steps name none.
  const scored = nodes.filter((n) => n.type !== 'decision').map((n) => {
    const w = stems(n.text);
    return { n, mark: w.filter((x) => marks.includes(x)).length, score: w.filter((x) => subject.includes(x)).length };
  }).filter((s) => s.mark > 0);
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  if (best === 0 || top.length !== 1) return undefined;
  const from = top[0]!.n;
  // Where it goes: a drawn step all of whose words the predicate says ("admit to ward" in "admitted to ward").
  const to = nodes.filter((n) => n.key !== from.key && n.type !== 'start').map((n) => ({ n, w: stems(n.text) }))
    .filter(({ w }) => w.length > 0 && w.every((x) => said.includes(x)))
    .sort((a, b) => b.w.length - a.w.length)[0]?.n;
  return to ? { from: from.key, to: to.key } : { from: from.key, step: predicate };
}
