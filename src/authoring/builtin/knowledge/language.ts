// The prompt's words outside the known name + the languages of the name found → the language to draw labels in.
import { LANG_WORDS } from './lexicon.js';
import type { Token } from './normalize.js';
import { LANGS, OTHER_LANGS, type Lang } from './topic.js';

const MARKS: [RegExp, Lang][] = [[/[ñ¿¡]/u, 'es'], [/[ãõ]/u, 'pt'], [/[äöüß]/u, 'de'], [/[œ]|\b(?:qu'|d'|l'|s'il)/u, 'fr']];

/**
 * Small words of each language count one each, letters only one language writes count one, and the languages whose
 * alias was written exactly so (small words included) count one and a half, other languages of the alias a half;
 * ties go to the name's languages in the order en, fr, de, es, pt, it.
 */
export function detectLang(around: Token[], text: string, nameLangs: readonly Lang[], exactLangs: readonly Lang[] = nameLangs): Lang {
  const score = new Map<Lang, number>(LANGS.map((l) => [l, exactLangs.includes(l) ? 1.5 : nameLangs.includes(l) ? 0.5 : 0]));
  for (const t of around) for (const l of LANGS) if (LANG_WORDS[l].has(t.lower)) score.set(l, score.get(l)! + 1);
  for (const [re, l] of MARKS) if (re.test(text.toLowerCase())) score.set(l, score.get(l)! + 1);
  let best: Lang = nameLangs[0] ?? 'en';
  for (const l of LANGS) if (score.get(l)! > score.get(best)!) best = l;
  return best;
}

/** The translation of an English string of a topic: its own row, else the glossary's, else as written. */
export function translator(lang: Lang, labels: Record<string, string[]> | undefined, glossary: Record<string, string[]>): (s: string) => string {
  if (lang === 'en') return (s) => s;
  const i = (OTHER_LANGS as readonly string[]).indexOf(lang);
  return (s) => labels?.[s]?.[i] ?? glossary[s]?.[i] ?? s;
}
