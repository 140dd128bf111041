// Typos in the words that name a diagram ("seqence diagram", "pyrmid", "eisenhower matirx", "gant chart",
// "use case diagrm", "custmer journey"): corrected before the kind names are read, so a misspelt name still decides the
// kind and the title keeps the right spelling. Only these words are corrected, and only where a diagram name is likely:
// before a diagram word ("chart", "diagram", "map") or, for words that name a kind on their own, in the request line.

/** Words that name a kind only together with a diagram word after them ("custmer journey", "family tre"). */
const COMPOUND_HEADS = ['sequence', 'mind', 'state', 'class', 'customer', 'family', 'cycle', 'circle', 'entity', 'relationship', 'organization', 'organisation', 'architecture', 'hierarchy', 'comparison', 'network', 'process', 'flow', 'decision', 'user', 'journey', 'venn', 'gantt', 'use'];
/** Words that are a diagram's name by themselves. */
const STANDALONE = ['flowchart', 'timeline', 'mindmap', 'hierarchy', 'pyramid', 'funnel', 'swimlane', 'gantt', 'matrix', 'architecture', 'sequence', 'comparison', 'lifecycle', 'venn'];
/** The diagram words that follow a head ("chart", "diagram"). */
const DIAGRAM_WORDS = ['diagram', 'chart', 'map', 'graph', 'tree', 'matrix', 'machine', 'journey', 'case', 'model', 'flow'];

// Real words one letter away from a target, never corrected.
const REAL_WORDS = new Set(['tunnel', 'funny', 'metric', 'gent', 'giant', 'grant', 'gantry', 'venue', 'vent', 'vein', 'mine', 'maps', 'chat', 'chant', 'charts', 'mild', 'kind', 'mint', 'stat', 'stage', 'states', 'statue', 'glass', 'clash', 'classy', 'flaw', 'flew', 'flown', 'flows', 'slow', 'fold', 'user', 'used', 'uses', 'case', 'cast', 'base', 'cases', 'tee', 'tree', 'trees', 'the', 'are', 'graphs', 'model', 'modal', 'models', 'matrixes', 'cycled', 'cycles', 'circles', 'circled', 'uncle', 'pyramids', 'funnels', 'journeys', 'process', 'proceeds', 'decisions', 'timelines', 'diagrams', 'journal', 'customs', 'custom', 'families', 'sequences', 'network', 'tram', 'team', 'fmily',
  // The kind's own word in Italian, Portuguese and Spanish ("diagramma di sequenza", "diagrama de sequencia").
  'sequenza', 'sequenze', 'sequencia', 'sequencias', 'secuencia', 'secuencias', 'architettura', 'arquitectura', 'arquitetura', 'architektur']);

const TARGETS = [...new Set([...COMPOUND_HEADS, ...STANDALONE, ...DIAGRAM_WORDS])];

// Three rows of the distance table, reused by every call (the words compared are short).
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance (adjacent swaps count once), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length < b.length + 1) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  // prev2 = row i-2, prev = row i-1, cur = row i.
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

/** The target a word misspells, if it is one edit away (two for long words), else undefined. */
function computeCorrection(w: string, candidates: readonly string[]): string | undefined {
  if (w.length < 4 || REAL_WORDS.has(w) || candidates.includes(w)) return undefined;
  // A plural ("sequences", "timelines") is spelt right.
  if (/s$/.test(w) && candidates.some((t) => w === `${t}s` || w === `${t}es`)) return undefined;
  let best: string | undefined;
  let bestD = Infinity;
  for (const t of candidates) {
    const max = t.length >= 8 ? 2 : 1;
    const dd = distance(w, t, max);
    if (dd <= max && dd < bestD) { best = t; bestD = dd; }
  }
  // A shared first letter keeps "pipeline" from becoming "timeline".
  return best && best[0] === w[0] ? best : undefined;
}

