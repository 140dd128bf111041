// A sentence that talks about the drawing rather than its content, read by the parts it is made of instead of by one
// whole-sentence form: it asks (would love, need, can you, please, ¿me ayudas, vous pouvez, kannst du, 帮我, ください),
// it names a drawing (picture, graphic, diagram, embudo, Schaubild, 思维导图), it points back at content given elsewhere
// (this, that, these stages, estas etapas, ça, 这些), and it carries no list. "Would love a circular diagram of that for
// the shed door.", "I want an overlapping-circles picture of this to explain it to new clients.", "¿Me ayudas con un
// embudo que muestre estas etapas?", "I volunteer for the Clean Rivers Trust and need an org chart for our handbook."
// A request that names its own subject ("Can you draw a mind map about renewable energy?") is the lead, not this.
import { findKindMentions } from './named-kind.js';

export const ASK = new RegExp([
  String.raw`(?<!\p{L})(?:would\s+love|(?:i|we)['’]?d\s+(?:love|like)|(?:i|we)\s+would\s+(?:love|like)|(?:i|we)\s+(?:want|need|wanna)|(?:i|we)['’]?m\s+looking\s+for|looking\s+for|(?:need|want|would\s+like)\s+(?:a|an|one|some)(?=\s)|(?:can|could|would|will)\s+(?:you|u|ya)|please|pls|plz|help\s+(?:me|us)|is\s+it\s+possible|any\s+chance`,
  String.raw`peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu\s+peux|tu\s+pourrais|vous\s+pouvez|vous\s+pourriez|j['’]aimerais|je\s+voudrais|nous\s+voudrions|aide[rz]?-moi|il\s+me\s+faut|s['’]il\s+(?:te|vous)\s+pla[iî]t`,
  String.raw`kannst\s+du|könntest\s+du|können\s+sie|könnten\s+sie|bitte|möchte[n]?|hätte[n]?\s+gerne?|brauche[n]?|hilf\s+mir`,
  String.raw`puedes|podrías|podrias|podés|me\s+ayudas|ayúdame|ayudame|quiero|quisiera|necesito|necesitamos|me\s+gustaría|me\s+gustaria|por\s+favor|porfa`,
  String.raw`(?:você|vc)\s+pode|poderia|consegue|queria|quero|preciso|precisamos|gostaria|me\s+ajuda`,
  String.raw`puoi|potresti|vorrei|mi\s+serve|ho\s+bisogno|per\s+favore|mi\s+aiuti|aiutami)(?!\p{L})`,
  String.raw`帮我|幫我|麻烦|麻煩|请你|請你|能不能|可以帮|給我|给我|ください|下さい|お願い|もらえ|いただけ|ほしい|欲しい`,
].join('|'), 'iu');

// Words that name a drawing without naming its kind.
export const DRAWING = /(?<!\p{L})(?:diagrams?|charts?|graphs?|graphics?|pictures?|pics?|visuals?|visuali[sz]ations?|drawings?|infographics?|images?|illustrations?|figures?|sketch(?:es)?|slides?|posters?|schemas?|schémas?|dessins?|graphiques?|diagramme?n?|diagramm[ai]|grafik(?:en)?|schaubild(?:er)?|skizzen?|bild(?:er)?|übersicht|diagramas?|gráficos?|esquemas?|dibujos?|imagen(?:es)?|desenhos?|imagens?|imagem|grafici|grafico|disegni|disegno|immagin[ei])(?!\p{L})|[图圖](?![书書])|図(?!書)|图表|表格/iu;

// How the parts are laid out, said instead of naming the drawing: "each party as a column", "stages left to right",
// "the messages going down the page in time order", "a little mood line", "layers from wide to narrow".
const LAYOUT = /(?<!\p{L})(?:(?:each|every|one)\s+(?:party|participant|actor|stage|step|role|person|team|department|phase)\s+(?:as|in|gets|per|on)\s+(?:a\s+|its\s+own\s+)?(?:column|lane|row|box|card)|(?:stages|steps|phases|columns|lanes|events)\s+(?:from\s+)?left[- ]to[- ]right|messages?\s+going\s+down|in\s+time\s+order|mood\s+line|emotion(?:al)?\s+(?:curve|line)|(?:as\s+)?layers\s+from\s+wide|from\s+wide\s+to\s+narrow|as\s+(?:a\s+)?slices?\s+of\s+the\s+whole)(?!\p{L})/iu;

