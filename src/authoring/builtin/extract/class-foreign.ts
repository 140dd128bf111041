// Class diagram prose in German, Spanish, Italian and Portuguese, said again in the English the sentence readers know:
// "Kunde und Mitarbeiter erben von Person", "Cliente y Empleado heredan de Persona", "Un Pedido tiene muchas Líneas",
// "Persona è astratta con nome e email", "Um Pedido contém vários Itens". Class names (capitalised) are kept; the
// verbs, counts, articles and joining words are translated word for word.

type Lang = 'de' | 'es' | 'it' | 'pt';

// Phrases first (longest first within each language), then single words.
const PHRASES: Record<Lang, [RegExp, string][]> = {
  de: [
    [/\berben\s+(?:davon|von\s+(?:ihr|ihm))\b/g, 'inherit from it'], [/\berbt\s+(?:davon|von\s+(?:ihr|ihm))\b/g, 'inherits from it'],
    [/\berb(?:t|en)\s+von\b/g, 'inherit from'], [/\b(?:ist|sind)\s+(?:eine?\s+)?(?:Unterklassen?|Spezialisierungen?|Arten?)\s+(?:von|der|des)\b/g, 'is a kind of'],
    [/\b(?:ist|sind)\s+abstrakt\b/g, 'is abstract'], [/\b(?:ist|sind)\s+(?:eine?\s+)?Schnittstelle\b/g, 'is an interface'],
    [/\bbesteh(?:t|en)\s+aus\b/g, 'consists of'], [/\bimplementier(?:t|en)\b/g, 'implements'], [/\bgehör(?:t|en)\s+zu\b/g, 'belongs to'],
  ],
  es: [
    [/\bheredan?\s+de\s+(?:ella|él|esta|este)\b/g, 'inherit from it'], [/\bheredan?\s+de\b/g, 'inherit from'],
    [/\b(?:es|son)\s+(?:una?\s+)?(?:subclases?|tipos?|clases?\s+hijas?)\s+de\b/g, 'is a kind of'],
    [/\b(?:es|son)\s+abstract[oa]s?\b/g, 'is abstract'], [/\b(?:es|son)\s+una\s+interfaz\b/g, 'is an interface'],
    [/\bse\s+compone\s+de\b/g, 'consists of'], [/\bestá\s+compuest[oa]\s+de\b/g, 'consists of'], [/\bimplementan?\b/g, 'implements'], [/\bpertenecen?\s+a\b/g, 'belongs to'],
  ],
  it: [
    [/\bereditan[oa]?\s+da\s+(?:essa|esso|questa|questo)\b/g, 'inherit from it'], [/\beredit(?:a|ano)\s+da\b/g, 'inherit from'],
    [/\b(?:è|sono)\s+(?:una?\s+)?(?:sottoclassi?|tipo|tipi|specializzazioni?)\s+di\b/g, 'is a kind of'],
    [/\b(?:è|sono)\s+astratt[oaie]\b/g, 'is abstract'], [/\b(?:è|sono)\s+un['’]\s*interfaccia\b/g, 'is an interface'],
    [/\b(?:è|sono)\s+compost[oaie]\s+da\b/g, 'consists of'], [/\bimplement(?:a|ano)\b/g, 'implements'], [/\bappartien(?:e|ono)\s+a\b/g, 'belongs to'],
  ],
  pt: [
    [/\bherdam?\s+dela\b|\bherdam?\s+dele\b/g, 'inherit from it'], [/\bherdam?\s+de\b/g, 'inherit from'],
    [/\b(?:é|são)\s+(?:uma?\s+)?(?:subclasses?|tipos?)\s+de\b/g, 'is a kind of'],
    [/\b(?:é|são)\s+abstrat[oa]s?\b/g, 'is abstract'], [/\b(?:é|são)\s+uma\s+interface\b/g, 'is an interface'],
    [/\b(?:é|são)\s+compost[oa]s?\s+(?:de|por)\b/g, 'consists of'], [/\bimplementam?\b/g, 'implements'], [/\bpertencem?\s+a\b/g, 'belongs to'],
  ],
};

const WORDS: Record<Lang, Record<string, string>> = {
  de: { hat: 'has', haben: 'have', enthält: 'contains', enthalten: 'contain', nutzt: 'uses', verwendet: 'uses', mit: 'with', und: 'and', oder: 'or',
    ein: 'a', eine: 'a', einen: 'a', einem: 'a', einer: 'a', der: 'the', die: 'the', das: 'the', jeder: 'each', jede: 'each', jedes: 'each',
    viele: 'many', mehrere: 'several', einige: 'some', zwei: 'two', drei: 'three', vier: 'four', genau: 'exactly', eins: 'one' },
  es: { tiene: 'has', tienen: 'have', contiene: 'contains', contienen: 'contain', usa: 'uses', utiliza: 'uses', con: 'with', y: 'and', e: 'and', o: 'or',
    un: 'a', una: 'a', el: 'the', la: 'the', los: 'the', las: 'the', cada: 'each', muchos: 'many', muchas: 'many', varios: 'several', varias: 'several',
    dos: 'two', tres: 'three', cuatro: 'four' },
  it: { delle: 'of', dei: 'of', della: 'of', del: 'of', ha: 'has', hanno: 'have', contiene: 'contains', contengono: 'contain', usa: 'uses', utilizza: 'uses', con: 'with', e: 'and', ed: 'and', o: 'or',
    un: 'a', uno: 'a', una: 'a', il: 'the', lo: 'the', la: 'the', i: 'the', gli: 'the', le: 'the', ogni: 'each', molti: 'many', molte: 'many',
    più: 'several', diversi: 'several', diverse: 'several', due: 'two', tre: 'three', quattro: 'four' },
  pt: { tem: 'has', têm: 'have', possui: 'has', contém: 'contains', usa: 'uses', utiliza: 'uses', com: 'with', e: 'and', ou: 'or',
    um: 'a', uma: 'a', o: 'the', a: 'the', os: 'the', as: 'the', cada: 'each', muitos: 'many', muitas: 'many', vários: 'several', várias: 'several',
    dois: 'two', duas: 'two', três: 'three', quatro: 'four' },
};

// Words that tell the language of class prose by their verbs and counts.
const TELLS: Record<Lang, RegExp> = {
  de: /(?<!\p{L})(?:erb(?:t|en)|hat|haben|enthält|abstrakt|viele|mehrere|eine[nm]?|und)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:heredan?|tiene|tienen|abstract[oa]|muchos|muchas|varios|varias|una|y)(?!\p{L})/giu,
  it: /(?<!\p{L})(?:eredit(?:a|ano)|ha|hanno|astratt[oa]|molti|molte|più|diversi|una|uno|ed)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:herdam?|tem|têm|possui|contém|abstrat[oa]|muitos|muitas|vários|várias|uma|um)(?!\p{L})/giu,
};
const ENGLISH = /(?<!\p{L})(?:has|have|inherits?|extends?|is|are|and|with|the|an?|many|several)(?!\p{L})/giu;