// Words recur across prompts: each list remembers its answers (bounded, cleared when full).
const memo = new Map<readonly string[], Map<string, string | undefined>>();
function correction(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let known = memo.get(candidates);
  if (!known) memo.set(candidates, known = new Map());
  if (known.has(w)) return known.get(w);
  if (known.size > 20000) known.clear();
  const fixed = computeCorrection(w, candidates);
  known.set(w, fixed);
  return fixed;
}

const WORD = /[A-Za-z]+/g;

function withCase(original: string, fixed: string): string {
  if (original === original.toUpperCase() && original.length > 1) return fixed.toUpperCase();
  return /^[A-Z]/.test(original) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
}

/** The text with misspelt diagram names corrected; everything else as written. */
// Short forms people type for a diagram's name: "seq diagram", "use case diag", "er diag.".
const SHORT_FORMS: [RegExp, string][] = [
  [/\bseq\.?(?=\s+diag)/gi, 'sequence'],
  [/\b(sequence|use[- ]?case|state|class|er|flow|network|activity|component|deployment|venn|cycle|tree|block)\s+diags?\b\.?/gi, '$1 diagram'],
];

// Misspellings of the words that ask for a comparison, too far from the right word for the distance rule.
const ASK_MISSPELLINGS: [RegExp, string][] = [
  [/\bcompai?r(e?s|ing)?\b/gi, 'compare$1'],
  [/\bcompai?re?\b/gi, 'compare'],
  [/\bcompar(?:is|s)ion(s?)\b/gi, 'comparison$1'],
];

export function fixKindTypos(text: string): string {
  if (/\bcompai|\bcompar(?:is|s)ion/i.test(text)) for (const [re, to] of ASK_MISSPELLINGS) text = text.replace(re, to);
  if (/\b(?:diags?|seq)\b/i.test(text)) for (const [re, to] of SHORT_FORMS) text = text.replace(re, to);
  const words = [...text.matchAll(WORD)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
  if (words.length === 0) return text;
  const leadEnd = (/[.!?:\n]/.exec(text)?.index ?? text.length);
  const fixes = new Map<number, string>();
  const asDiagramWord = words.map((w) => (DIAGRAM_WORDS.includes(w.text.toLowerCase()) ? w.text.toLowerCase() : correction(w.text, DIAGRAM_WORDS)));
  words.forEach((w, i) => {
    const lower = w.text.toLowerCase();
    const next = asDiagramWord[i + 1];
    // "family tre": too short for the general rule, but after "family" it can only be a tree.
    if (lower === 'tre' && words[i - 1]?.text.toLowerCase() === 'family') { fixes.set(i, 'tree'); return; }
    if (next) {
      const head = correction(w.text, COMPOUND_HEADS);
      if (head) { fixes.set(i, head); return; }
      if (asDiagramWord[i] && asDiagramWord[i] !== lower && words[i - 1] && (COMPOUND_HEADS.includes(words[i - 1]!.text.toLowerCase()) || fixes.has(i - 1))) fixes.set(i, asDiagramWord[i]!);
    }
    if (!fixes.has(i) && w.index < leadEnd) {
      const alone = correction(w.text, STANDALONE);
      if (alone) fixes.set(i, alone);
    }
    // "use case diagrm", "gant chart": a misspelt diagram word after a kind head.
    const prev = words[i - 1];
    if (!fixes.has(i) && prev && asDiagramWord[i] && asDiagramWord[i] !== lower && (TARGETS.includes(prev.text.toLowerCase()) || fixes.has(i - 1))) fixes.set(i, asDiagramWord[i]!);
  });
  if (fixes.size === 0) return text;
  let out = '';
  let last = 0;
  for (const [i, fixed] of [...fixes].sort((a, b) => a[0] - b[0])) {
    const w = words[i]!;
    out += text.slice(last, w.index) + withCase(w.text, fixed);
    last = w.index + w.text.length;
  }
  return out + text.slice(last);
}
