// ER clauses in German, French, Spanish, Portuguese and Italian, read by their determiners: "Jedes Exponat gehört zu
// genau einer Sammlung und kann in mehreren Ausstellungen gezeigt werden", "Chaque livre appartient à une seule
// catégorie", "Cada pedido tiene varios productos", "Ogni corso ha più studenti". The noun after a determiner is an
// entity; the first in a clause is its subject, and each later one is related to it with the determiner's count.
import type { Card, ErModel } from './er-model.js';

const EACH = String.raw`jede[rsm]?|jeden|chaque|cada|ogni|tout(?:e)?`;
const ONE = String.raw`(?:genau|nur|exakt)\s+(?:eine[rmns]?|ein)|eine[rmns]?|ein|une?\s+seule?|une?|(?:exactamente\s+|sólo\s+|solo\s+)?(?:una?|un)|uma?|um|(?:esattamente\s+|solo\s+)?(?:una?|uno|un)|(?:einem|einer)\s+einzigen`;
const MANY = String.raw`mehrere[nr]?|viele[nr]?|beliebig\s+viele[nr]?|plusieurs|de\s+nombreu(?:x|ses)|beaucoup\s+de|varios|varias|muchos|muchas|vários|várias|muitos|muitas|più|molti|molte|diversi|diverse|parecchi[e]?`;
const SOME = String.raw`manche[rn]?|einige[rn]?|certain(?:e)?s|algun[oa]s|alguns|algumas|alcun[ie]`;
const DET = new RegExp(String.raw`(?<![\p{L}])(${EACH}|${ONE}|${MANY}|${SOME}|die|der|das|den|dem|le|la|les|l['’]|el|los|las|o|os|as|il|lo|gli|i)\s+([\p{L}][\p{L}-]{2,})`, 'giu');
// Words after a determiner that are no entity: adverbs, adjectives of quantity, verbs of the clause.
const NOT_NOUN = /^(?:(?:er|uml)?-?diagramm[e]?|diagrammes?|diagramas?|diagrammi?|sch[eé]mas?|esquemas?|notation|notación|notação|notazione|kardinalit\p{L}*|cardinalit\p{L}*|oder|und|mehr|andere[nr]?|weitere[nr]?|bestimmte[nr]?|seule?|même|autre|plus|otro|otra|mismo|misma|outro|outra|mesmo|mesma|altro|altra|stesso|stessa|solo|sola|único|única|unico|unica|bestimmten|gleichen|selben|Zeit|Mal|vez|fois|volta)$/iu;

function cardOf(det: string): Card | 'each' | 'some' | undefined {
  const d = det.toLowerCase();
  if (new RegExp(`^(?:${EACH})$`, 'iu').test(d)) return 'each';
  if (new RegExp(`^(?:${MANY})$`, 'iu').test(d)) return 'many';
  if (new RegExp(`^(?:${SOME})$`, 'iu').test(d)) return 'some';
  if (new RegExp(`^(?:${ONE})$`, 'iu').test(d)) return 'one';
  return undefined;
}

/** The same noun written in the plural ("Exponate", "Ausstellungen", "corsi"): the singular the text uses, else one
 *  made by the language's rule for a noun counted as many ("productos" → "producto", "studenti" → "studente"). */
function baseForm(noun: string, all: string[], lang: string, counted: boolean): string {
  const lower = noun.toLowerCase();
  const shorter = all.filter((x) => x.length < noun.length && lower.startsWith(x.toLowerCase()) && noun.length - x.length <= 2);
  if (shorter.length) return shorter.sort((a, b) => a.length - b.length)[0]!;
  // "corsi" beside "corso": the same stem with another ending.
  const stem = lower.slice(0, -1);
  const sibling = lang === 'it' && /[ie]$/.test(lower) ? all.find((x) => x.length === noun.length && x.toLowerCase() !== lower && x.toLowerCase().startsWith(stem) && /[oae]$/i.test(x)) : undefined;
  if (sibling) return sibling;
  // "animais" beside "animal", "papéis" beside "papel": a singular the text uses, by the language's rule.
  const ruled = pluralRule(noun, lang);
  const written = ruled && all.find((x) => x.toLowerCase() === ruled.toLowerCase());
  if (written) return written;
  if (!counted) return noun;
  if (ruled) return ruled;
  if ((lang === 'es' || lang === 'pt') && /[^aeiou]es$/i.test(noun) && /[rlndz]es$/i.test(noun)) return noun.slice(0, -2);
  if ((lang === 'es' || lang === 'pt' || lang === 'fr') && /[sx]$/i.test(noun)) return noun.slice(0, -1);
  if (lang === 'it' && /i$/i.test(noun)) return noun.slice(0, -1) + (/(?:nt|on|or|al)i$/i.test(noun) ? 'e' : 'o');
  if (lang === 'it' && /e$/i.test(noun)) return noun.slice(0, -1) + 'a';
  return noun;
}

