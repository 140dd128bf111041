// Content → the same content without the sentences that talk *to* the assistant or *about* the drawing, read by the
// role each sentence plays, not by what it is about:
// - a greeting or a thank-you ("Hola!", "Hi there,", "Thanks in advance!", "よろしくお願いします") says nothing to draw;
// - a request whose object is only "this" or the diagram's own parts ("Can you put this into a mindmap?", "Put it in
//   a 4-box.", "Show the overlaps so the committee can see the clashes.", "How would you sketch the components and how
//   they're wired?", "Peux-tu en faire un schéma ?") names the kind but nothing to draw: it is kept apart, so the kind
//   reader still hears it;
// - a wish that frames a statement ("I want to show that line cooks build …") leaves the statement;
// - an audience lead ("For the onboarding deck in the kitchen: …", "For the board meeting on the new site: …") leaves
//   what follows it, and the subject it names;
// - a remark on the layout ("Widest at the bottom obviously.", "Oldest first.") is a look;
// - a question that frames the prompt ("What can each type of user do in the parking app? Drivers …") is its title.
// A request that names a subject ("Can you make a flowchart of how we seat walk-ins?") stays: it is the lead.
import { isOrdinalDatePoint } from '../text/dates.js';
import { capitalize } from '../text/label.js';
import { masked } from '../text/spans.js';
import { findKindMentions } from './named-kind.js';
import { DISCOURSE_WORDS } from './discourse-words.js';
import { isLookInstruction, lookWords } from './instructions.js';
import { FIRST_PERSON, isCjkContextSentence, isFirstPersonContext, isMetaRequest } from './meta-sentences.js';
import { canonicalLead, readLeadRequest } from './lead-requests.js';
import { asksSomething, isTalkSentence, withoutHedges, withoutSourceLead } from './talk-sentences.js';
import { isRequest } from '../text/title.js';

export interface Discourse {
  /** The content without greetings, thanks, requests about "this", wish frames and layout remarks. */
  content: string;
  /** Requests taken out (they name the kind and how to draw, nothing to draw). */
  requests: string[];
  /** Greetings, thanks and layout remarks taken out. */
  dropped: string[];
  /** A question that opens the prompt and frames what follows ("What can each type of user do in the app?"). */
  frame?: string;
}

const W = DISCOURSE_WORDS;

