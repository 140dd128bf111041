// Status rules that name their states in quotes, one rule a line or a sentence, as a wiki or a handbook writes them:
// "New copies start as 'Processing' until labelled, then become 'Available'.", "Available -> 'On loan' at checkout.",
// "Overdue for 60+ days -> 'Lost'. Lost -> Available if it turns up.", "Damaged returns go to 'In repair', then back
// to Available." The quoted names are the states, written again later with or without quotes; what else a rule says
// (at checkout, when returned on time, for 60+ days) is the event of its transition.
import type { PromptDoc } from '../text/doc.js';
import { capitalize, matchKey } from '../text/label.js';
import { quotedNames } from '../text/names.js';

export interface QuotedRules { states: string[]; transitions: { from: string; to: string; label?: string }[]; initial?: string; title?: string }

const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;
/** Words before a name that make it where the thing goes: "become", "goes to", "back to", "moves into". */
const INTO = /(?:\b(?:becomes?|become|turns?\s+(?:into|to)|(?:goes|go|moves?|passes|returns?|reverts?|falls?\s+back|switches|changes?|transitions?|is\s+(?:moved|sent|set|put))\s+(?:back\s+)?(?:to|into)|back\s+(?:to|into)|(?:is|are)\s+(?:marked|set)(?:\s+as)?|devien(?:t|nent)|passen?t?\s+(?:à|en)|revien(?:t|nent)\s+(?:à|en)|wird\s+(?:zu)?|werden\s+(?:zu)?|geh(?:t|en)\s+(?:zu|in|auf)|wechsel[nt]\s+(?:zu|in|auf)|pasan?\s+a|vuelven?\s+a|se\s+vuelven?|passam?\s+(?:a|para)|voltam?\s+(?:a|para)|tornam?-se|diventan?o?|tornan?o?\s+a)\s*)$/iu;
/** "start as 'Processing'", "begin in Draft": where things start. */
const STARTS = /\b(?:starts?|begins?|start\s+out|are\s+created|is\s+created|commence(?:nt)?|beginnen|empiezan?|come[cç]am?|iniziano?)\s+(?:as|in|at|out\s+as|comme|en|als|in|como|em|come)\s*$/iu;
/** A condition or an event phrase at the start of what follows a name. */
const EVENT = /^[,\s]*((?:(?:only\s+)?(?:when|if|once|after|at|on|upon|until|within|unless|before|via|by|quand|si|lorsque|wenn|falls|nach|bei|cuando|si|al|quando|se|dopo)\b|\()[^.;]*)/iu;
/** "instead of Available", "rather than Lost": a name said only to be set aside. */
const INSTEAD = /\b(?:instead\s+of|rather\s+than|not|au\s+lieu\s+de|statt|anstatt|en\s+vez\s+de|em\s+vez\s+de|invece\s+di)\s*$/iu;

interface Mention { name: string; start: number; end: number }

/** The states a text's rules lead between, or undefined when it does not name three or more states in quotes. */
export function readQuotedRules(doc: PromptDoc): QuotedRules | undefined {
  const names: string[] = [];
  for (const q of quotedNames(doc.text)) if (q.split(/\s+/).length <= 4 && !names.some((n) => matchKey(n) === matchKey(q))) names.push(q);
  if (names.length < 3) return undefined;
  // Longest first, so that "On hold shelf" is found before a shorter name inside it.
  const byLength = [...names].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(['"‘“«„]\\s?)?(${byLength.map(escape).join('|')})(?:\\s?['"’”»“])?(?![\\p{L}\\d])`, 'giu');
  const mentions = (text: string): Mention[] => {
    const out: Mention[] = [];
    for (const m of text.matchAll(pattern)) {
      const before = text.slice(0, m.index);
      if (m.index! > 0 && /[\p{L}\d]$/u.test(before)) continue;
      const name = names.find((n) => matchKey(n) === matchKey(m[2]!))!;
      out.push({ name, start: m.index!, end: m.index! + m[0].length });
    }
    return out;
  };
  const ts: QuotedRules['transitions'] = [];
  const push = (from: string | undefined, to: string, label?: string) => {
    if (!from || matchKey(from) === matchKey(to)) return;
    const l = cleanEvent(label);
    if (!ts.some((t) => t.from === from && t.to === to && t.label === l)) ts.push({ from, to, ...(l ? { label: l } : {}) });
  };
  let initial: string | undefined;
  for (const line of doc.text.split('\n')) {
  /** The state the line's last rule reached: "…; back to In progress when they reply" leaves from it. */
  let reachedLast: string | undefined;
  for (const rule0 of line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').split(/(?<=[.;])\s+(?=\S)/u)) {
    const rule = rule0.trim().replace(/[.;]+$/, '');
    if (!rule) continue;
    if (ARROW.test(rule)) {
      // "On loan -> 'Overdue' after the due date": each part opens with a state; the rest is the event.
      const parts = rule.split(ARROW).map((p) => {
        const m = mentions(p)[0];
        return m && p.slice(0, m.start).trim() === '' ? { name: m.name, rest: p.slice(m.end).trim() } : undefined;
      });
      for (let i = 1; i < parts.length; i++) {
        const a = parts[i - 1]; const b = parts[i];
        if (!a || !b) continue;
        push(a.name, b.name, b.rest || (i === 1 ? a.rest : undefined));
        reachedLast = b.name;
      }
      continue;
    }
    // Prose: names in order; one after a word of moving is where the thing goes, from the one before it.
    const ms = mentions(rule);
    if (ms.length === 0) continue;
    // "If a patron placed a hold, …": the condition of the sentence's first move.
    let cond = /^(?:if|when|once|after|si|wenn|falls|cuando|se|quando)\s+([^,]+),/iu.exec(rule)?.[1];
    let current: string | undefined;
    let prevEnd = 0;
    for (const m of ms) {
      const before = rule.slice(prevEnd, m.start);
      const after = rule.slice(m.end);
      const next = ms.find((x) => x.start >= m.end);
      const own = EVENT.exec(after.slice(0, next ? next.start - m.end : undefined))?.[1];
      prevEnd = m.end;
      if (INSTEAD.test(before)) continue;
      if (STARTS.test(before)) { initial ??= m.name; current = m.name; continue; }
      if (INTO.test(before)) {
        // "Damaged returns go to 'In repair'": with no state before it, the state that a return leaves.
        const from = current ?? (/^\s*(?:and\s+|then\s+)*back\b/i.test(before) ? reachedLast : undefined) ?? leftBy(before, ts);
        // "… until labelled, then become 'Available'": the event is said between the two names.
        const between = /\b(?:until|when|once|after|if)\s+([^,]+)/i.exec(before)?.[1];
        push(from, m.name, own ?? cond ?? between ?? (current ? undefined : subjectWords(before)));
        cond = undefined;
        current = m.name;
        reachedLast = m.name;
        continue;
      }
      current = m.name;
    }
  }
  }
  const reached = new Set(ts.flatMap((t) => [matchKey(t.from), matchKey(t.to)]));
  if (ts.length < names.length - 1 || names.filter((n) => reached.has(matchKey(n))).length < names.length - 1) return undefined;
  const heading = /^\s*(?:={2,}|#{1,4})\s*(.+?)\s*=*\s*$/mu.exec(doc.text)?.[1]?.replace(/\s+(?:rules?|overview|notes?)$/i, '').trim();
  return { states: names.map((n) => capitalize(n)), transitions: ts.map((t) => ({ ...t, from: capitalize(t.from), to: capitalize(t.to) })), ...(initial ? { initial: capitalize(initial) } : {}), ...(heading ? { title: capitalize(heading) } : {}) };
}

/** "Damaged returns go to": the state a transition labelled with the same word ("when returned") leaves. */
function leftBy(before: string, ts: QuotedRules['transitions']): string | undefined {
  const stems = before.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 5).map((w) => w.slice(0, 5));
  const t = ts.find((x) => x.label && x.label.toLowerCase().split(/[^\p{L}]+/u).some((w) => stems.includes(w.slice(0, 5))));
  return t?.from;
}

/** "Damaged returns go to" → "Damaged returns": who or what moves, as the event. */
function subjectWords(before: string): string | undefined {
  const s = before.replace(INTO, '').replace(/^[\s,]*(?:and|then|but)\s+/i, '').trim();
  return s && s.split(/\s+/).length <= 4 ? s : undefined;
}

/** "when returned (fine charged)" → "when returned"; "(fine charged)" alone stays the event. */
function cleanEvent(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const l = label.replace(/^[,\s]+/, '').replace(/\s*\(([^()]*)\)\s*$/, (all, inner: string, at: number) => (at === 0 ? inner : '')).replace(/^\(|\)$/g, '').replace(/^(?:only\s+)?(?:and\s+)?/i, '').trim();
  return l || undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
