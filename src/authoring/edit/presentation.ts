// One instruction clause about how a diagram is drawn ("turn it left to right", "use the dark theme", "show it as a
// donut") + the diagram → the new design, params or style; undefined when the clause is about something else.
import { z } from 'zod';
import { designsOfKind, getDesign } from '../../designs/registry.js';
import type { Kind } from '../../spec/kinds.js';
import { type Style, styleSchema } from '../../spec/style.js';
import type { DiagramState } from '../model.js';

export type PresentationReading =
  | { ok: true; understood: string; state: DiagramState }
  | { ok: false; understood: string; reason: string };

type Dir = 'right' | 'down' | 'toggle';

const IT = String.raw`(?:it|this|the (?:whole )?(?:diagram|chart|flow|flowchart|graph|layout|picture|thing|timeline|process|map))`;
const RIGHT = String.raw`(?:left[- ]to[- ]right|left[- ]right|horizontal(?:ly)?|sideways|across|lr|from left to right|landscape)`;
const DOWN = String.raw`(?:top[- ]to[- ]bottom|top[- ]down|top[- ]bottom|vertical(?:ly)?|downwards?|tb|td|from top to bottom|portrait|up[- ]and[- ]down)`;

function directionOf(clause: string): Dir | undefined {
  const c = clause.toLowerCase().replace(/[.!]+$/, '').trim();
  const right = new RegExp(`\\b${RIGHT}\\b`);
  const down = new RegExp(`\\b${DOWN}\\b`);
  const verbs = String.raw`(?:turn|make|lay(?: it| this)? out|lay|flip|rotate|switch|change|draw|show|arrange|orient|run|go|flow|render|display|put|set|layout|direction|orientation|stack|place|align|organi[sz]e|read)`;
  if (!new RegExp(`\\b${verbs}\\b|^${RIGHT}$|^${DOWN}$|\\b(?:layout|direction|orientation)\\b`).test(c)) return undefined;
  // A direction said about one element ("make the arrow from A to B horizontal") is not the diagram's.
  if (/\b(?:arrow|edge|link|line|connection) (?:from|between)\b/.test(c)) return undefined;
  const hasRight = right.test(c);
  const hasDown = down.test(c);
  if (hasRight && !hasDown) return 'right';
  if (hasDown && !hasRight) return 'down';
  if (hasRight && hasDown) {
    // "from top-to-bottom to left-to-right": the last one said is the goal.
    return c.search(new RegExp(`${RIGHT}(?!.*${RIGHT})`)) > c.search(new RegExp(`${DOWN}(?!.*${DOWN})`)) ? 'right' : 'down';
  }
  if (new RegExp(`^(?:rotate|flip|turn|switch) ${IT}(?: (?:around|over|the other way))?$|^(?:switch|change|flip|swap|toggle) (?:the )?(?:direction|orientation|layout direction)$|^(?:make )?${IT} (?:go|run|flow) the other way$`).test(c)) return 'toggle';
  return undefined;
}

/** Applies a direction: the other design of a pair (flowchart, timeline) or the design's direction parameter. */
function withDirection(state: DiagramState, dir: Dir): PresentationReading {
  const say = dir === 'toggle' ? 'turn the diagram the other way' : `lay the diagram out ${dir === 'right' ? 'left to right' : 'top to bottom'}`;
  const pairs: Partial<Record<Kind, { right: string; down: string }>> = {
    flowchart: { right: 'flowchart-horizontal', down: 'flowchart-vertical' },
    timeline: { right: 'timeline-horizontal', down: 'timeline-vertical' },
  };
  const pair = pairs[state.kind];
  if (pair && getDesign(pair.right) && getDesign(pair.down)) {
    const current: 'right' | 'down' = state.design === pair.right ? 'right' : 'down';
    const goal = dir === 'toggle' ? (current === 'right' ? 'down' : 'right') : dir;
    const design = pair[goal];
    const params = design === state.design ? state.params : carryParams(state.params, design);
    return { ok: true, understood: say, state: { ...state, design, params } };
  }
  const d = getDesign(state.design);
  const schema = d ? paramProperties(d.params) : {};
  const values = schema.direction?.enum as string[] | undefined;
  if (values && values.includes('right') && values.includes('down')) {
    const current = (state.params.direction as string | undefined) ?? (schema.direction?.default as string);
    const goal = dir === 'toggle' ? (current === 'right' ? 'down' : 'right') : dir;
    return { ok: true, understood: say, state: { ...state, params: { ...state.params, direction: goal } } };
  }
  return { ok: false, understood: say, reason: `the ${d?.name ?? state.design} design has no direction to change.` };
}

