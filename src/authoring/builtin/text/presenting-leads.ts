// A lead that only hands over what follows ("Here's how it goes:", "Roughly:", "So basically:", "Voici comment ça se
// passe :", "So läuft es ab:", "Funciona así:", "Funciona assim:", "Funziona così:") names no subject: it is no title.

const EN = String.raw`(?:(?:ok(?:ay)?|so|right|well|anyway)[,\s]+)?(?:(?:here['’]?s|here\s+is|this\s+is|that['’]?s)\s+(?:how\s+(?:it|this|things?|everything)\s+(?:goes|works|runs|happens|plays\s+out|flows)(?:\s+(?:now|today|currently|at\s+the\s+moment|roughly|basically))?|the\s+(?:process|flow|workflow|procedure|gist|rundown|deal|idea|sequence|order\s+of\s+things)|what\s+happens)|it\s+(?:goes|works|runs)\s+(?:like\s+(?:this|so)|as\s+follows|roughly\s+like\s+this)|(?:the\s+)?(?:steps|process|flow)\s+(?:are|is|goes|go)(?:\s+(?:as\s+follows|like\s+this|roughly))?|as\s+follows|roughly|basically|in\s+short|in\s+brief|briefly|in\s+a\s+nutshell|long\s+story\s+short|tl;?dr|(?:the\s+)?short\s+version|step\s+by\s+step)`;
const FR = String.raw`(?:voici|voilà)\s+(?:comment\s+(?:ça|cela|c['’]est)\s+(?:se\s+passe|marche|fonctionne)|le\s+(?:déroulement|processus|principe))|(?:ça|cela)\s+se\s+passe\s+(?:comme\s+(?:ça|ceci)|ainsi)|en\s+gros|en\s+bref|grosso\s+modo|(?:les\s+)?étapes\s+sont|le\s+processus\s+est\s+le\s+suivant`;
const DE = String.raw`so\s+(?:läuft(?:['’]s|\s+es)\s+ab|funktioniert(?:['’]s|\s+es))|(?:hier\s+ist\s+)?der\s+ablauf(?:\s+ist\s+(?:wie\s+folgt|folgender))?|grob(?:\s+gesagt)?|kurz\s+gesagt|im\s+groben|ungefähr\s+so|folgendermaßen`;
const ES = String.raw`(?:así\s+es\s+como\s+funciona|funciona\s+así|va\s+así|es\s+así|el\s+proceso\s+es\s+(?:el\s+siguiente|así)|(?:estos\s+son\s+)?los\s+pasos(?:\s+son)?|más\s+o\s+menos|en\s+resumen|básicamente)`;
const PT = String.raw`(?:funciona\s+assim|é\s+assim\s+que\s+funciona|o\s+processo\s+é\s+(?:o\s+seguinte|assim)|(?:os\s+)?passos\s+são|mais\s+ou\s+menos|resumindo|basicamente|em\s+resumo)`;
const IT = String.raw`(?:funziona\s+così|ecco\s+come\s+funziona|il\s+processo\s+è\s+(?:il\s+seguente|questo)|(?:i\s+)?passaggi\s+sono|più\s+o\s+meno|in\s+breve|in\s+sintesi|grosso\s+modo|in\s+pratica)`;
const PRESENTING = new RegExp(String.raw`^(?:${EN}|${FR}|${DE}|${ES}|${PT}|${IT})[\s.,:：!…-]*$`, 'iu');

/** Whether a lead only hands over the content that follows it ("Here's how it goes", "Roughly", "So läuft es ab"). */
export function isPresentingLead(lead: string): boolean {
  return PRESENTING.test(lead.trim());
}

/** "Our expense claims, roughly" → "Our expense claims": a hedge after the subject says nothing of it. */
export function withoutTrailingHedge(lead: string): string {
  return lead.replace(/\s*,\s*(?:roughly|basically|in\s+short|in\s+brief|briefly|more\s+or\s+less|en\s+gros|grob|grosso\s+modo|más\s+o\s+menos|mais\s+ou\s+menos|più\s+o\s+meno)\s*$/iu, '');
}
