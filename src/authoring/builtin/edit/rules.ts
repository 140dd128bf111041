// The edit grammar: one rule per way people say a change, tried in order on each clause of an instruction.
import { AppError } from '../../../errors.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { isKind, type Kind } from '../../../spec/kinds.js';
import { defaultDesignFor, designsOfKind } from '../../../designs/registry.js';
import { readPresentation } from '../../edit/presentation.js';
import { convertContent } from '../convert.js';
import { DATE, readAddPhrase } from './add-phrase.js';
import { type Action, type Env, label, many, names, NoMatch, one, oneOrNoMatch, prose, type Rule, Understood } from './env.js';
import { type AddSpec, EditFailure, type Family, quote } from './family.js';
import { quadrantOf } from './matrix-family.js';
import type { Named } from './names.js';
import { colourOf, COLOURS, ORDINALS, tidy, unquote } from './words.js';

const LINK = String.raw`(?:arrows?|edges?|links?|connections?|lines?|connectors?|paths?|branch(?:es)?|transitions?|flows?|relationships?|relations?|dependency|dependencies|messages?|calls?)`;
const SEP = String.raw`(?:to|and|->|→|with)`;
const COLOUR = String.raw`(?:#[0-9a-f]{6}|#[0-9a-f]{3}|${Object.keys(COLOURS).sort((a, b) => b.length - a.length).join('|')})`;

/** Runs `fn` with what the rule understood attached to any failure. */
function understood(text: string, fn: () => void): Action {
  return {
    understood: text,
    run() {
      try {
        fn();
      } catch (e) {
        if (e instanceof EditFailure && !(e instanceof Understood)) throw new Understood(text, e.reason, e.candidates);
        throw e;
      }
    },
  };
}

/** Resolves inside make(), keeping the understood text with a failure. */
function within<T>(text: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof EditFailure && !(e instanceof Understood)) throw new Understood(text, e.reason, e.candidates);
    throw e;
  }
}

function need<K extends keyof Family>(env: Env, op: K, text: string, what: string): NonNullable<Family[K]> {
  const f = env.family[op];
  if (!f) throw new Understood(text, `a ${env.state.kind} diagram ${what}.`);
  return f as NonNullable<Family[K]>;
}

function touch(env: Env, ids: string[], link?: [Named, Named]): void {
  env.recent = ids.filter((id) => !id.includes('->'));
  env.recentLink = link;
}

function clean(text: string): string {
  return unquote(text).text;
}

/** A value as said: "30%", "1,200", "$4.5k". */
function valueOf(text: string): number | undefined {
  const m = /^\$?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(%|percent|k|m)?$/i.exec(text.trim());
  if (!m) return undefined;
  let v = Number(m[1]!.replace(/,/g, ''));
  if (/^k$/i.test(m[2] ?? '')) v *= 1000;
  if (/^m$/i.test(m[2] ?? '')) v *= 1_000_000;
  return Number.isFinite(v) ? v : undefined;
}

/**
 * Every way to cut `text` in two at `sep` ("Fill in form in Backend" at " in " → two cuts), leftmost first: names may
 * hold the words that separate them, so the first cut whose left side names elements wins.
 */