// Pointing back at content given elsewhere. "that" and "it" only as objects ("of that", "make it").
const BACK = /(?<!\p{L})(?:this|these|those|the\s+above|everything|all\s+of\s+(?:this|that|it|them)|(?:of|from|make|draw|do|put|turn|with|for|show|sketch|map)\s+(?:all\s+)?(?:that|it|them)|ça|cela|ceci|m['’]en|le\s+tout|dies(?:e[snm]?)?|daraus|davon|alles|esto|eso|estas|estos|todo\s+esto|isso|isto|estes|esses|essas|questo|questa|questi|queste|ciò)(?!\p{L})|这些|這些|这个|這個|上面|以上|上述|これ|上記/iu;

// A list or a lead: a colon with words after it, two commas, an arrow, or an enumeration comma (、).
export const LIST_SHAPE = /[:：]\s*\S|,[^,]+,|->|→|、/u;

// What the request is about: "of the hiring process", "about renewable energy", "showing how X works". Audiences and
// places the drawing goes ("for our handbook", "for the shed door") are not subjects.
const AUDIENCE = String.raw`(?:deck|slides?|presentation|meeting|class|lesson|lecture|team|newsletter|website|site|blog|wiki|notice\s?board|board|poster|report|handout|handbook|kids|students|boss|parents|committee|review|workshop|training|onboarding|docs?|documentation|readme|pitch|talk|staff|newcomers|clients|customers|door|wall|office|room|fridge|evening|kitchen|shed|break\s?room|staff\s?room|new\s+hires|volunteers|members|visitors|guests|me|us)`;
const SUBJECT = new RegExp(String.raw`(?<!\p{L})(?:(?:(?:of|about|on|regarding|showing|explaining|comparing|covering|illustrating|depicting|outlining|listing|mapping|summari[sz]ing|that\s+(?:shows|explains|compares|covers)|to\s+(?:show|explain|compare|illustrate)|around|cent(?:er|re)d\s+on|sur|über|sobre|su|autour\s+d[e']|rund\s+um|en\s+torno\s+a|em\s+torno\s+d[eoa]|attorno\s+a)\s+|(?:关于|關於)\s*)(?!(?:this|that|these|those|it|them|all|everything|each|every|ça|cela|dies|esto|eso|isso|questo)(?!\p{L}))|for\s+(?!(?:(?:the|our|my|a|an|this|that|these|those|it|them|all)\s+)?(?:[\p{L}'’-]+\s+){0,3}${AUDIENCE}(?!\p{L}))(?!(?:this|that|these|those|it|them)(?!\p{L})))(?:the\s+|our\s+|my\s+|a\s+|an\s+)?["“«‹「]?\s*[\p{L}\d]`, 'iu');

// "…，主题是“健康生活”", "PDCAサイクルの図を作って", "关于X的图": a CJK request that names its subject.
const SUBJECT_CJK = /主题|主題|题目|題目|テーマ|关于|關於|について|[\p{L}\d]{2,}(?:の|的)\s*(?:[图圖図]|チャート|マップ|グラフ|表)/u;

export interface MetaContext {
  /** Content has been seen before this sentence. */
  begun: boolean;
  /** Words of content that follow this sentence. */
  after: number;
}

/** True when a sentence asks for the drawing and points at content given elsewhere, naming nothing to draw. */
export function isMetaRequest(sentence: string, ctx: MetaContext): boolean {
  const s = sentence.trim();
  if (!s || s.length > 260 || LIST_SHAPE.test(s)) return false;
  if (!ASK.test(s)) return false;
  // Where the drawing is named: its subject follows it ("an org chart for our handbook", "a mind map about X").
  const drawing = DRAWING.exec(s)?.index ?? findKindMentions(s).find((m) => m.strength === 'name')?.index;
  if (drawing === undefined) return LAYOUT.test(s) && (ctx.begun || ctx.after >= 8);
  if (BACK.test(s)) return ctx.begun || ctx.after >= 8;
  // A CJK request names its subject before を or after 画: without a pointer back it is the lead.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u.test(s)) return false;
  // No pointer back: a request is meta only where the content stands elsewhere and it names no subject of its own.
  if (SUBJECT_CJK.test(s) || SUBJECT.test(s.slice(drawing).replace(/(?<!\p{L})(?:diagrama|diagramme|esquema|gráfico)\s+(?:de|du|des)\s+(?:flujo|flux|fluxo)/giu, ''))) return false;
  return ctx.begun ? ctx.after >= 0 : ctx.after >= 12;
}

// A Chinese or Japanese sentence told in the first person before the content ("我之前在咖啡店做了三年店长，现在打算…，
// 麻烦帮我画一个思维导图。", "私は図書館で働いています。"): who writes and why; the clauses after its first share its subject.
const CJK_FIRST_PERSON = /^(?:我(?:们|們)?|私(?:たち)?は|僕は|弊社は|当社は)(?!的)/u;

/** True when a CJK sentence before the content only says who writes and what they want. */
export function isCjkContextSentence(sentence: string, ctx: MetaContext): boolean {
  const s = sentence.trim();
  if (ctx.begun || ctx.after < 15 || !CJK_FIRST_PERSON.test(s) || /[:：、]|->|→/u.test(s)) return false;
  return true;
}

// "Je déménage à Lyon le mois prochain et je suis un peu débordée…", "I give talks to our beekeeping club.": told in the
// first person before a list, a sentence says who writes and why.
export const FIRST_PERSON = /^(?:(?:so|well|ok(?:ay)?|hey|hi)[,\s]+)?(?:(?:this|last|next)\s+(?:season|year|month|week|quarter|term|spring|summer|autumn|fall|winter)[,\s]+)?(?:i|i['’]m|i['’]ve|we|we['’]re|we['’]ve|je|j['’]|nous|ich|wir|yo|nosotros|eu|nós|io|noi)\s/iu;

/** True when a first-person sentence without a list stands before content that is a list. */
export function isFirstPersonContext(sentence: string, ctx: MetaContext & { listAhead: boolean }): boolean {
  const s = sentence.trim();
  if (ctx.begun || !ctx.listAhead || ctx.after < 15 || !FIRST_PERSON.test(s) || LIST_SHAPE.test(s) || s.split(/\s+/).length > 30) return false;
  // "I need a slide comparing A, B and C": a request with its subject, or names in a row, is the lead.
  return !DRAWING.test(s) && !findKindMentions(s).some((m) => m.strength === 'name') && !/,\s*[^,]+\s(?:and|or|et|und|y|e)\s/iu.test(s);
}
