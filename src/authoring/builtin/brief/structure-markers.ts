// Words that say where content goes ("center:", "branches:", "Top:", "Root:", "Levels:", "中心:", "分支:") are markers
// that introduce content, never content themselves. A marker typed in lower case inside a prose line ("… essay.
// center: Causes of WWI. branches: A, B") is capitalised so that it starts a sentence the readers see as "Key: value".

const MARKER_WORDS = [
  'cent(?:er|re)', 'central\\s+(?:topic|idea|node|theme|concept)', 'main\\s+(?:topic|idea|theme)', 'core(?:\\s+idea)?', 'middle', 'hub', 'root',
  'top', 'bottom', 'base', 'apex', 'peak', 'levels?', 'tiers?', 'layers?', 'branches', 'sub-?topics', 'topics', 'subject', 'theme',
  'stages?', 'steps?', 'phases?', 'participants', 'actors', 'lanes', 'swim\\s?lanes', 'columns', 'rows', 'quadrants', 'axes',
  'x[- ]axis', 'y[- ]axis', 'overlaps?', 'circles', 'sets', 'spokes', 'children', 'leaves',
  // French, German, Spanish, Portuguese, Italian.
  'centre', 'branches', 'niveaux', 'étapes', 'mitte', 'zentrum', 'äste(?:n)?', 'zweige(?:n)?', 'ebenen', 'stufen', 'centro', 'ramas', 'niveles', 'etapas', 'ramos', 'rami', 'livelli',
];
const MARKER = new RegExp(String.raw`^(?:${MARKER_WORDS.join('|')})$`, 'iu');
const MARKER_CJK = /^(?:中心(?:主题|主題|思想)?|主题|主題|分支|主要分支|层级|層級|阶段|階段|テーマ|中心テーマ|ブランチ|枝|階層|段階)$/u;

/** True when a word names a place in the drawing ("Center", "Branches", "分支") rather than content. */
export function isStructureMarker(word: string): boolean {
  // "Les branches", "The stages", "Die Ebenen": a marker with its article.
  // "Three branches", "tres ramas", "4 main topics": how many there are changes nothing.
  const w = word.trim().replace(/[*_"“”]/g, '').replace(/^(?:the|les|la|le|die|der|las|los|os|as|i|le|gli)\s+/i, '')
    .replace(/^(?:(?:with|con|avec|mit|com)\s+)?(?:\d+|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|zwei|drei|vier|fünf|sechs|dois|duas|três|quatro|due|tre|quattro|cinque|sei)\s+(?:main\s+)?(?=\p{L})/iu, '');
  return MARKER.test(w) || MARKER_CJK.test(w);
}

// A sentence start ("… essay. center: X", "; branches: …") followed by a marker and its colon.
const INLINE = /(?<=[.!?;。]\s+)([\p{Ll}][\p{L}\s-]{0,24}?)(?=\s*[:：=])/gu;

/** One content line with the markers typed in lower case inside it capitalised, so each starts a sentence. */
export function capitaliseMarkers(line: string): string {
  return line.replace(INLINE, (m) => (isStructureMarker(m) ? `${m.charAt(0).toUpperCase()}${m.slice(1)}` : m));
}

// "All three in the middle = Data Science": where the value goes, said before its "=", is no part of it. (Before a
// colon it may be: "strongest at the top: reviews, trials" says which way the list runs.)
const PLACE_BEFORE_VALUE = /(?<=\S)\s+(?:in|at|on)\s+the\s+(?:middle|cent(?:er|re)|top|bottom|base|apex|core|heart)\s*(?==)/giu;

/** A content line without the place phrases before its values. */
export function dropPlaceBeforeValue(line: string): string {
  return line.replace(PLACE_BEFORE_VALUE, ' ');
}

// "Levels: A, B, C", "Root: CEO Anna": a marker that only says "here come the levels" (or "here is the top one") goes;
// "Center:", "Branches:", "Stages:", "Steps:", "Top:" stay, as the readers of mind maps, hubs, journeys and pyramids
// place items by them.
const LIST_MARKER = /(^|(?<=[.!?;。]\s{1,3}))(?:levels?|tiers?|layers?|root|niveaux|ebenen|stufen|niveles|livelli|层级|層級|階層)\s*[:：]\s*(?=\S)/giu;
// "Center = X", "Branches = A, B": an equals sign after a marker is its colon.
const MARKER_EQUALS = /(^|(?<=[.!?;。]\s{1,3}))([\p{L}][\p{L}\s-]{0,24}?)\s*=\s*(?=\S)/gu;

/** A content line with "Marker = X" read as "Marker: X" and item-list markers taken off. */
export function readMarkerLine(line: string): string {
  if (/[-=]>|→/.test(line)) return line;
  const colon = line.replace(MARKER_EQUALS, (m, start: string, key: string) => (isStructureMarker(key) ? `${start}${key}: ` : m));
  return colon.replace(LIST_MARKER, '$1');
}

// "Base: data, Middle: information, Top: wisdom" (and "Sommet :", "Spitze:", "Cima:"): a level named by where it sits.
const PLACES: [string, RegExp][] = [
  ['top', /^(?:top|apex|peak|summit|sommet|haut|spitze|oben|cima|cúspide|vértice|topo|vertice)$/iu],
  ['base', /^(?:bottom|base|foundation|bas|basis|unten|fondo|abajo|fundo)$/iu],
  ['middle', /^(?:middle|milieu|mitte|medio|meio|mezzo)$/iu],
];
const PLACE_KEY = /(^|(?<=[.!?;,:。]\s{0,3}))[ \t]*([\p{L}]{2,12})[ \t]*[:：][ \t]*([^,;.:：\n]+?)(?=[ \t]*(?:[,;.]|$))/gmu;

function placeOf(word: string): string | undefined {
  return PLACES.find(([, re]) => re.test(word))?.[0];
}

/** "Base: data, Middle: information, Top: wisdom" → "data (base), information (middle), wisdom (top)", when both ends are named. */
export function readPlacedLevels(content: string): string {
  const keys = [...content.matchAll(PLACE_KEY)].map((m) => placeOf(m[2]!)).filter(Boolean);
  if (!keys.includes('top') || !keys.includes('base')) return content;
  return content.replace(PLACE_KEY, (m, start: string, key: string, value: string) => {
    const place = placeOf(key);
    return place ? `${start}${start || m.startsWith(' ') ? ' ' : ''}${value.trim()} (${place})` : m;
  });
}

/** Every content line with its inline markers starting sentences of their own. */
export function readStructureMarkers(content: string): string {
  return readPlacedLevels(content.split('\n').map((l) => readMarkerLine(dropPlaceBeforeValue(capitaliseMarkers(l)))).join('\n'));
}