function cuts(text: string, sep: RegExp): [string, string][] {
  const out: [string, string][] = [];
  const re = new RegExp(sep.source, `${sep.flags.replace('g', '')}g`);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const left = text.slice(0, m.index).trim();
    const right = text.slice(m.index + m[0].length).trim();
    if (left && right) out.push([left, right]);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/**
 * The cut whose left side resolves, trying the longest left side first ("Fill in form and Valid? in a group" cuts
 * at the last " in "); the failure of the first cut when none does.
 */
function firstResolving<T>(env: Env, options: [string, string][], resolveLeft: (left: string) => T): { left: T; leftText: string; right: string } {
  let firstError: unknown;
  for (const [l, r] of [...options].reverse()) {
    try {
      return { left: resolveLeft(l), leftText: l, right: r };
    } catch (e) {
      if (!(e instanceof EditFailure) && !(e instanceof NoMatch)) throw e;
      firstError ??= e instanceof EditFailure ? new CutFailure(l, r, e) : e;
    }
  }
  throw firstError ?? new NoMatch();
}

/** A cut whose left side names nothing: the reason, and the two sides to say what was understood. */
class CutFailure extends EditFailure {
  constructor(readonly left: string, readonly right: string, cause: EditFailure) {
    super(cause.reason, cause.candidates);
  }
}

/** `verb "left" joiner "right"` from the cut that failed, else the fallback text. */
function saidOf(e: unknown, verb: string, joiner: string, fallback: string): string {
  return e instanceof CutFailure ? `${verb} ${quote(clean(e.left))} ${joiner} ${quote(clean(e.right))}` : fallback;
}

const LABEL_INTRO = /,?\s+(?:with (?:the |a )?(?:label|text|caption)|labell?ed|saying|called|named|on|when|if|for|with)\s+|:\s*/i;

/** "B", "B labelled yes", "Ask for refund on retry": the element (longest reading that names one) and the label. */
function targetAndLabel(env: Env, text: string): { targets: Named[]; label?: string } {
  try {
    return { targets: many(env, text) };
  } catch (e) {
    if (!(e instanceof EditFailure)) throw e;
    const options = cuts(text, LABEL_INTRO).reverse();
    for (const [l, r] of options) {
      try {
        return { targets: many(env, l), label: prose(r) };
      } catch { /* a shorter name */ }
    }
    throw e;
  }
}

const KIND_WORDS: Record<string, Kind> = {
  'mind map': 'mindmap', mindmap: 'mindmap', 'org chart': 'hierarchy', hierarchy: 'hierarchy', tree: 'hierarchy', flowchart: 'flowchart',
  'flow chart': 'flowchart', 'state machine': 'state', 'state diagram': 'state', swimlane: 'swimlane', 'swimlane diagram': 'swimlane',
  'swim lanes': 'swimlane', list: 'list', 'numbered list': 'list', checklist: 'list', cycle: 'cycle', loop: 'cycle', pyramid: 'pyramid',
  funnel: 'funnel', timeline: 'timeline', hub: 'hub', 'hub and spoke': 'hub', 'gantt chart': 'gantt', gantt: 'gantt', 'pie chart': 'proportion',
  'architecture diagram': 'architecture', architecture: 'architecture',
};

export const RULES: Rule[] = [
  {
    name: 'title',
    re: /^(?:(?:change|set|update|rename|make|edit) (?:the )?(?:diagram'?s? |chart'?s? )?title (?:to|as|into|:)|(?:rename|retitle|call|name|title) (?:the |this )?(?:whole )?(?:diagram|chart|graph|picture|map)(?: to| as)?|(?:the )?title (?:should be|is|=|:)|(?:give|use) (?:it|the diagram) the title) (.+)$/i,
    make(m, env) {
      const title = label(env, m[1]!);
      return understood(`set the title to ${quote(title)}`, () => { env.ctx.content.title = title; touch(env, []); });
    },
  },
  {
    name: 'remove title',
    re: /^(?:remove|delete|drop|hide|clear) the (?:diagram'?s? )?title$/i,
    make(_m, env) {
      return understood('remove the title', () => { delete env.ctx.content.title; });
    },
  },
  {
    name: 'presentation',
    re: /^(.+)$/,
    make(m, env) {
      const r = readPresentation(m[1]!, env.state);
      if (!r) throw new NoMatch();
      if (!r.ok) throw new Understood(r.understood, r.reason);
      return understood(r.understood, () => {
        env.state = { ...r.state, content: env.ctx.content };
      });
    },
  },
  {
    name: 'convert kind',
    re: /^(?:turn|make|convert|change|redraw|draw|show) (?:it|this|the diagram|the whole thing) (?:in)?(?:to|as) (?:an? |the )?(.+?)(?: diagram| chart| instead)?$/i,
    make(m, env) {
      const kind = KIND_WORDS[m[1]!.toLowerCase()] ?? (isKind(m[1]!.toLowerCase()) ? m[1]!.toLowerCase() as Kind : undefined);
      if (!kind) throw new NoMatch();
      const text = `turn the diagram into a ${kind}`;
      if (kind === env.state.kind) throw new Understood(text, `it is already a ${kind}.`);
      const design = designsOfKind(kind)[0] ?? defaultDesignFor(kind);
      if (!design) throw new Understood(text, `no design draws a ${kind}.`);
      return understood(text, () => {
        let content: unknown;
        try {
          content = convertContent(env.state.kind, kind, env.ctx.content);
        } catch (e) {
          const why = e instanceof AppError ? e.message.replace(/^The diagram code describes/, 'the diagram is').replace(/ Use a .*$/, '') : 'the two kinds hold different things.';
          throw new EditFailure(why);
        }
        env.ctx.content = content;
        env.ctx.kind = kind;
        env.state = { ...env.state, kind, design: design.id, params: {}, content };
      });
    },
  },
  {
    name: 'disconnect',
    re: new RegExp(String.raw`^(?:(?:disconnect|unlink|detach|separate|decouple) (.+?) (from|and) (.+)|(?:remove|delete|drop|cut|erase|get rid of) (?:the |any |all )?${LINK} (from|between) (.+?) (?:to|and|->|→) (.+))$`, 'i'),
    make(m, env) {
      const [a, b, both] = m[1] ? [m[1], m[3]!, true] : [m[5]!, m[6]!, m[4]!.toLowerCase() === 'between'];
      const text = `disconnect ${quote(clean(a))} ${both ? 'and' : 'from'} ${quote(clean(b))}`;
      const op = need(env, 'disconnect', text, 'has no connections');
      const [x, y] = within(text, () => [one(env, a), one(env, b)]);
      return understood(`disconnect ${quote(x)} ${both ? 'and' : 'from'} ${quote(y)}`, () => touch(env, op(env.ctx, x, y, both)));
    },
  },
  {
    name: 'stop connecting',
    re: /^(.+?) (?:should not|shouldn't|must not|mustn't|does not|doesn't|should no longer|no longer|must no longer) (?:connect|link|point|lead|go|talk|send|call|depend|flow)s?(?: to| on| with| into)? (.+)$/i,
    make(m, env) {
      const a = oneOrNoMatch(env, m[1]!);
      const b = oneOrNoMatch(env, m[2]!);
      const op = need(env, 'disconnect', 'disconnect', 'has no connections');
      return understood(`disconnect ${quote(a)} from ${quote(b)}`, () => touch(env, env.state.kind === 'gantt' ? op(env.ctx, b, a, false) : op(env.ctx, a, b, false)));
    },
  },
  {
    name: 'label link',
    re: new RegExp(String.raw`^(?:(?:label|name|caption|title|mark) the ${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+?)(?:,? as|,? with(?: the label)?|:) (.+)|(?:label|name|caption|title|mark) the ${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+?) ("[^"]+"|'[^']+')|(?:change|set|update|rename|edit) the (?:label|text|name|caption) (?:of|on) the ${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+?) (?:to|as|:) (.+))$`, 'i'),
    make(m, env) {
      const [a, b, l] = m[1] ? [m[1], m[2]!, m[3]!] : m[4] ? [m[4], m[5]!, m[6]!] : [m[7]!, m[8]!, m[9]!];
      const text = `label the connection from ${quote(clean(a))} to ${quote(clean(b))} ${quote(clean(l))}`;
      const op = need(env, 'labelLink', text, 'has no labelled connections');
      const [x, y] = within(text, () => [one(env, a), one(env, b)]);
      const value = clean(l);
      return understood(`label the connection from ${quote(x)} to ${quote(y)} ${quote(value)}`, () => touch(env, [op(env.ctx, x, y, value)]));
    },
  },
  {
    name: 'unlabel link',
    re: new RegExp(String.raw`^(?:remove|delete|clear|drop) the (?:label|text|caption) (?:of|on|from) the ${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+)$`, 'i'),
    make(m, env) {
      const text = `remove the label of the connection from ${quote(clean(m[1]!))} to ${quote(clean(m[2]!))}`;
      const op = need(env, 'labelLink', text, 'has no labelled connections');
      const [x, y] = within(text, () => [one(env, m[1]!), one(env, m[2]!)]);
      return understood(text, () => touch(env, [op(env.ctx, x, y, undefined)]));
    },
  },
  {
    name: 'reverse link',
    re: new RegExp(String.raw`^(?:reverse|flip|invert|turn around|swap the direction of|change the direction of) (?:the )?${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+)$`, 'i'),
    make(m, env) {
      const text = `reverse the connection between ${quote(clean(m[1]!))} and ${quote(clean(m[2]!))}`;
      const op = need(env, 'reverseLink', text, 'has no connections');
      const [x, y] = within(text, () => [one(env, m[1]!), one(env, m[2]!)]);
      return understood(text, () => touch(env, [op(env.ctx, x, y)]));
    },
  },
  {
    name: 'describe',
    re: /^(?:(?:set|change|update|edit|write) (?:the )?(?:description|subtitle|details?|caption|note) (?:of|for|on|under) (.+?) (?:to|as|:) (.+)|describe (.+?) as (.+)|add (?:a |the )?(?:description|subtitle|detail|details|caption) (?:to|for|on|under) (.+?)(?::|,| saying| that says| -| —) (.+)|add (?:a |the )?(?:description|subtitle|detail|caption) ("[^"]+"|'[^']+') (?:to|for|on|under) (.+)|(.+?)['’]s description (?:should be|is|=|:) (.+)|give (.+?) (?:a |the )?(?:description|subtitle|caption)(?: of)?:? (.+))$/i,
    make(m, env) {
      const [ref, text] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : m[5] ? [m[5], m[6]!] : m[7] ? [m[8]!, m[7]] : m[9] ? [m[9], m[10]!] : [m[11]!, m[12]!];
      const value = prose(text);
      const said = `set the description of ${quote(clean(ref))} to ${quote(value)}`;
      const op = need(env, 'describe', said, 'has no descriptions');
      const target = within(said, () => one(env, ref));
      return understood(`set the description of ${quote(target)} to ${quote(value)}`, () => { op(env.ctx, target, value); touch(env, [target.id]); });
    },
  },
  {
    name: 'remove description',
    re: /^(?:remove|delete|clear|drop|hide) the (?:description|subtitle|details?|caption) (?:of|from|on|under) (.+)$/i,
    make(m, env) {
      const said = `remove the description of ${quote(clean(m[1]!))}`;
      const op = need(env, 'describe', said, 'has no descriptions');
      const target = within(said, () => one(env, m[1]!));
      return understood(said, () => { op(env.ctx, target, undefined); touch(env, [target.id]); });
    },
  },
  {
    name: 'colours',
    re: new RegExp(String.raw`^(?:make|colou?r|paint|turn|mark|highlight) ((?:.+? ${COLOUR}(?:,\s*(?:and\s+)?|\s+and\s+))+.+? ${COLOUR})$`, 'i'),
    make(m, env) {
      // "make Start green and Valid? yellow": one colour per element.
      const parts = m[1]!.split(new RegExp(String.raw`(?<=\b${COLOUR})(?:,\s*(?:and\s+)?|\s+and\s+)`, 'i'));
      const pairs = parts.map((p) => new RegExp(String.raw`^(.+?) (${COLOUR})$`, 'i').exec(p.trim()));
      if (pairs.some((p) => !p) || pairs.length < 2) throw new NoMatch();
      const op = need(env, 'color', `colour ${quote(m[1]!)}`, 'cannot colour single elements (flowcharts, architecture and state diagrams can); use a theme or a palette instead');
      const targets = pairs.map((p) => ({ items: within(`colour ${quote(clean(p![1]!))} ${p![2]!.toLowerCase()}`, () => many(env, p![1]!)), hex: colourOf(p![2]!)! }));
      return understood(targets.map((t, i) => `colour ${names(t.items)} ${pairs[i]![2]!.toLowerCase()} (${t.hex})`).join('; '), () => {
        for (const t of targets) for (const item of t.items) op(env.ctx, item, t.hex);
        touch(env, targets.flatMap((t) => t.items.map((i) => i.id)));
      });
    },
  },
  {
    name: 'colour',
    re: new RegExp(String.raw`^(?:(?:make|colou?r|paint|turn|set|change|shade|fill|highlight|mark|show|draw) (.+?) (?:to |in |as |with |into )?(?:the colou?r )?(${COLOUR})(?: colou?r| fill| background)?|(?:set|change|make|update) the (?:colou?r|fill|background) (?:of|for) (.+?) (?:to|as|into) (?:the colou?r )?(${COLOUR})|(?:give|use) (.+?) (?:an? |the )?(${COLOUR}) (?:colou?r|fill|background)|(?:use|pick|choose|apply) (${COLOUR}) (?:for|on) (.+)|(.+?) (?:should be|must be|in) (${COLOUR}))$`, 'i'),
    make(m, env) {
      const pairs: [string, string][] = [[m[1]!, m[2]!], [m[3]!, m[4]!], [m[5]!, m[6]!], [m[8]!, m[7]!], [m[9]!, m[10]!]];
      const [said0, colourWord] = pairs.find(([r, c]) => r !== undefined && c !== undefined)!;
      const ref = said0.replace(/^(?:the )?(?:colou?r|fill|background) (?:of|for) /i, '');
      const hex = colourOf(colourWord);
      if (!hex) throw new NoMatch();
      const said = `colour ${quote(clean(ref))} ${colourWord.toLowerCase()}`;
      // "make it dark" is a theme, and "make the arrow from A to B red" is not an element.
      const op = need(env, 'color', said, 'cannot colour single elements (flowcharts, architecture and state diagrams can); use a theme or a palette instead');
      const targets = within(said, () => many(env, ref));
      return understood(`colour ${names(targets)} ${colourWord.toLowerCase()} (${hex})`, () => {
        for (const t of targets) op(env.ctx, t, hex);
        touch(env, targets.map((t) => t.id));
      });
    },
  },
  {
    name: 'remove colour',
    re: /^(?:(?:remove|reset|clear|drop|undo) (?:the )?(?:colou?r|fill|highlight(?:ing)?|background) (?:of|from|on) (.+)|(?:uncolou?r|unhighlight) (.+)|(?:make|set|reset) (.+?) (?:back )?(?:to )?(?:the )?(?:default|normal|plain|original) colou?r)$/i,
    make(m, env) {
      const ref = m[1] ?? m[2] ?? m[3]!;
      const said = `remove the colour of ${quote(clean(ref))}`;
      const op = need(env, 'color', said, 'has no element colours');
      const targets = within(said, () => many(env, ref));
      return understood(`remove the colour of ${names(targets)}`, () => { for (const t of targets) op(env.ctx, t, undefined); touch(env, targets.map((t) => t.id)); });
    },
  },
  {
    name: 'icon',
    re: /^(?:(?:use|set|give|add|put|show|display) (?:an? |the )?([a-z0-9:._ -]+?) icon (?:for|to|on|next to|beside|in) (.+)|(?:give|set) (.+) (?:an?|the) ([a-z0-9:._ -]+?) icon|(?:set|change|update|replace) the icon (?:of|for|on) (.+?) (?:to|with) (?:an? |the )?([a-z0-9:._ -]+?)(?: icon)?|(.+) should (?:have|get|use|show) (?:an?|the) ([a-z0-9:._ -]+?) icon)$/i,
    make(m, env) {
      const [iconWord, ref] = m[1] ? [m[1], m[2]!] : m[3] ? [m[4]!, m[3]] : m[5] ? [m[6]!, m[5]] : [m[8]!, m[7]!];
      const said = `give ${quote(clean(ref))} the ${iconWord} icon`;
      const op = need(env, 'icon', said, 'draws no icons');
      const icon = within(said, () => findIcon(env, iconWord));
      const targets = within(said, () => many(env, ref));
      return understood(`give ${names(targets)} the icon ${icon}`, () => { for (const t of targets) op(env.ctx, t, icon); touch(env, targets.map((t) => t.id)); });
    },
  },
  {
    name: 'remove icon',
    re: /^(?:remove|delete|drop|clear|hide) the icons? (?:of|from|on|for) (.+)$/i,
    make(m, env) {
      const said = `remove the icon of ${quote(clean(m[1]!))}`;
      const op = need(env, 'icon', said, 'draws no icons');
      const targets = within(said, () => many(env, m[1]!));
      return understood(`remove the icon of ${names(targets)}`, () => { for (const t of targets) op(env.ctx, t, undefined); touch(env, targets.map((t) => t.id)); });
    },
  },
  {
    name: 'type',
    re: /^(?:(?:make|turn|change|convert|mark|set) (.+?) (?:in)?(?:to |as )?(?:an? |the )?(decision|question|condition|start|begin|beginning|end|finish|stop|terminal|input|output|io|data|note|comment|process|normal|action|initial|final|choice|junction|actor|user|person|system|service|async|asynchronous|sync|synchronous|reply|response|return|milestone|task)(?: step| node| state| shape| message| point| one| type| call| participant)?|(.+?) (?:should be|is) (?:an? )(decision|start|end|note|initial|final|choice|actor|system|async|reply|milestone|input|output)(?: step| node| state| message)?)$/i,
    make(m, env) {
      const [ref, type] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
      const said = `make ${quote(clean(ref))} a ${type.toLowerCase()}`;
      const op = need(env, 'setType', said, 'has no types of elements');
      const targets = within(said, () => many(env, ref));
      return understood(`make ${names(targets)} a ${type.toLowerCase()}`, () => { for (const t of targets) op(env.ctx, t, type); touch(env, targets.map((t) => t.id)); });
    },
  },
  {
    name: 'ungroup',
    re: /^(?:(?:move|take|pull|get|bring|put) (.+?) out of (?:its |their |the )?(.+)|ungroup (.+)|(?:remove|take) (.+?) from (?:its|their) (?:group|zone|lane|section|parent|composite|cluster|layer)s?)$/i,
    make(m, env) {
      const ref = m[1] ?? m[3] ?? m[4]!;
      const said = `take ${quote(clean(ref))} out of its group`;
      const op = need(env, 'ungroup', said, 'has no groups');
      const targets = within(said, () => many(env, ref));
      return understood(`take ${names(targets)} out of ${m[2] ? quote(clean(m[2])) : 'its group'}`, () => { op(env.ctx, targets); touch(env, targets.map((t) => t.id)); });
    },
  },
  {
    name: 'reports to',
    re: /^(.+?) (?:now |should |will |must |also |then |can |has to |needs to )*(?:reports?|report|belongs?|belong|sits?|sit|goes|go|falls?|fall|lives?|live|moves?|move|be|is|are) (?:directly )?(to|under|below|beneath|into|in|inside|within) (.+?)(?: instead| now)?$/i,
    make(m, env) {
      // "A goes to B" is a flow in a graph; a tree, a matrix or a venn, or a group said so ("in", "into", "the X lane") is a place.
      const placeKinds = ['hierarchy', 'mindmap', 'matrix', 'venn'];
      const inside = /^(?:into|in|inside|within)$/i.test(m[2]!);
      const groupNoun = env.family.nouns.group;
      const namesGroup = groupNoun !== undefined && new RegExp(`\\b${groupNoun}\\b|\\bquadrant\\b`, 'i').test(m[3]!);
      if (!placeKinds.includes(env.state.kind) && !inside && !namesGroup) throw new NoMatch();
      if (/^(?:be|is|are)$/i.test(m[0].split(' ').find((w) => /^(?:be|is|are)$/i.test(w)) ?? '') && !inside && !placeKinds.includes(env.state.kind)) throw new NoMatch();
      const op = env.family.group;
      if (!op) throw new NoMatch();
      const items = oneOrMany(env, m[1]!);
      const dest = m[3]!;
      if (env.state.kind === 'matrix' || env.state.kind === 'venn') {
        const into = quadrantOf(dest) ?? clean(dest).replace(/\s+(?:set|circle|group)$/i, '');
        return understood(`put ${names(items)} in ${quote(into)}`, () => { op(env.ctx, items, into, false); touch(env, items.map((i) => i.id)); });
      }
      const parent = within(`put ${names(items)} under ${quote(clean(dest))}`, () => one(env, dest));
      return understood(`put ${names(items)} ${inside || namesGroup ? 'in' : 'under'} ${quote(parent)}`, () => { op(env.ctx, items, parent.label, false); touch(env, items.map((i) => i.id)); });
    },
  },
  {
    name: 'group',
    re: /^(?:(move|put|place|drag|shift|relocate|nest|drop|add|assign|file) (.+)|group (.+?) (?:together )?(?:as|into|in|under|called|named) (?:a )?(?:(?:new )?group )?(?:called |named )?(.+)|(?:create|make|add|start) (?:a |an )?(?:new )?(group|zone|lane|section|layer|tier|cluster|area|phase) (?:called |named )?(.+?) (?:with|for|containing|around|holding) (.+))$/i,
    make(m, env) {
      const op = env.family.group;
      let items: Named[];
      let into: string;
      let create = true;
      let quad: string | undefined;
      if (m[1]) {
        const verb = m[1].toLowerCase();
        const sep = /\s+(?:in|into|inside|to|under|underneath|within|onto|below|beneath|as (?:a )?(?:child|children) of)\s+/i;
        let found: { left: Named[]; right: string };
        try {
          found = firstResolving(env, cuts(m[2]!, sep), (l) => many(env, l));
        } catch (e) {
          // "add X to Y" is an addition when X is not in the diagram: the add rule reads it.
          if (['add', 'put', 'place', 'drop', 'file'].includes(verb) || (e instanceof EditFailure && e.reason.startsWith('nothing in the diagram'))) throw new NoMatch();
          throw e;
        }
        items = found.left;
        const dest = /^(?:a |an |the )?(new )?(?:(group|zone|lane|swimlane|section|layer|tier|cluster|box|area|container|phase|composite(?: state)?|quadrant)\s+)?(?:(called|named|labell?ed)\s+)?(.+?)(?:\s+(group|zone|lane|swimlane|section|layer|tier|cluster|area|quadrant|set|column|row))?$/i.exec(found.right)!;
        into = dest[4]!;
        create = Boolean(dest[1] || dest[3] || (dest[2] && !/^the /i.test(found.right)));
        if (env.state.kind === 'matrix') quad = quadrantOf(found.right);
        // A date ("move the launch to 2025") or an order ("move X to the top") is not a group.
        if (!quad && (/^(?:the )?(?:top|bottom|start|end|beginning|front|back|first|last)(?: place| position)?$/i.test(found.right) || new RegExp(`^${DATE}$`, 'i').test(found.right))) throw new NoMatch();
      } else if (m[3]) {
        items = within(`group ${quote(clean(m[3]))}`, () => many(env, m[3]!));
        into = m[4]!;
      } else {
        items = within(`put ${quote(clean(m[7]!))} in the ${m[5]} ${quote(clean(m[6]!))}`, () => many(env, m[7]!));
        into = m[6]!;
      }
      const target = clean(into);
      const said = `put ${names(items)} in ${quad ? `the ${quad} quadrant` : `${create ? 'the (new) ' : ''}${env.family.nouns.group ?? 'group'} ${quote(target)}`}`;
      if (!op) throw new Understood(said, `a ${env.state.kind} diagram has no groups.`);
      return understood(said, () => {
        const ids = op(env.ctx, items, quad ?? target, create);
        touch(env, [...items.map((i) => i.id), ...ids]);
      });
    },
  },
  {
    name: 'reorder',
    re: /^(?:(?:move|put|place|shift|drag|bring|send) (.+?) (?:to (?:go |come )?)?(after|before|above|below|ahead of|behind|in front of|following|under|beneath|right after|right before|just after|just before) (.+)|(?:move|put|bring|send|shift) (.+?) to the (top|start|beginning|front|first place|end|bottom|back|last place|left|right)|(?:make) (.+?) (?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: step| item| level| stage| one| event| option| spoke| part| entry)?)$/i,
    make(m, env) {
      const op = need(env, 'move', 'move', 'keeps no order');
      const tree = env.state.kind === 'mindmap' || env.state.kind === 'hierarchy';
      if (m[1]) {
        const word = m[2]!.toLowerCase().replace(/^(?:right|just) /, '');
        if (tree && ['under', 'beneath', 'below'].includes(word)) throw new NoMatch();
        const target = oneOrNoMatch(env, m[1]);
        const anchor = within(`move ${quote(target)} ${word} ${quote(clean(m[3]!))}`, () => one(env, m[3]!));
        const after = ['after', 'below', 'behind', 'following', 'under', 'beneath'].includes(word);
        return understood(`move ${quote(target)} ${after ? 'after' : 'before'} ${quote(anchor)}`, () => { op(env.ctx, target, after ? { after: anchor } : { before: anchor }); touch(env, [target.id]); });
      }
      if (m[4]) {
        const target = oneOrNoMatch(env, m[4]);
        const start = ['top', 'start', 'beginning', 'front', 'first place', 'left'].includes(m[5]!.toLowerCase());
        return understood(`move ${quote(target)} to the ${start ? 'start' : 'end'}`, () => { op(env.ctx, target, { at: start ? 'start' : 'end' }); touch(env, [target.id]); });
      }
      const target = oneOrNoMatch(env, m[6]!);
      const word = m[7]!.toLowerCase();
      const at = word === 'last' ? 'end' as const : word === 'first' ? 'start' as const : (ORDINALS[word] ?? 1) - 1;
      return understood(`make ${quote(target)} the ${word}`, () => { op(env.ctx, target, { at }); touch(env, [target.id]); });
    },
  },
  {
    name: 'swap',
    re: /^(?:swap|switch|exchange|interchange|trade) (?:the (?:places|positions|order) of )?(.+?) (?:and|with|for) (.+)$/i,
    make(m, env) {
      const a = oneOrNoMatch(env, m[1]!);
      const b = oneOrNoMatch(env, m[2]!);
      const op = need(env, 'swap', `swap ${quote(a)} and ${quote(b)}`, 'has no order to swap');
      return understood(`swap ${quote(a)} and ${quote(b)}`, () => { op(env.ctx, a, b); touch(env, [a.id, b.id]); });
    },
  },
  {
    name: 'date',
    re: new RegExp(String.raw`^(?:(?:change|set|update|move|make|shift) (?:the )?(?:date|year|start|start date|time) (?:of|for) (.+?) (?:to|as|:) (${DATE})|(?:move|shift|reschedule|change|set|make) (.+?) (?:to|as|for|in) (${DATE})|(.+?) (?:happened|happens|is|was|were|should be|starts|started|will be|took place|takes place)(?: actually| really| in fact| now| instead)? (?:in|on|at|from) (${DATE}))(?:,? (?:not|instead of) .+)?$`, 'i'),
    make(m, env) {
      const [ref, date] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : [m[5]!, m[6]!];
      if (!env.family.setDate) throw new NoMatch();
      const target = m[1] ? one(env, ref) : oneOrNoMatch(env, ref);
      return understood(`set the date of ${quote(target)} to ${quote(date)}`, () => { env.family.setDate!(env.ctx, target, date); touch(env, [target.id]); });
    },
  },
  {
    name: 'value',
    re: /^(?:(?:set|change|update|make|adjust) (?:the )?(?:value|number|amount|count|size|share|percentage|percent|total|figure) (?:of|for) (.+?) (?:to|=|at|as) ([$\d][\d,.]*\s*(?:%|percent|k|m)?)|(?:set|change|update|make|adjust|put) (.+?) (?:to|=|at|as) ([$\d][\d,.]*\s*(?:%|percent|k|m)?)|(.+?) (?:should be|is now|is|=|:|has|gets|to) ([$\d][\d,.]*\s*(?:%|percent|k|m)?))$/i,
    make(m, env) {
      const [ref, text] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : [m[5]!, m[6]!];
      const value = valueOf(text);
      if (value === undefined || !env.family.setValue) throw new NoMatch();
      const target = m[1] ? one(env, ref) : oneOrNoMatch(env, ref);
      return understood(`set the value of ${quote(target)} to ${value}`, () => { env.family.setValue!(env.ctx, target, value); touch(env, [target.id]); });
    },
  },
  {
    name: 'cell',
    re: /^(?:(?:set|change|update|make|put|write) (?:the )?(?:value of )?(.+?) (?:of|for|in) (.+?) (?:to|=|as|:) (.+)|(.+?)['’]s (.+?) (?:is|should be|=|:) (.+)|(?:set|change|update|make) (.+?) (?:to|=|as|:) (.+?) (?:for|in) (.+))$/i,
    make(m, env) {
      if (!env.family.setText) throw new NoMatch();
      const [a, b, text] = m[1] ? [m[1], m[2]!, m[3]!] : m[4] ? [m[5]!, m[4], m[6]!] : [m[7]!, m[9]!, m[8]!];
      const x = oneOrNoMatch(env, a);
      const y = oneOrNoMatch(env, b);
      if (x.noun === y.noun) throw new NoMatch();
      const value = clean(text);
      return understood(`set ${quote(x)} of ${quote(y)} to ${quote(value)}`, () => { env.family.setText!(env.ctx, x, y, value); touch(env, [x.id, y.id]); });
    },
  },
  {
    name: 'connect',
    re: new RegExp(String.raw`^(?:(?:connect|link|join|wire|hook up|attach|point) (.+)|(?:add|draw|create|insert|put|make) (?:an? |the |another )?(?:new )?(?:arrows?|edges?|links?|connections?|lines?|connectors?|transitions?|flows?|relationships?|relations?|dependency|dependencies) (?:from |between )?(.+))$`, 'i'),
    make(m, env) {
      const body = (m[1] ?? m[2])!;
      const said = `connect ${quote(clean(body))}`;
      const sep = m[1] ? new RegExp(String.raw`\s+(?:${SEP}|into|at)\s+`, 'i') : /\s+(?:to|->|→|and)\s+/i;
      const options = cuts(body, sep);
      // Words that do not name two elements are not a connection ("add Edge with 5%").
      if (!options.length) throw new NoMatch();
      let xs: Named[];
      let right: string;
      try {
        ({ left: xs, right } = firstResolving(env, options, (l) => many(env, l)));
      } catch (e) {
        if (m[2] || !(e instanceof EditFailure)) throw new NoMatch();
        throw new Understood(saidOf(e, 'connect', 'to', said), e.reason, e.candidates);
      }
      const { targets: ys, label: value } = within(`connect ${names(xs)} to ${quote(clean(right))}`, () => targetAndLabel(env, right));
      const op = need(env, 'connect', `connect ${names(xs)} to ${names(ys)}`, 'has no connections');
      return understood(`connect ${names(xs)} to ${names(ys)}${value ? ` with the label ${quote(value)}` : ''}`, () => {
        for (const x of xs) for (const y of ys) op(env.ctx, x, y, value);
        touch(env, [...xs, ...ys].map((n) => n.id), xs.length === 1 && ys.length === 1 ? [xs[0]!, ys[0]!] : undefined);
      });
    },
  },
  {
    name: 'label the last connection',
    re: new RegExp(String.raw`^(?:label|name|caption|call|mark|title) (?:it|that|this|that one|the (?:new )?${LINK})(?: as| with| to|:)? (.+)$`, 'i'),
    make(m, env) {
      const link = env.recentLink;
      const op = env.family.labelLink;
      if (!link || !op) throw new NoMatch();
      const value = prose(m[1]!);
      return understood(`label the connection from ${quote(link[0])} to ${quote(link[1])} ${quote(value)}`, () => touch(env, [op(env.ctx, link[0], link[1], value)], link));
    },
  },
  {
    name: 'sequence step',
    re: /^(?:(?:right |just |directly )?(after|before) (.+?),\s*)?(?:then |and then )?(.+?) (?:should |will |must |then |now |also |needs to |has to )+(.+?) (?:with|to|from|at|on|via|using|in|for) (?:the )?(.+?)$/i,
    make(m, env) {
      if (env.state.kind !== 'sequence') throw new NoMatch();
      const from = oneOrNoMatch(env, m[3]!, (n) => n.noun === 'participant');
      const to = oneOrNoMatch(env, m[5]!, (n) => n.noun === 'participant');
      const words = m[4]!.replace(/^(?:send|call|ask|tell)\s+/i, (v) => v);
      const text = label(env, words);
      let anchor: Named | undefined;
      if (m[2]) {
        const said = m[2].replace(/\s+(?:comes? back|returns?|is returned|arrives?|is sent|happens|is done|finishes|is received|has been sent)$/i, '');
        anchor = within(`add a message from ${quote(from)} to ${quote(to)} ${m[1]} ${quote(clean(said))}`, () => one(env, said, (n) => n.noun === 'message'));
      }
      const where = anchor ? ` ${m[1]!.toLowerCase()} ${quote(anchor)}` : '';
      return understood(`add a message ${quote(text)} from ${quote(from)} to ${quote(to)}${where}`, () => {
        touch(env, env.family.add(env.ctx, { label: text, role: 'message', from, to, ...(anchor ? (m[1]!.toLowerCase() === 'after' ? { after: anchor } : { before: anchor }) : {}) }));
      });
    },
  },
  {
    name: 'message',
    re: /^(?:have |make |let )?(.+?) (sends?|calls?|asks?|tells?|queries|query|requests?|notif(?:y|ies)|repl(?:y|ies) to|responds? to|returns? to|answers?|pings?|posts? to|gets? from|fetches from|publishes to|emits to) (.+?)(?:(?: with| for| to| saying| about|:| that| the message) (.+))?$/i,
    make(m, env) {
      if (env.state.kind !== 'sequence') throw new NoMatch();
      const from = oneOrNoMatch(env, m[1]!);
      let to: Named;
      let text = m[4];
      try {
        to = one(env, m[3]!);
      } catch {
        // "API sends the database a query": the receiver is the first words of the rest.
        const words = m[3]!.split(/\s+/);
        let found: [Named, string] | undefined;
        for (let i = words.length - 1; i >= 1 && !found; i--) {
          try { found = [one(env, words.slice(0, i).join(' ')), words.slice(i).join(' ')]; } catch { /* shorter */ }
        }
        if (!found) throw new NoMatch();
        [to, text] = [found[0], text ? `${found[1]} ${text}` : found[1]];
      }
      const verb = m[2]!.toLowerCase();
      const type = /repl|respond|return|answer/.test(verb) ? 'reply' : /publish|emit|notif/.test(verb) ? 'async' : 'sync';
      const value = text ? clean(text) : '';
      return understood(`add a ${type} message from ${quote(from)} to ${quote(to)}${value ? ` ${quote(value)}` : ''}`, () => {
        touch(env, env.family.add(env.ctx, { label: value, role: 'message', type, from, to }));
      });
    },
  },
  {
    name: 'depends',
    re: /^(?:make |let )?(.+?) (?:(?:should|must|will|can|has to|have to|needs to|need to|only|also|now) )*(?:depends? on|needs|waits? for|requires?|comes? after|follows?|starts? after|starts? when|begins? after|is blocked by|be blocked by|runs? after|happens? after) (.+?)(?: (?:finishes|ends|is done|has finished|is finished))?$/i,
    make(m, env) {
      if (env.state.kind !== 'gantt') throw new NoMatch();
      const task = oneOrNoMatch(env, m[1]!);
      const before = one(env, m[2]!);
      return understood(`make ${quote(task)} depend on ${quote(before)}`, () => touch(env, [env.family.connect!(env.ctx, before, task, undefined), task.id].slice(1)));
    },
  },
  {
    name: 'add',
    re: /^(?:add|insert|include|create|put in|put|append|introduce|place|new) (.+)$/i,
    make(m, env) {
      const { spec, members, labels, children } = within(`add ${quote(clean(m[1]!))}`, () => readAddPhrase(env, m[1]!));
      const where = spec.between ? ` between ${quote(spec.between[0])} and ${quote(spec.between[1])}`
        : spec.after ? ` after ${quote(spec.after)}` : spec.before ? ` before ${quote(spec.before)}`
          : spec.parent ? ` in ${quote(spec.parent)}` : spec.quadrant ? ` in the ${spec.quadrant} quadrant`
            : spec.at !== undefined ? ` at ${spec.at === 'start' ? 'the start' : spec.at === 'end' ? 'the end' : `position ${Number(spec.at) + 1}`}` : '';
      const links = spec.from && spec.to ? ` from ${quote(spec.from)} to ${quote(spec.to)}` : spec.from ? ` connected from ${quote(spec.from)}` : spec.to ? ` connected to ${quote(spec.to)}` : '';
      const what = spec.role === 'message' ? 'message' : spec.role ?? spec.type ?? env.family.nouns.element;
      const said = `add ${labels.length > 1 ? `${labels.length} ${what}s ${labels.map((l) => quote(l)).join(', ')}` : `a ${what} ${quote(spec.label)}`}${where}${links}${spec.value !== undefined ? ` with the value ${spec.value}` : ''}${spec.date ? ` dated ${quote(spec.date)}` : ''}${children?.length ? ` with ${children.map((c) => quote(c)).join(', ')} under it` : ''}`;
      const memberItems = members ? within(said, () => many(env, members)) : undefined;
      return understood(said, () => {
        // Several new elements go one after the other, where the first goes.
        const ids: string[] = [];
        let previous: Named | undefined;
        for (const l of labels) {
          let one: AddSpec = { ...spec, label: l };
          if (previous && spec.between) one = { ...one, between: [previous, spec.between[1]] };
          else if (previous && (spec.after || spec.before || spec.at !== undefined)) one = { ...one, after: previous, before: undefined, at: undefined };
          const added = env.family.add(env.ctx, one);
          ids.push(...added);
          previous = { id: added[0]!, label: l, noun: env.family.nouns.element };
        }
        if (memberItems?.length) {
          if (!env.family.group) throw new EditFailure(`a ${env.state.kind} diagram has no groups.`);
          env.family.group(env.ctx, memberItems, spec.label, true);
        }
        for (const child of children ?? []) ids.push(...env.family.add(env.ctx, { label: child, parent: { id: ids[0]!, label: spec.label, noun: env.family.nouns.element } }));
        touch(env, ids);
      });
    },
  },
  {
    name: 'remove',
    re: /^(?:remove|delete|drop|get rid of|take out|take away|erase|eliminate|cut|kill|strip|scrap|lose|discard|omit|leave out) (.+?)(?: from (?:the |this )?(?:diagram|chart|flow|flowchart|list|picture|map|graph|table|matrix|timeline|pyramid|funnel|cycle|process|sequence|hub|architecture|system))?$/i,
    make(m, env) {
      const phrase = m[1]!;
      // "remove X from Y": an item of a set or an option, or an element leaving its group.
      const from = /^(.+?) from (?:the )?(.+)$/i.exec(phrase);
      if (from) {
        const scoped = scopedRemove(env, from[1]!, from[2]!);
        if (scoped) return scoped;
      }
      const said = `remove ${quote(clean(phrase))}`;
      const targets = within(said, () => many(env, phrase));
      return understood(`remove ${names(targets)}`, () => { env.family.remove(env.ctx, targets); touch(env, []); });
    },
  },
  {
    name: 'rename',
    re: /^(?:(rename|relabel|retitle|re-?name) (.+)|(?:change|set|update|edit|fix) (?:the )?(?:name|label|text|title|wording|caption) (?:of|for|on|in) (.+)|(?:change|replace|turn|switch|swap|correct|fix) (.+)|(?:make|have|let) (.+?) (?:say|read|show|display) (.+)|(.+?) should (?:be )?(?:called|named|renamed(?: to)?|labell?ed|read|say) (.+)|(.+?) (?:->|→|=>) (.+)|use (.+?) instead of (.+)|(.+?) (?:is now|becomes|is renamed to|is called) (.+))$/i,
    make(m, env) {
      let ref: string;
      let to: string;
      let target: Named;
      const loose = Boolean(m[4] || m[9] || m[13]);
      if (m[2] || m[3] || m[4]) {
        const body = (m[2] ?? m[3] ?? m[4])!;
        const sep = m[4] ? /\s+(?:to|with|into|for|->|→)\s+/i : /\s+(?:to|as|into|->|→|=|:)\s+|:\s+/i;
        const options = cuts(body, sep);
        if (!options.length) throw new NoMatch();
        let found: { left: Named; leftText: string; right: string };
        try {
          found = firstResolving(env, options, (l) => one(env, l));
        } catch (e) {
          if (loose || !(e instanceof EditFailure)) throw new NoMatch();
          throw new Understood(saidOf(e, 'rename', 'to', `rename ${quote(clean(body))}`), e.reason, e.candidates);
        }
        target = found.left; ref = found.leftText; to = found.right;
      } else {
        [ref, to] = m[5] ? [m[5], m[6]!] : m[7] ? [m[7], m[8]!] : m[9] ? [m[9], m[10]!] : m[11] ? [m[12]!, m[11]] : [m[13]!, m[14]!];
        target = loose ? oneOrNoMatch(env, ref) : within(`rename ${quote(clean(ref))} to ${quote(clean(to))}`, () => one(env, ref));
      }
      const value = label(env, to);
      return understood(`rename ${quote(target)} to ${quote(value)}`, () => { env.family.rename(env.ctx, target, value); touch(env, [target.id]); });
    },
  },
  {
    name: 'call',
    re: /^(?:call|name|label) (.+)$/i,
    make(m, env) {
      // "call the database Postgres": the longest start of the phrase that names an element.
      const words = tidy(m[1]!).replace(/\s+instead$/i, '').split(/\s+/);
      for (let i = words.length - 1; i >= 1; i--) {
        let target: Named;
        try { target = one(env, words.slice(0, i).join(' ')); } catch { continue; }
        const value = label(env, words.slice(i).join(' ').replace(/^(?:as|to)\s+/i, ''));
        return understood(`rename ${quote(target)} to ${quote(value)}`, () => { env.family.rename(env.ctx, target, value); touch(env, [target.id]); });
      }
      throw new NoMatch();
    },
  },
  {
    name: 'flows to',
    re: /^(?:then |after that |and )?(.+?) (?:(?:should|must|now|also|then|will|can|could|needs? to|has to|have to|always|directly) )*(?:connects?|links?|points?|leads?|goes|go|flows?|calls?|sends? (?:data |requests |messages |events )?|talks?|writes?|reads? from|reads?|transitions?|moves?|routes?|forwards?|passes?|pushes?|publishes?|returns?|feeds?|hands? off|continues?) (?:to |on |into |from |back to )?(.+?)(?:(?:,? with (?:the |a )?label|,? labell?ed|,? saying|,? when|,? on|,? if|:) (.+))?$/i,
    make(m, env) {
      const a = oneOrNoMatch(env, m[1]!);
      const b = oneOrNoMatch(env, m[2]!);
      const op = env.family.connect;
      if (!op) throw new NoMatch();
      const value = m[3] ? clean(m[3]) : undefined;
      return understood(`connect ${quote(a)} to ${quote(b)}${value ? ` with the label ${quote(value)}` : ''}`, () => touch(env, [op(env.ctx, a, b, value), a.id, b.id].slice(1)));
    },
  },
];

/** Elements named by the phrase, or NoMatch when it names none (another reading of the clause is tried). */
function oneOrMany(env: Env, phrase: string): Named[] {
  try {
    return many(env, phrase);
  } catch (e) {
    if (e instanceof EditFailure && e.reason.startsWith('nothing in the diagram')) throw new NoMatch();
    throw e;
  }
}

/** "remove Python from Languages", "remove the con 'slow' from Basic", "remove the worker from the Background group". */
function scopedRemove(env: Env, what: string, scope: string): Action | undefined {
  let scopeEl: Named;
  try {
    scopeEl = one(env, scope);
  } catch {
    return undefined;
  }
  const pool = env.family.named(env.ctx);
  const inScope = pool.filter((p) => p.id.startsWith(`${scopeEl.id}:`) || p.id.startsWith(`${scopeEl.id}/`) || p.id.startsWith(`${scopeEl.id}.`));
  if (inScope.length) {
    const said = `remove ${quote(clean(what))} from ${quote(scopeEl)}`;
    const scopeIds = new Set(inScope.map((n) => n.id));
    const targets = within(said, () => many(env, what, (n) => scopeIds.has(n.id)));
    return understood(`remove ${names(targets)} from ${quote(scopeEl)}`, () => { env.family.remove(env.ctx, targets); touch(env, [scopeEl.id]); });
  }
  if (env.family.ungroup && scopeEl.noun === env.family.nouns.group) {
    const said = `take ${quote(clean(what))} out of ${quote(scopeEl)}`;
    const targets = within(said, () => many(env, what));
    return understood(`take ${names(targets)} out of ${quote(scopeEl)}`, () => { env.family.ungroup!(env.ctx, targets); touch(env, targets.map((t) => t.id)); });
  }
  return undefined;
}

/** "database", "lucide:database", "a shopping cart" → an icon id of the catalog. */
function findIcon(env: Env, word: string): string {
  const w = word.trim().toLowerCase().replace(/^(?:an?|the)\s+/, '');
  const icons = env.deps.icons;
  if (!icons) throw new EditFailure('no icon catalog is available.');
  if (/^[a-z0-9-]+:[a-z0-9._-]+$/.test(w)) {
    if (!icons.get(w)) throw new EditFailure(`there is no icon ${quote(w)} (see GET /rest/v1/icons).`);
    return w;
  }
  const exact = icons.get(`lucide:${w.replace(/\s+/g, '-')}`) ?? icons.get(`simple:${w.replace(/[\s.-]+/g, '')}`);
  if (exact) return exact.id;
  const hit = icons.search(w)[0]?.id ?? icons.suggest(w);
  if (!hit) throw new EditFailure(`no icon fits ${quote(w)}; name one from GET /rest/v1/icons, e.g. lucide:database.`);
  return hit;
}

/** The content of a kind validated after the edit: a failure is an edit the kind cannot hold. */
export function validateEdited(kind: Kind, content: unknown): { ok: true; value: unknown } | { ok: false; issues: string[] } {
  const r = CONTENT_SCHEMAS[kind].safeParse(content);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, issues: r.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(content)'}: ${i.message}`) };
}
