// A state machine told as a walk: "It starts in Idle; pressing start goes to Filling; when the water level is reached
// it goes to Washing, then Draining, then Done (and back to Idle when the door is opened). If the door is opened
// during Filling or Washing it goes to Paused, and 'resume' returns to where it was. A water leak from any state goes
// to Error." States are what the machine goes to or starts in (nouns, adjectives, "-ing" conditions); what makes it
// go (a gerund phrase, a "when …" clause, a quoted command, "a water leak") is the event and labels the transition.

export interface Walk { initial?: string; states: string[]; transitions: { from: string; to: string; label?: string }[]; finals?: { state: string; label?: string }[] }

const MOVE = String.raw`(?:goes|go|moves?|transitions?|switches|changes|passes|returns?|reverts?|falls?\s+back|jumps?|leads?|takes?\s+it|brings?\s+it|sends?\s+it|puts?\s+it)`;
const START = /^(?:it|(?:the|an?|our|my)\s+[\w-]+(?:\s+[\w-]+){0,2}|we|you)\s+(?:always\s+)?(?:starts?|begins?|is\s+initially|boots?\s+(?:up\s+)?)\s+(?:in|at|as|from|into)\s+(?:the\s+)?(.+?)(?:\s+state)?(?:\s+(?:when(?:ever)?|once|after|as\s+soon\s+as)\s+.+)?$/i;
const LEAD_EVENT = new RegExp(String.raw`^(when(?:ever)?|once|after|if|as\s+soon\s+as|on|upon)\s+(.+?),?\s+(?:it|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:then\s+)?${MOVE}\s+(?:back\s+)?(?:to|into)\s+(.+)$`, 'i');
const SUBJECT_MOVE = new RegExp(String.raw`^(.+?)\s+(?:then\s+|always\s+|immediately\s+)?${MOVE}\s+(?:(?:it|the\s+[\w-]+)\s+)?(?:back\s+)?(?:to|into)\s+(.+)$`, 'i');
const TRAIL_EVENT = /^(.+?)\s+(when(?:ever)?|once|after|if|on|upon)\s+(.+)$/i;
/** "after 60 seconds" keeps its word (a time is no event); "when the door is opened" is the event itself. */
const eventLabel = (word: string, event0: string) => { const event = event0.replace(/^(?:it|they)(?:['’]s|['’]re|\s+is|\s+are)\s+(?=\p{Ll})/u, ''); return /^after$/i.test(word) ? `${word.toLowerCase()} ${event}` : event; };
const BACK_WHERE = /^(?:(?:the\s+)?(?:state\s+)?where\s+it\s+(?:was|left\s+off|came\s+from|stopped)|(?:the\s+)?previous\s+(?:state|step)|the\s+(?:state|step)\s+(?:it\s+was\s+in\s+)?before)$/i;
const ANY_STATE = /\s*\b(?:from|in)\s+(?:any|every|each)\s+(?:other\s+)?(?:state|step|point)\b\s*/i;
const PRONOUN = /^(?:it|they|this|that|the\s+(?:machine|system|device|process|thing))$/i;

// "when a user unlocks it it becomes In Use", "after charging they are Available again".
// ("When the fix is confirmed the ticket is Resolved": the thing named instead of "it".)
const LEAD_BECOMES = /^([Ww]hen(?:ever)?|[Oo]nce|[Aa]fter|[Ii]f|[Aa]s\s+soon\s+as)\s+(.+?),?\s+(?:it|they|the\s+[\p{Ll}-]+)(?:\s+becomes?|\s+turns|\s+is|\s+are|['’]s|['’]re)\s+(?:now\s+)?(\p{Lu}.*?)(?:\s+again)?$/u;
/** "resolved tickets close automatically after 7 days", "Pending offers expire after 48 hours": the state the verb
 * leaves it in ("Closed", "Expired"), from the state the subject names. */
