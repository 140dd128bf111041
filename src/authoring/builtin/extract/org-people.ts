// People in an org chart: a mention read into a name and a role ("CEO Maria Lopez", "a CTO (James Park)",
// "Tom Reed (Platform)", "one Controller, Ben Cole", "Ben Cole, Controller", "CFO: Aisha Khan"), and lists of them
// ("a CTO (James Park) and CFO (Aisha Khan)", "two eng managers: Tom Reed and Priya Nair").
import { capitalize } from '../text/label.js';
import { distributeHead, splitTop } from '../text/lists.js';
import { inLexicon, wordClass } from '../text/nlp.js';
import { singular } from './er-model.js';

export interface Mention { name?: string; role?: string }

// Words of titles, ranks and units: never part of a person's name.
const ROLE_WORD = /^(?:ceo|cto|cfo|coo|cmo|cio|cpo|cro|ciso|cso|vp|svp|evp|avp|gm|md|president|vice|chief|head|heads|director|directors|manager|managers|lead|leads|leader|engineer|engineers|eng|officer|controller|accountant|analyst|designer|developer|architect|specialist|coordinator|assistant|secretary|treasurer|chair|chairman|chairwoman|founder|co-founder|cofounder|owner|partner|principal|intern|supervisor|executive|admin|administrator|consultant|recruiter|scientist|researcher|editor|producer|teacher|nurse|doctor|dean|provost|rector|captain|associate|senior|junior|staff|team|department|division|group|unit|office|board|committee|engineering|sales|marketing|finance|hr|operations|ops|product|design|support|legal|platform|mobile|data|research|development|security|infrastructure|qa|it|frontend|backend|web|general|deputy|assistant|company|corp|inc|ltd|llc|gmbh|geschäftsführer|geschäftsführerin|leiter|leiterin|vorstand|directeur|directrice|gérant|gérante|président|présidente|gerente|jefe|jefa|presidente|responsable|chef|cheffe)$/i;
// "Dr. Helen Brooks", "Prof. Li Wei", "Frau Anna Berg": a title before the name is part of how the person is named.
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof|sir|dame|herr|frau|mme|mlle|sr|sra|srta|dott|ing)\.?$/i;
// Words that join a name without starting it: "Ludwig van Beethoven", "Ana de la Cruz".
const PARTICLE = /^(?:van|von|de|da|del|della|der|di|du|la|le|bin|bint|al|ten|ter|dos|das|y)$/;
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*\p{Ll}[\p{L}\p{M}'’-]*$/u;
// What comes before a mention without being part of it.
// (Articles of other languages too: "il direttore commerciale", "la directrice", "el gerente", "der Leiter".)
const LEADING = /^(?:(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|\d+|our|their|his|her|its|my|new|both|all|each|also|and|plus|il|lo|la|le|i|gli|el|los|las|der|die|das|un|una|uno|une|des)\s+|l['’])/i;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** True when the words are a person's full name: two to four capitalised words, a known first name or none known as words. */
const ORG_WORD = /^(?:studios?|labs?|inc|ltd|llc|gmbh|corp|corporation|company|co|group|holdings|partners|associates|clinic|hospital|school|academy|university|college|bank|agency|foundation|institute|studio|works|industries|systems|solutions|technologies|media|games|records|films|productions|consulting|ventures|capital|club|society|council|ministry|department|restaurant|bakery|café|cafe|hotel|shop|store|market)\.?$/i;

export function isPersonName(text: string): boolean {
  let ws = text.trim().split(/\s+/);
  const titled = ws.length >= 2 && HONORIFIC.test(ws[0]!);
  if (titled) ws = ws.slice(1);
  if (titled && ws.length === 1) return NAME_WORD.test(ws[0]!) && !ROLE_WORD.test(ws[0]!);
  if (ws.length < 2 || ws.length > 4) return false;
  if (!NAME_WORD.test(ws[0]!) || !NAME_WORD.test(ws[ws.length - 1]!)) return false;
  if (!ws.every((w, i) => NAME_WORD.test(w) || (i > 0 && i < ws.length - 1 && PARTICLE.test(w)))) return false;
  if (ws.some((w) => ROLE_WORD.test(w))) return false;
  // "Vela Studios", "Greenleaf Clinic", "Acme Labs": an organisation, not a person.
  if (ORG_WORD.test(ws[ws.length - 1]!)) return false;
  const names = ws.filter((w) => !PARTICLE.test(w));
  // ("Maya Lin": a first name that is also a noun, then a surname the lexicon knows as a name.)
  const lastIsName = names.length === 2 && wordClass(names[1]!) === 'name' && wordClass(names[0]!) === 'noun';
  return wordClass(names[0]!) === 'name' || lastIsName || names.every((w) => !inLexicon(w) || wordClass(w) === 'name');
}

/** A single capitalised word that can be someone's first name ("James" after "James Park" was named). */
export function isFirstName(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !ROLE_WORD.test(word) && wordClass(word) === 'name';
}

/** The first name of a full name ("Dr. Helen Brooks" → "Helen"). */
export function firstNameOf(name: string): string {
  const ws = name.trim().split(/\s+/);
  return (HONORIFIC.test(ws[0]!) && ws.length > 1 ? ws[1] : ws[0])!;
}

function clean(text: string): string {
  let t = text.trim().replace(/[.,;:!]+$/, '').trim();
  for (let i = 0; i < 3; i++) t = t.replace(LEADING, '');
  return t.trim();
}

/** A role as a box's description: "eng managers" → "Eng manager". */
export function roleText(text: string): string {
  const t = clean(text);
  const ws = t.split(/\s+/);
  const last = ws[ws.length - 1]!;
  // ("Head of Field Operations" names one head: the words after "of" keep their number.)
  if (!/^[A-Z]{2,}s?$/.test(last) && ws.length <= 4 && !ws.some((w) => /^(?:of|for)$/i.test(w))) ws[ws.length - 1] = singular(last);
  return capitalize(ws.join(' '));
}

/** One mention read into the person's name and role, either of which may be missing. */
export function readMention(text: string): Mention {
  const t = clean(text);
  if (!t) return {};
  const both = (a: string, b: string): Mention | undefined => {
    if (isPersonName(b) && !isPersonName(a)) return { name: b, role: a };
    if (isPersonName(a) && !isPersonName(b)) return { name: a, role: b };
    return undefined;
  };
  // "North (Priya)", "Night shift (Sam)": a unit or a role, then the first name of the one who holds it.
  const firstIn = /^(.+?)\s*\((\p{Lu}\p{Ll}+)\)$/u.exec(t);
  if (firstIn && (isFirstName(firstIn[2]!) || (!inLexicon(firstIn[2]!.toLowerCase()) && !ROLE_WORD.test(firstIn[2]!))) && !isFirstName(clean(firstIn[1]!)) && !isPersonName(clean(firstIn[1]!))) return { name: firstIn[2]!, role: clean(firstIn[1]!) };
  // "a CTO (James Park)", "Tom Reed (Platform)".
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(t);
  if (paren) {
    const hit = both(clean(paren[1]!), paren[2]!.trim());
    if (hit) return hit;
    const inner = readMention(paren[1]!);
    if (inner.name) return { name: inner.name, role: [inner.role, paren[2]!.trim()].filter(Boolean).join(', ') };
    return { role: t };
  }
  // "Ben Cole, Controller", "Controller: Ben Cole", "James Park – CTO", "James Park as CTO".
  const pair = /^([^,:–—]+?)\s*(?:,|:|\s[–—-]\s|\sas\s)\s*(.+)$/.exec(t);
  if (pair) {
    const hit = both(clean(pair[1]!), clean(pair[2]!));
    if (hit) return hit;
  }
  if (isPersonName(t)) return { name: t };
  // "Ana", "Ben and Chloe": a first name alone names a person too.
  if (isFirstName(t)) return { name: t };
  // "CEO Maria Lopez", "Head of Sales Anna Berg": a role, then the name.
  const ws = t.split(/\s+/);
  for (let k = Math.min(4, ws.length - 1); k >= 2; k--) {
    const name = ws.slice(-k).join(' ');
    if (isPersonName(name)) return roleLike(ws.slice(0, -k)) ? { name, role: ws.slice(0, -k).join(' ') } : { name };
  }
  // "Maria Lopez CEO": the name, then a title in capitals.
  for (let k = Math.min(4, ws.length - 1); k >= 2; k--) {
    const name = ws.slice(0, k).join(' ');
    if (isPersonName(name) && ws.slice(k).every((w) => ROLE_WORD.test(w) || /^[A-Z]{2,}$/.test(w))) return { name, role: ws.slice(k).join(' ') };
  }
  return { role: t };
}

/** Words that can title a person ("Head of Sales", "eng manager"), not a clause ("Draw an org chart where"). */
function roleLike(ws: string[]): boolean {
  return ws.length <= 5 && ws.every((w) => ROLE_WORD.test(w) || /^[A-Z]{2,}$/.test(w) || /^(?:of|for|the|and|&)$/i.test(w)
    || (!/^(?:where|which|that|who|with|when|whose|in|on|at|to|by|is|are|was|has|have)$/i.test(w) && wordClass(w) !== 'verb'));
}

/** The head noun of a role: "Head of Field Operations" → "Head", "shift supervisors" → "shift supervisors". */
const headNoun = (text: string): string => clean(text).replace(/\s+(?:of|for)\s+.*$/i, '');

const UNDER_PRONOUN = /\s+(?:under|below|beneath|reporting\s+to|working\s+for|unter|sous)\s+(?:him|her|them|ihm|ihr|lui|elle|eux)\b/iu;

/** How many a group counts ("two eng managers" → 2), or 1. */
function countOf(text: string): number {
  const m = /^(?:(\d+)|(two|three|four|five|six|seven|eight|nine|ten))\s/i.exec(text.trim());
  return m ? Number(m[1]) || COUNTS[m[2]!.toLowerCase()]! : 1;
}

/**
 * The people a list names: "a CTO (James Park) and CFO (Aisha Khan)"; "one Controller, Ben Cole" (a role and its
 * holder); "two eng managers: Tom Reed (Platform) and Priya Nair (Mobile)" (the group's role for each of them).
 */
export function readPeople(text: string): Mention[] {
  let group: string | undefined;
  // "two regional coordinators under him, North (Priya) and South (Jamie)": the pronoun is the one the clause is about.
  let body = text.trim().replace(/[.;!]+$/, '').replace(UNDER_PRONOUN, '');
  const colon = /^([^:()]{2,50}):\s*(.+)$/.exec(body);
  if (colon && !isPersonName(clean(colon[1]!))) { group = colon[1]!; body = colon[2]!; }
  const parts = splitTop(body, /\s*(?:,\s*(?:and\s+|&\s+|und\s+|et\s+|y\s+)?|\s+(?:and|und|et|y|e)\s+|\s+&\s+)\s*/y).filter(Boolean);
  let read = parts.map((p) => ({ text: p, m: readMention(p) }));
  // "the science and math departments": units that share their head noun.
  if (read.length >= 2 && read.every((r) => !r.m.name)) read = distributeHead(parts).map((p) => ({ text: p, m: readMention(p) }));
  const out: Mention[] = [];
  for (let i = 0; i < read.length; i++) {
    const cur = read[i]!;
    const next = read[i + 1];
    // "one Controller, Ben Cole": a role alone, then a name alone, is one person.
    // "two shift supervisors, Dev Patel (day) and Hannah Ruiz (night)": a counted or plural role names the group
    // the people after it belong to, whatever each one's own note.
    if (!cur.m.name && cur.m.role && next && next.m.name && (countOf(cur.text) > 1 || /[^s]s$/i.test(headNoun(cur.text)))) { group = cur.text; continue; }
    if (!cur.m.name && cur.m.role && next && next.m.name && !next.m.role) {
      out.push({ name: next.m.name, role: roleText(cur.text) });
      i++;
      continue;
    }
    // "Ben Cole, Controller": a name alone, then a title alone.
    if (cur.m.name && !cur.m.role && next && !next.m.name && next.m.role && next.m.role.split(/\s+/).every((w) => ROLE_WORD.test(w) || /^[A-Z]{2,}$/.test(w) || /^(?:of|the|and)$/i.test(w))) {
      out.push({ name: cur.m.name, role: next.m.role });
      i++;
      continue;
    }
    out.push(cur.m);
  }
  if (!group) return out;
  const g = roleText(group);
  // Generic words ("two reports", "three people") name no role.
  const role = /^(?:direct\s+)?(?:report|people|person|member|employee|staff|child|children|kid)$/i.test(g) ? undefined : g;
  return out.map((m) => (m.name && role ? { name: m.name, role: m.role ? `${role}, ${m.role}` : role } : m));
}
