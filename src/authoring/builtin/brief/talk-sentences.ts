// A sentence that talks to whoever draws, read by the parts it is made of rather than by one whole-sentence form:
// a politeness or an ask ("pls", "thanks", "could someone", "can you"), words about the drawing ("boxes and arrows",
// "lanes", "cards", "a short note under each", "warm and old-school", "A5 landscape"), a pointer back at the content
// ("this", "these", "it"), an imperative about the page ("Keep it …", "Draw with …", "Group what's …"), a permission
// ("Simple boxes are fine"), a caret pointing up ("^ for the governors' report, please show …") or an aside in brackets
// ("(ignore the ?? marks, that's just us being unsure)"). None of them is content; the kind reader still hears them.

// Politeness, thanks, apologies and laughter, in the languages prompts arrive in: at either end of the sentence, after
// or before a comma, or (the short forms and emoji) anywhere. "The receptionist says thanks and files it" is content.
const POLITE_WORD = String.raw`(?:please|pls|plz|thanks?|thank\s+you|thx|cheers|sorry|s['’]il\s+(?:te|vous)\s+pla[iî]t|svp|stp|merci|bitte|danke|por\s+favor|porfa|gracias|obrigad[oa]|per\s+favore|grazie)`;
const POLITE = new RegExp(String.raw`^${POLITE_WORD}(?!\p{L})|(?<!\p{L})${POLITE_WORD}[\s.!?)~]*$|(?<!\p{L})${POLITE_WORD}\s*,|,\s*${POLITE_WORD}(?!\p{L})|(?<!\p{L})(?:pls|plz|lol|haha|thx)(?!\p{L})|[😂🙏😅🙂😊]`, 'iu');
// Asking someone to do something.
const ASK = /(?<!\p{L})(?:(?:could|can|would|will)\s+(?:you|u|someone|somebody|anyone|anybody|one\s+of\s+you)|is\s+it\s+possible|any\s+chance|(?:i|we)['’]?d\s+(?:love|like|appreciate)|(?:i|we)\s+would\s+(?:love|like)|feel\s+free|if\s+(?:you|possible)|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|kannst\s+du|könntest\s+du|können\s+sie|puedes|podrías|pode(?:ria)?s?|puoi|potresti)(?!\p{L})/iu;
// Words that only a drawing has: its layout, its look, its size, where it goes.
const PAGE = /(?<!\p{L})(?:lanes?|swim\s?lanes?|graphics?|diagrams?|charts?|fonts?|styles?|themes?|background|layout|landscape|portrait|A[3-6]|\d+\s?px|\d{3,4}\s?[x×]\s?\d{3,4}|captions?|legends?|icons?|4-box|four-box|2x2|top-down|bottom-up|left-to-right|clockwise|anti-?clockwise|horizontal|vertical|old-school|minimal(?:ist)?|slides?|poster|handout|noticeboard|formatting|emoji|colou?rs|couleurs|farben|colores|cores|colori)(?!\p{L})/iu;
// Words a drawing has, but the world too ("put the cake in the box").
const PARTS = /(?<!\p{L})(?:(?:pictures?|images?|illustrations?|photos?|drawings?|icons?|emojis?|doodles?)\s+(?:next\s+to|beside|by|on|under|above|for)\s+(?:each|every|the)|box(?:es)?|arrows?|cards?|bars?|circles?|wheel|spokes|grid|tree|lines?|labels?|title|heading|nodes?|shapes?|notes?\s+(?:under|below|beside|next\s+to|on)|warm|friendly|clean|bold|big|colou?r|print(?:ed)?|fridge|marks|message|highlight(?:ed)?)(?!\p{L})/iu;
// Pointing back at the content given elsewhere ("that" is too often a conjunction to count).
const BACK = /(?<!\p{L})(?:this|these|those|it|them|everything|the\s+above|all\s+of\s+(?:it|this|them))(?!\p{L})/iu;
// An imperative about the page.
const PAGE_IMPERATIVE = /^(?:(?:and|also|oh|ps|p\.s\.)[,:\s]+)?(?:please\s+|pls\s+)?(?:keep|make|use|put|draw|group|show|add|highlight|colou?r|label|mark|ignore|render|turn|lay\s+out|place|arrange|include|avoid|don['’]?t|do\s+not|no\s+need|stick\s+to|go\s+with)(?!\p{L})/iu;
// Where the numbers come from.
export const SOURCE_WORDS = String.raw`(?:(?:all\s+|the\s+)?(?:numbers|figures|data|stats|statistics|counts|values|percentages)\s+(?:are\s+)?(?:from|via|per|taken\s+from|pulled\s+from|exported\s+from)|(?:pulled|taken|exported)\s+from|sources?\s*[:：]|quelle\s*[:：]|fuente\s*[:：]|fonte\s*[:：]|n\s*=\s*\d)`;
const SOURCE = new RegExp(String.raw`^(?:${SOURCE_WORDS}|from\s+(?:GA4|google\s+analytics|our\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:report|survey|export|dashboard|wiki|sheet|spreadsheet|crm|database|system))(?!\p{L}))`, 'iu');

// What the writer pictures, or what the form asks for.
const WISH = /(?<!\p{L})(?:i\s+was\s+thinking|i['’]m\s+thinking|i\s+thought|i\s+imagine|i['’]d\s+(?:picture|imagine|see)|ideally|my\s+idea\s+(?:is|was)|(?:the\s+)?(?:form|brief|template|client|boss|funder|committee)\s+(?:wants|asks\s+for|needs|requires))(?!\p{L})/iu;
// "Simple boxes are fine", "A rough sketch is OK".
const PERMISSION = /(?<!\p{L})(?:is|are|would\s+be|'s)\s+(?:totally\s+|perfectly\s+|absolutely\s+|also\s+)?(?:fine|ok(?:ay)?|good\s+enough|enough|great|welcome|appreciated)(?!\p{L})/iu;
// Structure that makes a sentence content: an arrow, a colon, a dash or a semicolon with words after it, names in a row
// ("on price, speed, tracking and restrictions"), or a quoted name for the centre or the title ("around a central
// bubble '50th Anniversary'").
const CONTENT_SHAPE = /->|→|=>|[-–—]\s+[^,]+,\s*[^,]+,|[:：;]\s*\S+\s+\S|,\s*(?:[^,\s]+\s+){0,4}[^,\s]+\s(?:and|or|et|ou|und|oder|y|e|o)\s(?!(?:put|make|keep|use|add|show|draw|group|highlight|label|mark)\b)|(?:around|centre|center|middle|hub|titled?|called|named|label(?:l?ed)?)\b[^"“'‘«,]{0,30}["“'‘«][\p{L}\d]/iu;

// "sooo", "pleeease": letters drawn out for tone.
const unstretch = (s: string) => s.replace(/(\p{L})\1{2,}/gu, '$1');

/** True when a talk sentence asks for something (it goes to the kind reader), not only remarks on the look. */
export function asksSomething(sentence: string): boolean {
  return ASK.test(sentence) || WISH.test(sentence) || /^(?:please\s+|pls\s+)?(?:turn|make|draw|render|show|lay\s+out|put|convert)(?!\p{L})/iu.test(sentence.trim());
}

/** True when a sentence talks to whoever draws (asks, thanks, says how the page looks) and holds no content. */
export function isTalkSentence(sentence: string): boolean {
  const s = unstretch(sentence.trim());
  // "^ for the governors' report, please show as a single bar": a caret points at the content above it.
  if (/^\^/.test(s)) return true;
  // "Numbers from GA4, last 30 days.", "Figures from Workday, rough.", "Source: annual report 2024.": where data comes from.
  if (SOURCE.test(s) && s.split(/\s+/).length <= 14) return true;
  if (!s || s.split(/\s+/).length > 45 || CONTENT_SHAPE.test(s)) return false;
  // "(ignore the ?? marks, that's just us being unsure)", "(sorry about the formatting)".
  if (/^\(.*\)[.!]?$/u.test(s) && /^\(\s*(?:ignore|sorry|ps|p\.s\.|nb|n\.b\.|note\s+to|just\s+so|fyi|btw)/iu.test(s)) return true;
  const polite = POLITE.test(s);
  const page = PAGE.test(s);
  const parts = PARTS.test(s);
  const back = BACK.test(s);
  const ask = ASK.test(s);
  // "Thanks sooo much!", "Sorry for the long message!".
  if (/^(?:thanks?|thank\s+you|thx|sorry|cheers)(?!\p{L})/iu.test(s) && s.split(/\s+/).length <= 8) return true;
  if (polite && (page || parts || back || ask)) return true;
  if (ask && (page || parts || back)) return true;
  if (PAGE_IMPERATIVE.test(s) && (page || (parts && back))) return true;
  // "The form wants a graphic, so I was thinking our space in the middle, like a wheel with spokes."
  if (WISH.test(s) && (page || parts)) return true;
  return PERMISSION.test(s) && (page || parts);
}

// "I think 1999 was when …", "if I remember right, the mill opened in 1982": a hedge before what is said.
const HEDGE = /(^|[,;]\s*|\s(?:and|but)\s+)(?:i\s+think|i\s+believe|i\s+guess|i['’]m\s+(?:pretty\s+)?sure|if\s+i\s+remember\s+(?:correctly|right)|iirc|as\s+far\s+as\s+i\s+know|afaik)\s*,?\s+(?=\S)/giu;

/** The sentence without hedges the writer put before a statement. */
export function withoutHedges(sentence: string): string {
  return sentence.replace(HEDGE, '$1');
}

// "From our interviews: Discover (curious), Trial (nervous) …", "Based on the survey: …": where the list comes from.
const SOURCE_LEAD = /^(?:(?:from|based\s+on|according\s+to|per|as\s+per|d['’]après|selon|laut|según|segundo|secondo)\s+(?:our|the|my|last\s+\w+['’]s|yesterday['’]s|nos|nuestras?|unseren?|i\s+nostri|as\s+nossas)\s+(?:[\p{L}-]+\s+){0,3}?(?:interviews?|surveys?|research|data|notes|call|meeting|workshop|analytics|numbers|figures|report|study|studies|entretiens|umfrage|interviews|entrevistas|encuestas|interviste|pesquisa))\s*[:：]\s*(?=\S)/iu;

/** The sentence without a lead-in that only says where its list comes from. */
export function withoutSourceLead(sentence: string): string {
  return sentence.replace(SOURCE_LEAD, '');
}
