// The diagram as a whole: its title, how it is drawn (design, direction, theme), and turning it into another kind.
import { AppError } from '../../../errors.js';
import { isKind, type Kind } from '../../../spec/kinds.js';
import { defaultDesignFor, designsOfKind } from '../../../designs/registry.js';
import { readPresentation } from '../../edit/presentation.js';
import { convertContent } from '../convert.js';
import { label, NoMatch, type Rule, Understood } from './env.js';
import { EditFailure, quote } from './family.js';
import { understood, touch, KIND_WORDS } from './rule-kit.js';

/** Rules by name; rules.ts sets the order they are tried in. */
export const DRAWING_RULES: Record<string, Rule> = {
  'title': {
    name: 'title',
    re: /^(?:(?:change|set|update|rename|make|edit) (?:the )?(?:diagram'?s? |chart'?s? )?title (?:to|as|into|:)|(?:rename|retitle|call|name|title) (?:the |this )?(?:whole )?(?:diagram|chart|graph|picture|map)(?: to| as)?|(?:the )?title (?:should be|is|=|:)|(?:give|use) (?:it|the diagram) the title) (.+)$/i,
    make(m, env) {
      const title = label(env, m[1]!);
      return understood(`set the title to ${quote(title)}`, () => { env.ctx.content.title = title; touch(env, []); });
    },
  },
  'remove title': {
    name: 'remove title',
    re: /^(?:remove|delete|drop|hide|clear) the (?:diagram'?s? )?title$/i,
    make(_m, env) {
      return understood('remove the title', () => { delete env.ctx.content.title; });
    },
  },
  'presentation': {
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
  'convert kind': {
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
};