const propertiesCache = new WeakMap<object, Record<string, { enum?: unknown[]; default?: unknown; type?: string }>>();

function paramProperties(schema: z.ZodType): Record<string, { enum?: unknown[]; default?: unknown; type?: string }> {
  let props = propertiesCache.get(schema);
  if (!props) {
    props = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, any> }).properties ?? {};
    propertiesCache.set(schema, props);
  }
  return props;
}

/** Params of one design that the other design of the kind also has, with the same values. */
function carryParams(params: Record<string, unknown>, design: string): Record<string, unknown> {
  const d = getDesign(design);
  if (!d) return {};
  const kept = Object.fromEntries(Object.entries(params).filter(([k]) => k in paramProperties(d.params)));
  return d.params.safeParse(kept).success ? kept : {};
}

const THEMES: [RegExp, Style['theme']][] = [
  [/\b(?:high[- ]contrast|accessible)\b/, 'high-contrast'],
  [/\b(?:dark|night|black background)\b/, 'dark'],
  [/\b(?:monochrome|black (?:and|&) white|gr[ae]yscale|no colou?rs?|colou?rless)\b/, 'monochrome'],
  [/\b(?:sketch(?:y|ed)?|hand[- ]?drawn|whiteboard|napkin|doodle|handwritten look)\b/, 'sketch'],
  [/\bpastel\b/, 'pastel'],
  [/\bblueprint\b/, 'blueprint'],
  [/\b(?:vivid|colou?rful|bright|bold colou?rs|vibrant)\b/, 'vivid'],
  [/\b(?:light|white background|default theme|normal theme|plain)\b/, 'light'],
];

const FONTS: [RegExp, Style['font']][] = [
  [/\b(?:serif|source serif|times)\b/, 'source-serif'],
  [/\b(?:mono|monospace|monospaced|code|jetbrains|typewriter)\b/, 'jetbrains-mono'],
  [/\b(?:handwritten|handwriting|hand[- ]written|caveat|script|cursive)\b/, 'caveat'],
  [/\b(?:sans|sans[- ]serif|inter|default|normal|plain|clean)\b/, 'inter'],
];

const CONNECTORS: [RegExp, Style['connector']][] = [
  [/\b(?:curved|curvy|curves|rounded|smooth|bezier|wavy)\b/, 'curved'],
  [/\b(?:straight|direct|diagonal)\b/, 'straight'],
  [/\b(?:orthogonal|right[- ]angled?|right angles|elbows?|square|stepped|manhattan)\b/, 'orthogonal'],
];

function styled(state: DiagramState, patch: Partial<Style>, understood: string): PresentationReading {
  const style = styleSchema.safeParse({ ...state.style, ...patch });
  if (!style.success) return { ok: false, understood, reason: 'that style is not one the service draws.' };
  return { ok: true, understood, state: { ...state, style: style.data } };
}

