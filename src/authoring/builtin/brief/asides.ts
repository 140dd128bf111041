// Content → the same content without the writer's asides about the drawing, read by the shape of the sentence and a
// small lexicon per language, never by the topic:
// - a wish about the look or the drawing ("Paw print icons would be cute!", "Que sea colorido, por favor 🙂",
//   "Ce serait sympa en couleurs.", "Wäre schön bunt.", "Sarebbe bello con le icone.", "If you can highlight the best
//   one in each row that'd be ace.");
// - what the drawing is for, with how to keep it ("It's for the staff handbook so keep it plain, black and white is
//   fine, A4 landscape.", "C'est pour la newsletter de l'école.", "Es para el boletín del cole.");
// - a sentence that only hands the content over ("Here's how it works:", "Here's what we know:", "Voici ce qu'on
//   sait :", "Esto es lo que sabemos:");
// - a concession about room inside brackets or on its own ("(schools and community - one box is fine if space is
//   tight)", "Two boxes are fine if it doesn't fit.").
import { discourseSentences, isAudienceRemark } from './discourse.js';
import { isLookInstruction, lookWords } from './instructions.js';

// Words that praise a wish: "would be cute", "that'd be ace".
const PRAISE_EN = String.raw`(?:cute|nice|great|cool|lovely|good|fun|ace|awesome|brilliant|fab(?:ulous)?|sweet|neat|ideal|perfect|amazing|fantastic|super|wonderful|welcome|helpful|handy|appreciated|a\s+(?:plus|bonus|nice\s+touch|big\s+help))`;
const DEGREE = String.raw`(?:(?:really|very|so|super|pretty|extra|quite|a\s+bit|kinda|also)\s+)?`;
// "Paw print icons would be cute!", "A legend would be nice too", "Some pictures of dogs could be fun".
const NOUN_WISH = new RegExp(String.raw`^(?:(?:and|also|oh|ps|p\.s\.|btw|maybe|ideally|bonus)[,:]?\s+)*(?:(?:a|an|the|some)\s+)?([\p{L}\d'’&-]+(?:\s+[\p{L}\d'’&-]+){0,6}?)\s+(?:would|could|might|will|'d|’d)\s+be\s+${DEGREE}${PRAISE_EN}(?:\s+(?:too|as\s+well|if\s+possible|if\s+you\s+can))?[\s.!?~:)(]*$`, 'iu');
// "It would be nice to have icons", "It'd be great if the boxes were colourful".
const IT_WISH = new RegExp(String.raw`^(?:(?:and|also|oh|ps|btw)[,:]?\s+)*(?:it|that)\s*(?:would|'d|’d|will)\s+be\s+${DEGREE}${PRAISE_EN}\s+(?:to|if)\s+\S`, 'iu');
// "If you can highlight the best one in each row that'd be ace.": a wish with the praise at its end.
const IF_WISH = new RegExp(String.raw`^(?:(?:and|also|oh|ps|btw)[,:]?\s+)*if\s+(?:you|u)\s+(?:can|could|are\s+able\s+to|manage\s+to)\s+[^.!?]{2,120}?[,\s]+(?:that|this|it)\s*(?:would|'d|’d|will)\s+be\s+${DEGREE}${PRAISE_EN}[\s.!?~:)(]*$`, 'iu');
// Wishes in other languages, at the start of a sentence: "Que sea colorido", "que seja colorido", "che sia colorato",
// "ce serait bien", "j'aimerais que ce soit", "es wäre schön", "gerne bunt", "sería genial", "seria ótimo".
const WISH_OTHER = /^(?:¡\s*)?(?:(?:y|e|et|und|ah|oh)\s+)?(?:que\s+(?:sea|quede|se\s+vea|tenga|lleve|use|seja|fique|tenha)|che\s+(?:sia|abbia|venga)|ce\s+serait|ça\s+serait|c['’]est\s+mieux|j['’]aimerais\s+(?:bien\s+)?que\s+(?:ce\s+soit|ça\s+soit|le|la|les)|(?:es\s+)?wäre\s+(?:schön|toll|super|gut|nett|cool|klasse|prima|super)|gerne?\s+(?:bunt|farbig|in\s+farbe|mit)|sería\s+(?:genial|bonito|lindo|ideal|perfecto|estupendo|bueno)|estaría\s+(?:bien|genial)|me\s+encantaría\s+que|seria\s+(?:ótimo|legal|bom|lindo|perfeito|incrível)|sarebbe\s+(?:bello|carino|bellissimo|ottimo|perfetto|top|utile)|mi\s+piacerebbe\s+(?:che|se))(?!\p{L})/iu;
// Looks said with an adjective the look lexicon does not hold, in any of the languages: "colorido", "bunt", "coloré".
const LOOK_ADJECTIVE = /(?<!\p{L})(?:black\s+(?:and|&)\s+white|b\s*&\s*w|gr[ae]y\s?scale|monochrome|colou?r(?:ed|s)?|colou?rful|bright|cheerful|fun|cute|pretty|simple|plain|neat|tidy|clear|colorid[oa]s?|alegres?|bonit[oa]s?|lind[oa]s?|sencill[oa]s?|clar[oa]s?|colou?ré(?:e|s|es)?|color[ée]e?s?|joli(?:e|s|es)?|simples?|clairs?|gai(?:e|s)?|bunt(?:e[nrs]?)?|farbig(?:e[nrs]?)?|fröhlich(?:e[nrs]?)?|einfach(?:e[nrs]?)?|übersichtlich(?:e[nrs]?)?|colorat[oaie]|allegr[oaie]|semplic[ei]|chiar[oaie]|vivac[ei])(?!\p{L})/iu;
// Politeness words that turn a short phrase into a wish ("por favor", "bitte", "svp").
const POLITE = /(?<!\p{L})(?:please|pls|plz|por\s+favor|porfa|bitte|s['’]il\s+(?:te|vous)\s+pla[iî]t|svp|stp|per\s+favore|obrigad[oa])(?!\p{L})/iu;
// Parts of a drawing that a wish can name without a look word: "Some pictures of dogs would be fun".
const DRAWING_PART = /(?<!\p{L})(?:pictures?|images?|drawings?|illustrations?|clip\s?art|doodles?|emojis?|icons?|stickers?|logos?|mascots?|a\s+title|a\s+legend|a\s+key|numbers\s+on|highlight\w*|colou?rs?|bold|bigger|smaller|ic[oô]n[oe]s?|im[aá]gen(?:es)?|dibujos?|bilder|farben?|couleurs?|colori|cores|colores)(?!\p{L})/iu;

// How a drawing looks, named by a noun: "a dark theme", "rounded boxes", "a hand-drawn feel", "pastel tones".
const LOOK_NOUN = /(?<!\p{L})(?:themes?|fonts?|typefaces?|backgrounds?|gradients?|shadows?|borders?|outlines?|palettes?|pastels?|tones?|shades?|hand[- ]drawn|sketch(?:y|es)?|doodles?|rounded|neon|dark\s+mode|animations?|legend|arrows?|frames?|feel|vibes?|style)(?!\p{L})/iu;

/** True when a sentence only wishes for something about the drawing ("Paw print icons would be cute!"). */
export function isWishAside(sentence: string): boolean {
  const s = sentence.trim().replace(/[\p{Extended_Pictographic}\uFE0F\u200d]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!s || s.length > 200 || /[:：]\s*\S/u.test(s) || /,[^,]*,[^,]*,/.test(s)) return false;
  // Only what is wished for counts: "A recipe corner would be fun" wishes for content, "Paw print icons would be cute" for looks.
  // ("corner", "cards", "size" are look words too, but "a recipe corner" is content: the named parts of a drawing count.)
  const aboutDrawing = (t: string) => LOOK_ADJECTIVE.test(t) || DRAWING_PART.test(t) || LOOK_NOUN.test(t);
  const noun = NOUN_WISH.exec(s);
  if (noun) return aboutDrawing(noun[1]!);
  const it = IT_WISH.exec(s);
  if (it) return aboutDrawing(s.slice(it[0].length - 1));
  if (IF_WISH.test(s)) return true;
  if (WISH_OTHER.test(s)) return s.split(/\s+/).length <= 16 && (aboutDrawing(s) || POLITE.test(s));
  return false;
}

// Purpose: "It's for the staff handbook", "for the newsletter", "C'est pour …", "Es ist für …", "Es para …".
const PURPOSE_PART = /^(?:(?:oh|and|also|btw|ps)[,:]?\s+)?(?:(?:it['’]s|this\s+is|it\s+is|it['’]ll\s+be|it\s+will\s+be|this\s+will\s+be)\s+(?:(?:mainly|mostly|just|only|going\s+to\s+be)\s+)?for|(?:it|this)(?:\s+goes|\s+will\s+go|(?:['’]s|\s+is)\s+going|(?:['’]ll|\s+will)\s+(?:hang|live|sit|be\s+pinned|be\s+stuck))\s+(?:up\s+)?(?:in|on|into|onto|by)|c['’]est\s+pour|ce\s+sera\s+pour|(?:es|das)\s+ist\s+für|ist\s+für|(?:es\s+)?(?:es|será)\s+para|(?:isso\s+)?(?:é|será)\s+para|(?:è|sarà)\s+per|for)\s+(?:(?:the|our|my|a|an|tomorrow['’]s|next\s+week['’]s|la|le|les|l['’]|notre|nos|mon|ma|mes|un|une|den|die|das|unsere[nmr]?|meine[nmr]?|einen?|el|los|las|nuestr[oa]s?|mi|mis|o|a|os|as|nosso|nossa|meu|minha|il|lo|gli|i|una?|nostr[oa]|mi[oa])\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,4}$/iu;
// Documents, events and audiences a drawing is made for, in the languages prompts arrive in.
const PURPOSE_NOUN = /(?<!\p{L})(?:newsletter|handbook|deck|slides?|presentation|poster|leaflet|flyer|brochure|report|wiki|notice\s?board|website|blog|class|lesson|lecture|meeting|workshop|training|onboarding|staff\s?room|kids|students|parents|pupils|volunteers|members|committee|board|bulletin|boletín|clase|reunión|presentación|folleto|cartel|classe|réunion|affiche|dépliant|plaquette|présentation|präsentation|klasse|unterricht|besprechung|plakat|broschüre|boletim|aula|reunião|apresentação|cartaz|folheto|lezione|riunione|presentazione|volantino|opuscolo)(?!\p{L})/iu;
// How to keep it: "keep it plain", "make it simple", "nothing fancy", "black and white is fine", "A4 landscape".
const KEEP_PART = /^(?:so\s+)?(?:(?:please|pls)\s+)?(?:(?:keep|make)\s+(?:it|them|this)\s+(?:\w+\s+){0,2}\w+|nothing\s+(?:too\s+)?(?:fancy|flashy|corporate|busy|complicated)|[\p{L}\d&\s-]{2,30}\s+(?:is|are)\s+(?:fine|ok(?:ay)?|good|enough|best)|(?:a[3-5]|letter|us\s+letter)\s*(?:landscape|portrait)?|(?:landscape|portrait)|\d{1,2}\s*:\s*\d{1,2}|(?:bitte|please|pls|por\s+favor|svp|s['’]il\s+vous\s+pla[iî]t|per\s+favore)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:bitte|please|pls|por\s+favor|svp|per\s+favore))$/iu;

function isKeepPart(p: string): boolean {
  return KEEP_PART.test(p) && (lookWords(p) >= 1 || LOOK_ADJECTIVE.test(p) || /^(?:so\s+)?(?:(?:please|pls)\s+)?(?:keep|make)\s/i.test(p) || /^(?:nothing|a[3-5]|letter|us|landscape|portrait|\d)/i.test(p))
    || (lookWords(p) >= 1 && isLookInstruction(p));
}

/** True when a sentence only says what the drawing is for, and how to keep it ("It's for the staff handbook so keep it
 *  plain, black and white is fine, A4 landscape."). */
export function isPurposeAside(sentence: string): boolean {
  // "…, it's going on a fridge door lol": a laugh at the end says nothing.
  const s = sentence.trim().replace(/[.!?~]+$/, '').replace(/\s+(?:lol|haha+|hehe|xd|:\)|:d|😅|😂)$/iu, '').replace(/[.!?~]+$/, '').trim();
  if (!s || s.length > 220 || /[:：]/u.test(s)) return false;
  let parts = s.split(/\s*[,;]\s*|\s+(?=so\s)|\s+(?:and|but|et|und|y|e)\s+(?=(?:keep|make|please|nothing|it['’]s|it\s+is)\b)/i).map((p) => p.trim()).filter(Boolean);
  // "Simple boxes are fine, it's going on a fridge door": how to keep it, then what it is for.
  if (parts.length === 2 && isKeepPart(parts[0]!) && PURPOSE_PART.test(parts[1]!)) parts = [parts[1]!, parts[0]!];
  if (!parts.length || !(PURPOSE_PART.test(parts[0]!) || isAudienceRemark(parts[0]!))) return false;
  // "It's for the handbook" alone is one; "For Anna, Ben and Carla" is a list, not a purpose.
  // A bare "for …" is a purpose only where it names a document, an event or an audience ("for the newsletter").
  if (/^(?:for|pour|für|para|per)\s/i.test(parts[0]!) && !PURPOSE_NOUN.test(parts[0]!)) return false;
  return parts.slice(1).every(isKeepPart);
}

// Handing the content over: "Here's how it works:", "Here's what we know:", "Here are the details:", "This is what I
// have:", "Voici ce qu'on sait :", "Hier ist, was wir wissen:", "Esto es lo que sabemos:", "Ecco come funziona:".
const HANDOVER = /^(?:(?:ok(?:ay)?|so|right|anyway)[,\s]+)?(?:(?:here['’]?s|here\s+(?:is|are)|this\s+is|these\s+are|that['’]?s)\s+(?:(?:how|what)\s+(?:it|this|that|things?|everything|we|i|they|you)(?:['’]\w+)?(?:\s+[\p{L}'’]+){0,3}|the\s+(?:details|info|information|facts|numbers|figures|data|list|rundown|breakdown|gist|situation|set-?up|lowdown|story|basics|plan|deal|context|background|notes|specs)|what\s+(?:i|we)\s+(?:have|got|know|need|mean))|voici|voilà|(?:hier\s+(?:ist|sind)|das\s+ist|so)\s+(?:was|wie|die|das)?[^:：]{0,30}|esto\s+es\s+lo\s+que|así\s+(?:es\s+como\s+)?funciona|aquí\s+(?:va|está|tienes|van)|isto\s+é\s+o\s+que|aqui\s+(?:está|vai|vão)|ecco)(?:[^:：.!?]{0,40})\s*[:：]\s*$/iu;

/** True when a sentence only hands the content over ("Here's how it works:"), naming nothing to draw. */
export function isHandover(sentence: string): boolean {
  const s = sentence.trim();
  if (s.split(/\s+/).length > 9) return false;
  // "Here's how our app is put together:" names its subject; only pronouns and generic nouns hand over.
  return HANDOVER.test(s) && !/(?<!\p{L})(?:our|my|the|their)\s+(?!details|info|information|facts|numbers|figures|data|list|rundown|breakdown|gist|situation|set-?up|lowdown|story|basics|plan|deal|context|background|notes|specs)[\p{L}]/iu.test(s.replace(/^(?:here['’]?s|here\s+(?:is|are)|this\s+is|these\s+are)\s+the\s+\S+/i, ''));
}

// A concession about room: "one box is fine if space is tight", "two boxes are ok", "if there's room", "space permitting".
const ROOM_CONCESSION = /^(?:(?:but|or|and|though)\s+)?(?:(?:(?:one|a\s+single|just\s+one|two|1|2)\s+(?:box|card|node|bubble|shape|lane|row|column|circle|slice|bar)e?s?\s+(?:is|are|would\s+be|will\s+do|works?)\s*(?:fine|ok(?:ay)?|enough|good)?)(?:\s+(?:if|when)\s+(?:space|room)\s+is\s+(?:tight|short|limited|an\s+issue)|\s+if\s+(?:it|they)\s+(?:doesn['’]t|don['’]t|won['’]t)\s+fit)?|(?:if\s+(?:space|room)\s+is\s+(?:tight|short|limited)|space\s+permitting|if\s+there['’]?s\s+(?:room|space)|if\s+(?:it|they)\s+fits?))[\s.!]*$/i;

/** True when a clause only allows a shortcut in the drawing ("one box is fine if space is tight"). */
export function isRoomConcession(clause: string): boolean {
  return ROOM_CONCESSION.test(clause.trim());
}

// A remark to the reader after a dash in brackets: "(residues on pottery - this one surprises people!)", "(- my favourite)".
const BRACKET_REMARK = /^(?:(?:this|that)\s+one\s+[\p{L}'’]+|(?:my|our)\s+(?:fav(?:ou)?rite|pick|fave)|believe\s+it\s+or\s+not|surprisingly|fun\s+fact|lol|haha|who\s+knew)(?:[^()]*)$|^[^()]{2,60}!+$/iu;

/** Bracketed remarks without their asides: "(schools and community - one box is fine)" → "(schools and community)". */
function dropBracketConcessions(line: string, dropped: string[]): string {
  return line.replace(/\(([^()]{3,200})\)/g, (all, inner: string) => {
    const parts = inner.split(/\s+[-–—]\s+|\s*;\s*/);
    const last = parts[parts.length - 1]!.trim();
    if (parts.length < 2 || !(isRoomConcession(last) || BRACKET_REMARK.test(last))) return all;
    dropped.push(parts[parts.length - 1]!.trim());
    return `(${parts.slice(0, -1).join(' - ').trim()})`;
  });
}

export interface Asides { content: string; dropped: string[] }

/** The content without the writer's asides (wishes, purposes, handovers and room concessions). */
export function dropAsides(content: string): Asides {
  const dropped: string[] = [];
  const out: string[] = [];
  for (const raw of content.split('\n')) {
    if (!raw.trim()) { out.push(raw); continue; }
    const line = dropBracketConcessions(raw, dropped);
    const indent = /^\s*/.exec(line)![0];
    const bullet = /^\s*(?:[-*•]|\d{1,3}[.)])\s+/.exec(line)?.[0];
    if (bullet || /^\s*#/.test(line)) {
      const body = line.slice(bullet?.length ?? 0);
      if (bullet && (isWishAside(body) || isRoomConcession(body))) { dropped.push(body.trim()); continue; }
      out.push(line);
      continue;
    }
    const sentences = discourseSentences(line.trim());
    const kept = sentences.filter((s) => {
      if (isWishAside(s) || isPurposeAside(s) || isHandover(s) || isRoomConcession(s)) { dropped.push(s); return false; }
      return true;
    });
    if (kept.length === sentences.length) out.push(line);
    else if (kept.length) out.push(`${indent}${kept.join(' ')}`);
  }
  return { content: out.join('\n').replace(/\n{3,}/g, '\n\n').trim(), dropped };
}
