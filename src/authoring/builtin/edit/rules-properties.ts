// What elements carry: descriptions, colours, icons, types, dates, values and table cells.
import { DATE } from './add-phrase.js';
import { type Env, many, names, NoMatch, one, oneOrNoMatch, prose, type Rule } from './env.js';
import { EditFailure, quote } from './family.js';
import { colourOf } from './words.js';
import { COLOUR, understood, within, need, touch, clean, valueOf } from './rule-kit.js';

/** Rules by name; rules.ts sets the order they are tried in. */
export const PROPERTY_RULES: Record<string, Rule> = {
  'describe': {
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
  'remove description': {
    name: 'remove description',
    re: /^(?:remove|delete|clear|drop|hide) the (?:description|subtitle|details?|caption) (?:of|from|on|under) (.+)$/i,
    make(m, env) {
      const said = `remove the description of ${quote(clean(m[1]!))}`;
      const op = need(env, 'describe', said, 'has no descriptions');
      const target = within(said, () => one(env, m[1]!));
      return understood(said, () => { op(env.ctx, target, undefined); touch(env, [target.id]); });
    },
  },
  'colours': {
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
  'colour': {
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
  'remove colour': {
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
  'icon': {
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
  'remove icon': {
    name: 'remove icon',
    re: /^(?:remove|delete|drop|clear|hide) the icons? (?:of|from|on|for) (.+)$/i,
    make(m, env) {
      const said = `remove the icon of ${quote(clean(m[1]!))}`;
      const op = need(env, 'icon', said, 'draws no icons');
      const targets = within(said, () => many(env, m[1]!));
      return understood(`remove the icon of ${names(targets)}`, () => { for (const t of targets) op(env.ctx, t, undefined); touch(env, targets.map((t) => t.id)); });
    },
  },
  'type': {
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
  'date': {
    name: 'date',
    re: new RegExp(String.raw`^(?:(?:change|set|update|move|make|shift) (?:the )?(?:date|year|start|start date|time) (?:of|for) (.+?) (?:to|as|:) (${DATE})|(?:move|shift|reschedule|change|set|make) (.+?) (?:to|as|for|in) (${DATE})|(.+?) (?:happened|happens|is|was|were|should be|starts|started|will be|took place|takes place)(?: actually| really| in fact| now| instead)? (?:in|on|at|from) (${DATE}))(?:,? (?:not|instead of) .+)?$`, 'i'),
    make(m, env) {
      const [ref, date] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : [m[5]!, m[6]!];
      if (!env.family.setDate) throw new NoMatch();
      const target = m[1] ? one(env, ref) : oneOrNoMatch(env, ref);
      return understood(`set the date of ${quote(target)} to ${quote(date)}`, () => { env.family.setDate!(env.ctx, target, date); touch(env, [target.id]); });
    },
  },
  'value': {
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
  'cell': {
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
};

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
