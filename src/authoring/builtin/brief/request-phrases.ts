// The words of a request that are not its subject, per language: politeness ("please", "bitte", "s'il te plaît",
// "お願いします"), the audience or purpose of the drawing ("for the investor deck", "for my 6th grade biology class",
// "pour ma classe", "para mi clase de ciencias"), how it is to be shown ("shown as bars", "on one slide"), the medium
// alone ("slide", "diagram") and misspelt kind words ("timline", "seqeunce", "flowchat", "diagarm").
// stripRequestPhrases takes them off a title candidate; the subject is what remains.

// Politeness anywhere in a request, each language's own.
const POLITENESS: RegExp[] = [
  /\b(?:please|pls|plz|kindly|thanks?(?:\s+you)?|thx|if\s+you\s+(?:can|could|don'?t\s+mind))\b[,!]?/gi,
  /\b(?:s'il\s+(?:te|vous)\s+pla[iî]t|svp|stp|merci)\b[,!]?/gi,
  /\b(?:bitte|danke)\b[,!]?/gi,
  /\b(?:por\s+favor|gracias|porfa)\b[,!]?/gi,
  /\b(?:per\s+favore|grazie)\b[,!]?/gi,
  /\b(?:obrigad[oa])\b[,!]?/gi,
  // CJK politeness stands at the start or the end only: "申请" holds a "请" that is no "please".
  /(?:でお願いします|をお願いします|お願いします|お願い|ください|下さい)(?=[.!。]?$)/gu,
  /^(?:请|請|麻烦|麻煩)|(?:谢谢|謝謝)(?=[.!。]?$)/gu,
];

// Who or what the drawing is for: "for the investor deck", "for my psych 101 slides", "for my 6th grade class". A
// document can follow any determiner; an event, a group or a site only "my", "our" ("Agenda for the team meeting" and
// "Data model for a blog" are subjects).
const DOCUMENT = String.raw`(?:(?:investor|pitch|sales|board|team|class|school|lecture|training|onboarding|kick-?off|all-?hands|weekly|monthly|quarterly)\s+)?(?:deck|slides?|slide\s?deck|presentation|pitch|keynote|homework|assignment|essay|thesis|poster|handout)`;
const OWN = String.raw`(?:class(?:room)?|course|lesson|lecture|seminar|workshop|paper|report|blog(?:\s+post)?|newsletter|wiki|documentation|readme|meeting|stand-?up|retro(?:spective)?|talk|exam|students|kids|boss|audience|investors|team|website|notes)`;
// The words between "for my" and the medium, none of them a preposition ("for our startup for the deck" keeps "startup").
const FILLER = String.raw`(?:(?!(?:for|to|in|at|of|on|with|and)\s)[\w'’-]+\s+)`;
const AUDIENCE_EN = new RegExp(String.raw`(?:^|[,;]?\s+)(?:for|to\s+(?:show|present|share)\s+(?:to|with|in|at)?|in|at)\s+(?:(?:the\s+|a\s+|an\s+|my\s+|our\s+|his\s+|her\s+|their\s+|your\s+)${FILLER}{0,4}?${DOCUMENT}|(?:my\s+|our\s+|his\s+|her\s+|their\s+|your\s+)${FILLER}{0,4}?${OWN})(?=\s*(?:$|[,.;:!?]))`, 'gi');
// "pour ma classe", "für unsere Präsentation", "para mi clase de ciencias", "per la mia lezione", "para a minha aula".
const AUDIENCE_OTHER = /[,;]?\s+(?:pour|für|para|per)\s+(?:(?:mon|ma|mes|notre|nos|le|la|les|l'|meine[nmr]?|unsere[nmr]?|die|den|das|mi|mis|nuestr[oa]s?|el|la|los|las|la\s+mia|il\s+mio|la\s+nostra|il\s+nostro|a\s+minha|o\s+meu|minha|meu|nossa|nosso)\s+)(?:[\p{L}'’-]+\s+){0,3}?(?:classe|cours|présentation|presentation|réunion|équipe|élèves|étudiants|Präsentation|Klasse|Unterricht|Vorlesung|Besprechung|Team|Schüler|Folien?|clase|presentación|reunión|equipo|alumnos|estudiantes|diapositivas?|lezione|classe|presentazione|riunione|squadra|studenti|aula|apresentação|reunião|equipe|alunos|slides?)(?:\s+(?:de|di|du|des|der)\s+[\p{L}'’-]+)?(?=\s*(?:$|[,.;:!?]))/giu;
// How it is shown, at the end: "shown as bars across the months", "on one slide", "as a one-pager".
const SHOWN_AS = /[,;]?\s+(?:(?:shown|drawn|displayed|presented|laid\s+out|visuali[sz]ed|rendered|plotted)\s+(?:as|in|with|on)\s+.*|on\s+(?:one|a\s+single|a)\s+(?:slide|page)|as\s+a\s+one[- ]pager|in\s+one\s+picture)$/i;
// "compare these plans for me", "a timeline for us": who asks is no part of the subject.
const FOR_ME = /\s+for\s+(?:me|us|myself|ourselves|my\s+(?:self|team)|our\s+team)$/i;
// ", black and white", ", in muted teal tones", ", dark mode": how it looks, after the subject.
const LOOK_AFTER_COMMA = /,\s*(?:(?:in|with|using)\s+)?(?:an?\s+)?(?:(?:[\p{L}-]+\s+){0,3}(?:colou?rs?|tones?|shades?|style|theme|mode|look|palette|background)|black\s+(?:and|&)\s+white|monochrome|gr[ae]yscale|pastels?|hand[- ]drawn|minimal(?:ist)?|sketchy)$/iu;
// A lead that names only the medium or the drawing: "slide", "for my slides", "diagram", "a visual".
const MEDIUM_ONLY = /^(?:(?:a|an|the|my|our|one|new)\s+)?(?:slide|slides|page|poster|deck|diagram|chart|graphic|visual|picture|image|drawing|infographic|one[- ]pager|schaubild|diagramme|diagrama|grafico|gráfico|folie|diapositive|diapositiva)s?$/i;

// Kind words people misspell; a word one or two edits from one of them is that word.
const KIND_WORDS = ['timeline', 'sequence', 'flowchart', 'diagram', 'mindmap', 'hierarchy', 'pyramid', 'architecture', 'swimlane', 'journey', 'comparison', 'matrix', 'funnel', 'schedule', 'roadmap', 'brainstorm', 'organigram', 'infographic'];

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of two neighbours is one edit ("seqeunce").
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j]!, prev2[j - 2]! + 1);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The kind word a misspelt word stands for ("timline" → "timeline", "flowchat" → "flowchart"), or undefined. */
export function kindTypo(word: string): string | undefined {
  const w = word.toLowerCase();
  // "diagrams", "diagrama", "diagramme": the word itself in another form or language.
  if (w.length < 5 || KIND_WORDS.some((k) => w.startsWith(k) || k.startsWith(w))) return undefined;
  // The first letter is rarely the one mistyped ("pipeline" is no "timeline"); long words allow two edits.
  const max = w.length >= 10 ? 2 : 1;
  return KIND_WORDS.find((k) => k[0] === w[0] && editDistance(w, k, max) <= max);
}

/** The text with misspelt kind words written right. */
export function fixKindTypos(text: string): string {
  // Only where a kind word stands: before "for", "of", a kind word or a colon ("timline for", "flowchat of").
  return text.replace(/\b([a-z]{5,14})\b(?=\s*:|\s+(?:for|of|about|on|showing|with|to|diagram|diagarm|chart|map|flow|de|du|des|von|für|para|del|di)\b|\s*$)/gi, (w) => {
    const k = kindTypo(w);
    return k ? (/^[A-Z]/.test(w) ? k.charAt(0).toUpperCase() + k.slice(1) : k) : w;
  });
}

/** True when a lead names only the medium or a drawing, nothing to draw ("slide", "a diagram"). */
export function namesOnlyMedium(lead: string): boolean {
  return MEDIUM_ONLY.test(lead.trim().replace(/[.:!?]+$/, ''));
}

/** A title candidate without politeness, audience and "shown as" phrases; kind words spelt right. */
export function stripRequestPhrases(text: string): string {
  let s = fixKindTypos(text);
  for (const re of POLITENESS) s = s.replace(re, ' ');
  s = s.replace(/\s{2,}/g, ' ').replace(/[\s,;:!]+$/g, '').trim();
  s = s.replace(AUDIENCE_EN, '').replace(AUDIENCE_OTHER, '').replace(SHOWN_AS, '').replace(FOR_ME, '').replace(LOOK_AFTER_COMMA, '');
  return s.replace(/\s{2,}/g, ' ').replace(/^[\s,;:!]+|[\s,;:!]+$/g, '').trim();
}
