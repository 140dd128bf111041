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
const DRAWING_WORDS = new Set(['branches', 'branch', 'nodes', 'centre', 'center', 'topic', 'main', '分支', '分支有', '中心', '主题', '枝', 'bubble', 'bubbles', 'chart', 'charts', 'diagram', 'diagrams', 'graphic', 'graphics', 'visual', 'picture', 'overlap', 'overlaps', 'circle', 'circles', 'two-circle', 'three-circle', 'who-reports-to-whom', 'org', 'structure', 'grid', '4-box', 'four-box', '2x2', 'boxes', 'arrows', 'cards', 'lanes', 'map', 'tree', 'wheel', 'spokes', 'funnel-ish', 'ish', 'quick', 'simple', 'nice', 'big', 'little', 'round', 'standard', 'of', 'the', 'a', 'an', 'with', 'and', 'some']);

const DOCUMENT_TITLE = /(?:^|\s)(?:homework|assignment|exercise|coursework|spec|specification|draft(?:\s+v?\d+(?:\.\d+)*)?|excerpt|extract|brief|v\d+(?:\.\d+)+)\s*(?:\([^)]*\))?$|^(?:from|per|according\s+to)\s+(?:the|our|my)\s+(?:spec|specification|doc|docs|document|requirements?|brief|minutes|notes|wiki)\b|^(?:stateDiagram(?:-v2)?|erDiagram|sequenceDiagram|classDiagram|flowchart\s+(?:TD|TB|LR|RL|BT)|graph\s+(?:TD|TB|LR|RL|BT)|quadrantChart)\b/iu;
const LAYOUT_TITLE = /^(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:stages?|steps?|boxes|cards|circles|levels|tiers|phases|segments|columns|rows|lanes|bubbles|slices)\s+(?:in\s+(?:a|one)\s+(?:circle|ring|row|column|grid|line|loop)|around\s+(?:a|the)\s+\w+|side\s+by\side|labell?ed\b.*)$/iu;

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
  // "Figures are", "The plan is": a sentence cut before what it says.
  if (/\s(?:is|are|was|were|has|have|will|would|should|must|can|could)$/i.test(t)) return true;
  // "DB design homework", "Interaction spec (draft v0.3)", "From the spec", "stateDiagram-v2 for X": what the text is.
  if (DOCUMENT_TITLE.test(t)) return true;
  // "Six stages in a circle", "Four boxes in a row": how the parts are laid out.
  if (LAYOUT_TITLE.test(t)) return true;
  // "Is how a story gets", "Should be more": the rest of a sentence whose subject was cut off.
  if (/^(?:is|are|was|were|has|have|does|do|did|should|would|could|can|will|must|might)\s/i.test(t)) return true;
  // "帮我做个思维导图", "…を作ってください": a request in Chinese or Japanese.
  if (/^(?:请|請)?(?:帮我|幫我|给我|給我|麻烦|麻煩)|(?:して|作って|描いて|書いて)(?:ください|下さい)$|^(?:做|画|畫)(?:个|一个|一個|一张|一張)?[^，。]{0,6}(?:图|圖)$/u.test(t)) return true;
  const words = t.toLowerCase().split(/\s+/);
  return words.every((w) => DRAWING_WORDS.has(w));
}

// 'Exhibit panel brief - "Two Centuries of Vaccines"', '「米づくりの1年」を円形のサイクル図にしてください': one name in quotes on
// the opening line names the drawing.
const QUOTED = /["“«「『]([^"“”«»「」『』\n]{2,60})["”»」』]/gu;

/** The one quoted name on a prompt's first line, when there is exactly one and the line lists nothing. */
export function quotedNameOnFirstLine(prompt: string): string | undefined {
  const line = prompt.split('\n').find((l) => l.trim())?.trim() ?? '';
  if (line.length > 160) return undefined;
  const found = [...line.matchAll(QUOTED)];
  if (found.length !== 1 || /[:：][^:：]*,[^,]*,/u.test(line) || /->|→/u.test(line)) return undefined;
  const name = found[0]![1]!.trim();
  return /[\p{L}\d]/u.test(name) && !isTalkTitle(name) ? name : undefined;
}

// "Funnel-ish graphic of our graduate hiring this year", "Infra diagram for the shop": a drawing's name before the subject.
const DRAWING_OF = /^(?:[\p{L}-]+\s+){0,2}(?:graphic|diagram|chart|visual|picture|map|infographic|drawing|overview|sketch)\s+(?:of|for|about|on|showing)\s+(?:(?:our|my|the|a|an)\s+)?(\S.{2,80})$/iu;

/** The subject of a title that opens with a drawing's name, or undefined. */
export function subjectOfDrawingTitle(title: string): string | undefined {
  const m = DRAWING_OF.exec(title.trim());
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1) : undefined;
}
