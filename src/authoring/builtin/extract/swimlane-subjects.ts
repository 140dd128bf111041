// "Die Bürgerin bucht einen Termin online und legt die Unterlagen vor. Das System erzeugt die Bescheinigung.":
// sentences in German or a Romance language that each open with who acts (an article and a noun), then one or more
// verb phrases joined by "und"/"et"/"y"/"e". Each subject is a lane; each verb phrase a step in it, in order.
// Read too: multi-word subjects ("Le service instructeur", "l'Architecte des Bâtiments de France", a declared lane),
// "A fait X et la B fait Y" (a second subject after "et"), "…; si P, il fait X" (a decision whose Yes branch is X and
// whose No branch goes on to the next sentence), and "…, qui rend un avis" (a step of the one just named).
import type { PromptDoc } from '../text/doc.js';
import { concise, nounPhrase } from '../text/label.js';
import type { FlowGraph } from './flow.js';
import { isPerson } from './participants.js';

const ARTICLE = String.raw`(?:der|die|das|den|dem|ein|eine|unsere?|le|la|les|l['’]|un|une|el|los|las|il|lo|gli|o|os|as|um|uma)`;
// "des Bâtiments de France", "der Personalabteilung", "de la Ville": a complement naming whose the noun is.
const COMPLEMENT = String.raw`(?:\s+(?:de|des|du|del|da|do|dos|das|di|della|von|der)\s+(?:la\s+|l['’])?\p{Lu}[\p{L}-]*)*`;
// "service instructeur", "servicio técnico", "setor financeiro": a lower-case adjective after the noun.
const ADJECTIVE = String.raw`(?:\s+\p{Ll}[\p{L}-]*(?:ique|ico|ica|if|ive|ivo|iva|al|el|ale|ario|aria|aire|eur|ier|ière|ero|era|iro|ira))?`;
// "Die Bürgerin bucht …", "La cliente réserve …", "El sistema genera …": the article, the noun, the rest.
const SUBJECT = new RegExp(String.raw`^(${ARTICLE}\s*\p{L}[\p{L}-]+${ADJECTIVE}${COMPLEMENT})\s+(\p{Ll}\p{L}*(?:\s.+)?)$`, 'u');
// "Sie prüft …", "Elle vérifie …": the one just named goes on.
const PRONOUN = /^(?:er|sie|es|il|elle|él|ella|ele|ela|lui|lei)\s+(?=\p{Ll})/iu;
// "Zum Schluss:", "Dann", "Ensuite,", "Luego": words that order the turns.
const TURN = /^(?:zuerst|dann|danach|anschließend|zum\s+schluss|zuletzt|schließlich|abschließend|d['’]abord|puis|ensuite|enfin|primero|luego|despu[eé]s|por\s+[uú]ltimo|finalmente|primeiro|depois|prima|poi|infine)\s*[:,]?\s+/iu;
const AND = /\s+(?:und|et|y|e)\s+(?=\p{Ll})/u;
const ARTICLE_START = new RegExp(String.raw`^${ARTICLE}\s`, 'iu');
const ARTICLE_LEAD = new RegExp(String.raw`^${ARTICLE}\s*`, 'iu');
const CLITIC_VERB = /^(?:le|la|les|l['’]|lo|los|las|ihn|sie|es)\s*\p{Ll}+\s+(?:au|aux|à|a|al|ao|aos|alla|an|zu|zum|zur|en|par|per|por|para|sur)\s/u;
const FUNCTION_WORD = /^(?:au|aux|à|a|al|ao|aos|alla|an|zu|zum|zur|en|in|par|per|por|para|sur|de|du|des|le|la|les|el|los|las|der|die|das|den|dem|o|os|as|il|lo|gli|un|une|una|uno|um|uma|ein|eine)\s/iu;
// "wenn …, genehmigt er den Antrag": a German clause after a condition puts its verb before the pronoun.
const VERB_PRONOUN = /^(\p{Ll}\p{L}*)\s+(?:er|sie|es)\s+/u;
// "Dann informiert die Personalabteilung die Mitarbeiterin": after a German turn word the verb comes before who acts.
const GERMAN_INVERSION = new RegExp(String.raw`^(?:dann|danach|anschließend|zuletzt|schließlich|abschließend|zum\s+schluss)\s+(\p{Ll}+)\s+((?:der|die|das|ein|eine)\s+\p{Lu}[\p{L}-]*${COMPLEMENT})\s+`, 'u');
const ENGLISH = /\b(?:the|and|then|is|are)\b/i;
// "si le projet est en secteur protégé, …", "wenn …, …", "se …, …", "caso …, …": a condition, then what follows on it.
const CONDITION = /^(?:si|wenn|falls|se|caso)\s+([^,]+),\s*(.+)$/iu;
// "…, qui rend un avis", "…, der prüft", "…, que emite": a relative clause about the one just named.
const RELATIVE = /^(.+?),\s*(?:qui|que|quien|che|der|die|das)\s+(\p{Ll}.+)$/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Step { text: string; actor: string; decision?: boolean }

/** Who a clause opens with and what they do; a declared lane's name wins over the article-and-noun reading. */
function subjectOf(s: string, lanes: string[], strict: boolean, seen: Set<string> = new Set()): { actor: string; rest: string } | undefined {
  for (const lane of lanes) {
    const m = new RegExp(String.raw`^${ARTICLE}?\s*${escape(lane)}\s+(\p{Ll}\p{L}*(?:\s.+)?)$`, 'iu').exec(s);
    if (m) return { actor: lane, rest: m[1]! };
  }
  const m = SUBJECT.exec(s.charAt(0).toLowerCase() + s.slice(1));
  if (!m) return undefined;
  const actor = nounPhrase(m[1]!.replace(ARTICLE_LEAD, ''));
  // After "et"/"und", "le transmet au service" is a pronoun and a verb (a preposition where the verb would be): only
  // one who acts already, a person, or a subject followed by a verb starts another clause there.
  if (strict && !seen.has(actor.toLowerCase()) && !isPerson(actor) && FUNCTION_WORD.test(m[2]!)) return undefined;
  return { actor, rest: m[2]! };
}

/** The one a phrase ends with ("il consulte l'Architecte des Bâtiments de France" → that lane). */
function lastNamed(head: string, lanes: string[]): string | undefined {
  const lane = lanes.filter((l) => new RegExp(String.raw`${escape(l)}$`, 'iu').test(head)).sort((a, b) => b.length - a.length)[0];
  if (lane) return lane;
  const m = new RegExp(String.raw`${ARTICLE}\s*(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*${COMPLEMENT})$`, 'u').exec(head);
  return m ? nounPhrase(m[1]!) : undefined;
}

/** The steps of one clause with its subject (or the one before): one per verb phrase, a new subject after "et". */
function clauseSteps(clause: string, lanes: string[], last: string | undefined, first: boolean, seen: Set<string>, french: boolean): Step[] | undefined {
  // "il confirme la commande" in French: "il" is a pronoun there, not the Italian article.
  const pronoun = french && last && /^il\s/iu.test(clause) ? PRONOUN.exec(clause) : null;
  const m = pronoun ? undefined : subjectOf(clause, lanes, false);
  const p = m ? undefined : pronoun ?? PRONOUN.exec(clause);
  if (!m && !(p && last) && !(last && !first)) return undefined;
  let actor = m ? m.actor : last!;
  const rest = m ? m.rest : p ? clause.slice(p[0].length) : clause;
  const out: Step[] = [];
  const pieces = rest.split(AND);
  for (let i = 0; i < pieces.length; i++) {
    let part = pieces[i]!;
    if (i > 0) {
      // "… et la mairie notifie le demandeur": a second subject; "… und übergibt sie der Bürgerin" goes on.
      const again = subjectOf(part, lanes, true, seen);
      if (again) { actor = again.actor; part = again.rest; }
      // "… et le transmet au service": a pronoun, a verb, then where it goes: another verb phrase.
      else if (CLITIC_VERB.test(part)) { /* a step of the same actor */ }
      else if (ARTICLE_START.test(part)) { out[out.length - 1]!.text += ` ${clause.match(AND)?.[0]?.trim() ?? 'et'} ${part}`; continue; }
    }
    const rel = RELATIVE.exec(part);
    const named = rel ? lastNamed(rel[1]!, lanes) : undefined;
    if (rel && named) {
      out.push({ text: rel[1]!, actor }, { text: rel[2]!, actor: named });
      actor = named;
    } else out.push({ text: part, actor });
  }
  return out;
}

/** The steps and lanes of such sentences; undefined unless most sentences read this way and two or more act. */
export function subjectSentences(doc: PromptDoc, declared: string[] = []): FlowGraph | undefined {
  const lanes = [...declared].sort((a, b) => b.length - a.length);
  const sts = doc.statements.map((s) => s.text.trim().replace(/[.!;]+$/, '').replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(GERMAN_INVERSION, '$2 $1 ').replace(TURN, '').replace(/^(\p{L})/u, (c) => c.toUpperCase()));
  if (sts.length < 2 || sts.some((s) => ENGLISH.test(s))) return undefined;
  const all = sts.join(' ');
  const french = /\b(?:les|des|du|une|est|et)\b/iu.test(all) && !/\b(?:della|degli|gli|che|è)\b/iu.test(all);
  const nodes: FlowGraph['nodes'] = [];
  const edges: FlowGraph['edges'] = [];
  const actors = new Set<string>();
  let last: string | undefined;
  let read = 0;
  // Where the next step joins: the step before, a decision's Yes branch, and decisions whose No branch waits for it.
  let from: { key: string; label?: string }[] = [];
  let waiting: string[] = [];
  const add = (s: Step) => {
    const key = `${nodes.length}`;
    const text = s.decision ? s.text.replace(ARTICLE_LEAD, '') : s.text;
    const l = concise(text.charAt(0).toUpperCase() + text.slice(1));
    for (const f of from) edges.push({ from: f.key, to: key, ...(f.label ? { label: f.label } : {}) });
    nodes.push({ key, text, label: s.decision ? `${l.label}?` : l.label, description: l.description, type: s.decision ? 'decision' : 'process', actor: s.actor, namedActor: true });
    actors.add(s.actor.toLowerCase());
    from = s.decision ? [{ key, label: 'Yes' }] : [{ key }];
    return key;
  };
  for (const s of sts) {
    // The sentence after a condition is where its No branch goes.
    const joined = from.length;
    for (const w of waiting) from.push({ key: w, label: 'No' });
    const segments = s.split(/\s*;\s*/).filter(Boolean);
    let any = false;
    const opened: string[] = [];
    for (let i = 0; i < segments.length; i++) {
      let seg = segments[i]!.replace(TURN, '');
      const cond = CONDITION.exec(seg);
      if (cond && last) {
        const d = add({ text: cond[1]!, actor: last, decision: true });
        opened.push(d);
        seg = cond[2]!.replace(VERB_PRONOUN, '$1 ');
      }
      const steps = clauseSteps(seg.charAt(0).toUpperCase() + seg.slice(1), lanes, last, i === 0, actors, french);
      if (!steps) continue;
      any = true;
      for (const st of steps) { add(st); last = st.actor; }
    }
    if (any) read++;
    else from = from.slice(0, joined);
    if (opened.length) waiting = opened;
    else if (any) waiting = [];
  }
  if (read * 3 < sts.length * 2 || actors.size < 2) return undefined;
  return { nodes, edges };
}
