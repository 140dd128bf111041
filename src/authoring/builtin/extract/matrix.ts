// PromptDoc → 2x2 matrix content: two axes, named quadrants, and items placed by "high X, low Y" words, by the
// axes' own end words ("somewhat text-focused and moderately casual"), by scores ("Reach: 0.3, Engagement: 0.6") or
// by the quadrant they are listed under ("Stars: Cloud Suite", "urgent and important: fix the outage").
import type { MatrixContent } from '../../../spec/content/index.js';
import { capitalize, concise, matchKey } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { languageOf } from '../text/language.js';
import { knownPlace, listedQuadrantNames, positionedNames, readAxes, type Axis, type Quadrant } from './matrix-frame.js';
import { validated, type ExtractContext } from './common.js';
import { readSwot } from './swot.js';

type Item = MatrixContent['items'][number];

// Level words, as [low, high] pairs; "not X" is the low end of X.
const LEVELS: [RegExp, 'low' | 'high'][] = [
  [/^(?:low|lower|less|little|small|smaller|weak|weaker|minor|easy|easier|cheap|cheaper|few|fewer|slow|slower|short[- ]term|existing|current|old|internal|simple|not\s+\w+|non-?\w+|un\w+|neither)$/i, 'low'],
  [/^(?:high|higher|more|big|bigger|large|larger|strong|stronger|major|hard|harder|difficult|expensive|pricier|many|fast|faster|long[- ]term|new|external|complex|very|known)$/i, 'high'],
];
const LEVEL_WORD = String.raw`(?:not\s+known|unknown|not\s+\w+|non-?\w+|low|lower|less|little|small|smaller|weak|weaker|minor|easy|easier|cheap|cheaper|few|fewer|slow|slower|existing|current|old|internal|known|simple|high|higher|more|big|bigger|large|larger|strong|stronger|major|hard|harder|difficult|expensive|pricier|many|fast|faster|new|external|complex)`;
const FREE_ORDER: Quadrant[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];

/** `quadrants` name them before the entries are read; `defaultQuadrants` name those no entry named. */
const KNOWN: { re: RegExp; x: Axis; y: Axis; quadrants?: Partial<Record<Quadrant, string>>; defaultQuadrants?: Record<Quadrant, string> }[] = [
  { re: /\bswot\b|strengths.{0,60}weaknesses.{0,60}opportunities.{0,60}threats/i, x: { label: 'Effect', low: 'Helpful', high: 'Harmful' }, y: { label: 'Origin', low: 'External', high: 'Internal' },
    quadrants: { 'top-left': 'Strengths', 'top-right': 'Weaknesses', 'bottom-left': 'Opportunities', 'bottom-right': 'Threats' } },
  { re: /\beisenhower\b|\burgen(?:t|cy)\b.{0,40}\bimportan(?:t|ce)\b|\bimportan(?:t|ce)\b.{0,40}\burgen(?:t|cy)\b|\bdo\s+(?:it\s+)?(?:first|now)\b.{0,80}\bdelegate\b/is, x: { label: 'Urgency', low: 'Not urgent', high: 'Urgent' }, y: { label: 'Importance', low: 'Not important', high: 'Important' },
    defaultQuadrants: { 'top-right': 'Do', 'top-left': 'Schedule', 'bottom-right': 'Delegate', 'bottom-left': 'Eliminate' } },
  { re: /\bbcg\b|\bgrowth[- ]share\b|\bmarket\s+growth\b.{0,40}\bmarket\s+share\b|\bmarket\s+share\b.{0,40}\bmarket\s+growth\b|\bcash\s+cows?\b.{0,120}\b(?:dogs?|stars?|question\s+marks?)\b|\bstars?\b.{0,120}\bcash\s+cows?\b/is, x: { label: 'Market share', low: 'Low', high: 'High' }, y: { label: 'Market growth', low: 'Low', high: 'High' },
    quadrants: { 'top-right': 'Stars', 'top-left': 'Question marks', 'bottom-right': 'Cash cows', 'bottom-left': 'Dogs' } },
  { re: /\bansoff\b|\bmarket\s+penetration\b.{0,160}\bdiversification\b/is, x: { label: 'Products', low: 'Existing', high: 'New' }, y: { label: 'Markets', low: 'Existing', high: 'New' },
    quadrants: { 'bottom-left': 'Market penetration', 'bottom-right': 'Product development', 'top-left': 'Market development', 'top-right': 'Diversification' } },
  { re: /\bleaders\b.{0,120}\bchallengers\b.{0,120}\b(?:visionaries|niche\s+players)\b/is, x: { label: 'Completeness of vision', low: 'Low', high: 'High' }, y: { label: 'Ability to execute', low: 'Low', high: 'High' },
    quadrants: { 'top-right': 'Leaders', 'top-left': 'Challengers', 'bottom-right': 'Visionaries', 'bottom-left': 'Niche players' } },
];

// The BCG quadrants as they are named in French, Spanish, Portuguese, Italian and German.
const BCG_NAMES: Record<Quadrant, string> = {
  'top-right': 'étoiles?|vedettes?|estrellas?|estrelas?|stell[ae]|sterne?',
  'top-left': "dilemmes?|points?\\s+d['’]interrogation|interrogantes?|incógnitas?|pontos?\\s+de\\s+interrogação|interrogaç(?:ão|ões)|punti\\s+interrogativi|punto\\s+interrogativo|fragezeichen",
  'bottom-right': 'vaches?\\s+à\\s+lait|vacas?\\s+lecheras?|vacas?\\s+leiteiras?|vacc(?:a|he)\\s+da\\s+mungere|milchkühe|milchkuh|melkkühe|melkkuh',
  'bottom-left': 'poids\\s+morts?|canards?\\s+boiteux|perros?|cães|cão|abacaxis?|can[ie]|arme[rn]?\\s+hunde?|hunde?',
};

