// A state machine told as a walk: "It starts in Idle; pressing start goes to Filling; when the water level is reached
// it goes to Washing, then Draining, then Done (and back to Idle when the door is opened). If the door is opened
// during Filling or Washing it goes to Paused, and 'resume' returns to where it was. A water leak from any state goes
// to Error." States are what the machine goes to or starts in (nouns, adjectives, "-ing" conditions); what makes it
// go (a gerund phrase, a "when …" clause, a quoted command, "a water leak") is the event and labels the transition.

export interface Walk { initial?: string; states: string[]; transitions: { from: string; to: string; label?: string }[] }

const MOVE = String.raw`(?:goes|go|moves?|transitions?|switches|changes|passes|returns?|reverts?|falls?\s+back|jumps?|leads?|takes?\s+it|brings?\s+it|sends?\s+it|puts?\s+it)`;
const START = /^(?:it|(?:the|an?|our|my)\s+[\w-]+(?:\s+[\w-]+){0,2}|we|you)\s+(?:always\s+)?(?:starts?|begins?|is\s+initially|boots?\s+(?:up\s+)?)\s+(?:in|at|as|from|into)\s+(?:the\s+)?(.+?)(?:\s+state)?$/i;
const LEAD_EVENT = new RegExp(String.raw`^(when(?:ever)?|once|after|if|as\s+soon\s+as|on|upon)\s+(.+?),?\s+(?:it|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:then\s+)?${MOVE}\s+(?:back\s+)?(?:to|into)\s+(.+)$`, 'i');
const SUBJECT_MOVE = new RegExp(String.raw`^(.+?)\s+(?:then\s+|always\s+|immediately\s+)?${MOVE}\s+(?:(?:it|the\s+[\w-]+)\s+)?(?:back\s+)?(?:to|into)\s+(.+)$`, 'i');
const TRAIL_EVENT = /^(.+?)\s+(when(?:ever)?|once|after|if|on|upon)\s+(.+)$/i;
/** "after 60 seconds" keeps its word (a time is no event); "when the door is opened" is the event itself. */
const eventLabel = (word: string, event: string) => (/^after$/i.test(word) ? `${word.toLowerCase()} ${event}` : event);
const BACK_WHERE = /^(?:(?:the\s+)?(?:state\s+)?where\s+it\s+(?:was|left\s+off|came\s+from|stopped)|(?:the\s+)?previous\s+(?:state|step)|the\s+(?:state|step)\s+(?:it\s+was\s+in\s+)?before)$/i;
const ANY_STATE = /\s*\b(?:from|in)\s+(?:any|every|each)\s+(?:other\s+)?(?:state|step|point)\b\s*/i;
const PRONOUN = /^(?:it|they|this|that|the\s+(?:machine|system|device|process|thing))$/i;

