// The shape of one known diagram (an entry of topics/*.json) and the languages the pack speaks.
import type { Kind } from '../../../spec/kinds.js';

export const LANGS = ['en', 'fr', 'de', 'es', 'pt', 'it'] as const;
export type Lang = (typeof LANGS)[number];
/** The languages the labels translate the English content into, in the order of each row. */
export const OTHER_LANGS = ['fr', 'de', 'es', 'pt', 'it'] as const satisfies readonly Lang[];

export interface Topic {
  /** kebab-case, unique across every file. */
  id: string;
  kind: Kind;
  /** The default design: a design of `kind`. */
  design: string;
  /** A reference page anyone can check (the facts are written in our own words). */
  source: string;
  /** Names people use for it, per language; lower or mixed case, matched after normalization. */
  aliases: Partial<Record<Lang, string[]>>;
  /** Content valid for `kind`, in English. */
  content: Record<string, unknown>;
  /** English string of the content → its translations, in the order of OTHER_LANGS (fr, de, es, pt, it). */
  labels?: Record<string, string[]>;
}

/** A topic file: one domain's entries. */
export type TopicFile = Topic[];
