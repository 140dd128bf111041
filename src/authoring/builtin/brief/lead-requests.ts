// The request that opens a prompt and names its subject, in any of the languages prompts arrive in: "Mi serve un
// diagramma per il biglietto del traghetto nella nostra app.", "Bitte stell den Ablauf einer Großkundenbestellung dar,
// aufgeteilt nach Abteilungen.", "… and I need the rejected-bag process drawn out, because new starters get lost.",
// "帮我做个思维导图：…". It asks (a wish, a please, a modal, an imperative drawing verb) and names a drawing or the act of
// drawing; the content follows it. The sentence names the kind and the title, never a box: the readers get what
// follows, the title gets its subject.
import type { Kind } from '../../../spec/kinds.js';
import { findKindMentions } from './named-kind.js';
import { ASK, DRAWING, LIST_SHAPE } from './meta-sentences.js';

// An imperative drawing verb opening the sentence (a prompt library's "Create a …", "Dessine …", "Erstelle …").
const IMPERATIVE = /^(?:(?:please|pls|now|just|bitte|por\s+favor|per\s+favore|s'il\s+te\s+pla[iî]t)[,\s]+)?(?:draw|create|make|sketch|design|generate|build|produce|prepare|visuali[sz]e|map\s+out|lay\s+out|put\s+together|dessine|crée|créez|fais|faites|réalise|réalisez|prépare|préparez|génère|représente|représentez|zeichne|erstelle|erstellen\s+sie|mach|mache|skizziere|visualisiere|entwirf|dibuja|dibújame|crea|créame|haz|hazme|genera|elabora|prepara|representa|arma|desenhe|desenha|crie|cria|faça|faz|gere|monte|elabore|disegna|disegnami|crea|creami|fai|fammi|genera|realizza|prepara|rappresenta)(?!\p{L})/iu;

// The act of drawing said with the thing drawn as the verb's object: "the process drawn out", "stell den Ablauf … dar",
// "représenter le parcours", "rappresentare il flusso".
const DEPICTED = /(?<!\p{L})(?:drawn(?:\s+out|\s+up)?|mapped(?:\s+out)?|sketched(?:\s+out)?|visuali[sz]ed|laid\s+out|diagramm?ed|charted|illustrated)(?!\p{L})|(?<!\p{L})(?:stell(?:e|en|t)?|stellen\s+sie)(?!\p{L})[^.!?]{3,80}(?<!\p{L})dar(?:stellen)?(?!\p{L})|(?<!\p{L})(?:darstellen|dargestellt|visualisieren|zeichnen|représenter|représenté|schématiser|dessiner|visualiser|representar|representado|dibujar|visualizar|desenhar|rappresentare|rappresentato|disegnare|schematizzare|visualizzare)(?!\p{L})/iu;

// What the drawing is of: the words after the drawing's name and a preposition of subject.
const OF = /^\s*(?:(?:of|for|about|on|around|cent(?:er|re)d\s+on|autour\s+d[eu']|autour\s+de\s+la|rund\s+um|en\s+torno\s+a|em\s+torno\s+d[eoa]|attorno\s+a|intorno\s+a|showing|explaining|covering|depicting|outlining|regarding|de\s+la|de\s+l['’]|des|du|de|d['’]|sur|pour|von|vom|der|des|für|über|zu[mr]?|del|de\s+los|de\s+las|sobre|para|do|da|dos|das|di|della|dello|degli|delle|dei|per\s+(?:il|la|lo|l['’]|i|le|gli)|per|su|sul|sulla|con\s+(?:la|el|los|las|il|lo|i|le|gli)|com\s+(?:o|a|os|as))\s+)(.+)$/iu;
// Where the subject ends: a clause or a remark about who it is for, why, or where it goes.
const SUBJECT_END = /\s*(?:[,;(]|\s[-–—]\s|\s(?:because|since|so\s+that|so|which|that|to\s+help|for\s+(?:our|my|the|a|an)\s|in\s+(?:our|my)\s|at\s+(?:our|my)\s|parce\s+que|pour\s+(?:notre|nos|mon|ma|mes|les|la|le)\s|dans\s+(?:notre|nos|mon|ma)\s|weil|damit|für\s+(?:unsere?|meine?|die|den|das)\s|in\s+unsere[mr]?\s|porque|para\s+(?:nuestr[oa]s?|mis?|el|la|los|las)\s|en\s+nuestr[oa]\s|para\s+(?:o|a|os|as|nosso|nossa)\s|no\s+nosso\s|na\s+nossa\s|perché|per\s+(?:la\s+)?nostr[oa]\s|nella\s+nostra\s|nel\s+nostro\s|per\s+i\s+nostri\s))/iu;
const LEADING_ARTICLE = /^(?:the|our|my|a|an|le|la|les|l['’]|notre|nos|mon|ma|der|die|das|den|dem|unsere?[mnrs]?|meine?[mnrs]?|el|la|los|las|nuestr[oa]s?|mis?|o|a|os|as|nosso|nossa|meu|minha|il|lo|gli|i|le|nostr[oaie]|mio|mia)\s+/iu;

const HOW_PHRASE = /^(?:who\s+\w+\s+(?:to\s+|with\s+)?whom|who\s+does\s+what|how\s+(?:it|they|this|these|things|everything|all\s+this)\s)/iu;
const GENERIC_SUBJECT = /^(?:story|history|process|steps?|stages?|phases?|milestones?|levels?|tiers?|flow|workflow|plan|ideas?|things|stuff|situation|setup|set-up|notes|list|data|info|information|content|details|overview|it\s+all|everything|the\s+whole\s+thing|histoire|processus|étapes|geschichte|prozess|ablauf|schritte|historia|proceso|pasos|história|processo|etapas|storia|passi)$/iu;
const AUDIENCE_WORD = /^(?:deck|slides?|presentation|meeting|class|lesson|team|newsletter|website|site|blog|wiki|noticeboard|board|poster|report|handout|handbook|kids|students|boss|parents|committee|review|workshop|training|onboarding|docs?|documentation|readme|pitch|talk|staff|newcomers|starters|hires|clients|customers|door|wall|office|fridge|volunteers|members|visitors|guests|governors|menu|web|page|app|kickoff|kick-off|pack|session|formación|formation|schulung|formazione|formação|sesión|réunion|reunión|riunione|reunião|presentación|présentation|präsentation|presentazione|apresentação|präsentation|besprechung|lezione|aula|clase|cours|unterricht)$/iu;

export interface LeadRequest {
  /** The kind the request names, if it names one. */
  kind?: Kind;
  /** What the drawing is of ("Biglietto del traghetto", "Ablauf einer Großkundenbestellung"), when the sentence says. */
  subject?: string;
}

function subjectAfter(text: string): string | undefined {
  const of = OF.exec(text);
  if (!of) return undefined;
  let subject = of[1]!;
  const end = SUBJECT_END.exec(subject);
  if (end) subject = subject.slice(0, end.index);
  // "a sequence diagram of what happens on a lost card call": the event is the subject.
  subject = subject.replace(/[:：]+$/u, '').replace(/^what\s+happens\s+(?:on|in|at|during|when|after|before|with)\s+/i, '').replace(/\s*[.!?。！？]+$/u, '').replace(LEADING_ARTICLE, '').replace(/^["“«‹„'‘]\s*(.+?)\s*["”»›“'’]$/u, '$1').trim();
  const words = subject.split(/\s+/);
  // A subject is a name, not a clause: short, and no "this"/"these" pointing elsewhere.
  if (!subject || words.length > 8 || /^(?:this|these|that|those|it|them|ça|cela|das|dies|esto|eso|isso|questo)(?!\p{L})/iu.test(subject)) return undefined;
  // "a timeline of our story", "a graphic for the restaurants": a word that names no subject, or who it is for.
  if (GENERIC_SUBJECT.test(subject) || HOW_PHRASE.test(subject) || (/^(?:for|pour|für|para|per)\s/i.test(of[0].trim()) && (words.length <= 2 && /s$/i.test(words.at(-1)!) || AUDIENCE_WORD.test(words.at(-1)!)))) return undefined;
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}

// "Create an Azure hub-spoke network architecture diagram": the words between the article and the kind's name.
const BEFORE_KIND = /^.*(?<!\p{L})(?:a|an|the|our|my|un|une|le|la|notre|mon|ma|ein(?:e[nm]?)?|unser(?:e[nm]?)?|mein(?:e[nm]?)?|el|nuestr[oa]|mi|um|uma|o|nosso|nossa|meu|minha|uno|il|lo|nostr[oa]|mio|mia)\s+((?:[\p{L}\d&'’/-]+\s+){1,6})$/iu;
// Words about the drawing's look or size, not its subject ("a simple clean flowchart").
const LOOK_ADJECTIVE = String.raw`(?:simple|clean|nice|quick|short|small|little|big|large|detailed|basic|rough|neat|proper|modern|minimal|minimalist|colou?rful|professional|hand-?drawn|sketchy|pretty|beautiful|clear|high-level|overall|visual|new|one-page|single|complete|full|comprehensive|interactive|printable|editable|dark|light|landscape|portrait|horizontal|vertical|updated|final|draft|petit|joli|kleine[nmrs]?|schöne[nmrs]?|einfache[nmrs]?|pequeñ[oa]|bonit[oa]|sencill[oa]|piccol[oa]|bell[oa]|semplice)`;
const LOOK_ADJECTIVES = new RegExp(String.raw`^(?:${LOOK_ADJECTIVE}\s+)+`, 'iu');

// Words that make the run before the kind a clause, not a name ("a physiotherapy clinic and want a simple …"), and
// the names of drawing tools ("a Mermaid architecture diagram").
const NOT_A_NAME = /(?<!\p{L})(?:and|or|but|und|oder|et|ou|y|e|o|ed|want|need|like|would|brauche|möchte|ich|je|yo|eu|io|i|we|wir|nous|mermaid|plantuml|uml|draw\.?io|excalidraw|lucid(?:chart)?|visio|figma|miro|graphviz|dot)(?!\p{L})/iu;

function subjectBefore(text: string): string | undefined {
  // The last article before the kind's name starts the run.
  // "the pass-time command flow as a diagram": what stands before "as" is the subject.
  const words = BEFORE_KIND.exec(text.split(/[,;:]/).at(-1)!)?.[1]?.trim().split(/\s(?:as|into|like|using|in\s+(?:a|an|one))(?:\s|$)/i)[0]!.trim();
  if (!words || NOT_A_NAME.test(words)) return undefined;
  const subject = `${words} `.replace(LOOK_ADJECTIVES, '').trim();
  return subject ? subject.charAt(0).toUpperCase() + subject.slice(1) : undefined;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{3}/u;

/**
 * The opening request of a prompt, read as a request when it names a drawing (or the act of drawing) and asks for it,
 * holds no list of its own, and content follows it. Undefined where the sentence is content (or the only lead).
 */
export function readLeadRequest(sentence: string, after: number): LeadRequest | undefined {
  const s = sentence.trim();
  if (!s || s.length > 240 || after < 12 || LIST_SHAPE.test(s)) return undefined;
  // "Draw a sequence diagram where the user logs in": a clause after the drawing is content.
  if (/(?<!\p{L})(?:where|in\s+which|wherein|in\s+dem|en\s+el\s+que|dans\s+lequel|in\s+cui|no\s+qual)(?!\p{L})/iu.test(s)) return undefined;
  // "I need a slide comparing PostgreSQL, MongoDB and DynamoDB": names in a row are content.
  if (/,\s*[^,]+\s(?:and|or|et|ou|und|oder|y|o|e|ed)\s/iu.test(s)) return undefined;
  // A Chinese or Japanese request is read by its own readers.
  if (CJK.test(s)) return undefined;
  const asks = ASK.test(s) || IMPERATIVE.test(s);
  if (!asks) return undefined;
  const drawing = DRAWING.exec(s);
  // The kind's name next to the drawing ("… hub-spoke network architecture diagram": architecture, not hub).
  const names = findKindMentions(s).filter((m) => m.strength === 'name');
  const kind = (drawing ? names.filter((m) => m.index <= drawing.index).at(-1) : names.at(-1)) ?? names[0];
  const at = [drawing && drawing.index + drawing[0].length, kind && kind.index + kind.length].filter((x): x is number => typeof x === 'number');
  if (at.length) {
    const start = Math.min(...[drawing?.index, kind?.index].filter((x): x is number => typeof x === 'number'));
    return { kind: kind?.kind, subject: subjectAfter(s.slice(Math.max(...at))) ?? subjectBefore(s.slice(0, start)) };
  }
  const depicted = DEPICTED.exec(s);
  if (!depicted) return undefined;
  // "I need the rejected-bag process drawn out": the object before the participle; "stell den Ablauf X dar": inside.
  const object = /(?<!\p{L})(?:need|want|like|love|have|get|brauche[n]?|möchte[n]?)\s+(.{3,60}?)\s+$/iu.exec(s.slice(0, depicted.index))?.[1]
    ?? /^(?:stell(?:e|en|t)?|stellen\s+sie)\s+(?:(?:mir|uns|bitte|mal)\s+)*(.{3,80}?)\s+dar/iu.exec(depicted[0])?.[1];
  const subject = object ? object.replace(LEADING_ARTICLE, '').trim() : undefined;
  return { subject: subject && subject.split(/\s+/).length <= 8 ? subject.charAt(0).toUpperCase() + subject.slice(1) : undefined };
}

// Each kind's name as the English readers know it from a lead.
const KIND_PHRASE: Record<Kind, string> = {
  flowchart: 'flowchart', sequence: 'sequence diagram', state: 'state diagram', er: 'ER diagram', class: 'class diagram',
  usecase: 'use case diagram', architecture: 'architecture diagram', swimlane: 'swimlane diagram', gantt: 'Gantt chart',
  timeline: 'timeline', mindmap: 'mind map', hierarchy: 'hierarchy', cycle: 'cycle', pyramid: 'pyramid',
  funnel: 'funnel', venn: 'Venn diagram', matrix: '2x2 matrix', comparison: 'comparison', list: 'list',
  proportion: 'pie chart', hub: 'hub diagram', journey: 'journey map',
};

/** The request in the one form every later reader takes for a lead: "Draw a pyramid of Evidencia científica". */
export function canonicalLead(lead: LeadRequest): string | undefined {
  return lead.subject ? `Draw a ${lead.kind ? KIND_PHRASE[lead.kind] ?? 'diagram' : 'diagram'} of ${lead.subject}` : undefined;
}
