// How a journey step feels: an explicit score ("(score 2)", "(4)", "3/5", "😀") or a feeling word in several
// languages ("frustrated", "happy", "confused", "frustré", "verwirrt", "沮丧") → 1 (very unhappy) … 5 (delighted).

/** Whole words (Latin letters with accents count as letters), or CJK terms anywhere. */
function words(latin: string, cjk: string): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${latin})(?![\\p{L}])|${cjk}`, 'iu');
}

const WORDS: [number, RegExp][] = [
  [5, words(String.raw`delighted|love[sd]?|loving|thrilled|excited|amazing|excellent|fantastic|great|wonderful|ecstatic|wow|ravi|enchantée?|begeistert|encantad[oa]|entusiasmad[oa]|ilusionad[oa]|emocionad[oa]|entusiasmad[oa]|empolgad[oa]|entusiast[ae]|emozionat[oa]|ravie|enthousiaste`, '开心|喜悦|惊喜|感動|嬉しい|最高|😀|😃|😄|😁|😍|🤩|🥰|🥳|😻|❤️|👍')],
  [4, words(String.raw`happy|pleased|satisfied|glad|good|easy|smooth|relieved|confident|positive|hopeful|optimistic|eager|reassured|cared\s+for|motivated|heureux|heureuse|satisfaite?|facile|glücklich|zufrieden|einfach|feliz|contento|satisfech[oa]|fácil|aliviad[oa]|tranquil[oa]|confiad[oa]|esperanzad[oa]|satisfeit[oa]|content[ea]|rassurée?|soulagée?|erleichtert|beruhigt|sollevat[oa]|soddisfatt[oa]|fiducios[oa]|tranquilizad[oa]`, '满意|高兴|順調|満足|楽しい|😊|🙂|😌|☺️|🙌')],
  [3, words(String.raw`neutral|surprised|ok|okay|fine|so-so|bored|boring|indifferent|meh|curious|neutre|neutral|so\s+so|curios[oa]|aburrid[oa]|entediad[oa]|annoiat[oa]|curieux|curieuse|neugierig|gelangweilt|ennuyée?|indiferente`, '一般|普通|😐|😶|🤔|😑')],
  [2, words(String.raw`confused|confusing|anxious|worried|uncertain|unsure|annoyed|annoying|impatient|slow|tedious|struggles?|struggling|nervous|stressed|disappointed|unclear|overwhelmed|hesitant|skeptical|sceptical|perdue?|inquiète?|confuse|agacée?|verwirrt|unsicher|genervt|besorgt|confundid[oa]|preocupad[oa]|molest[oa]|desconfiad[oa]|tens[oa]|nervios[oa]|ansios[oa]|insegur[oa]|dudos[oa]|nervos[oa]|inquiet[oa]|preoccupat[oa]|impaziente|nerveux|nerveuse|méfiante?|stressée?|tendue?|nervös|misstrauisch|angespannt|ängstlich|gestresst|impacient[e]`, '困惑|焦虑|担心|不安|迷う|面倒|😕|🙁|😟|😬|😒|😩|😓|😰')],
  [1, words(String.raw`frustrated|frustrating|frustration|angry|furious|upset|hate[sd]?|terrible|awful|painful|horrible|stressful|gives\s+up|abandons?|fails?|failed|broken|frustrée?|énervée?|en\s+colère|frustriert|wütend|ärgerlich|frustrad[oa]|enfadad[oa]|arrepentid[oa]|decepcionad[oa]|furios[oa]|enojad[oa]|frustrat[oa]|arrabbiat[oa]|delus[oa]|déçue?|furieux|furieuse|enttäuscht|irritad[oa]`, '沮丧|愤怒|生气|崩溃|不満|イライラ|最悪|😠|😡|😤|😞|😢|😭|🤬|☹️|👎')],
];

const EXPLICIT = /\(\s*(?:score|rating|note|bewertung|puntuaci[oó]n|评分|スコア)?\s*[:=]?\s*([1-5])(?:\s*\/\s*5)?\s*\)|\b(?:score|rating|satisfaction|note|bewertung|puntuaci[oó]n)\s*[:=]?\s*([1-5])(?:\s*\/\s*5)?\b|\b([1-5])\s*\/\s*5\b|[:：]\s*([1-5])\s*$/iu;

/** The score a step's text gives, and the text without the score or the bracketed feeling. */
export function readFeeling(text: string): { score?: number; text: string } {
  const explicit = EXPLICIT.exec(text);
  if (explicit) {
    const n = Number(explicit[1] ?? explicit[2] ?? explicit[3] ?? explicit[4]);
    // "pay (2/5, card errors)": what is left in the brackets stays, without the score's comma.
    return { score: n, text: (text.slice(0, explicit.index) + text.slice(explicit.index + explicit[0].length)).replace(/\(\s*[,;]\s*/g, '(').replace(/\s*[,;]\s*\)/g, ')').replace(/\s*\(\s*\)/g, '').replace(/\s{2,}/g, ' ').trim().replace(/[,;:]\s*$/, '') };
  }
  // "(happy)", "(frustrated with the checkout form)": a bracket that holds a feeling is not part of the name.
  const bracket = /\s*\(([^)]*)\)\s*$/.exec(text);
  if (bracket) {
    const s = feelingScore(bracket[1]!);
    if (s !== undefined) return { score: s, text: text.slice(0, bracket.index).trim() };
  }
  const s = feelingScore(text);
  if (s === undefined) return { text };
  // "…, which feels great", "— frustrating": a trailing feeling phrase is dropped from the name.
  const tail = /(?:,\s*|\s+[-–—]\s+|\s+)(?:which\s+(?:feels?|is)\s+|feeling\s+|feels?\s+|and\s+(?:feels?|is|are)\s+|(?:is|are|gets?)\s+)?(?:very\s+|really\s+|quite\s+|a\s+bit\s+|so\s+)?(\S+)\s*$/i.exec(text);
  if (tail && feelingScore(tail[1]!) !== undefined && tail.index > 0) return { score: s, text: text.slice(0, tail.index).trim() };
  return { score: s, text };
}

/** The score of the strongest feeling word in a text (the unhappiest wins a tie of several), if any. */
export function feelingScore(text: string): number | undefined {
  const found = WORDS.filter(([, re]) => re.test(text)).map(([n]) => n);
  if (found.length === 0) return undefined;
  return Math.min(...found);
}

// Words that tell how a person feels (not how a thing is: "slow", "easy", "broken" also describe products), and mood
// emoji: a prompt whose stages carry these is a journey, whatever it calls itself.
const EMOTION = words(String.raw`delighted|thrilled|excited|ecstatic|happy|pleased|satisfied|glad|relieved|confident|hopeful|reassured|curious|bored|indifferent|confused|anxious|worried|uncertain|unsure|annoyed|impatient|nervous|stressed|disappointed|overwhelmed|hesitant|skeptical|sceptical|frustrated|angry|furious|upset|feels?|feeling|felt|mood|emotions?|ravi|frustrée?|inquiète?|glücklich|zufrieden|verwirrt|genervt|frustriert|feliz|contento|frustrad[oa]|preocupad[oa]|ilusionad[oa]|emocionad[oa]|aliviad[oa]|curios[oa]|aburrid[oa]|desconfiad[oa]|tens[oa]|nervios[oa]|ansios[oa]|arrepentid[oa]|decepcionad[oa]|nervos[oa]|preoccupat[oa]|curieux|curieuse|nerveux|nerveuse|rassurée?|soulagée?|nervös|erleichtert|enttäuscht`, '开心|满意|焦虑|沮丧|愤怒|不安|嬉しい|イライラ|[😀😃😄😁😍🤩🥰🥳😊🙂😌😐😶😕🙁😟😬😒😩😓😰😠😡😤😞😢😭🤬]');

/** True when a text tells a person's feeling ("feels curious", "anxious", "😕"). */
export function namesEmotion(text: string): boolean {
  return EMOTION.test(text);
}
