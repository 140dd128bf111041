// The edit grammar: one rule per way people say a change, tried in this order on each clause of an instruction. The
// first rule that understands a clause applies it or says why it cannot, so specific readings come before loose ones.
import type { Rule } from './env.js';
import { DRAWING_RULES } from './rules-drawing.js';
import { LINK_RULES } from './rules-links.js';
import { PROPERTY_RULES } from './rules-properties.js';
import { STRUCTURE_RULES } from './rules-structure.js';

export { validateEdited } from './rule-kit.js';

const ORDER = [
  'title',
  'remove title',
  'presentation',
  'convert kind',
  'disconnect',
  'stop connecting',
  'label link',
  'unlabel link',
  'reverse link',
  'describe',
  'remove description',
  'colours',
  'colour',
  'remove colour',
  'icon',
  'remove icon',
  'type',
  'ungroup',
  'reports to',
  'group',
  'reorder',
  'swap',
  'date',
  'value',
  'cell',
  'connect',
  'label the last connection',
  'sequence step',
  'message',
  'depends',
  'add',
  'remove',
  'rename',
  'call',
  'flows to',
] as const;

const BY_NAME: Record<string, Rule> = { ...DRAWING_RULES, ...LINK_RULES, ...PROPERTY_RULES, ...STRUCTURE_RULES };

export const RULES: Rule[] = ORDER.map((name) => {
  const rule = BY_NAME[name];
  if (!rule) throw new Error(`edit grammar: no rule "${name}"`);
  return rule;
});