/** The language of class prose, when it is one of the four and not English. */
export function classLanguage(text: string): Lang | undefined {
  const scores = (Object.keys(TELLS) as Lang[]).map((l) => [l, (text.match(TELLS[l]) ?? []).length] as const).sort((a, b) => b[1] - a[1]);
  const [lang, n] = scores[0]!;
  const en = (text.match(ENGLISH) ?? []).length;
  return n >= 3 && n > en && n > (scores[1]?.[1] ?? 0) ? lang : undefined;
}

/** The text with its verbs, counts and joining words said in English; class names as written. */
export function classTextInEnglish(text: string, lang: Lang): string {
  let t = lang === 'de' ? germanMembers(text) : text;
  // (A word boundary of any letter: "è", "é" and "ä" are letters, which `\b` does not know.)
  const edge = String.raw`(?:(?<!\p{L})(?=\p{L})|(?<=\p{L})(?!\p{L}))`;
  for (const [re, to] of PHRASES[lang]) t = t.replace(new RegExp(re.source.replace(/\\b/g, edge), 'giu'), to);
  const words = WORDS[lang];
  // Lower-case words only (and a capitalised article or count opening a sentence): capitalised words are names.
  return t.replace(/(?<!\p{L})(\p{L}+)(?!\p{L})/gu, (w: string, _x: string, at: number) => {
    const lower = w.toLowerCase();
    const tr = words[lower];
    if (!tr) return w;
    const opens = at === 0 || /[.;:!?\n]\s*$/.test(t.slice(Math.max(0, at - 3), at));
    if (w !== lower && !opens) return w;
    return w !== lower ? tr.charAt(0).toUpperCase() + tr.slice(1) : tr;
  });
}

// "mit Name und E-Mail", "mit einem Saldo, einer IBAN und einem Limit": the nouns after "mit" and the words that join them.
const MIT = /(?<!\p{L})mit\s+((?:(?:und|oder|sowie|ein(?:e[mnrs]?)?|de[rmns]|die|das)(?!\p{L})\s*|\p{Lu}[\p{L}-]*(?:\(\))?\s*|,\s*)+)/gu;

/** "Person ist abstrakt mit Name und E-Mail": German writes every noun with a capital, so the nouns after "mit" are
 *  members (written in lower case here) unless the text names them as classes elsewhere. */
function germanMembers(text: string): string {
  const phrases = [...text.matchAll(MIT)];
  if (!phrases.length) return text;
  const outside = phrases.reduceRight((t, m) => t.slice(0, m.index) + t.slice(m.index + m[0].length), text);
  return text.replace(MIT, (all: string, body: string) => `mit ${body.replace(/(?<![\p{L}-])(\p{Lu}[\p{L}-]*)/gu, (w: string) =>
    (new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(outside) ? w : w.toLowerCase()))}`);
}