const ENDS: Record<string, [string, string]> = { fr: ['Faible', 'Élevé'], de: ['Niedrig', 'Hoch'], es: ['Bajo', 'Alto'], pt: ['Baixo', 'Alto'], it: ['Basso', 'Alto'], nl: ['Laag', 'Hoog'], ja: ['低', '高'], zh: ['低', '高'] };

interface Descriptor { noun: string; level: 'low' | 'high'; index: number; end: number; word?: string }

const FOREIGN_LEVEL = /(?<!\p{L})([\p{L}][\p{L}'’-]{2,})\s+(élevée?s?|elevee?s?|faibles?|fortes?|forts?|hautes?|haut|basses?|bas|hoch|hohe[rn]?|niedrig(?:e[rn]?)?|geringe?[rn]?|alt[oa]s?|baj[oa]s?|baix[oa]s?|bass[oa]|elevad[oa]s?)(?!\p{L})/gu;
const FOREIGN_HIGH = /^(?:élev|elev|fort|haut|hoch|hohe|alt)/i;

/** "high impact, low effort", "known to self and not known to others", "existing products in new markets". */
function descriptors(text: string): Descriptor[] {
  const out: Descriptor[] = [];
  const t = text.toLowerCase();
  const re = new RegExp(`\\b(${LEVEL_WORD})[- ]+(?:to\\s+|by\\s+|in\\s+|for\\s+)?(?:the\\s+)?([a-z][\\w-]*)|\\b([a-z][\\w-]*)\\s*(?:is\\s+|:\\s*|=\\s*)(${LEVEL_WORD})\\b`, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    const word = (m[1] ?? m[4]).trim();
    let noun = (m[2] ?? m[3]).replace(/s$/, '');
    let level = LEVELS.find(([r]) => r.test(word))?.[1];
    if (/^(?:not\s+|non-?|un)/.test(word) && !m[2]) level = 'low';
    if (/^(?:and|or|but|the|a|an|to|in|of)$/.test(noun)) continue;
    if (/^not\s+(\w+)/.test(word) && /^(?:to|by|in|for)$/.test(noun)) noun = word.replace(/^not\s+/, '');
    if (level) out.push({ noun, level, index: m.index, end: m.index + m[0].length });
  }
  // French, German, Spanish, Portuguese, Italian: the level after its noun ("risque élevé", "importance faible").
  for (const m of t.matchAll(FOREIGN_LEVEL)) {
    const noun = m[1]!.replace(/^(?:l'|d')/, '');
    if (/^(?:et|und|y|e|ou|oder|o|mais|aber|pero|ma)$/.test(noun)) continue;
    out.push({ noun, level: FOREIGN_HIGH.test(m[2]!) ? 'high' : 'low', index: m.index!, end: m.index! + m[0].length, word: m[2] });
  }
  // Adjective axes: "urgent", "important", "not urgent".
  for (const a of t.matchAll(/\b(not\s+|non-?|un)?(urgent|important|visible|feasible|likely|valuable)\b/g)) {
    if (!out.some((d) => d.noun === a[2])) out.push({ noun: a[2], level: a[1] ? 'low' : 'high', index: a.index!, end: a.index! + a[0].length });
  }
  return out;
}

const stem = (w: string) => w.toLowerCase().replace(/(?:ance|ence|ency|ancy|ent|ant|ness|ity|s)$/, '').slice(0, 5);

export function extractMatrix(ctx: ExtractContext): MatrixContent {
  const { doc } = ctx;
  const text = doc.text;
  // A SWOT written in any language: its own headings and axes in its language.
  const swot = readSwot(text);
  const known = swot ? { ...KNOWN[0]!, x: swot.x, y: swot.y, quadrants: { ...(KNOWN[0]!.quadrants), ...swot.quadrants } } : KNOWN.find((k) => k.re.test(text));
  let { x, y } = readAxes(text);
  if (!x || !y) {
    // "impact vs effort": the first named is vertical, as in "plot Y against X".
    // "a 2x2 of market growth (low/high) vs route profitability (low/high)": each axis with its ends in brackets.
    const vs = /\b([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*\((?:low|high)\s*\/\s*(?:low|high)\)\s+(?:vs\.?|versus|against|and|by|x|×)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*\((?:low|high)\s*\/\s*(?:low|high)\)/i.exec(text)
      ?? /\b([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:vs\.?|versus|against|x|×)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:matrix|grid|quadrants?|chart|2x2|map)\b/i.exec(text)
      ?? /\b(?:matrix|grid|2\s?x\s?2|quadrants?)\s+(?:of|by|for|with|on)\s+([a-z][\w-]*)\s+(?:vs\.?|versus|and|against|by|\/)\s+([a-z][\w-]*)/i.exec(text)
      ?? /\b([a-z][\w-]*)\s+(?:vs\.?|versus|against)\s+([a-z][\w-]*)/i.exec(text);
    if (vs) {
      y ??= { label: capitalize(vs[1].replace(/^(?:an?|the|by)\s+/i, '')), low: 'Low', high: 'High' };
      x ??= { label: capitalize(vs[2]), low: 'Low', high: 'High' };
    }
  }

  // Quadrant names: those of a known framework, those written with a position, those listed without one.
  const quadrants: Partial<Record<Quadrant, { label: string; description?: string }>> = {};
  if (known?.quadrants) for (const [q, label] of Object.entries(known.quadrants)) quadrants[q as Quadrant] = { label: label! };
  // "Estrelas: …", "Vacas leiteiras: …": a framework's quadrants keep the names the prompt writes in its language.
  if (known === KNOWN[2]) for (const [q, names] of Object.entries(BCG_NAMES)) {
    const said = new RegExp(String.raw`(?<!\p{L})(?:${names})(?!\p{L})`, 'iu').exec(text)?.[0];
    if (said && quadrants[q as Quadrant]) quadrants[q as Quadrant] = { label: capitalize(said) };
  }
  const positioned = positionedNames(text);
  for (const p of positioned) quadrants[p.quadrant] = { label: p.label };
  const listed = listedQuadrantNames(text.split(/\n|(?<=[.!?])\s+(?=\p{Lu})/u));
  // "Quick wins / Big bets / …": names that say where they sit wait for the axes.
  const placeLater: string[] = [];
  for (const name of listed) {
    if (findQuadrantNamed(name, quadrants)) continue;
    if (positioned.length === 0 && listed.every((n) => knownPlace(n))) { placeLater.push(name); continue; }
    const free = FREE_ORDER.find((q) => !quadrants[q]);
    if (free) quadrants[free] = { label: name };
  }

  // "the cider is a star (growing fast), the cheddar is our cash cow, …": things told as members of named quadrants.
  const told = doc.statements.map((st) => ({ text: st.text, found: toldInQuadrant(st.text, quadrants) })).filter((t) => t.found.length > 0);
  const toldTexts = new Set(told.map((t) => t.text));
  const entries = matrixEntries(doc.statements.map((s) => s.text).filter((t) => !toldTexts.has(t)), doc.items);
  // "strengths are the big parking lot and our member base", "weaknesses - no pool": a quadrant's name, then its items.
  const parsed = entries.map((t) => {
    const q = QUADRANT_LEAD.exec(t);
    return q && findQuadrantNamed(q[1]!, quadrants) ? { name: q[1]!, descriptor: q[2]! } : splitEntry(t);
  });
  // A known framework's axes come before axes guessed from the descriptors.
  if (known && !x && !y) { x = known.x; y = known.y; }
  // Axes from the descriptors when the prompt does not name them.
  if (!x || !y) {
    const nouns = new Map<string, number>();
    for (const p of parsed) for (const d of descriptors(p.descriptor)) nouns.set(d.noun, (nouns.get(d.noun) ?? 0) + 1);
    const top = [...nouns.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
    if (top.length >= 2) {
      const lowHigh = (noun: string): Axis => {
        const words = new Set<string>();
        for (const p of parsed) for (const m of p.descriptor.toLowerCase().matchAll(new RegExp(`\\b(${LEVEL_WORD})[- ]+(?:to\\s+|in\\s+)?(?:the\\s+)?${noun}`, 'g'))) words.add(m[1]);
        for (const p of parsed) for (const d of descriptors(p.descriptor)) if (d.word && d.noun === noun) words.add(d.word);
        const lows = [...words].filter((w) => LEVELS[0][0].test(w) || (!FOREIGN_HIGH.test(w) && FOREIGN_LEVEL.source.includes(w.slice(0, 3))));
        const highs = [...words].filter((w) => LEVELS[1][0].test(w) || FOREIGN_HIGH.test(w));
        return { label: capitalize(noun), low: capitalize(lows[0] ?? 'low'), high: capitalize(highs[0] ?? 'high') };
      };
      y ??= lowHigh(top[0]);
      x ??= lowHigh(top[1]);
    }
  }
  if (known && (!x || !y)) { x ??= known.x; y ??= known.y; }
  x ??= { label: 'X', low: 'Low', high: 'High' };
  y ??= { label: 'Y', low: 'Low', high: 'High' };
  for (const name of placeLater) {
    const at = placeBy(knownPlace(name)!, x, y);
    const q = at && !quadrants[at.quadrant] ? at.quadrant : FREE_ORDER.find((f) => !quadrants[f]);
    if (q) quadrants[q] = { label: name };
  }

  const items: Item[] = [];
  const keyed: Partial<Record<Quadrant, string>> = {};
  // "Someone suggested a BCG matrix": who suggested it is no part of the title.
  let title = doc.title?.replace(SUGGESTED, '') || doc.title;
  const seen = new Set<string>();
  const push = (label: string, where: Partial<Item>): void => {
    // "gym, dentist, tax return, netflix": several things, none placed, are several items.
    const several = /,/.test(label) ? splitList(label) : [];
    if (several.length >= 3 && several.every((x) => x.split(/\s+/).length <= 4 && descriptors(x).length === 0)) { several.forEach((x) => push(x, where)); return; }
    const l = concise(label.replace(/^(?:place|plot|put|add|show|mark|position)\s+/i, '')).label;
    const k = matchKey(l);
    // "SWOT for Rosie's Bakery (small bakery)" names the matrix: the title, not a thing placed in it.
    if (!l || seen.has(k) || findQuadrantNamed(l, quadrants) || (title && k === matchKey(title))) return;
    // In a SWOT every point sits under a heading: a line under none names the analysis.
    if (FRAME_WORD.test(l) || (swot && !where.quadrant && where.x === undefined)) { title ??= l; return; }
    seen.add(k);
    items.push({ label: l, ...where });
  };
  // One scale for every score: the largest written says whether they are out of 1, 5, 10 or 100.
  const maxScore = Math.max(0, ...parsed.flatMap((p) => [...p.descriptor.matchAll(/[:=]\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]))));
  const scale = maxScore <= 1 ? 1 : maxScore <= 5 ? 5 : maxScore <= 10 ? 10 : 100;
  // "自社ブランド「SoundLeaf」は低価格・高音質、A社は高価格・高音質", "A品牌是低价格、高音质": levels said with 低/高 before each axis.
  for (const c of cjkPlacements(text, x, y)) push(c.label, { quadrant: c.quadrant });
  for (const t of told) for (const f of t.found) push(f.name, { quadrant: f.quadrant });
  for (const p of parsed) {
    // "Center: Company vision" puts the thing in the middle.
    if (/^(?:cent(?:er|re)|middle|core)$/i.test(p.name.trim()) && p.descriptor) { push(p.descriptor, { x: 0.5, y: 0.5 }); continue; }
    const scored = scores(p.descriptor, x, y, scale);
    if (scored) { push(p.name, scored); continue; }
    const namedQ = findQuadrantNamed(p.name, quadrants);
    if (namedQ && p.descriptor) {
      // "Strengths: loyal customers, fresh recipes" lists the items of a named quadrant; "Do first: urgent and
      // important" says where the named quadrant is.
      const place = placeBy(p.descriptor, x, y);
      if (place && !quadrantsFixed(known, positioned, namedQ)) { moveQuadrant(quadrants, namedQ, place.quadrant); continue; }
      quadrantItems(p.descriptor).forEach((r) => push(r, { quadrant: namedQ }));
      continue;
    }
    const place = p.descriptor ? placeBy(p.descriptor, x, y) : undefined;
    if (!place) {
      if (p.descriptor) {
        // "Leaders: Acme, Globex" where the key is a quadrant name the prompt did not place.
        const free = isQuadrantName(p.name) ? FREE_ORDER.find((q) => !quadrants[q]) : undefined;
        if (free && splitList(p.descriptor).length >= 1) {
          quadrants[free] = { label: concise(p.name).label };
          splitList(p.descriptor).forEach((r) => push(r, { quadrant: free }));
          continue;
        }
      }
      if (p.name && looksLikeName(p.name) && (!p.descriptor || looksLikeName(p.descriptor))) push(p.name, {});
      continue;
    }
    if (isQuadrantName(p.name) && !quadrants[place.quadrant]) { quadrants[place.quadrant] = { label: concise(p.name).label, description: p.descriptor }; continue; }
    // "urgent and important: finish the tax return, client escalation": each listed thing is an item.
    // "Residents on High St, Cycling club": a level word on no axis ("High St") is part of a name.
    const onAxis = descriptors(p.name).filter((d) => [x, y].some((a) => stem(a.label) === stem(d.noun)));
    const names = onAxis.length === 0 ? splitList(p.name) : [p.name];
    for (const n of names) push(n, place.exact ? { x: place.x, y: place.y } : { quadrant: place.quadrant });
    // The user's own words for the quadrant ("urgent + important") head it: as its name, or under a framework's name.
    // "Quick wins (high impact, low effort): a, b": the name before the bracket that places it names the quadrant.
    const namedBy = /^([^():]{2,40}?)\s*\(([^()]+)\)$/.exec(p.descriptor.trim());
    if (namedBy && !place.exact && (descriptors(namedBy[1]!).length === 0 || isQuadrantName(namedBy[1]!)) && descriptors(namedBy[2]!).length >= 1) quadrants[place.quadrant] ??= { label: capitalize(namedBy[1]!.trim()) };
    const key = placingKey(`${p.descriptor}: ${p.name}`);
    if (key && !place.exact && !/^(?:neither|none|both)$/i.test(key.trim())) keyed[place.quadrant] ??= capitalize(key.trim());
  }
  if (known?.defaultQuadrants && known.x === x && known.y === y) {
    for (const [q, label] of Object.entries(known.defaultQuadrants)) quadrants[q as Quadrant] ??= { label };
  }
  for (const [q, words] of Object.entries(keyed) as [Quadrant, string][]) {
    const named = quadrants[q];
    if (!named) quadrants[q] = { label: words };
    else if (!named.description && matchKey(named.label) !== matchKey(words) && !matchKey(words).includes(matchKey(named.label))) named.description = words;
  }
  // "Low"/"High" written in the prompt's own language.
  const ends = ENDS[languageOf(text) === 'cjk' ? (/[\u3040-\u30ff]/u.test(text) ? 'ja' : 'zh') : languageOf(text) ?? 'en'];
  const local = (a?: Axis) => (a && ends ? { ...a, low: a.low === 'Low' ? ends[0] : a.low, high: a.high === 'High' ? ends[1] : a.high } : a);
  return validated('matrix', { title, x_axis: local(x), y_axis: local(y), quadrants, items: items.slice(0, 40) });
}

// "the cheddar is our cash cow", "jam is honestly a dog", "le cidre est une vedette", "der Käse ist unsere Milchkuh".
const IS_A = /^(?:and\s+|et\s+|und\s+|y\s+|e\s+)?(?:the\s+|our\s+|le\s+|la\s+|les\s+|l['’]|der\s+|die\s+|das\s+|el\s+|los\s+|las\s+|o\s+|a\s+|os\s+|as\s+|il\s+|lo\s+|gli\s+)?([^,;:()]{2,40}?)\s+(?:is|are|counts\s+as|est|sont|ist|sind|es|son|é|são|è|sono)\s+(?:(?:honestly|clearly|probably|definitely|basically|really|still|now|already|obviously|more\s+of|kind\s+of|sort\s+of|clairement|vraiment|eindeutig|wohl|claramente|chiaramente)\s+)?(?:(?:a|an|our|the|one\s+of\s+(?:the|our)|un|une|notre|nos|ein|eine|einer|unser|unsere|una|nuestro|nuestra|um|uma|nosso|nossa|il|lo|la|nostro|nostra)\s+)?([^,;:()]{2,30}?)\s*(?:\([^()]*\))?$/i;

/** "une vedette", "ein armer Hund": a BCG quadrant said in the singular of another language, when the matrix is a BCG. */
function bcgNamed(s: string, quadrants: Partial<Record<Quadrant, { label: string }>>): Quadrant | undefined {
  if (!quadrants['bottom-right'] || !/cash\s+cows|vach|vaca|vacc|milch|melk/i.test(quadrants['bottom-right'].label)) return undefined;
  return (Object.keys(BCG_NAMES) as Quadrant[]).find((q) => new RegExp(String.raw`^(?:${BCG_NAMES[q]})$`, 'iu').test(s.trim()));
}

/** Clauses "X is a <quadrant name>" in a sentence, each a thing and the quadrant it is told to belong to. */
function toldInQuadrant(sentence: string, quadrants: Partial<Record<Quadrant, { label: string }>>): { name: string; quadrant: Quadrant }[] {
  if (Object.keys(quadrants).length < 2) return [];
  const clauses = sentence.replace(/^[^:]{0,40}:\s+/, '').replace(/[.!?]+$/, '').split(/(?:,|;)\s+(?![^()]*\))|\s+(?:and|et|und|y|e)\s+(?=[^,;()]{2,40}?\s(?:is|are|est|ist|es|é|è)\s)/);
  const out: { name: string; quadrant: Quadrant }[] = [];
  for (const c of clauses) {
    const m = IS_A.exec(c.trim());
    const q = m ? findQuadrantNamed(m[2]!, quadrants) ?? bcgNamed(m[2]!, quadrants) : undefined;
    // "… low share — which are our stars": a question about the entries names none of them.
    if (m && q && m[1]!.split(/\s+/).length <= 5 && !/\b(?:which|what|who|where|how|they|these|those|it)\b|[—–?]/i.test(m[1]!)) out.push({ name: capitalize(m[1]!.trim()), quadrant: q });
  }
  return out;
}

const SUGGESTED = /^(?:someone|somebody|my\s+\w+|our\s+\w+|the\s+(?:board|boss|team|client)|we|i|they|he|she)\s+(?:suggested|recommended|proposed|mentioned|wants?|asked\s+for|needs?)\s+(?:(?:a|an|the|using|doing)\s+)?(?=\S)/i;

const QUADRANT_LEAD = /^([^:,;()]{2,30}?)\s*(?::|\s[-–—]\s|\s+(?:are|is|include|includes)\s+)\s*(.+)$/i;

/**
 * The items listed under a quadrant: "no pool, and the lease is only 5 yrs"; also "A and B" when both are phrases of
 * their own ("the big parking lot and our existing member base", "a budget gym opening nearby and rising energy prices").
 */
function quadrantItems(text: string): string[] {
  const parts = splitList(text);
  const last = parts[parts.length - 1];
  const two = last ? /^(.+?)\s+and\s+(.+)$/i.exec(last) : null;
  if (!two) return parts;
  const words = (x: string) => x.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length;
  const [a, b] = [two[1]!, two[2]!];
  const phrases = words(a) >= 2 && words(b) >= 2 && (DETERMINER_START.test(b) || (words(a) >= 3 && words(b) >= 2 && /^\p{L}+ing\b/u.test(b)));
  return phrases ? [...parts.slice(0, -1), a, b] : parts;
}
const DETERMINER_START = /^(?:the|our|a|an|their|its|his|her|my|your|this|that|these|those)\s/i;

const FRAME_WORD = /\b(?:swot|dafo|foda|fofa|eisenhower|bcg|ansoff|matri(?:x|ces)|2\s?x\s?2|quadrants?|grid|(?:four|4)[- ]box)\b/i;
const LEVELS_TO_NAME = new RegExp(String.raw`^(${LEVEL_WORD}[- ]+[\p{L}-]+\s*(?:,|and|\/|\+|&)\s*${LEVEL_WORD}[- ]+[\p{L}-]+)\s*(?:->|→|=>|⇒|[-–—=]|:)\s*([^:()]{2,40}?)\s*[:：]\s*(\S.*)$`, 'iu');
const AXIS_TEXT = /\b(?:x|y|horizontal|vertical)[- ]?ax[ie]s\b|(?<![\p{L}])[xy]\s*=\s*\p{L}|(?:x|y)\s*[軸轴]|横軸|縦軸|横轴|纵轴|\b(?:eixo|eje|axe|asse)\s+(?:x|y|horizontal|vertical|verticale|orizzontale)\b|\b[xy]-achse\b|\b(?:two|both|the)\s+axes\s*:/iu;
const QUADRANT_NAMES_TEXT = /(?:top|upper|bottom|lower)[- ]?(?:left|right)\s*(?:quadrant\s*)?[:=]|[左右][上下](?:の象限)?[:：]|\bquadrants?\s*(?:are|:)|\bcategori[sz]ed\b|\blabel\s+the\s+quadrants\b/iu;

/** Statements → entries: one per "name: descriptor" pair, however many a line holds. */
function matrixEntries(statements: string[], items: { text: string; children: { text: string }[] }[]): string[] {
  const texts: string[] = [];
  for (const s of statements) texts.push(s);
  // Children of a listed item are its entries ("Quadrant 1 (Top-left): Market analysis" → its points).
  for (const it of items) for (const c of it.children) texts.push(`${it.text.replace(/:\s*$/, '')}: ${c.text}`);
  const out: string[] = [];
  for (const raw of texts) {
    // "High power, high interest -> Manage closely: A, B": the levels, the quadrant's name, its items; read as
    // "Manage closely (high power, high interest): A, B".
    const t0 = raw.replace(/\*\*/g, '').trim().replace(LEVELS_TO_NAME, (_m, lv: string, name: string, rest: string) => `${name.trim()} (${lv.trim()}): ${rest}`);
    if (!t0 || QUADRANT_NAMES_TEXT.test(t0)) continue;
    // "... with cost on the x axis and value on the y axis: A (cheap, useful), B (...)": the entries follow the colon.
    const axisAt = t0.search(AXIS_TEXT);
    const listAfter = axisAt >= 0 ? t0.slice(axisAt).search(/[:：]\s/u) : -1;
    const firstColon = t0.search(/[:：]\s/u);
    // An axis named inside an entry ("Facebook: the middle of both axes") leaves the entry as it is.
    if (axisAt >= 0 && listAfter < 0 && !(firstColon >= 0 && firstColon < axisAt)) continue;
    const body = axisAt >= 0 && listAfter >= 0 && !(firstColon >= 0 && firstColon < axisAt) ? t0.slice(axisAt + listAfter + 2) : t0;
    for (const part of body.split(/;\s*/)) {
      // "Platforms: Twitter: text-focused, Instagram: visual": a heading key, then pairs split before each name.
      // "… — which are our stars and which are the dogs?": a question about the entries, not one of them.
      let t = part.trim().replace(/\s+[—–]\s+(?:which|what|who|how|where)\b.*$/i, '').replace(/[.!]+$/, '');
      // "by growth and share: e-bikes high growth and high share, kids' bikes low growth but high share, …": one entry
      // per listed thing that carries its levels.
      const listed = /^[^:]{3,160}:\s+(.+)$/.exec(t);
      const parts = (listed ? listed[1]! : t).split(/\s*[,;]\s+(?:and\s+)?/);
      if (parts.length >= 2 && parts.every((x) => descriptors(x).length >= 2)) { out.push(...parts); continue; }
      const heading = /^([^:]{1,40}):\s+(?=[^:,]{1,40}:\s)/.exec(t);
      if (heading) t = t.slice(heading[0].length);
      // Not before a score of the same entry ("Campaign A - Reach: 0.3, Engagement: 0.6").
      const pairs = t.split(/(?:,\s+|[、，]\s*)(?=[\p{Lu}\p{N}][\p{L}\p{N}+#.&'’-]*(?:\s+[\p{L}\p{N}+#.&'’-]+){0,3}\s*[:：](?!\s*[\d.]+\s*(?:%|\/\s*\d+)?\s*(?:[,;]|$)))/u);
      // "Python (easy, slow), Rust (hard, fast)": names with their placing words in brackets.
      // "urgent + important: pay rent (due tomorrow), finish tax return": a placing key keeps its list whole.
      out.push(...pairs.flatMap((p) => (/\)\s*,\s*\S/.test(p) && !placingKey(p) ? splitList(p) : [p])).map((p) => p.trim()).filter(Boolean));
    }
  }
  return out;
}

/** The entry's name and its placing words, whichever side of the separator each is on. */
function splitEntry(t: string): { name: string; descriptor: string } {
  const key = placingKey(t);
  if (key) return { name: t.slice(key.length).replace(/^\s*:\s*/, ''), descriptor: key };
  const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(t);
  if (paren) return { name: paren[1], descriptor: paren[2] };
  // "e-bikes high growth and high share", "cargo bikes high growth with low share": the name, then its levels.
  const ds = descriptors(t);
  if (ds.length >= 2 && ds[0]!.index > 2 && !/[:=]|\s[-–—]\s/.test(t) && !/^(?:neither|both|none|not|very|quite)\b/i.test(t)) {
    const name = t.slice(0, ds[0]!.index).replace(/\s+(?:with|and|but|has|have|is|are|at|in)\s*$/i, '').trim();
    if (name && name.split(/\s+/).length <= 6) return { name, descriptor: t.slice(ds[0]!.index) };
  }
  const sep = /^(.+?)\s*(?::|\s[-–—]\s|=|\s+is\s+|\s+are\s+)\s*(.+)$/i.exec(t);
  if (!sep) return { name: t, descriptor: '' };
  const [a, b] = [sep[1].trim(), sep[2].trim()];
  // "neither: browse social media", "both: ...": the word places the entry.
  if (/^(?:neither|none|both)$/i.test(a)) return { name: b, descriptor: a };
  if (/^(?:neither|none|both)$/i.test(b)) return { name: a, descriptor: b };
  const da = descriptors(a).length;
  const db = descriptors(b).length;
  // The side that carries the level words places the entry; the other side names it.
  return da > db ? { name: b, descriptor: a } : { name: a, descriptor: b };
}

/** "urgent + important: …", "neither: …": a key before the first colon (and before any bracket) that places what follows. */
function placingKey(t: string): string | undefined {
  const m = /^([^:()]{1,40}):\s*\S/.exec(t);
  if (!m) return undefined;
  const k = m[1].trim();
  return /^(?:neither|none|both)$/i.test(k) || descriptors(k).length >= 2 ? m[1] : undefined;
}

function looksLikeName(s: string): boolean {
  const t = s.trim();
  // A CJK name is short; a long run is a sentence ("…を作成してください").
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t) && (t.replace(/\s/g, '').length > 12 || /ください|して|请|請/u.test(t))) return false;
  return t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 5 && !/\b(?:matrix|quadrants?|2x2|axis|axes|window|colou?rs?|if\s+possible|should|please|use)\b/i.test(t) && !/[.!?]\s/.test(t);
}

function isQuadrantName(s: string): boolean {
  // "Plan the roadmap" is something to do; quadrants have short names without articles ("Quick wins").
  if (/\b(?:the|a|an|my|our|your|their)\b/i.test(s) || s.trim().split(/\s+/).length > 3) return false;
  return /\b(?:wins?|fill[- ]?ins?|projects?|thankless|money\s+pits?|do|delegate|schedule|delete|eliminate|drop|stars?|cash\s+cows?|dogs?|question\s+marks?|avoid|plan|quick|major|low[- ]hanging|time\s+sinks?|luxur(?:y|ies)|leaders?|challengers?|visionar(?:y|ies)|niche|open|blind|hidden|unknown|penetration|development|diversification|strengths?|weaknesses|opportunities|threats)\b/i.test(s) || /^(?:do|drop|delegate|schedule|eliminate)\b/i.test(s);
}

function quadrantsFixed(known: (typeof KNOWN)[number] | undefined, positioned: { quadrant: Quadrant }[], q: Quadrant): boolean {
  return !!known?.quadrants?.[q] || positioned.some((p) => p.quadrant === q);
}

function moveQuadrant(quadrants: Partial<Record<Quadrant, { label: string; description?: string }>>, from: Quadrant, to: Quadrant): void {
  if (from === to) return;
  const a = quadrants[from];
  const b = quadrants[to];
  quadrants[to] = a;
  if (b) quadrants[from] = b; else delete quadrants[from];
}

// Scale words of common axes, lowest first: an item said to be "growing" sits high on growth.
const SCALES: { axis: RegExp; low: RegExp; high: RegExp }[] = [
  { axis: /\bgrowth\b|\bgrow/i, low: /\b(?:flat|shrinking|declining|stagnant|falling|static|not\s+growing|no\s+growth)\b/, high: /\b(?:growing|grows|booming|rising|expanding|fast[- ]growing)\b/ },
  { axis: /\bprofit/i, low: /\b(?:losing\s+money|loss[- ]making|unprofitable|break[- ]even|low[- ]margin)\b/, high: /\b(?:profitable|lucrative|high[- ]margin)\b/ },
  { axis: /\bshare\b/i, low: /\b(?:small|tiny|niche|minor)\b/, high: /\b(?:big|large|dominant|leading)\b/ },
];

interface Place { quadrant: Quadrant; exact: boolean; x: number; y: number }

// How far along an axis a modifier puts a thing: "very visual" near the end, "somewhat text-focused" near the middle.
const STRONG = /\b(?:very|extremely|highly|most|super|really|totally|fully|strongly)\s+$/i;
const MILD = /\b(?:somewhat|slightly|moderately|fairly|a\s+bit|mildly|leaning|partly|kind\s+of|rather)\s+$/i;

function extent(desc: string, index: number, level: 'low' | 'high'): { v: number; exact: boolean } {
  const before = desc.slice(Math.max(0, index - 24), index);
  const d = STRONG.test(before) ? 0.42 : MILD.test(before) ? 0.13 : 0.28;
  return { v: level === 'high' ? 0.5 + d : 0.5 - d, exact: STRONG.test(before) || MILD.test(before) };
}

/** Words that name each end of an axis: "Text-focused" → text; the words both ends share say nothing. */
function endWords(axis: Axis): { low: string[]; high: string[] } {
  const ws = (s?: string): string[] => (s && !/^(?:low|high)$/i.test(s) ? [...(s.toLowerCase().match(/\p{L}{3,}/gu) ?? [])] : []);
  const low = ws(axis.low);
  const high = ws(axis.high);
  return { low: low.filter((w) => !high.includes(w)).map(stem), high: high.filter((w) => !low.includes(w)).map(stem) };
}

/** "テキスト寄りでややカジュアル" on axes テキスト中心 → 視覚中心 and プロフェッショナル → カジュアル: each end without the part both share. */
function cjkLevel(desc: string, axis: Axis): { v: number; exact: boolean } | undefined {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  if (!axis.low || !axis.high || !cjk.test(axis.low + axis.high) || !cjk.test(desc)) return undefined;
  let [a, b] = [axis.low, axis.high];
  while (a.length > 1 && b.length > 1 && a[a.length - 1] === b[b.length - 1]) { a = a.slice(0, -1); b = b.slice(0, -1); }
  while (a.length > 1 && b.length > 1 && a[0] === b[0]) { a = a.slice(1); b = b.slice(1); }
  const hits = [{ i: desc.indexOf(a), level: 'low' as const }, { i: desc.indexOf(b), level: 'high' as const }].filter((h) => h.i >= 0).sort((p, q) => p.i - q.i);
  const h = hits[0];
  if (!h) return /中間|真ん中|中央|中间/u.test(desc) ? { v: 0.5, exact: true } : undefined;
  const before = desc.slice(Math.max(0, h.i - 4), h.i);
  const d = /非常に|とても|最も|極めて|非常|最|很/u.test(before) ? 0.42 : /やや|少し|わりと|稍|略/u.test(before) ? 0.13 : 0.3;
  return { v: h.level === 'high' ? 0.5 + d : 0.5 - d, exact: d !== 0.3 };
}

/** "high impact, low effort" → the quadrant of high y and low x; modifiers ("very", "somewhat") give exact spots. */
function placeBy(desc: string, x: Axis, y: Axis): Place | undefined {
  if (/^\s*(?:neither|none)\b/i.test(desc)) return { quadrant: 'bottom-left', exact: false, x: 0.25, y: 0.25 };
  if (/^\s*both\s*$/i.test(desc)) return { quadrant: 'top-right', exact: false, x: 0.75, y: 0.75 };
  if (/\b(?:middle|cent(?:er|re))\b/i.test(desc) && /\b(?:both|all|the)\b/i.test(desc)) return { quadrant: 'top-right', exact: true, x: 0.5, y: 0.5 };
  const ds = descriptors(desc);
  const lower = desc.toLowerCase();
  const used: [number, number][] = [];
  const level = (axis: Axis): { v: number; exact: boolean } | undefined => {
    const key = stem(axis.label.split(/\s+/).pop() ?? '');
    const first = stem(axis.label.split(/\s+/)[0] ?? '');
    const d = ds.find((v) => stem(v.noun) === key || stem(v.noun) === first);
    if (d) { used.push([d.index, d.end]); return extent(lower, d.index, d.level); }
    const cjk = cjkLevel(desc, axis);
    if (cjk) return cjk;
    // The axis's own end words: "text-focused" on a Text-focused → Visual-focused axis.
    const ends = endWords(axis);
    const words = [...lower.matchAll(/\p{L}{3,}/gu)];
    for (const w of words) {
      const s = stem(w[0]);
      const side = ends.high.includes(s) ? 'high' : ends.low.includes(s) ? 'low' : undefined;
      if (side) { used.push([w.index!, w.index! + w[0].length]); return extent(lower, w.index!, side); }
    }
    // "growing", "flat", "very profitable", "losing money": words that say where on a growth or profit axis.
    const scale = SCALES.find((sc) => sc.axis.test(axis.label));
    const low = scale?.low.exec(lower);
    const high = low ? null : scale?.high.exec(lower);
    const hit = low ?? high;
    if (hit) { used.push([hit.index, hit.index + hit[0].length]); return extent(lower, hit.index, low ? 'low' : 'high'); }
    return undefined;
  };
  let lx = level(x);
  let ly = level(y);
  // "hard to learn, very fast": a level word left over places the axis not yet placed.
  if (!lx !== !ly) {
    const rest = ds.filter((d) => !used.some(([a, b]) => d.index >= a && d.index < b));
    const bare = [...lower.matchAll(new RegExp(`\\b${LEVEL_WORD}\\b`, 'g'))].filter((m) => !used.some(([a, b]) => m.index! >= a && m.index! < b));
    const pick = rest[0] ? { index: rest[0].index, level: rest[0].level } : bare[0] ? { index: bare[0].index!, level: LEVELS.find(([r]) => r.test(bare[0][0]))?.[1] } : undefined;
    if (pick?.level) {
      const e = extent(lower, pick.index, pick.level);
      if (!lx) lx = e; else ly = e;
    }
  }
  if (!lx || !ly) return undefined;
  const quadrant = `${ly.v >= 0.5 ? 'top' : 'bottom'}-${lx.v >= 0.5 ? 'right' : 'left'}` as Quadrant;
  return { quadrant, exact: lx.exact || ly.exact, x: round(lx.v), y: round(ly.v) };
}

function round(v: number): number {
  return Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
}

/** "Reach: 0.3, Engagement: 0.6" (scores named by the axes) → an exact spot, scaled to the scale they use. */
function scores(desc: string, x: Axis, y: Axis, of: number): Partial<Item> | undefined {
  const pairs = [...desc.matchAll(/([\p{L}][\p{L}\s-]{0,30}?)\s*[:=]?\s*(\d+(?:\.\d+)?)\s*(%|\/\s*(?:5|10|100))?/gu)];
  if (pairs.length < 2) return undefined;
  const find = (axis: Axis) => pairs.find((p) => {
    const k = stem(p[1].trim().split(/\s+/).pop() ?? '');
    return axis.label.split(/\s+/).some((w) => stem(w) === k);
  });
  const px = find(x);
  const py = find(y);
  if (!px || !py || px === py) return undefined;
  const scale = (p: RegExpMatchArray) => round(Number(p[2]) / (p[3] ? (p[3] === '%' ? 100 : Number(p[3].replace(/\D/g, ''))) : of));
  return { x: scale(px), y: scale(py) };
}

function findQuadrantNamed(s: string, quadrants: Partial<Record<Quadrant, { label: string }>>): Quadrant | undefined {
  // "S: loyal patients", "W: small parking lot": a quadrant's initial stands for it when the four initials differ.
  const letter = /^\s*([A-Za-z])\s*$/.exec(s)?.[1]?.toUpperCase();
  if (letter) {
    const qs = Object.keys(quadrants) as Quadrant[];
    const initials = qs.map((q) => quadrants[q]!.label.trim()[0]?.toUpperCase());
    if (qs.length === 4 && new Set(initials).size === 4) return qs.find((q, i) => initials[i] === letter);
  }
  const k = matchKey(s.trim().replace(/^["'“‘]|["'”’]$/g, ''));
  return (Object.keys(quadrants) as Quadrant[]).find((q) => matchKey(quadrants[q]!.label) === k);
}

const CJK_PLACED = /([^、。，,\s：:]{1,30}?)(?:は|是|：|:)\s*(低|高)([^・、，,。\s]{1,8}?)\s*[・、，,和与]\s*(低|高)([^・、，,。\s]{1,8}?)(?=です|だ|的|[、。，,；;]|$)/gu;

/** Items placed by "低X・高Y" in Chinese or Japanese, where X and Y name the axes. */
function cjkPlacements(text: string, x?: Axis, y?: Axis): { label: string; quadrant: Quadrant }[] {
  if (!x || !y || !/[低高]/u.test(text)) return [];
  const on = (noun: string, axis: Axis) => axis.label.includes(noun) || noun.includes(axis.label);
  const out: { label: string; quadrant: Quadrant }[] = [];
  // Quotes around a name (「SoundLeaf」, or “SoundLeaf” once punctuation is normalised) hold it whole.
  for (const m of text.replace(/\s*[「『“"]\s*([^」』”"]{1,30}?)\s*[」』”"]\s*/gu, '「$1」').matchAll(CJK_PLACED)) {
    let xHigh: boolean | undefined;
    let yHigh: boolean | undefined;
    for (const [lvl, noun] of [[m[2]!, m[3]!], [m[4]!, m[5]!]] as const) {
      if (on(noun, x)) xHigh = lvl === '高'; else if (on(noun, y)) yHigh = lvl === '高';
    }
    if (xHigh === undefined || yHigh === undefined) continue;
    const label = m[1]!.replace(/^(?:自社(?:ブランド)?|我们的品牌|我们的|本公司|弊社)(?=「)/u, '').replace(/^[「『"“]|[」』"”]$/gu, '').trim();
    if (label) out.push({ label, quadrant: `${yHigh ? 'top' : 'bottom'}-${xHigh ? 'right' : 'left'}` as Quadrant });
  }
  return out;
}