function themeOf(c: string): PresentationReading | ((s: DiagramState) => PresentationReading) | undefined {
  // A theme said alone: "dark mode", "black and white", "hand-drawn style".
  const alone = /^(?:in |with |a |an )?([a-z -]+?)(?: (?:theme|mode|style|look|colou?rs?|version))?$/.exec(c);
  if (alone) for (const [re, theme] of THEMES) if (new RegExp(`^(?:${re.source.replace(/^\\b|\\b$/g, '')})$`).test(alone[1]!)) return (s) => styled(s, { theme }, `use the ${theme} theme`);
  const themeWords = /\b(?:theme|mode|style|look|colou?r scheme|palette|skin|version|background)\b/.test(c);
  const verb = /^(?:use|switch|change|make|turn|set|apply|go|give|render|draw|show|put|try|i want|i'd like|can you|please)\b/.test(c);
  if (!themeWords && !verb) return undefined;
  // "make the database dark blue" names an element: only the diagram itself takes a theme.
  if (!themeWords && !new RegExp(`^(?:make|turn|render|draw|show|put) ${IT}\\b|^(?:go|switch to|use|try)\\b`).test(c)) return undefined;
  for (const [re, theme] of THEMES) {
    if (re.test(c)) return (s) => styled(s, { theme }, `use the ${theme} theme`);
  }
  return undefined;
}

/** Reads one clause about the drawing; undefined when it is about the content. */
export function readPresentation(clause: string, state: DiagramState): PresentationReading | undefined {
  const c = clause.toLowerCase().replace(/[.!]+$/, '').replace(/^(?:please|can you|could you|now|also|and|then)\s+/g, '').trim();
  // A change of the content that happens to name a style word ("remove Dark mode", "rename Sketch to Draft").
  if (/^(?:remove|delete|drop|rename|relabel|add|insert|include|connect|disconnect|link|unlink|move|call|describe|swap|group)\b/.test(c) && !new RegExp(`^\\w+ ${IT}\\b`).test(c)) return undefined;

  // The font of the whole diagram.
  if (/\b(?:font|typeface|lettering|text style)\b/.test(c) && /^(?:use|switch|change|make|set|give|try|pick|with|put)\b|\bfont\b/.test(c)) {
    for (const [re, font] of FONTS) if (re.test(c.replace(/\bfont\b/, ''))) return styled(state, { font }, `use the ${font} font`);
  }
  // The connectors' style.
  if (/\b(?:lines|arrows|connectors|edges|links|connections)\b/.test(c) && !/\b(?:from|between)\b/.test(c) && /^(?:use|make|switch|change|draw|give|set|try|i want|with)\b/.test(c)) {
    for (const [re, connector] of CONNECTORS) if (re.test(c)) return styled(state, { connector }, `draw ${connector} connectors`);
  }
  // Corners.
  if (/\bcorners?\b/.test(c) && /^(?:use|make|switch|change|give|set|round)\b/.test(c)) {
    if (/\b(?:square|sharp|no round)/.test(c)) return styled(state, { corner_radius: 0 }, 'draw square corners');
    if (/\b(?:round|rounded|rounder|soft)/.test(c)) return styled(state, { corner_radius: 14 }, 'draw rounded corners');
  }
  // The direction.
  const dir = directionOf(c);
  if (dir) return withDirection(state, dir);
  if (state.kind === 'cycle' && /\b(?:counter[- ]?clockwise|anti[- ]?clockwise)\b/.test(c)) return withParam(state, 'direction', 'counterclockwise', 'run the cycle counterclockwise');
  if (state.kind === 'cycle' && /\bclockwise\b/.test(c)) return withParam(state, 'direction', 'clockwise', 'run the cycle clockwise');
  // The theme.
  const theme = themeOf(c);
  if (theme) return typeof theme === 'function' ? theme(state) : theme;
  // Spacing and descriptions: design parameters most designs share.
  if ((/^(?:make|use|give|leave|space|spread|tighten|squeeze|compact|pack)\b/.test(c) && new RegExp(`\\b(?:${IT}|it|spacing|space|room|everything|layout)\\b`).test(c)) || /\b(?:spacing|white ?space)\b/.test(c)) {
    if (/\b(?:compact|tighter|tighten|denser|dense|less (?:white ?)?space|less room|squeeze|pack(?:ed)?|smaller gaps|closer together)\b/.test(c)) return withParam(state, 'spacing', 'compact', 'use compact spacing');
    if (/\b(?:roomy|roomier|more (?:white ?)?space|more room|spread (?:it )?out|airier|bigger gaps|less cramped|breathe)\b/.test(c)) return withParam(state, 'spacing', 'roomy', 'use roomy spacing');
  }
  const desc = /^(?:hide|remove|drop|don't show|do not show|no|without|turn off)\b.*\bdescriptions\b|^(?:show|display|turn on|bring back|with)\b.*\bdescriptions\b/.exec(c);
  if (desc && !/\b(?:of|from|for)\b/.test(c)) return withParam(state, 'show_descriptions', /^(?:show|display|turn on|bring back|with)\b/.test(c), /^(?:show|display|turn on|bring back|with)/.test(c) ? 'show the descriptions' : 'hide the descriptions');
  // Another design of the same kind.
  return designOf(c, state);
}

function withParam(state: DiagramState, name: string, value: unknown, understood: string): PresentationReading {
  const d = getDesign(state.design);
  if (!d || !(name in paramProperties(d.params))) return { ok: false, understood, reason: `the ${d?.name ?? state.design} design has no setting for that.` };
  const params = { ...state.params, [name]: value };
  if (!d.params.safeParse(params).success) return { ok: false, understood, reason: 'the design does not take that value.' };
  return { ok: true, understood, state: { ...state, params } };
}

/** Words people use for the designs, beyond their own names. */
const DESIGN_WORDS: Record<string, string[]> = {
  'proportion-donut': ['donut', 'doughnut', 'pie', 'ring', 'circle chart'],
  'proportion-bars': ['bars', 'bar', 'bar chart', 'bar graph', 'histogram'],
  'comparison-table': ['table', 'grid', 'matrix table', 'side by side'],
  'comparison-pros-cons': ['pros and cons', 'pros cons', 'pros & cons', 'pros/cons', 'cards'],
  'list-cards': ['cards', 'card grid', 'tiles', 'grid'],
  'list-numbered': ['numbered', 'numbered list', 'list', 'steps'],
  'mindmap-radial': ['radial', 'circle', 'spider', 'around the centre', 'around the center'],
  'mindmap-tree': ['tree', 'outline', 'branching right'],
  'timeline-horizontal': ['horizontal timeline'],
  'timeline-vertical': ['vertical timeline'],
};

function designOf(c: string, state: DiagramState): PresentationReading | undefined {
  const m = /^(?:use|switch to|change to|go to|try|show (?:it|this|the \w+) as|draw (?:it|this|the \w+) as|display (?:it|this) as|render (?:it|this) as|make (?:it|this) (?:into )?|turn (?:it|this) into|change (?:it|this|the design|the layout|the style) (?:in)?to|as|convert (?:it|this) (?:in)?to|i want|i'd prefer|switch (?:it|this) to)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+(?:design|layout|view|style|chart|diagram|version|instead|format))*$/.exec(c);
  if (!m) return undefined;
  const wanted = m[1]!.trim();
  const designs = designsOfKind(state.kind).filter((d) => d.id !== state.design);
  const found = designs.find((d) => d.id === wanted || d.name.toLowerCase() === wanted
    || (DESIGN_WORDS[d.id] ?? []).some((w) => w === wanted || wanted === `${w} chart` || wanted === `${w} layout`));
  if (!found) return undefined;
  return { ok: true, understood: `draw it with the ${found.name} design`, state: { ...state, design: found.id, params: carryParams(state.params, found.id) } };
}

/**
 * The new state when the whole instruction only changes how the diagram is drawn (one clause: a design, direction,
 * theme, font, connectors, spacing), else null. Lets a provider model skip the model call for such edits.
 */
export function presentationOnly(instruction: string, state: DiagramState): DiagramState | null {
  const clause = instruction.trim().replace(/^(?:please|can you|could you|now)\s+/i, '').replace(/[\s,]*(?:please|thanks|thank you)?[.!?]*$/i, '');
  if (!clause || /[\n;]|\.\s/.test(clause) || /\band\b|\bthen\b/i.test(clause)) return null;
  const r = readPresentation(clause, state);
  return r?.ok ? r.state : null;
}
