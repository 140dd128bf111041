// Text → whether it reads as English. The clause and label readers lean on English grammar (articles, "then",
// subject-verb order); other languages get the simpler reading.

const ENGLISH = /^(?:the|a|an|and|or|of|to|is|are|if|then|with|for|in|on|it|its|this|that|when|be|by|from|as|was|will|not|otherwise|each|after)$/i;

/** True when a text reads as English: at least one English function word per ten words. */
export function isEnglish(text: string): boolean {
  const ws = text.split(/[^\p{L}']+/u).filter(Boolean);
  if (ws.length === 0) return true;
  return ws.filter((w) => ENGLISH.test(w)).length * 10 >= ws.length;
}

