// Whether a title the readers found is talk rather than a name: the last check before a diagram goes out. Titles are
// taken from the first words of a prompt, and real prompts open with talk ("Here's how it goes", "Quick one before
// the Monday stand-up", "From our cataloguing wiki", "Someone suggested a BCG matrix"), with where the drawing goes
// ("Smartboard", "Infographic brief"), with how to read it ("De la base a la punta") or with a phrase cut short
// ("Carte du", "Brainstorm dump from yesterday's call re", 'How "Sign'). Such a title is worse than none.

// A word no title ends on: an article, a preposition or a conjunction (en, fr, de, es, pt, it), or "re".
const DANGLING = /\s(?:a|an|the|of|for|to|re|and|or|with|from|on|in|at|by|into|about|du|de|des|d['’]|le|la|les|et|ou|au|aux|pour|sur|avec|der|die|das|den|dem|von|vom|für|und|oder|mit|zum|zur|el|los|las|del|y|con|para|por|os|as|do|da|dos|das|com|di|il|lo|gli|della|dello|per|su|ed)$/iu;

// Talk: who writes, who asks, apologies and fillers.
const TALK_START = /^(?:here['’]?s|here\s+is|here\s+are|roughly|basically|so|ok(?:ay)?|well|sorry|thanks?|please|pls|plz|hi|hey|hello|(?:a\s+)?quick\s+one|one\s+(?:before|for|more)|(?:someone|somebody|anyone|my\s+boss|the\s+boss)\s+(?:suggested|said|asked|wants|wanted|told|mentioned|proposed)|brainstorm\s+dump|(?:copy[- ]?)?pasted?\s+from|from\s+(?:our|my|the)\s+(?:[\p{L}-]+\s+){0,2}(?:wiki|notes|doc|docs|document|report|minutes|spreadsheet|sheet|email|chat|call|meeting|intranet|handbook|survey))(?!\p{L})/iu;
const TALK_WORD = /(?<!\p{L})(?:pls|plz|lol|sorry|thx)(?!\p{L})/iu;

// Where the drawing goes or what the prompt calls itself, alone.
const MEDIUM_ONLY = /^(?:(?:infographic|exhibit|panel|design|creative|project|slide|poster|print|social|instagram|linkedin)\s+)*(?:brief|notes|spec|specs|specification|draft|copy|dump|request|smart\s?board|white\s?board|slide|deck|poster|handout|wiki|one[- ]pager|panel)$/iu;

// How to read the drawing: "from the base to the top", "De la base a la punta", "left to right".
const READING_ORDER = /^(?:(?:from|de|von|da|dalla|desde)\s+)?(?:(?:the|la|le|el|der|die|a)\s+)?(?:bottom|base|top|left|right|basis|unten|oben|links|bas|haut|abajo|arriba|izquierda|baixo|cima|esquerda|fondo|cima|sinistra)\s+(?:to|a|à|en|nach|al|ao|alla)\s+(?:(?:the|la|le|el|der|die|o)\s+)?(?:top|tip|bottom|right|left|punta|cima|haut|bas|oben|unten|rechts|derecha|direita|destra|sommet|spitze|topo|vertice)$/iu;

// Words that only name a drawing or its parts: a title made of them alone names nothing.
const DRAWING_WORDS = new Set(['bubble', 'bubbles', 'chart', 'charts', 'diagram', 'diagrams', 'graphic', 'graphics', 'visual', 'picture', 'overlap', 'overlaps', 'circle', 'circles', 'two-circle', 'three-circle', 'who-reports-to-whom', 'org', 'structure', 'grid', '4-box', 'four-box', '2x2', 'boxes', 'arrows', 'cards', 'lanes', 'map', 'tree', 'wheel', 'spokes', 'funnel-ish', 'ish', 'quick', 'simple', 'nice', 'big', 'little', 'round', 'standard', 'of', 'the', 'a', 'an', 'with', 'and', 'some']);

/** True when a title is talk, a medium, a reading order, a cut phrase or only drawing words. */
export function isTalkTitle(title: string): boolean {
  const t = title.trim().replace(/[.!?:;,…]+$/u, '').trim();
  if (!t) return true;
  // "Where our visitors come from", "What it is for": a question keeps its preposition at the end.
  if (/\s\S+$/u.test(t) && DANGLING.test(t) && !/^(?:where|what|who|which|how)\s/i.test(t)) return true;
  const quotes = (t.match(/["“”]/gu) ?? []).length;
  if (quotes % 2 === 1) return true;
  if (TALK_START.test(t) || TALK_WORD.test(t)) return true;
  if (MEDIUM_ONLY.test(t) || READING_ORDER.test(t)) return true;
  const words = t.toLowerCase().split(/\s+/);
  return words.every((w) => DRAWING_WORDS.has(w));
}
