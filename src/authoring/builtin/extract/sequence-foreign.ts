// Steps of a sequence written in German, French, Spanish, Portuguese or Italian between participants the prompt names:
// "Praxissoftware sendet das Rezept an den Fachdienst", "Le serveur renvoie le jeton au client", "La app envía el código
// al backend", "O caixa devolve o troco ao cliente", "Il server restituisce il token all'app". The participant that
// opens the step sends; the first other participant named receives, and its phrase ("an den Fachdienst") leaves the
// label. A step that names nobody else answers whoever last called the sender ("Fachdienst gibt den Token zurück").

export interface ForeignStep { from: string; to?: string; label: string; reply: boolean }

const ARTICLE = String.raw`(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|le|la|les|l['’]|un|une|el|los|las|o|os|as|um|uma|il|lo|gli|i|uno|una|un['’])`;
// Prepositions (and their contractions with an article) that lead to the receiver.
const PREP = String.raw`(?:an|in|im|bei|beim|vom|von|zum|zur|zu|für|mit|aus|auf|gegenüber|à|au|aux|vers|chez|dans|de|du|des|pour|avec|sur|auprès\s+d[eu']|a|al|en|del|para|con|hacia|ao|à|às|aos|em|no|na|nos|nas|do|da|dos|das|com|alla|alle|allo|agli|ai|all['’]|nel|nella|nello|dal|dalla|dallo|dai|per|di|della|dello)`;
// Verbs that answer: "gibt … zurück", "bestätigt", "renvoie", "répond", "devuelve", "responde", "restituisce".
const REPLY = /^(?:gibt|liefert|sendet|schickt|meldet)\b.*\bzurück$|^(?:antwortet|bestätigt|quittiert|renvoie|répond|retourne|confirme|devuelve|responde|confirma|retorna|devolve|restituisce|risponde|conferma|ritorna)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Endings a name takes in running text ("den Patienten", "des Fachdienstes").
const ENDING = String.raw`(?:en|n|es|s|e)?`;

/** The step a line tells, when it opens with one of `names`. `callerOf` gives who last called a participant. */
export function readForeignStep(line: string, names: string[], callerOf: (name: string) => string | undefined): ForeignStep | undefined {
  const text = line.trim().replace(/^(?:\d{1,2}[.)]|[-*•])\s+/u, '').replace(/[.;!]+$/, '').trim();
  const byLength = [...names].sort((a, b) => b.length - a.length);
  const from = byLength.find((n) => new RegExp(`^(?:${ARTICLE}\\s*)?${escape(n)}${ENDING}(?=\\s)`, 'iu').test(text));
  if (!from) return undefined;
  let rest = text.replace(new RegExp(`^(?:${ARTICLE}\\s*)?${escape(from)}${ENDING}\\s+`, 'iu'), '');
  if (rest.split(/\s+/).length < 2) return undefined;
  let to: string | undefined;
  let at = Infinity;
  for (const n of byLength) {
    if (n === from) continue;
    const m = new RegExp(`(?<![\\p{L}])${escape(n)}${ENDING}(?![\\p{L}])`, 'iu').exec(rest);
    if (m && m.index < at) { at = m.index; to = n; }
  }
  if (to) {
    // "an den Fachdienst", "für den Patienten", "in der Apotheke", "beim Fachdienst", "au client": the phrase goes.
    const phrase = new RegExp(`\\s*(?:${PREP}\\s+)?(?:${ARTICLE}\\s*)?${escape(to)}${ENDING}(?![\\p{L}])`, 'iu');
    rest = rest.replace(phrase, '').replace(/\s{2,}/g, ' ').trim();
  }
  const reply = REPLY.test(rest);
  if (!to) to = callerOf(from);
  return { from, to: to === from ? undefined : to, label: rest, reply };
}

/** The parties that open the steps ("Der Kunde sendet …", "le serveur demande …", "La app envía …") when the prompt
 *  declares none: each noun after an opening article (German: any capitalised noun) that opens two or more steps, or
 *  that opens one and is named in another. */
export function foreignSubjects(steps: string[]): string[] {
  const opened: string[] = [];
  for (const raw of steps) {
    const t = raw.trim().replace(/^(?:\d{1,2}[.)]|[-*•])\s+/u, '');
    const m = new RegExp(String.raw`^(?:${ARTICLE})\s*(\p{L}[\p{L}-]+)`, 'iu').exec(t);
    if (m && !/^(?:und|et|y|e|dann|puis|luego|poi|depois)$/i.test(m[1]!)) opened.push(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1));
  }
  const all = steps.join(' ');
  const named = (n: string) => (all.match(new RegExp(String.raw`(?<![\p{L}])${escape(n)}${ENDING}(?![\p{L}])`, 'giu')) ?? []).length;
  const out = [...new Set(opened)].filter((n) => opened.filter((x) => x === n).length >= 2 || named(n) >= 2);
  return out.length >= 2 ? out : [];
}
