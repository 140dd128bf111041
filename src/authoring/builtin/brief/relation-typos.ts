// Typos in the words that tie parts together ("conected to gmail", "conneted with", "surounded by", "linkd to"):
// written right before the readers look for them, so "okta in the middle, conected to gmail, …" still lists gmail as a
// spoke. Only before the preposition the word takes, so a word spelt so elsewhere stays as written.
const RELATION_TYPOS: [RegExp, string][] = [
  // connected: a letter doubled, dropped or swapped ("conected", "connectd", "conneted", "conencted", "connceted").
  [/(?<!\p{L})(?!connected(?!\p{L}))(c)(?:on{1,3}e{1,2}c{0,2}t{1,2}e?d|on{1,3}ce?te?d|on{1,3}ecd|on{1,3}en?ct?ed)(?=\s+(?:to|with)(?!\p{L}))/giu, '$1onnected'],
  // linked: "linkd", "lniked", "liked" is a real word and stays.
  [/(?<!\p{L})(l)(?:inkd|niked|innked|inekd)(?=\s+(?:to|with)(?!\p{L}))/giu, '$1inked'],
  // surrounded: "surounded", "surrouned", "surronded".
  [/(?<!\p{L})(?!surrounded(?!\p{L}))(s)(?:ur{1,2}o?u?n{1,2}d?ed)(?=\s+by(?!\p{L}))/giu, '$1urrounded'],
];

/** The text with misspelt relation words written right ("conected to" → "connected to"). */
export function fixRelationTypos(text: string): string {
  let t = text;
  for (const [re, right] of RELATION_TYPOS) t = t.replace(re, right);
  return t;
}