const VERB_STATE = /^(.+?)\s+(?:(?:will|are|is|get|gets)\s+)?(?:automatically\s+)?(close|expire|lapse|archive|cancel|time\s+out)(?:s|d|ed)?\s+(?:automatically\s+)?((?:after|when|once|if|on|at)\s+.+)$/i;
const PAST: Record<string, string> = { close: 'Closed', expire: 'Expired', lapse: 'Lapsed', archive: 'Archived', cancel: 'Cancelled', 'time out': 'Timed out' };
// "ending the ride makes it Available again": what happens, and the state it puts it in.
const MAKES = /^(\p{L}+ing\s.+?)\s+(?:makes|puts|sets|turns)\s+(?:it|them)\s+(?:back\s+)?(?:to\s+|into\s+)?(\p{Lu}.*?)(?:\s+again)?$/u;
// "any scooter reported broken, whether Available or In Use, goes to Maintenance".
const WHETHER = new RegExp(String.raw`^(.+?),?\s+whether\s+(?:in\s+)?(.+?)\s+or\s+(?:in\s+)?(.+?),\s+${MOVE}\s+(?:back\s+)?(?:to|into)\s+(.+)$`, 'i');
// "Maintenance and returns to Available after repair": the state, then the way back from it.
const AND_RETURNS = /\s+and\s+(?:then\s+)?(?:returns?|goes|moves|comes)\s+(?:back\s+)?to\s+/i;
// "an adjuster picks it up and it's Under Review": what happens, then the state it is in (a capitalised name).
const NOW_IN = /^(?:(?:and\s+)?then\s+)?(?:(.+?)\s+and\s+)?(?:it|they)(?:['’]s|['’]re|\s+is|\s+are|\s+becomes?)\s+(?:now\s+)?(?:in\s+)?(\p{Lu}.*)$/u;
// "From review it can be Approved, Rejected, or go to Pending Info if …": the ways out of a state, listed.
const FROM_CAN = /^from\s+(?:the\s+)?(.+?)(?:\s+state)?,?\s+(?:it|they)\s+can\s+(?:either\s+)?(.+)$/i;
// "Approved claims become Paid after the transfer": a state named by its things, and the state they become.
const BECOME = /^(?:the\s+)?(.+?)\s+(?:becomes?|turns?\s+into|turn\s+into)\s+(.+)$/i;
// "Rejected ones can be Appealed, which puts them back Under Review".
const CAN_BE = /^(?:the\s+)?(.+?)\s+can\s+(?:also\s+|still\s+)?be\s+(.+?)(?:,\s*which\s+(?:puts|sends|brings|takes|moves)\s+(?:them|it)\s+back\s+(.+))?$/i;
// "Paid is final, and so is Rejected after 30 days": the states where it ends.
const FINAL = /^(.+?)\s+(?:is|are)\s+(?:a\s+|the\s+)?(?:final|terminal|an?\s+end\s+state)(?:\s+states?)?(?:,?\s+(?:and\s+)?so\s+(?:is|are)\s+(.+))?$/i;
/** "a Ready ticket that sits 10 minutes gets flagged as Delayed until it's served", "it is marked as Paid": a state
 * set by a participle and "as"; a subject naming a state, with "that …" the event. */
