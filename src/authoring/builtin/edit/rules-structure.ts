// What the diagram holds: add, remove, rename, move into and out of groups, reorder and swap.
import { DATE, readAddPhrase } from './add-phrase.js';
import { type Action, type Env, label, many, names, NoMatch, one, oneOrNoMatch, type Rule, Understood } from './env.js';
import { type AddSpec, EditFailure, quote } from './family.js';
import { quadrantOf } from './matrix-family.js';
import type { Named } from './names.js';
import { ORDINALS, tidy } from './words.js';
import { understood, within, need, touch, clean, cuts, firstResolving, saidOf, oneOrMany } from './rule-kit.js';

/** Rules by name; rules.ts sets the order they are tried in. */
export const STRUCTURE_RULES: Record<string, Rule> = {
  'reports to': {
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
  'ungroup': {
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
  'group': {
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
  'reorder': {
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
  'swap': {
    name: 'swap',
    re: /^(?:swap|switch|exchange|interchange|trade) (?:the (?:places|positions|order) of )?(.+?) (?:and|with|for) (.+)$/i,
    make(m, env) {
      const a = oneOrNoMatch(env, m[1]!);
      const b = oneOrNoMatch(env, m[2]!);
      const op = need(env, 'swap', `swap ${quote(a)} and ${quote(b)}`, 'has no order to swap');
      return understood(`swap ${quote(a)} and ${quote(b)}`, () => { op(env.ctx, a, b); touch(env, [a.id, b.id]); });
    },
  },
  'add': {
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
  'remove': {
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
  'rename': {
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
  'call': {
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
};

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
