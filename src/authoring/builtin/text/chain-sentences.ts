// Sentences that state a chain in words → the links of the chain: "wheat going to field mice going to a hawk",
// "fruit trees going to deer which goes to a bear", "flowers being consumed by a rabbit and then the rabbit being
// consumed by a fox", "water flows into the tank, then into the filter".

export interface ChainLink { from: string; to: string }

// "The first chain is", "The second one is", "Another is": which chain, not a link of it.
const CHAIN_INTRO = /^(?:the\s+)?(?:first|second|third|fourth|fifth|next|last|other|another|final)\s+(?:one\s+|chain\s+|path\s+|route\s+)?(?:is|was|shows|goes)\s+/i;
const LINK = /\s*,?\s*(?:(?:and\s+)?then\s+)?(?:(?:which|that|who)\s+(?:then\s+)?)?\b(?:goes|going|go|flows?|flowing|pass(?:es|ing)?|leads?|leading|moves?|moving|feeds?|feeding)\s+(?:on\s+)?(?:in)?to\b\s*/gi;
const EATEN = /^(.+?)\s+(?:(?:is|are|being|get|gets|getting)\s+)+(?:eaten|consumed|preyed\s+(?:up)?on|hunted|fed\s+on)\s+by\s+(.+)$/i;
const ARTICLE = /^(?:a|an|the|some)\s+/i;

const clean = (s: string) => s.trim().replace(/[.;,!]+$/, '').replace(ARTICLE, '').trim();

/** The links one sentence states, in order; none when it states no chain of two links or more, or no eating. */
export function readChainSentence(sentence: string): ChainLink[] {
  const s = sentence.trim().replace(/[.!]+$/, '').replace(CHAIN_INTRO, '');
  const links: ChainLink[] = [];
  // "A being consumed by B and then B being consumed by C": each clause one link.
  const clauses = s.split(/\s*(?:,\s*)?\band\s+then\s+|\s*,\s*then\s+|;\s*/i);
  if (clauses.every((c) => EATEN.test(c))) {
    for (const c of clauses) {
      const m = EATEN.exec(c)!;
      links.push({ from: clean(m[1]), to: clean(m[2]) });
    }
    return links.every((l) => ok(l.from) && ok(l.to)) ? links : [];
  }
  const parts = s.split(LINK).map(clean);
  if (parts.length < 3 || !parts.every(ok)) return [];
  for (let i = 1; i < parts.length; i++) links.push({ from: parts[i - 1], to: parts[i] });
  return links;
}

/** A name of a chain's member: a few words, no clause of its own. */
function ok(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 5 && !/\b(?:is|are|was|were|when|if|because|after|before)\b/i.test(name);
}