const MARKED = /^(.+?)\s+(?:gets?|is|are|becomes?)\s+(?:\p{Ll}+ed|set)\s+(?:as|to)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})(?:\s+until\s+(?:it|they)(?:['’]s|['’]re|\s+is|\s+are|\s+gets?|\s+becomes?)\s+(.+))?$/u;
const IS_FIRST = /^(?:(?:[Tt]he|[Aa]n?|[Oo]ur|[Ee]ach|[Ee]very)\s+[\w-]+(?:\s+[\w-]+)?|[Ii]t)\s+is\s+(?:first\s+|initially\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})(?:\s+\p{Ll}[^,]*)?(?:,\s*(then\s+.+))?$/u;
const ANY_POINT_AFTER = /^(?:it|they)\s+(?:can|may)\s+(?:also\s+)?(?:end|finish|close|be\s+\p{Ll}+)\s+(?:up\s+)?(?:as|in)?\s*(.+?)\s+(?:at\s+any\s+(?:point|time|stage)|anytime|any\s+time)\s+(?:after|from|once\s+(?:it['’]s|it\s+is))\s+(.+)$/iu;
const UNLESS = /^(.+?),\s+unless\s+(.+?),?\s+in\s+which\s+case\s+(?:it|they)(?:['’]s|['’]re|\s+is|\s+are|\s+goes\s+to|\s+go\s+to|\s+becomes?)\s+(\p{Lu}[\p{L}-]*(?:\s+(?:of|on|in|for|to)\s+\p{Lu}[\p{L}-]*|\s+\p{Lu}[\p{L}-]*){0,2})(?:\s+until\s+(.+?)\s+and\s+(?:then\s+)?(?:it|they)\s+(?:goes|go|moves?)\s+(?:back\s+)?to\s+(.+))?$/u;
/** "until it's served": where a state lasts until. */
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
  const finals: { state: string; label?: string }[] = [];
  const move = (from: string[], targets: string, label?: string) => {
    // "Washing, then Draining, then Done (and back to Idle when the door is opened)".
    // ("Waiting on Customer, and back to In Progress when the customer replies": the same without brackets.)
    const back = /\(\s*(?:and\s+)?(?:then\s+)?(?:goes\s+)?back\s+to\s+([^()]+?)\s*\)\s*$/i.exec(targets) ?? /,\s+and\s+(?:then\s+)?(?:goes\s+|comes\s+)?back\s+to\s+([^,()]+?)\s*$/i.exec(targets);
    const chain = (back ? targets.slice(0, back.index) : targets).replace(AND_RETURNS, ', then ').replace(/,?\s+and\s+(?=(?:then\s+)?(?:ends?|finish(?:es)?|closes?)\s+(?:up\s+)?(?:as|in|at)\s)/i, ', then ').split(/\s*,\s*(?:and\s+)?then\s+|\s+(?:and\s+)?then\s+|\s*,\s*(?=then\b)/i).map((x) => x.trim()).filter(Boolean);
    let srcs = from;
    for (const [i, t0] of chain.entries()) {
      let t = t0; let lab = i === 0 ? label : undefined;
      // "and ends as Judgment Given": the last stop of the chain, where it ends.
      const ends = /^(?:and\s+)?(?:then\s+)?(?:ends?|finish(?:es)?|closes?)\s+(?:up\s+)?(?:as|in|at)\s+(.+)$/i.exec(t);
      if (ends) t = ends[1]!;
      // "Served on the defendant": a capitalised state, then words about it.
      // ("Served on the defendant": "on" and an article start no event.)
      const ev0 = TRAIL_EVENT.exec(t);
      // ("Waiting on Customer": "on" and a capital name a state too.)
      const ev = ev0 && !(/^on$/i.test(ev0[2]!) && (/^(?:the|an?)\s/i.test(ev0[3]!) || /^\p{Lu}/u.test(ev0[3]!))) ? ev0 : null;
      const capital = /^\p{Lu}[\p{L}-]*(?:\s+(?:for|of|on|in|to)\s+\p{Lu}[\p{L}-]*|\s+\p{Lu}[\p{L}-]*){0,3}/u.exec(t)?.[0];
      if (!ev && capital && /^\s+\p{Ll}/u.test(t.slice(capital.length))) t = capital;
      t = t.replace(/^(?:goes\s+|and\s+)?back\s+(?:to\s+)?/i, '');
      if (ev && stateLike(ev[1]!)) { t = ev[1]!.replace(/^(?:goes\s+|and\s+)?back\s+(?:to\s+)?/i, ''); lab = eventLabel(ev[2]!, ev[3]!); }
      lab = lab?.replace(/^["'“‘«]|["'”’»]$/g, '');
      if (BACK_WHERE.test(clean(t))) {
        for (const s of srcs) for (const c of cameFrom) if (c !== s) ts.push({ from: s, to: c, ...(lab ? { label: lab } : {}) });
        return;
      }
      if (!stateLike(t)) return;
      const to = state(t);
      if (ends) finals.push({ state: to });
      for (const s of srcs) if (s !== to) ts.push({ from: s, to, ...(lab ? { label: lab } : {}) });
      cameFrom = srcs; srcs = [to]; current = to;
    }
    if (back && current) {
      const ev = TRAIL_EVENT.exec(back[1]!);
      const to = state(ev && stateLike(ev[1]!) ? ev[1]! : back[1]!);
      ts.push({ from: current, to, ...(ev ? { label: eventLabel(ev[2]!, ev[3]!) } : {}) });
      // Said in the sentence itself, not in brackets, the way back is where the walk goes on from.
      if (!back[0].trim().startsWith('(')) current = to;
    }
  };
  /** The state a subject names: "Approved claims", "Rejected ones", "review" (a word of "Under Review"). */
  const named = (subject: string): string | undefined => {
    const c = clean(subject).toLowerCase();
    return states.find((x) => c === x.toLowerCase() || c.startsWith(`${x.toLowerCase()} `))
      ?? (c.split(/\s+/).length === 1 ? states.find((x) => x.toLowerCase().split(/\s+/).includes(c)) : undefined);
  };
  const clauses = text.replace(/^[^:\n]{10,200}:\s+(?=(?:[Aa]n?|[Tt]he|[Ee]ach|[Ee]very)\s+[\w-]+\s+(?:(?:always\s+)?(?:starts?|begins?)\b|is\s+(?:first\s+)?\p{Lu}))/u, '').split(/(?<=[.!?])\s+|;\s*|,\s+and\s+(?=(?:["'‘“]?[\w-]+["'’”]?\s+){1,3}(?:goes|moves|returns|switches|leads)\b)|,\s+(?=(?:and\s+|but\s+)?(?:when(?:ever)?|if|once|after|as\s+soon\s+as|any)\s)|,\s+(?:and|but)\s+(?=(?:an?|any|every|each)\s+\p{Lu})|,\s+and\s+(?=from\s+\p{Lu})|,\s+(?=\p{L}+ing(?:\s+\p{L}+){1,3}\s+(?:makes|puts|sets|turns|takes|brings|sends)\s)/iu).map((c) => c.trim().replace(/[.!]+$/, '')).filter(Boolean)
    // "It starts as Submitted, then an adjuster picks it up and it's Under Review": the start, then the next move.
    .flatMap((c) => { const m = /^(.+?),\s+then\s+(.+)$/i.exec(c); const st = m && START.exec(m[1]!); return m && st && stateLike(st[1]!) ? [m[1]!, m[2]!] : [c]; })
    // "When the ride ends it becomes Available again, unless the battery is under 15%, in which case it's Low Battery
    // until a ranger picks it up and it goes to Charging": the move; another way out of the same state under the
    // condition ("but if …, it goes to Low Battery instead"); and on from there.
    .flatMap((c) => {
      const u = UNLESS.exec(c);
      if (!u) return [c];
      return [u[1]!, `but if ${u[2]!} it goes to ${u[3]!} instead`, ...(u[5] ? [`${u[3]!} goes to ${u[5]!}${u[4] ? ` when ${u[4]}` : ''}`] : [])];
    });
  for (const c0 of clauses) {
    let c = c0;
    const st = START.exec(c);
    if (st && stateLike(st[1]!)) { initial = current = state(st[1]!); read++; continue; }
    // "a case is Filed, then Served on the defendant": the first state, said with "is", and the chain after it.
    const first = states.length === 0 ? IS_FIRST.exec(c) : null;
    if (first && stateLike(first[1]!)) {
      initial = current = state(first[1]!); read++;
      if (first[2]) { move([current], first[2].replace(/^then\s+/i, '')); moves++; }
      // "A scooter is Available until someone reserves it in the app (Reserved)": the event, and the state it leads to.
      const until = /\s+until\s+([^()]+?)\s*\(\s*(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}?[\p{L}-]*){0,2})\s*\)\s*$/u.exec(c);
      if (until && stateLike(until[2]!)) { move([current], until[2]!, until[1]); moves++; }
      continue;
    }
    // "and from Maintenance back to Available once fixed": from a state named, back to another.
    const fromBack = /^(?:and\s+)?from\s+(.+?)\s+(?:it\s+|they\s+)?(?:goes\s+|go\s+|returns\s+|comes\s+|moves\s+)?(?:back\s+)?(?:to|into)\s+(.+)$/i.exec(c);
    const backFrom = fromBack ? named(fromBack[1]!) : undefined;
    if (fromBack && backFrom) { move([backFrom], fromBack[2]!); read++; moves++; continue; }
    // "Charging ends in Available too": from the state named to where it ends up.
    const endsIn = /^(.+?)\s+(?:ends|finishes)\s+(?:up\s+)?(?:in|as|at)\s+(.+?)(?:\s+too|\s+as\s+well)?$/i.exec(c);
    const ender = endsIn ? named(endsIn[1]!) : undefined;
    if (endsIn && ender && stateLike(endsIn[2]!)) { move([ender], endsIn[2]!); read++; moves++; continue; }
    // "It can also end as Settled at any point after Served": from that state and every one after it.
    const anyAfter = ANY_POINT_AFTER.exec(c);
    const after = anyAfter ? named(anyAfter[2]!) : undefined;
    if (anyAfter && after && stateLike(anyAfter[1]!)) {
      const to = state(anyAfter[1]!);
      // (A state nothing leaves, such as a judgment by default, is an end already.)
      const from = states.slice(states.indexOf(after)).filter((x) => x !== to && !finals.some((f) => f.state === x) && (x === after || ts.some((t) => t.from === x)));
      for (const f of from) ts.push({ from: f, to });
      finals.push({ state: to });
      read++; moves++; continue;
    }
    // "Otherwise it's Defended, then …": another way out of where the move before it left.
    const otherwise = /^(?:otherwise|else|if\s+not)\s*,?\s+/i.exec(c);
    if (otherwise && ts.length) { current = ts[ts.length - 1]!.from; c = c.slice(otherwise[0].length); }
    const fin = FINAL.exec(c);
    if (fin) {
      // "Rejected after 30 days w/o an appeal": the state, and when it ends there.
      for (const f of [fin[1], fin[2]]) {
        const ev = f ? /^(.+?)\s+((?:after|once|when|if|upon|on)\s+.+)$/i.exec(f) : null;
        const known = f ? named(ev?.[1] ?? f) : undefined;
        if (known) finals.push({ state: known, ...(ev ? { label: ev[2] } : {}) });
      }
      read++; continue;
    }
    const fromCan = FROM_CAN.exec(c);
    const fromState = fromCan ? named(fromCan[1]!) : undefined;
    if (fromCan && fromState) {
      // "… or go to Pending Info if documents are missing (and back to Under Review once the customer uploads them)".
      const back = /\(\s*(?:and\s+)?(?:then\s+)?(?:goes\s+)?back\s+to\s+([^()]+?)\s*\)\s*$/i.exec(fromCan[2]!);
      const list = (back ? fromCan[2]!.slice(0, back.index) : fromCan[2]!).split(/\s*,\s*(?:or\s+)?|\s+or\s+/i).map((x) => x.trim().replace(/^(?:be|go\s+to|move\s+to|become)\s+/i, '')).filter(Boolean);
      let last: string | undefined;
      for (const t of list) { move([fromState], t); if (current && current !== fromState) last = current; current = fromState; }
      if (back && last) { current = last; move([last], back[1]!); }
      read++; moves++; continue;
    }
    const marked = MARKED.exec(c.replace(/^(?:and|but|so)\s+/i, ''));
    if (marked) {
      // The subject names the state it leaves ("a Ready ticket that sits …"), else it is where the walk is.
      const subj = /^(.+?)\s+(?:that|which|who)\s+(.+)$/i.exec(marked[1]!);
      const src = named(subj ? subj[1]! : marked[1]!) ?? (PRONOUN.test(clean(marked[1]!)) ? current : undefined);
      if (src && stateLike(marked[2]!)) {
        move([src], marked[2]!, subj ? subj[2] : undefined);
        if (marked[3] && current && stateLike(marked[3])) move([current], marked[3]);
        read++; moves++; continue;
      }
    }
    // "A New ticket can be Voided by the manager": who does it labels the move.
    const agent = /^(.+?\s+can\s+(?:also\s+|still\s+)?be\s+\p{Lu}[\p{L}-]*)\s+by\s+(.+)$/u.exec(c);
    const become = BECOME.exec(c) ?? CAN_BE.exec(agent ? agent[1]! : c);
    const becomer = become ? named(become[1]!) : undefined;
    if (become && becomer) {
      move([becomer], become[2]!, agent ? `by ${agent[2]!.replace(/^(?:the|an?)\s+/i, '')}` : undefined);
      const to = current;
      // "back In Progress" is the state "In Progress"; "back to Review", "back in Review" go to "Review".
      const back = become[3] && (named(become[3]) ? become[3] : become[3].replace(/^(?:to|in|into)\s+/i, ''));
      if (back && to && to !== becomer) move([to], back);
      read++; moves++; continue;
    }
    const verbState = VERB_STATE.exec(c.replace(/^(?:and|but|so)\s+/i, ''));
    const leaves = verbState ? named(verbState[1]!) ?? (PRONOUN.test(clean(verbState[1]!)) ? current : undefined) : undefined;
    if (verbState && leaves) {
      move([leaves], PAST[verbState[2]!.toLowerCase().replace(/\s+/g, ' ')]!, verbState[3]);
      read++; moves++; continue;
    }
    const now = NOW_IN.exec(c);
    if (now && current && stateLike(now[2]!.split(/\s*,\s*(?:and\s+)?then\s+|,\s+and\s+/i)[0]!)) {
      move([current], now[2]!, now[1] && !PRONOUN.test(now[1].trim()) ? now[1].replace(/^(?:then\s+)/i, '') : undefined);
      read++; moves++; continue;
    }
    // "but if the battery drops during a ride it goes to Low Battery instead": another way out of where the move
    // before it left.
    const instead = /^but\s+|\s+instead$/i.test(c) && ts.length ? ts[ts.length - 1]!.from : undefined;
    const c1 = c.replace(/^(?:but|and|so)\s+/i, '').replace(/\s+instead$/i, '');
    const becomes = LEAD_BECOMES.exec(c1);
    if (becomes && current && stateLike(becomes[3]!)) { move([current], becomes[3]!, eventLabel(becomes[1]!, becomes[2]!)); read++; moves++; continue; }
    const makes = MAKES.exec(c1);
    if (makes && current && stateLike(makes[2]!)) { move([current], makes[2]!, makes[1]); read++; moves++; continue; }
    const whether = WHETHER.exec(c1);
    if (whether) {
      const srcs = [whether[2]!, whether[3]!].map((x) => named(x)).filter((x): x is string => !!x);
      if (srcs.length === 2) { move(srcs, whether[4]!, whether[1]!.replace(/^(?:any|every|each)\s+/i, '')); read++; moves++; continue; }
    }
    const lead = LEAD_EVENT.exec(c1);
    // (Unless "during" names states: "during Filling or Washing" are the sources.)
    if (lead && instead && !/\s(?:during|while)\s/i.test(lead[2]!.replace(/\s(?:during|while)\s+(?:an?\s+)?\p{Ll}.*$/u, ''))) {
      // The state named by "during a ride" is the one the move before it left.
      move([instead], lead[3]!, eventLabel(lead[1]!, lead[2]!.replace(/\s+(?:during|while)\s+(?:an?\s+)?\p{Ll}.*$/u, '')));
      read++; moves++; continue;
    }
    if (lead) {
      // "if the door is opened during Filling, Washing or Spinning": the states it can happen in are the sources.
      const during = /^(.+?)\s+(?:during|while\s+in|while|in)\s+(.+)$/i.exec(lead[2]!);
      const srcs = during ? during[2]!.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/i).filter(stateLike) : [];
      // "If they don't start within 10 minutes it goes back to Available; if they unlock it, it's In Ride": a way back
      // under a condition leaves the walk where it was.
      const stay = /^if$/i.test(lead[1]!) && /^back$/i.test(/\s(back)\s+(?:to|into)\s/i.exec(c1)?.[1] ?? '') ? current : undefined;
      if (during && srcs.length) move(srcs.map(state), lead[3]!, during[1]);
      else if (current) move([current], lead[3]!, eventLabel(lead[1]!, lead[2]!));
      else continue;
      if (stay) current = stay;
      read++; moves++; continue;
    }
    const sub = SUBJECT_MOVE.exec(c);
    if (sub) {
      let subject = sub[1]!.trim();
      subject = subject.replace(/^["'“‘«]([^"'”’»]+)["'”’»]$/, '$1');
      if (ANY_STATE.test(subject)) { anyTo.push({ to: clean(sub[2]!), label: subject.trim() }); read++; moves++; continue; }
      // "Any scooter reported damaged goes to Maintenance": from every state, what happens to it the event.
      const anyThing = /^(?:any|every|each)\s+[\p{L}-]+\s+(.+)$/iu.exec(subject);
      if (anyThing && stateLike(sub[2]!)) { state(sub[2]!); anyTo.push({ to: clean(sub[2]!), label: anyThing[1]!.trim() }); read++; moves++; continue; }
      const known = states.find((s) => s.toLowerCase() === clean(subject).toLowerCase());
      // "Low Battery scooters get collected by the van and go to Charging": the state, then what happens to them.
      const owner = known ? undefined : states.find((s) => clean(subject).toLowerCase().startsWith(`${s.toLowerCase()} `));
      if (known) move([known], sub[2]!);
      else if (owner) move([owner], sub[2]!, clean(subject).slice(owner.length).trim().replace(/^\p{L}+\s+(?=(?:get|gets|are|is|have|has)\s)/u, '').replace(/^(?:get|gets|are|is)\s+/i, '').replace(/\s+and$/i, '') || undefined);
      else if (PRONOUN.test(subject) && current) move([current], sub[2]!);
      else if (/\s+and\s+(?:it|they)$/i.test(subject) && current) move([current], sub[2]!, subject.replace(/\s+and\s+(?:it|they)$/i, '').replace(/^(?:the|an?)\s+/i, ''));
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
  return { initial, states, transitions: ts, ...(finals.length ? { finals } : {}) };
}
