// "Die Bürgerin bucht einen Termin online und legt die Unterlagen vor. Das System erzeugt die Bescheinigung.":
// sentences in German or a Romance language that each open with who acts (an article and a noun), then one or more
// verb phrases joined by "und"/"et"/"y"/"e". Each subject is a lane; each verb phrase a step in it, in order.
import type { PromptDoc } from '../text/doc.js';
import { concise, nounPhrase } from '../text/label.js';
import type { FlowGraph } from './flow.js';

const ARTICLE = String.raw`(?:der|die|das|den|dem|ein|eine|unsere?|le|la|les|l['’]|un|une|el|los|las|il|lo|gli|o|os|as|um|uma)`;
// "Die Bürgerin bucht …", "La cliente réserve …", "El sistema genera …": the article, the noun, the rest.
const SUBJECT = new RegExp(String.raw`^(${ARTICLE}\s*\p{L}[\p{L}-]+)\s+(\p{Ll}\p{L}*\s.+)$`, 'iu');
// "Sie prüft …", "Elle vérifie …": the one just named goes on.
const PRONOUN = /^(?:er|sie|es|il|elle|él|ella|ele|ela|lui|lei)\s+(?=\p{Ll})/iu;
// "Zum Schluss:", "Dann", "Ensuite,", "Luego": words that order the turns.
const TURN = /^(?:zuerst|dann|danach|anschließend|zum\s+schluss|zuletzt|schließlich|abschließend|d['’]abord|puis|ensuite|enfin|primero|luego|despu[eé]s|por\s+[uú]ltimo|finalmente|primeiro|depois|prima|poi|infine)\s*[:,]?\s+/iu;
const AND = /\s+(?:und|et|y|e)\s+(?=\p{Ll})/u;
const ARTICLE_START = new RegExp(String.raw`^${ARTICLE}\s`, 'iu');
const ENGLISH = /\b(?:the|and|then|is|are)\b/i;

/** The steps and lanes of such sentences; undefined unless most sentences read this way and two or more act. */
export function subjectSentences(doc: PromptDoc): FlowGraph | undefined {
  const sts = doc.statements.map((s) => s.text.trim().replace(/[.!;]+$/, '').replace(TURN, '').replace(/^(\p{L})/u, (c) => c.toUpperCase()));
  if (sts.length < 2 || sts.some((s) => ENGLISH.test(s))) return undefined;
  const nodes: FlowGraph['nodes'] = [];
  const edges: FlowGraph['edges'] = [];
  const actors = new Set<string>();
  let last: string | undefined;
  let read = 0;
  for (const s of sts) {
    const m = SUBJECT.exec(s);
    const p = m ? undefined : PRONOUN.exec(s);
    if (!m && !(p && last)) continue;
    const actor = m ? nounPhrase(m[1]!.replace(new RegExp(String.raw`^${ARTICLE}\s*`, 'iu'), '')) : last!;
    const rest = m ? m[2]! : s.slice(p![0].length);
    read++;
    actors.add(actor.toLowerCase());
    last = actor;
    // "… und übergibt sie der Bürgerin": a lower-case word after "und" that is no article starts another verb phrase.
    const parts = rest.split(AND).filter((x, i) => i === 0 || !ARTICLE_START.test(x));
    for (const part of parts.length === rest.split(AND).length ? parts : [rest]) {
      const key = `${nodes.length}`;
      const l = concise(part.charAt(0).toUpperCase() + part.slice(1));
      if (nodes.length) edges.push({ from: nodes[nodes.length - 1]!.key, to: key });
      nodes.push({ key, text: part, label: l.label, description: l.description, type: 'process', actor, namedActor: true });
    }
  }
  if (read * 3 < sts.length * 2 || actors.size < 2) return undefined;
  return { nodes, edges };
}