// Whole-sentence greetings, optionally with who is greeted ("Hi team", "Hey there", "Hallo zusammen").
const GREETING = new RegExp(String.raw`^[¡¿]?\s*(?:${W.greeting})(?:\s+(?:${W.greeted}|[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?))?\s*[!,.~:;)\s！。，、～]*$`, 'iu');
// A greeting before the first real sentence on the same line: "Hi there, I run …", "Hola! necesito …".
const GREETING_LEAD = new RegExp(String.raw`^[¡¿]?\s*(?:${W.greeting})(?:\s+(?:${W.greeted}))?\s*(?:[!,.~:;]+|\s[-–—])\s*(?=\S)`, 'iu');
// "quick one - …", "ok so here's the thing: …", "long story short, …": words that only open the talk.
const FILLER_LEAD = /^(?:(?:ok(?:ay)?|so|well|right|alright|basically|anyway|hmm+)[,\s]+)*(?:(?:a\s+)?quick\s+(?:one|question|request|favou?r|thing)(?:\s+for\s+(?:the|our|my|a)\s+[^:,.!?]{2,40})?|here'?s\s+the\s+(?:thing|deal|situation|idea)|long\s+story\s+short|small\s+request|one\s+more\s+thing|roughly|in\s+short|in\s+a\s+nutshell|briefly)\s*[-–—:,!.]+\s*/i;
const WHO_IS_HERE = /^(?:(?:the|your)\s+)?(?:new\s+|friendly\s+)?(?!(?:[\p{L}-]+\s+){0,3}?(?:is|are|was|were|be|been|it|this|that)\s)(?:[\p{Lu}]{2,5}|[\p{L}-]+)(?:\s+[\p{L}&-]+){0,3}?\s+here(?:\s+(?:at|from|in)\s+[^,.!?;]{2,50}?)?\s*(?:[.!]+\s*$|[.!,;:–—-]+\s+|\s+(?=(?:and|so)\s))/iu;
const THANKS = new RegExp(String.raw`^[¡¿]?\s*(?:${W.thanks})(?:[\s,!.~:;)(！。，～]|[\p{Extended_Pictographic}\uFE0F])*(?:[\p{Lu}][\p{L}'-]+)?[\s!.~)！。]*$`, 'iu');

const ASK = String.raw`(?:(?:ok(?:ay)?|so|and|also|then|now|just|maybe|pls|plz|please|hey)[,\s]+)*(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:(?:please|pls|maybe|just|also|quickly|kindly)\s+)*|(?:i'?d|we'?d|i\s+would|we\s+would)\s+(?:like|love)\s+(?:you\s+)?(?:to\s+)?|(?:i|we)\s+(?:need|want)\s+you\s+to\s+|(?:would|is)\s+it\s+(?:be\s+)?possible\s+to\s+|how\s+(?:would|could|should|do|can)\s+(?:you|i|we)\s+|(?:please\s+)?help\s+(?:me|us)\s+(?:to\s+)?|(?:pls|plz|please|just|now)\s+)?`;
const VERB = String.raw`(?:draw|show|put|lay(?:\s+out)?|map(?:\s+out)?|sketch|visuali[sz]e|turn|make|create|plot|chart|arrange|organi[sz]e|display|illustrate|diagram|render|build|generate|design|present|convert|depict|give\s+(?:me|us)|fit|sort|capture|represent|do|throw|pop|squeeze|transform)`;
const DEICTIC = String.raw`(?:it|this|that|these|those|them|everything|all\s+(?:of\s+)?(?:this|that|it|them|these|those)|all\s+this|the\s+(?:whole\s+thing|above|lot|same|info|information|notes|list)|this\s+(?:all|stuff|list|info|information|mess|data|lot|text|out)|these\s+(?:notes|points|steps|items|ideas|things|bullets|facts|numbers)|(?:my|our)\s+(?:notes|list|bullets))`;
const PART = String.raw`(?:(?:the|their|its|all\s+(?:the\s+)?|each|every|both)\s+)?(?:(?:main|key|different|various|individual|possible)\s+)?(?:overlaps?|intersections?|actors?|actions?|steps?|stages?|states?|transitions?|components?|connections?|relationships?|relations|links|entities|tables?|classes|lanes?|swim\s?lanes?|tasks?|phases?|milestones?|levels?|layers?|tiers?|branches|categories|quadrants?|messages?|participants?|flows?|use\s+cases?|parts|pieces|boxes|arrows|dependencies|feelings|emotions|highs\s+and\s+lows|ups\s+and\s+downs|clashes|order|sequence|loop|cycle|hierarchy|structure|dates|bars)`;
const HOW = String.raw`(?:who\s+(?:talks|speaks|sends|calls|reports|does)\s+(?:to\s+|with\s+|what\s*)?(?:whom|what)?|how\s+(?:they|it|things|everything|these|those|the\s+\w+(?:\s+\w+)?)(?:['’]re|['’]s)?\s+(?:\w+\s+){0,2}?(?:connect(?:s|ed)?|fit(?:s)?\s+together|(?:are\s+|is\s+|get\s+)?(?:wired|linked|connected|related|organi[sz]ed|structured|hooked)(?:\s+(?:up|together))?|relate|work(?:s)?\s+together|talk(?:s)?(?:\s+to\s+each\s+other)?|flow(?:s)?|overlap|interact)|what\s+(?:they|each)\s+(?:\w+\s+){0,2}(?:share|have\s+in\s+common|do|can\s+do))`;
const OBJECT = String.raw`(?:${DEICTIC}|${HOW}|${PART})`;
const OBJECTS = String.raw`${OBJECT}(?:\s*(?:,|and|&|\+|plus|with)\s*${OBJECT})*`;
// "a nice mindmap out of this", "a slide from these notes": a medium made of "this".
const MADE_OF = String.raw`(?:a|an|the|one|some)\s+(?:[\p{L}\d-]+\s+){0,4}?(?:of|from|out\s+of|based\s+on|with|for)\s+${DEICTIC}`;
// What may follow the object: how, where, for whom, why ("as a loop", "into a mindmap with the campaign in the
// middle", "for the noticeboard", "so the committee can see the clashes", "in order").
const MANNER = String.raw`(?:(?:\s+(?:a|an|one)(?:\s+[\p{L}\d-]+){1,3}(?=[\s,.!?]|$))?(?:\s+(?:here|out|up|again|too|for\s+(?:me|us)|please|pls|quickly|visually|nicely|properly|somehow))*(?:[\s,]+(?:as|into|in|on|onto|to|with|for|so|using|like|at|from|per|by|showing|where|that|which|and\s+(?:make|keep|add|use|show|mark|highlight|label|colou?r))\b[^:：]*)?)`;
const REQUEST_EN = new RegExp(String.raw`^${ASK}${VERB}\s+(?:(?:me|us)\s+)?(?:${OBJECTS}|${MADE_OF})${MANNER}[\s.!?)]*$`, 'iu');
// "Draw as sequence diagram.", "show as a timeline pls", "make into a mindmap": the object left out.
const REQUEST_NO_OBJECT = new RegExp(String.raw`^${ASK}(?:draw|show|make|turn|put|lay(?:\s+out)?|render|display|visuali[sz]e|convert|present)\s+(?:(?:it|this|that|them)\s+)?(?:as|into|in|on)\s+(?:an?\s+|one\s+|the\s+)?(?:[\p{L}\d-]+\s*){1,4}[\s.!?)]*$`, 'iu');
// "Could you draw who talks to whom here?" with the verb's object a clause.
// Other languages: the pronoun before the verb ("Tu peux me le dessiner ?", "¿Me lo puedes dibujar?") or "this" after it.
const REQUEST_FR = /^(?:(?:est-ce\s+que\s+)?(?:tu\s+peux|tu\s+pourrais|vous\s+pouvez|vous\s+pourriez)|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|merci\s+de|j'aimerais\s+que\s+(?:tu|vous)|je\s+voudrais\s+que\s+(?:tu|vous))\s+(?:(?:me|nous)\s+|m'|m’)?(?:(?:le|la|les|l'|l’|en|y)\s*)?(?:dessiner|faire|mettre|transformer|représenter|montrer|présenter|organiser|schématiser|visualiser|tracer|mettre\s+en\s+forme)\b(?:\s+(?:ça|cela|ceci|tout\s+ça|le\s+tout|ces\s+\p{L}+|ce\s+\p{L}+))?[^:：]*$/iu;
const REQUEST_DE = /^(?:(?:kannst|könntest)\s+du|(?:können|könnten)\s+sie|bitte|mach(?:e)?|zeichne|stell)\b(?:\s+(?:mir|uns|bitte|mal))*\s+(?:das|dies|dieses|diese|daraus|es|alles|das\s+ganze|davon)\b[^:：]*?(?:darstellen|dar|zeichnen|machen|visualisieren|erstellen|umwandeln|skizzieren|abbilden|aufmalen|malen|bauen)?[\s?.!]*$/iu;
const REQUEST_ES = /^¿?\s*(?:(?:(?:me|nos|te)\s+)?(?:(?:lo|la|los|las)\s+)?(?:puedes|podrías|podrias|puede|podría|podria|podés)\s+(?:(?:por\s+favor|porfa)\s+)?(?:hacer|dibujar|poner|convertir|pasar|armar|mostrar|representar|organizar|transformar)(?:me|nos)?(?:lo|la|los|las)?|(?:haz|dibuja|pon|convierte|pasa|arma|muestra|representa|organiza)(?:me|nos)?(?:lo|la|los|las)?)\b(?:\s+(?:esto|eso|todo\s+esto|todo\s+eso|estos\s+\p{L}+|estas\s+\p{L}+|lo\s+anterior))?[^:：]*$/iu;
const REQUEST_PT = /^(?:(?:você\s+|vc\s+)?(?:pode|poderia|consegue|conseguiria)|dá\s+(?:pra|para))\s+(?:(?:por\s+favor)\s+)?(?:me\s+)?(?:fazer|desenhar|colocar|transformar|montar|mostrar|representar|organizar|passar)\b(?:\s+(?:isso|isto|tudo\s+isso|estes\s+\p{L}+|estas\s+\p{L}+|esses\s+\p{L}+))?[^:：]*$/iu;
const REQUEST_IT = /^(?:(?:me\s+lo|me\s+la|ce\s+lo)\s+(?:fai|puoi\s+fare)|(?:puoi|potresti|può|potrebbe|riesci\s+a)\s+(?:(?:per\s+favore)\s+)?(?:far|disegnar|metter|trasformar|mostrar|rappresentar|organizzar|realizzar)(?:e|mi|ci|me|ce)(?:lo|la|li|le)?)\b(?:\s+(?:questo|questi|queste|ciò|tutto\s+questo|tutto))?[^:：]*$/iu;
// Where a Romance or German request has no pronoun or "this", it must name the drawing by a kind word only:
// "¿Puedes hacer un diagrama de flujo?" is a request; "¿Puedes hacer un diagrama del proceso de compra?" names a subject.
const FOREIGN_DEICTIC = /(?<!\p{L})(?:ça|cela|ceci|le\s+tout|tout\s+ça|das|dies|dieses|diese|daraus|alles|das\s+ganze|esto|eso|todo\s+esto|lo\s+anterior|isso|isto|tudo\s+isso|questo|questi|queste|ciò|tutto\s+questo)(?!\p{L})|(?<!\p{L})(?:le|la|les|l'|l’|en|m'en|m’en|lo|los|las|me\s+lo|me\s+la)\s*(?:puedes|podrías|podrias|puede|podría|dessiner|faire|mettre|transformer|représenter|montrer|présenter|organiser|schématiser|visualiser|tracer)(?!\p{L})|(?<=\p{L}{3})(?:rlo|rla|rlos|rlas|rmelo|rmela|rli|rle)(?!\p{L})|(?<!\p{L})(?:kannst|könntest|können|könnten)\s+(?:du|sie)\s+(?:(?:mir|uns|bitte|mal)\s+)*(?:das|dies|es|daraus|alles)(?!\p{L})/iu;
const REQUEST_ZH = /^(?:(?:能|可以|能不能|可不可以|麻烦|麻煩|请|請)\s*)?(?:帮我|幫我|帮忙|幫忙)?\s*(?:把|将|將)?\s*(?:这些|這些|这个|這個|上面的?|以上的?|它|上述)(?:内容|內容|信息|資訊|东西|東西)?\s*(?:画|畫|做|整理|转|轉|绘制|繪製|变|變)(?:成|为|為)[^:：]{0,20}?(?:吗|嗎|吧)?[？?。!！]*$/u;
const REQUEST_JA = /^(?:これ|これら|以上|上記|この内容|今の内容|上の内容)(?:を|の内容を)?[^:：]{0,20}?(?:にして|にまとめて|で描いて|で表して|に整理して|化して|図にして|描いて)(?:もらえますか|もらえませんか|くれますか|くれませんか|いただけますか|いただけませんか|ください|下さい|ほしいです|ほしい)[？?。!！]*$/u;

// "I want to show that …", "The point is that …": the frame goes, the statement stays.
const WISH_FRAME = /^(?:(?:so|ok(?:ay)?|basically|essentially)[,\s]+)?(?:(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|wanna|am\s+trying|'m\s+trying|are\s+trying|'re\s+trying)\s+to\s+(?:show|illustrate|visuali[sz]e|make\s+clear|get\s+across|explain|demonstrate|communicate|highlight|convey)|(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?(?:slide|diagram|chart|visual|graphic|picture|drawing|infographic|map)\s+(?:showing|that\s+shows|to\s+show|which\s+shows|making\s+clear)|the\s+(?:point|idea|message|takeaway|gist)\s+(?:is|should\s+be))\s+that\s+/i;

// "For the onboarding deck in the kitchen:", "For the board meeting on the new Lakeside location:".
const AUDIENCE_LEAD = /^(?:this\s+is\s+|it'?s\s+)?for\s+(?:the|my|our|a|an|tomorrow'?s|next\s+week'?s|(?:mon|tues|wednes|thurs|fri)day'?s)\s+(?:[\p{L}\d'&-]+\s+){0,4}?(?:deck|slides?|presentation|meeting|review|workshop|class|lesson|lecture|training|onboarding|all-?hands|stand-?up|retro|newsletter|wiki|noticeboard|notice\s+board|handbook|course|kick-?off|poster|pitch|talk|report|session|briefing|offsite|town\s?hall|seminar|webinar|assembly)(?:\s+(?:in|at|with)\s+(?:the\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?)?(?:\s+(?:on|about|re|regarding|of|for)\s+([^:：]{3,100}?))?\s*(?:[:：,]|\s[-–—]|(?=\s(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)\s))\s+(?=\S)/iu;

// "Widest at the bottom obviously.", "Oldest first.", "Newest on the left please".
const LAYOUT_REMARK = /^(?:(?:and|also|oh,?)\s+)?(?:the\s+)?(?:(?:widest|narrowest|broadest|biggest|largest|smallest|thinnest|basic|most\s+\w+)\s+(?:one|level|layer|tier|part|step|stage|stuff)?\s*(?:at|on|goes\s+(?:at|on)|should\s+be\s+(?:at|on)|is\s+(?:at|on))\s+(?:the\s+)?(?:bottom|top|base|left|right|tip|apex|outside|inside)|(?:oldest|newest|earliest|latest|first\s+one|biggest|smallest)\s+(?:first|last|on\s+(?:the\s+)?(?:left|right|top|bottom)))(?:[\s,]+(?:obviously|of\s+course|please|pls|naturally|as\s+usual|i\s+guess|i\s+think))*[\s.!]*$/i;

// "I run a small bike shop in Leeds.", "Je suis infirmière.": who writes, no content. A list or a colon makes it content.
const SELF_INTRO = /^(?:(?:so|ok(?:ay)?(?:\s+so)?|well)[,\s]+)?(?:i(?:'m|’m|\s+am)\s+(?:a|an|the|one\s+of\s+the)\s+|i\s+(?:run|own|manage|lead|teach|coach|coordinate|organi[sz]e|volunteer\s+(?:at|for|with)|work\s+(?:at|for|in|as)|study\s+at|co-?own|help\s+run|look\s+after)\s+|we(?:'re|’re|\s+are)\s+(?:a|an)\s+|my\s+(?:name|job|role)\s+is\s+|je\s+suis\s+|je\s+(?:travaille|gère|dirige|enseigne)\s+|ich\s+bin\s+|ich\s+(?:arbeite|leite|unterrichte|betreibe)\s+|soy\s+|trabajo\s+(?:en|como)\s+|sou\s+|trabalho\s+(?:em|como|numa?|no|na)\s+|sono\s+(?:un|una|il|la|l')\s*|lavoro\s+(?:in|come|per|presso)\s+)[^:：;]{2,200}$/iu;
// ("I'm a Year 5 teacher and our school's trip approval process is a mess, so I'm trying to …": who writes before it,
// why after it.)
const PROBLEM_STATEMENT = /^(?:(?:at|in|for)\s+(?:our|my|the)\s+[^,]{2,40},\s*|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+[^,.!?]{2,60}?\s+and\s+)?([^,]{3,60}?)\s+(?:is|are|has\s+been|have\s+been|keeps?\s+being|feels?\s+like)\s+(?:(?:a|an|such\s+a|always\s+a|kind\s+of\s+a|bit\s+of\s+a|total|complete|real|so|very|really)\s+)*(?:mess|pain|nightmare|chaos|headache|disaster|confusing|struggle|hassle)(?:\s+of\s+[\p{L}\s-]+)?(?:\s*[,;]\s*(?:so|and|but|which)\s[^.!?]{0,120})?[.!]*$/iu;
const CONTEXT_AND_ASK = /^((?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+[^.!?]{3,120}?),?\s+and\s+((?:i|we)(?:['’]d|\s+would)?\s+(?:need|want|like|love)\s[^.!?]{3,120}[.!?]*)$/i;
// "Trying to explain to our new pharmacy techs how an e-prescription reaches us.": the frame goes, what it explains is the
// subject.
const EXPLAIN_FRAME = /^(?:(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+)?(?:trying|want(?:ing)?|need(?:ing)?|hoping)\s+to\s+(?:explain|show|illustrate|document|get\s+across|walk\s+\S+\s+through)\s+(?:to\s+[^,]{1,50}?\s+)?((?:how|what|why|where|who|which)\s+[^:：,]{3,80}?)[.!]?$/i;
// "I'm documenting the firmware of our washing machine.": what the writer is working on is the subject.
const DOING = /^(?:so\s+)?(?:i(?:'m|’m|\s+am)|we(?:'re|’re|\s+are))\s+(?:documenting|preparing|writing|planning|putting\s+together|designing|organi[sz]ing|working\s+on|setting\s+up|redesigning|mapping(?:\s+out)?|reviewing|drafting|modell?ing)\s+(?:a\s+|an\s+|the\s+)?([^:：;,]{3,70}?)(?:\s+(?:for|with|and|at|in)\s+[^:：;]*)?[.!]?$/i;

// "What can each type of user do in the parking app?", "how can an insurance claim move around in our system?".
const FRAME_QUESTION = /^¿?\s*(?:what|how|which|who|why|where|when|comment|quels?|quelles?|qui|pourquoi|wie|was|welche[rsn]?|wer|warum|cómo|como|qué|que|cuáles?|quién(?:es)?|por\s+qué|quais?|quem|porque|por\s+que|come|quali?|chi|perché)\b(?![^?]*\b(?:you|u|tu|vous|du|sie|usted|você|voi)\b)[^:：?]{6,110}\?$/iu;

/** True when a sentence only greets ("Hi!", "Hola,", "Hey team"). */
export function isGreeting(sentence: string): boolean {
  return GREETING.test(sentence.trim());
}

/** True when a sentence only thanks or signs off ("Thanks in advance!", "Cheers, Tom", "よろしくお願いします"). */
export function isThanks(sentence: string): boolean {
  return THANKS.test(sentence.trim());
}

// The ask and the verb before a kind's name: "Could you draw our", "Peux-tu me faire un", "Kannst du mir eine",
// "¿Puedes hacer un", "Você pode fazer um", "Puoi fare una".
const ASK_FOR_KIND = new RegExp(String.raw`^(?:${ASK}${VERB}|(?:(?:so|ok(?:ay)?|and|also|now|just)[,\s]+)*(?:i'?d\s+(?:like|love)|i\s+would\s+(?:like|love)|we'?d\s+(?:like|love)|would\s+(?:like|love)|(?:i|we)\s+(?:need|want)|need|want|looking\s+for|(?:can\s+you\s+|could\s+you\s+)?help\s+(?:me|us)\s+with)|¿?\s*(?:me\s+)?(?:ayudas|ayudarías|ayudarias|puedes\s+ayudarme)\s+con|aide-moi\s+(?:avec|pour)|(?:kannst\s+du\s+mir\s+)?hilf\s+mir\s+(?:bei|mit)|(?:me\s+)?ajuda\s+com|aiutami\s+con|(?:(?:est-ce\s+que\s+)?(?:tu\s+peux|tu\s+pourrais|vous\s+pouvez|vous\s+pourriez)|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous)\s+(?:(?:me|nous)\s+)?(?:faire|dessiner|créer|préparer|générer)|(?:kannst|könntest)\s+du\s+(?:(?:mir|uns|bitte|mal)\s+)*|(?:können|könnten)\s+sie\s+(?:(?:mir|uns|bitte)\s+)*|¿?\s*(?:(?:me|nos)\s+)?(?:puedes|podrías|podrias|puede|podría)\s+(?:hacer(?:me|nos)?|dibujar(?:me|nos)?|crear(?:me|nos)?|armar(?:me|nos)?)|(?:você\s+)?(?:pode|poderia|consegue)\s+(?:me\s+)?(?:fazer|desenhar|criar|montar)|(?:puoi|potresti|può|potrebbe)\s+(?:far(?:e|mi|ci)|disegnar(?:e|mi)|crear(?:e|mi)|preparar(?:e|mi)))\s*(?:(?:me|us|moi|mir|uns)\s+)?`, 'iu');
// Who a drawing is for: "for the noticeboard", "pour la réunion", "für die Präsentation", "para mi clase".
const AUDIENCE_NOUN = String.raw`(?:deck|slides?|presentation|meeting|class|lesson|lecture|team|newsletter|website|site|blog|wiki|noticeboard|board|poster|report|handout|kids|students|boss|parents|committee|review|workshop|training|onboarding|docs|documentation|readme|pitch|talk|exam|homework|project|réunion|présentation|classe|cours|équipe|élèves|Präsentation|Besprechung|Klasse|Unterricht|Team|Schüler|Folien?|presentación|reunión|clase|equipo|alumnos|diapositivas?|presentazione|riunione|lezione|squadra|studenti|apresentação|reunião|aula|equipe|alunos)`;
// What may follow a kind's name in such a request: who it is for, how it looks; never what it is about.
const AFTER_KIND = new RegExp(String.raw`^(?:\s*(?:please|pls|for\s+(?:me|us)|real\s+quick|quickly|s'il\s+te\s+pla[iî]t|bitte|por\s+favor|per\s+favore)|\s*[,]?\s+(?:for|pour|für|para|per)\s+(?:the|my|our|a|le|la|les|mon|ma|mes|notre|nos|die|den|das|meine[nmr]?|unsere[nmr]?|el|la|mi|mis|nuestr[oa]|o|a|meu|minha|nosso|nossa|il|la|mio|mia|nostr[oa])\s+(?:[\p{L}'-]+\s+){0,3}(?:${AUDIENCE_NOUN})|\s*[,]?\s+(?:in|with|using|as|en|avec|mit|con|com)\s+(?:[\p{L}'-]+\s*){1,4}|\s+(?:machen|zeichnen|erstellen|malen|darstellen|bauen))*[\s.!?¿？！。)]*$`, 'iu');

/** True when a request names only the kind of drawing ("Could you draw our org chart?", "Peux-tu me faire un tableau
 *  comparatif ?"): the kind reader hears it; there is nothing in it to draw. */
export function isKindOnlyRequest(sentence: string): boolean {
  const s = sentence.trim().replace(/^[-*•]\s+/, '');
  const ask = ASK_FOR_KIND.exec(s);
  if (!ask || /[:：]\s*\S/u.test(s)) return false;
  const rest = s.slice(ask[0].length).replace(/^(?:(?:a|an|the|our|my|one|un|une|le|la|mon|ma|notre|ein|eine|einen|unser(?:e|en)?|mein(?:e|en)?|un|una|el|mi|nuestr[oa]|um|uma|o|meu|minha|nosso|nossa|uno|il|lo|mio|mia|nostr[oa])\s+)?(?:(?:simple|quick|nice|clean|small|little|proper|neat|simple|petit|joli|kleine[ns]?|schöne[ns]?|pequeñ[oa]|bonit[oa]|piccol[oa]|bell[oa])\s+)*/iu, '');
  const kind = findKindMentions(rest).find((m) => m.index === 0 && m.strength === 'name');
  return !!kind && AFTER_KIND.test(rest.slice(kind.length).replace(/^\s+(?:diagram|chart|picture|map|graphic|visual|drawing|overview|slide|view|graph)s?\b/i, ''));
}

/** True when a sentence asks for the drawing of "this" or of the diagram's own parts, naming nothing to draw. */
export function isDeicticRequest(sentence: string): boolean {
  const s = sentence.trim().replace(/^[-*•]\s+/, '');
  if (!s || /[:：]\s*\S/u.test(s) || s.split(/\s+/).length > 30) return false;
  if (REQUEST_EN.test(s) || REQUEST_ZH.test(s) || REQUEST_JA.test(s)) return true;
  const bare = REQUEST_NO_OBJECT.exec(s);
  if (bare && findKindMentions(s).some((m) => m.strength === 'name')) return true;
  return (REQUEST_FR.test(s) || REQUEST_DE.test(s) || REQUEST_ES.test(s) || REQUEST_PT.test(s) || REQUEST_IT.test(s)) && FOREIGN_DEICTIC.test(s);
}

// "Gantt please", "Mindmap pls!", "one lane per role please": the kind or its layout, asked for in a word or three.
const TERSE_ASK = /^((?:one|a|an)\s+(?:lane|row|column|box|circle|card|colou?r|bar)\s+(?:per|for\s+each)\s+[\p{L}-]+|[\p{L} -]{3,40}?)[\s,]+(?:please|pls|plz|thanks|thx|bitte|danke|por\s+favor|porfa|s'il\s+(?:te|vous)\s+pla[iî]t|svp|stp|merci|per\s+favore|grazie|obrigad[oa])[\s.!]*$/iu;
// "¿Un embudo?", "A funnel?", "Als Kreislauf?": a kind's name asked for in a question of its own.
const KIND_QUESTION = /^[¿]?\s*((?:(?:als|as|en|como|come|em|in)\s+)?(?:(?:a|an|un|une|una|uno|um|uma|ein|eine|einen)\s+)?[\p{L} -]{3,30}?)\s*[?？]+$/iu;

/** True when a sentence is only a kind's name or its layout with a please ("Gantt please", "one lane per role please"). */
export function isTerseAsk(sentence: string): boolean {
  const raw = TERSE_ASK.exec(sentence.trim())?.[1] ?? KIND_QUESTION.exec(sentence.trim())?.[1];
  // "Als Kreislauf bitte", "en cycle svp": the preposition and the article before the kind's name go.
  const head = raw?.replace(/^(?:als|as|en|como|come|em|in)\s+/i, '').replace(/^(?:a|an|un|une|una|uno|um|uma|ein|eine|einen)\s+/i, '');
  if (!head) return false;
  return /^(?:one|a|an)\s+(?:lane|row|column|box|circle|card|colou?r|bar)\s+(?:per|for\s+each)\b/i.test(head) || findKindMentions(head).some((k) => k.index === 0 && k.length >= head.replace(/\s+(?:diagram|chart|picture|graphic|map|view)s?$/i, '').length - 1);
}

// "Hand-drawn feel would be cool.", "A dark theme is fine.": a look, wished for.
const LOOK_WISH = /^(?:(?:a|an|the|some)\s+)?(?:hand[- ]drawn|sketch(?:y)?|dark|light|minimal(?:ist)?|clean|colou?rful|pastel|bright|muted|warm|cool|playful|retro|flat|doodle|whiteboard|corporate|monochrome|black[- ]and[- ]white)(?:\s+[\p{L}-]+){0,2}\s+(?:would\s+be|is|'d\s+be|will\s+be)\s+(?:(?:really|very|so|super|pretty)\s+)?(?:cool|nice|great|good|awesome|lovely|ideal|fine|perfect|better|fun|ok(?:ay)?|welcome|a\s+plus|appreciated)[\s.!]*$/iu;

// "Club colours are green and white.": the colours to draw with.
const BRAND_COLOURS = /^(?:our|the|club|brand|company|team|school|corporate)\s+(?:[\p{L}'’-]+\s+)?colou?rs\s+are\s+[\p{L}\s,&#\d-]{2,40}[.!]?$/iu;

// "It's for the welcome pack for new tenants.", "it goes in the staff room": where the drawing goes, nothing to draw.
const AUDIENCE_SENTENCE = /^(?:(?:oh|and|also|btw|ps)[,:]?\s+)?(?:(?:it['’]s|this\s+is|it\s+is|this\s+will\s+be|it\s+will\s+be|it['’]ll\s+be|these\s+are|they['’]re)\s+(?:(?:mainly|mostly|just|only|all|going\s+to\s+be)\s+)?(?:for|going\s+(?:in|on|into|onto))|it\s+(?:goes|will\s+go|has\s+to\s+go|needs\s+to\s+go|should\s+go)\s+(?:in|on|into|onto))\s+(?:the|our|my|a|an|some|tomorrow['’]s|next\s+week['’]s)\s+[^,:;]{2,60}?[.!]*$/i;

/** True when a sentence after the content only says how it should look ("Bold and readable please.", "Company navy
 *  please.", "Hand-drawn feel would be cool.", "Club colours are green and white."). */
function isLookRemark(s: string): boolean {
  const looks = lookWords(s);
  if (looks >= 1 && isLookInstruction(s, true)) return true;
  const words = s.split(/\s+/).length;
  if (looks >= (words <= 5 ? 1 : 2) && words <= 10 && !/[:：,]/u.test(s) && /\b(?:please|pls|plz)\b/i.test(s)) return true;
  return LOOK_WISH.test(s) || BRAND_COLOURS.test(s);
}

/** True when a sentence only says where or for whom the drawing is ("It's for the welcome pack."). */
export function isAudienceRemark(sentence: string): boolean {
  return AUDIENCE_SENTENCE.test(sentence.trim());
}

/** True when a sentence only says which way the drawing runs ("Widest at the bottom obviously."). */
export function isLayoutRemark(sentence: string): boolean {
  return LAYOUT_REMARK.test(sentence.trim());
}

const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|ca|no|nr|dr|mr|mrs|ms|st|fig|incl|max|min|mt|ft|jr|sr|inc|ltd|co|dept|prof|z\.b|bzw|usw|p\.ex|ex|pág|sig|ecc)\.$/i;

/** A prose line's sentences: split after . ! ? (and 。！？) outside brackets and quotes, whatever case follows. */
export function discourseSentences(line: string): string[] {
  const mask = masked(line);
  const out: string[] = [];
  let start = 0;
  // An emoji before a capital ends a sentence too ("… in the field 😅 Could you make …").
  const re = /(?:[.!?。！？]+|…)(?:["”’)]*)(?:\s+|(?<=[。！？])(?=\S))|(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Lu})/gu;
  for (const m of mask.matchAll(re)) {
    const end = m.index + m[0].length;
    const piece = line.slice(start, m.index + m[0].trimEnd().length);
    // "e.g. blue", "Dr. Okafor", "3.5 kg", "A. Smith": no sentence ends there.
    if (ABBREVIATION.test(piece) || /(?:^|\s)\p{Lu}\.$/u.test(piece) || /\d\.$/.test(piece) && /^\d/.test(line.slice(end)) || isOrdinalDatePoint(piece, line.slice(end))) continue;
    out.push(piece.trim());
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

// The content after sentence j of line i, its lines kept.
function textAfter(sentences: string[], j: number, lines: string[], i: number): string {
  return [...sentences.slice(j + 1), ...lines.slice(i + 1)].join('\n');
}

// Words of a text; two CJK characters count as one word.
function wordsIn(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length + Math.floor(cjk / 2);
}

// Whether a text holds a list: a colon before two commas, keyed sentences, counted clauses, or bulleted lines.
function holdsList(text: string): boolean {
  return /[:：][^.!?\n]*,[^.!?\n]*,/u.test(text) || /[^:.!?\n]{1,30}:\s*[^.!?\n]+,[^.!?\n]+[.!?]\s+[^:.!?\n]{1,30}:\s/u.test(text) || /\d[^.!?\n]*,[^.!?\n]*\d[^.!?\n]*,[^.!?\n]*\d/u.test(text) || /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/m.test(text) && text.split('\n').filter((l) => /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/.test(l)).length >= 2;
}

// A short sentence whose comma-separated parts each ask for a layout or a look ("one lane per role please, warm colours").
function isAsksAndLooks(s: string): boolean {
  const parts = s.replace(/[.!]+$/, '').split(/\s*,\s*/).filter(Boolean);
  return parts.length >= 2 && parts.length <= 4 && s.length <= 90
    && parts.every((p) => isTerseAsk(p) || (lookWords(p) >= 1 && isLookInstruction(p)) || isLayoutRemark(p) || isAudienceRemark(p));
}

// Where the writer works, volunteers or what they run, when it has a proper name: "the Hollow Lane community garden".
const PLACE_OF_WRITER = /\b(?:i|we)\s+(?:(?:volunteer|work|coach|teach|help\s+out|play|sing)\s+(?:at|for|in|with)|run|own|manage|lead|organi[sz]e|coordinate)\s+(?:the\s+|a\s+|an\s+|our\s+)?([^,.;!?()]{3,60}?)(?=\s+(?:and|but|so|where|which|who)\s|\s*[,.;!?(]|$)/i;

function placeOf(sentence: string): string | undefined {
  const place = PLACE_OF_WRITER.exec(sentence)?.[1]?.trim();
  // Only a name ("Hollow Lane community garden", "Clean Rivers Trust"), never "a small bakery in Leeds".
  if (!place || !/^\p{Lu}/u.test(place) || place.split(/\s+/).length > 7) return undefined;
  return place;
}

/** Reads the content's sentences by their role and keeps what is to be drawn. */
export function readDiscourse(content: string): Discourse {
  const requests: string[] = [];
  const dropped: string[] = [];
  let frame: string | undefined;
  const lines = content.split('\n');
  const out: string[] = [];
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!raw.trim()) { out.push(raw); continue; }
    const indent = /^\s*/.exec(raw)![0];
    const bullet = /^\s*(?:[-*•]|\d{1,3}[.)])\s+/.exec(raw)?.[0];
    // A list item is one sentence; a heading is kept as it is.
    const sentences = bullet || /^\s*#/.test(raw) ? [raw.trim()] : discourseSentences(raw.trim());
    const kept: string[] = [];
    for (let j = 0; j < sentences.length; j++) {
      let s = sentences[j]!;
      if (isGreeting(s) || isThanks(s)) { dropped.push(s); continue; }
      const greeted = GREETING_LEAD.exec(s);
      if (greeted && !bullet) {
        dropped.push(greeted[0].trim());
        s = s.slice(greeted[0].length);
        // "Hey, hoping you can help!": what follows the greeting is talk too.
        if (isThanks(s)) { dropped.push(s); continue; }
      }
      // "Marketing ops here.", "New GM here at a 120-cover bistro, …": who writes, said before anything else.
      const here = bullet || seenContent || kept.length ? null : WHO_IS_HERE.exec(s);
      // (Kept with the requests: who writes is who "I" is, for the readers that need it.)
      if (here) {
        requests.push(here[0].trim());
        s = s.slice(here[0].length);
        if (!s.trim()) continue;
      }
      const filler = bullet ? null : FILLER_LEAD.exec(s);
      if (filler) { dropped.push(filler[0].trim()); s = s.slice(filler[0].length); }
      const begun = seenContent || kept.length > 0;
      if (isDeicticRequest(s) || isTerseAsk(s) || (begun && isKindOnlyRequest(s))) { requests.push(s); continue; }
      if (isLayoutRemark(s)) { dropped.push(s); continue; }
      // Content that follows this sentence, in words (two CJK characters count as one).
      const rest = textAfter(sentences, j, lines, i);
      const after = wordsIn(rest);
      // "Mi serve un diagramma per il biglietto del traghetto.", "Bitte stell den Ablauf X dar": an opening request the
      // later readers do not know as one names the kind and the title; the content follows it. Sentences before it that
      // only say who writes ("Wir sind eine Bäckerei mit drei Filialen.") go with it. A request they know ("Create a
      // flowchart of …") stays their lead.
      const onlyContext = !seenContent && kept.every((k) => FIRST_PERSON.test(k));
      // Without a subject it is read as before (a request about "this", a frame, who writes).
      const lead = onlyContext && !bullet ? readLeadRequest(s, after) : undefined;
      if (lead) {
        requests.push(...kept.splice(0));
        if (!isRequest(s) && lead.subject) {
          requests.push(s);
          frame ??= lead.subject;
          const canonical = canonicalLead(lead)!;
          // "De la base a la punta: a, b, c" after it is a lead of its own: the request only names the title then.
          if (/^[^:：.!?]{2,60}[:：]\s*[^.!?]*,[^.!?]*,/u.test(sentences[j + 1] ?? '')) continue;
          // The later readers take the first sentence for the request: it stands there in the one form they all read.
          s = `${canonical}.`;
        }
      }
      if (isMetaRequest(s, { begun, after }) || isCjkContextSentence(s, { begun, after })) { requests.push(s); continue; }
      // "We're building QuizRush, a quiz game, and I need a system diagram for our design doc.": context, then the ask.
      const joined = !begun ? CONTEXT_AND_ASK.exec(s) : null;
      if (joined && after >= 10 && isMetaRequest(joined[2]!.replace(/\s+for\s+(?:the|our|my)\s+[^,.!?]+(?=[.!?]*$)/i, ''), { begun: true, after })) { requests.push(s); continue; }
      if (!begun && isFirstPersonContext(s, { begun, after, listAhead: holdsList(rest) })) { requests.push(s); continue; }
      // "one lane per role please, warm colours": every part asks for a layout or a look.
      if (begun && isAsksAndLooks(s)) { requests.push(s); continue; }
      if (begun && (isAudienceRemark(s) || isLookRemark(s))) { dropped.push(s); continue; }
      // The first sentences, before any content: who writes, for what, and what they ask about.
      if (!begun) {
        const audience = AUDIENCE_LEAD.exec(s);
        if (audience) {
          dropped.push(audience[0].trim());
          s = audience[1] ? `${capitalize(audience[1].replace(/^(?:the|a|an)\s+/i, ''))}: ${s.slice(audience[0].length)}` : s.slice(audience[0].length);
        }
        // "At our design agency, onboarding a freelancer is a mess of emails.": the trouble named is the subject.
        const trouble = PROBLEM_STATEMENT.exec(s);
        if (trouble && after >= 10) {
          frame ??= capitalize(trouble[1]!.replace(/^(?:the|our|my)\s+/i, ''));
          requests.push(s);
          continue;
        }
        const explains = EXPLAIN_FRAME.exec(s);
        if (explains && after >= 10) {
          frame ??= capitalize(explains[1]!);
          requests.push(s);
          continue;
        }
        const doing = DOING.exec(s);
        if (after >= 10 && !/,.*,/.test(s) && (doing || SELF_INTRO.test(s))) {
          requests.push(s);
          if (doing) frame ??= capitalize(doing[1]!);
          continue;
        }
        // The question frames the prompt only where more than a kind's name follows it ("How are laws passed? State
        // diagram" keeps its question as the content).
        if (FRAME_QUESTION.test(s) && !/,.*,/.test(s) && after >= 10) {
          frame = capitalize(s);
          requests.push(s);
          continue;
        }
      }
      // "Boxes and arrows please", "Could someone turn these into cards?", "Simple boxes are fine": talk to whoever draws.
      // Before the content, a request the readers know stays their lead ("Can you do a venn diagram? Cats: …").
      if (!bullet && (begun || !isRequest(s)) && isTalkSentence(s)) { (asksSomething(s) ? requests : dropped).push(s); continue; }
      // "I think 1999 was when we started bottling": the hedge goes, the statement stays.
      s = withoutSourceLead(withoutHedges(s));
      // "I want a slide showing that X: a, b and c" is a lead the readers take as it is; without a colon the frame goes.
      const wish = /[:：]/u.test(s) ? null : WISH_FRAME.exec(s);
      if (wish) s = capitalize(s.slice(wish[0].length));
      kept.push(s);
    }
    if (kept.length) {
      seenContent = true;
      out.push(bullet || /^\s*#/.test(raw) ? raw : `${indent}${kept.join(' ')}`);
    }
  }
  // "I volunteer at the Hollow Lane community garden and …": where the writer belongs names the drawing when nothing else does.
  frame ??= requests.map(placeOf).find(Boolean);
  return { content: out.join('\n').replace(/\n{3,}/g, '\n\n').trim(), requests, dropped, frame };
}
