// Sentences → clauses with roles (step, condition, else, trigger), and a shallow subject / verb / rest split.
import { canBeVerb, wordClass } from './nlp.js';

export type ClauseRole = 'step' | 'if' | 'else' | 'when' | 'loop' | 'end';

export interface Clause { role: ClauseRole; text: string }

const IF = /^(?:if|in case|should|provided that|assuming|whether|unless)\b\s*/i;
const ELSE = /^(?:otherwise|else|if not|if no|if it (?:is not|isn't|does not|doesn't)|in all other cases|when not|or else)\b[,:]?\s*/i;
const WHEN = /^(?:when(?:ever)?|once|as soon as|after|upon|on receipt of|on)\b\s*/i;

/** Splits one sentence at semicolons and condition commas, and tags each part. */
export function splitClauses(sentence: string): Clause[] {
  const s = sentence.trim().replace(/[.!。]+$/u, '');
  const out: Clause[] = [];
  for (const part0 of s.split(/\s*;\s*|\s*[,:]?\s+(?:and\s+)?then\s+(?=\S)|,\s+and\s+finally\s+|,\s*(?=(?:otherwise|else|if not)\b)/i)) {
    let part = part0.trim();
    if (!part) continue;
    const els = ELSE.exec(part);
    if (els) {
      out.push({ role: 'else', text: '' });
      part = part.slice(els[0].length);
      if (!part) continue;
    }
    const cond = IF.exec(part) ?? WHEN.exec(part);
    if (cond) {
      const role: ClauseRole = IF.test(part) ? 'if' : 'when';
      const rest = part.slice(cond[0].length);
      const comma = rest.search(/,\s*|\s+then\s+/i);
      if (comma > 0) {
        out.push({ role, text: rest.slice(0, comma).trim() });
        const after = rest.slice(comma).replace(/^,\s*|^\s+then\s+/i, '').trim();
        if (after) out.push(...splitActions(after));
      } else {
        out.push({ role, text: rest.trim() });
      }
      continue;
    }
    // "Reject the order if payment fails": a condition written after the action.
    const post = /^(.{3,}?)\s+(?:if|unless)\s+(.+)$/i.exec(part);
    if (post && !/^(?:check|ask|decide|see|verify|determine)\w*\b/i.test(part)) {
      out.push({ role: 'if', text: post[2].trim() });
      out.push(...splitActions(post[1]));
      continue;
    }
    out.push(...splitActions(part));
  }
  return out.filter((c) => c.role === 'else' || c.text.length > 0);
}

/** "packs the order and hands it to shipping" → two steps, when the part after "and" opens with a verb. */
function splitActions(text: string): Clause[] {
  const loop = /^(?:repeat|loop|go back|return to|start over|iterate)/i.test(text);
  const role: ClauseRole = loop ? 'loop' : /^(?:end|stop|finish|done|terminate)\b/i.test(text) ? 'end' : 'step';
  const m = /^(.+?)(?:,\s*|\s+)and\s+(\w+)(\s.*)?$/i.exec(text);
  if (m && m[1].split(/\s+/).length >= 2) {
    const second = `${m[2]}${m[3] ?? ''}`.trim();
    const verbFirst = canBeVerb(m[2]) && !/^(?:is|are|was|were|the|a|an)$/i.test(m[2]) && !canBeVerb(second.split(/\s+/)[1] ?? '');
    const ownSubject = !verbFirst && subjectVerb(second).subject !== '' && subjectVerb(m[1]).verb !== '';
    if ((verbFirst || ownSubject) && second.split(/\s+/).length >= 2) return [{ role, text: m[1].trim() }, ...splitActions(second)];
  }
  return [{ role, text: text.trim() }];
}

export interface SVO {
  /** Noun phrase before the verb, without articles; '' for imperatives. */
  subject: string;
  verb: string;
  /** Everything after the verb. */
  rest: string;
}

const SKIP = new Set(['the', 'a', 'an', 'each', 'every', 'our', 'their', 'its', 'his', 'her', 'this', 'that', 'your', 'my']);

/** Shallow split of a clause into subject, verb and the rest. */
export function subjectVerb(clause: string): SVO {
  const ws = clause.trim().split(/\s+/);
  const clean = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');
  const first = clean(ws[0] ?? '');
  // Imperative: "Check stock".
  const second = clean(ws[1] ?? '');
  if (first && canBeVerb(first) && !SKIP.has(first) && wordClass(first) !== 'actor' && !(second && wordClass(second) === 'verb' && /s$/.test(second))) {
    return { subject: '', verb: ws[0], rest: ws.slice(1).join(' ') };
  }
  let i = 0;
  while (i < ws.length && SKIP.has(clean(ws[i]))) i++;
  const start = i;
  for (i = start + 1; i < ws.length && i <= start + 5; i++) {
    const w = clean(ws[i]);
    const c = wordClass(w);
    if (c === 'copula' || c === 'modal') return { subject: ws.slice(start, i).join(' '), verb: ws.slice(i).slice(0, 2).join(' '), rest: ws.slice(i + 2).join(' ') };
    if (c === 'verb' || (canBeVerb(w) && /s$/.test(w) && i > start)) {
      const subject = ws.slice(start, i).join(' ').replace(/,$/, '');
      return { subject, verb: ws[i], rest: ws.slice(i + 1).join(' ') };
    }
    if (/[,;:]$/.test(ws[i])) break;
  }
  return { subject: '', verb: '', rest: clause.trim() };
}