/** Portuguese plurals that do not just add -s ("animais" → "animal", "papéis" → "papel", "lições" → "lição",
 *  "itens" → "item"), Spanish "-ces" ("lápices" → "lápiz"), French "-aux" ("journaux" → "journal"). */
function pluralRule(noun: string, lang: string): string | undefined {
  const w = noun;
  if (lang === 'pt') {
    if (/ais$/i.test(w)) return w.slice(0, -2) + 'l';
    if (/[ée]is$/i.test(w) && w.length > 4) return w.slice(0, -3) + (/éis$/i.test(w) ? 'el' : 'il');
    if (/óis$/i.test(w)) return w.slice(0, -3) + 'ol';
    if (/ões$/i.test(w)) return w.slice(0, -3) + 'ão';
    if (/ães$/i.test(w)) return w.slice(0, -3) + 'ão';
    if (/ns$/i.test(w)) return w.slice(0, -2) + 'm';
  }
  if (lang === 'es' && /ces$/i.test(w)) return w.slice(0, -3) + 'z';
  if (lang === 'fr' && /aux$/i.test(w)) return w.slice(0, -3) + 'al';
  return undefined;
}

/** "cada tutor (CPF, nome, telefone)", "chaque lecteur (nom, adresse)", "jeder Kunde (Name, E-Mail)": the attributes in
 *  brackets after a noun a determiner opens, as [noun, attributes]. */
export function bracketedAttributes(text: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}])(?:${EACH}|${ONE}|${MANY}|each|every|an?|one|the)\s+([\p{L}][\p{L}-]{2,}(?:\s+[\p{L}][\p{L}-]{2,})?)\s*\(([^()]{3,200})\)`, 'giu'))) {
    const list = m[2]!.split(/\s*,\s*|\s+(?:e|y|et|und|and)\s+/u).map((x) => x.trim()).filter(Boolean);
    if (list.length >= 2 && list.every((x) => x.split(/\s+/).length <= 4) && !/\be\.?g\.?\b|\bi\.?e\.?\b|\bz\.\s?b\./i.test(m[2]!)) out.push([m[1]!, list]);
  }
  return out;
}

/** Reads determiner clauses into the model; true when a relationship was read. */
export function readForeignRelations(text: string, model: ErModel, lang: string): boolean {
  const german = lang === 'de';
  const clauses = text.split(/[.;:!?\n]+|,\s+(?=(?:und|et|y|e)\s)|\s+(?:und|et|y|e)\s+(?=(?:jede[rsm]?|chaque|cada|ogni)\s)/iu).map((c) => c.trim()).filter(Boolean);
  const found = clauses.map((c) => [...c.matchAll(DET)].map((m) => ({ det: m[1]!, noun: m[2]! }))
    // German nouns are written with a capital; elsewhere any word after a counting determiner.
    .filter((x) => !NOT_NOUN.test(x.noun) && (german ? /^\p{Lu}/u.test(x.noun) : cardOf(x.det) !== undefined || /^\p{Lu}/u.test(x.noun))));
  const nouns = found.flat().map((x) => x.noun);
  let read = false;
  for (const ms of found) {
    const counted = ms.filter((x) => cardOf(x.det) !== undefined);
    if (counted.length < 2) continue;
    // "Manche Exponate sind von einem Leihgeber geliehen": the noun said of each (or of some) is the subject.
    const lead = counted.find((x) => cardOf(x.det) === 'each' || cardOf(x.det) === 'some') ?? counted[0]!;
    const subj = lead;
    const rest = counted.filter((x) => x !== lead);
    const base = (x: { det: string; noun: string }) => baseForm(x.noun, nouns, lang, cardOf(x.det) === 'many' || cardOf(x.det) === 'some');
    const from = model.ent(base(subj!));
    for (const o of rest) {
      const to = model.ent(base(o));
      if (to === from) continue;
      const c = cardOf(o.det);
      const toCard: Card = c === 'many' ? 'many' : 'one';
      model.relate(from, to, toCard === 'one' ? 'many' : 'one', toCard);
      read = true;
    }
  }
  return read;
}