const clean = (s: string) => s.trim().replace(/^["'“‘«]|["'”’»]$/g, '').replace(/^(?:the|an?)\s+/i, '').replace(/\s+state$/i, '').replace(/[.,;:!?]+$/, '').trim();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A state's name is short: one to three words, no verb of motion, no clause. */
const stateLike = (s: string) => { const c = clean(s); return !!c && c.split(/\s+/).length <= 3 && !/\b(?:when|if|and|it|is|are|was|goes|to)\b/i.test(c); };

export function readWalk(text: string): Walk | undefined {
  const states: string[] = [];
  const ts: Walk['transitions'] = [];
  let initial: string | undefined;
  let current: string | undefined;
  let cameFrom: string[] = [];
  let anyTo: { to: string; label?: string }[] = [];
  let read = 0; let moves = 0;
  const state = (raw: string): string => {
    const c = cap(clean(raw));
    const same = states.find((s) => s.toLowerCase() === c.toLowerCase());
    if (same) return same;
    states.push(c);
    return c;
  };
  const move = (from: string[], targets: string, label?: string) => {
    // "Washing, then Draining, then Done (and back to Idle when the door is opened)".
    const back = /\(\s*(?:and\s+)?(?:then\s+)?(?:goes\s+)?back\s+to\s+([^()]+?)\s*\)\s*$/i.exec(targets);
    const chain = (back ? targets.slice(0, back.index) : targets).split(/\s*,\s*(?:and\s+)?then\s+|\s+(?:and\s+)?then\s+|\s*,\s*(?=then\b)/i).map((x) => x.trim()).filter(Boolean);
    let srcs = from;
    for (const [i, t0] of chain.entries()) {
      let t = t0; let lab = i === 0 ? label : undefined;
      const ev = TRAIL_EVENT.exec(t);
      t = t.replace(/^(?:goes\s+|and\s+)?back\s+(?:to\s+)?/i, '');
      if (ev && stateLike(ev[1]!)) { t = ev[1]!.replace(/^(?:goes\s+|and\s+)?back\s+(?:to\s+)?/i, ''); lab = eventLabel(ev[2]!, ev[3]!); }
      lab = lab?.replace(/^["'“‘«]|["'”’»]$/g, '');
      if (BACK_WHERE.test(clean(t))) {
        for (const s of srcs) for (const c of cameFrom) if (c !== s) ts.push({ from: s, to: c, ...(lab ? { label: lab } : {}) });
        return;
      }
      if (!stateLike(t)) return;
      const to = state(t);
      for (const s of srcs) if (s !== to) ts.push({ from: s, to, ...(lab ? { label: lab } : {}) });
      cameFrom = srcs; srcs = [to]; current = to;
    }
    if (back && current) {
      const ev = TRAIL_EVENT.exec(back[1]!);
      const to = state(ev && stateLike(ev[1]!) ? ev[1]! : back[1]!);
      ts.push({ from: current, to, ...(ev ? { label: eventLabel(ev[2]!, ev[3]!) } : {}) });
    }
  };
  const clauses = text.split(/(?<=[.!?])\s+|;\s*|,\s+and\s+(?=(?:["'‘“]?[\w-]+["'’”]?\s+){1,3}(?:goes|moves|returns|switches|leads)\b)/i).map((c) => c.trim().replace(/[.!]+$/, '')).filter(Boolean);
  for (const c of clauses) {
    const st = START.exec(c);
    if (st && stateLike(st[1]!)) { initial = current = state(st[1]!); read++; continue; }
    const lead = LEAD_EVENT.exec(c);
    if (lead) {
      // "if the door is opened during Filling, Washing or Spinning": the states it can happen in are the sources.
      const during = /^(.+?)\s+(?:during|while\s+in|while|in)\s+(.+)$/i.exec(lead[2]!);
      const srcs = during ? during[2]!.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/i).filter(stateLike) : [];
      if (during && srcs.length) move(srcs.map(state), lead[3]!, during[1]);
      else if (current) move([current], lead[3]!, eventLabel(lead[1]!, lead[2]!));
      else continue;
      read++; moves++; continue;
    }
    const sub = SUBJECT_MOVE.exec(c);
    if (sub) {
      let subject = sub[1]!.trim();
      subject = subject.replace(/^["'“‘«]([^"'”’»]+)["'”’»]$/, '$1');
      if (ANY_STATE.test(subject)) { anyTo.push({ to: clean(sub[2]!), label: subject.trim() }); read++; moves++; continue; }
      const known = states.find((s) => s.toLowerCase() === clean(subject).toLowerCase());
      if (known) move([known], sub[2]!);
      else if (PRONOUN.test(subject) && current) move([current], sub[2]!);
      else if (current) move([current], sub[2]!, subject);
      else continue;
      read++; moves++;
    }
  }
  // "A water leak from any state goes to Error": from every state named before.
  for (const a of anyTo) {
    if (!stateLike(a.to)) continue;
    const others = states.filter((s) => s.toLowerCase() !== clean(a.to).toLowerCase());
    const to = state(a.to);
    // One label says it for all the arrows ("A water leak from any state"); the same words on each would crowd them.
    others.forEach((s, i) => ts.push({ from: s, to, ...(i === 0 && a.label ? { label: a.label } : {}) }));
  }
  // A walk needs a few moves and states; else the prompt is in a shape other readers know better.
  if (moves < 2 || states.length < 3 || ts.length < 3 || read * 2 < clauses.filter((c) => new RegExp(`\\b${MOVE}\\b|\\bstarts?\\b`, 'i').test(c)).length) return undefined;
  return { initial, states, transitions: ts };
}
