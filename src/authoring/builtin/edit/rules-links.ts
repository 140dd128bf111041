// Connections: connect and disconnect (with labels), label and reverse them, messages of sequences, task dependencies.
import { label, many, names, NoMatch, one, oneOrNoMatch, prose, type Rule, Understood } from './env.js';
import { EditFailure, quote } from './family.js';
import type { Named } from './names.js';
import { LINK, SEP, understood, within, need, touch, clean, cuts, firstResolving, saidOf, targetAndLabel } from './rule-kit.js';

/** Rules by name; rules.ts sets the order they are tried in. */
export const LINK_RULES: Record<string, Rule> = {
  'disconnect': {
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
  'stop connecting': {
    name: 'stop connecting',
    re: /^(.+?) (?:should not|shouldn't|must not|mustn't|does not|doesn't|should no longer|no longer|must no longer) (?:connect|link|point|lead|go|talk|send|call|depend|flow)s?(?: to| on| with| into)? (.+)$/i,
    make(m, env) {
      const a = oneOrNoMatch(env, m[1]!);
      const b = oneOrNoMatch(env, m[2]!);
      const op = need(env, 'disconnect', 'disconnect', 'has no connections');
      return understood(`disconnect ${quote(a)} from ${quote(b)}`, () => touch(env, env.state.kind === 'gantt' ? op(env.ctx, b, a, false) : op(env.ctx, a, b, false)));
    },
  },
  'label link': {
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
  'unlabel link': {
    name: 'unlabel link',
    re: new RegExp(String.raw`^(?:remove|delete|clear|drop) the (?:label|text|caption) (?:of|on|from) the ${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+)$`, 'i'),
    make(m, env) {
      const text = `remove the label of the connection from ${quote(clean(m[1]!))} to ${quote(clean(m[2]!))}`;
      const op = need(env, 'labelLink', text, 'has no labelled connections');
      const [x, y] = within(text, () => [one(env, m[1]!), one(env, m[2]!)]);
      return understood(text, () => touch(env, [op(env.ctx, x, y, undefined)]));
    },
  },
  'reverse link': {
    name: 'reverse link',
    re: new RegExp(String.raw`^(?:reverse|flip|invert|turn around|swap the direction of|change the direction of) (?:the )?${LINK} (?:from|between) (.+?) (?:to|and|->|→) (.+)$`, 'i'),
    make(m, env) {
      const text = `reverse the connection between ${quote(clean(m[1]!))} and ${quote(clean(m[2]!))}`;
      const op = need(env, 'reverseLink', text, 'has no connections');
      const [x, y] = within(text, () => [one(env, m[1]!), one(env, m[2]!)]);
      return understood(text, () => touch(env, [op(env.ctx, x, y)]));
    },
  },
  'connect': {
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
  'label the last connection': {
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
  'sequence step': {
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
  'message': {
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
  'depends': {
    name: 'depends',
    re: /^(?:make |let )?(.+?) (?:(?:should|must|will|can|has to|have to|needs to|need to|only|also|now) )*(?:depends? on|needs|waits? for|requires?|comes? after|follows?|starts? after|starts? when|begins? after|is blocked by|be blocked by|runs? after|happens? after) (.+?)(?: (?:finishes|ends|is done|has finished|is finished))?$/i,
    make(m, env) {
      if (env.state.kind !== 'gantt') throw new NoMatch();
      const task = oneOrNoMatch(env, m[1]!);
      const before = one(env, m[2]!);
      return understood(`make ${quote(task)} depend on ${quote(before)}`, () => touch(env, [env.family.connect!(env.ctx, before, task, undefined), task.id].slice(1)));
    },
  },
  'flows to': {
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
};
