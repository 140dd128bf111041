// The operations an edit can make on one family of kinds (graphs, trees, series, ...), and what they share.
import type { Kind } from '../../../spec/kinds.js';
import { IdAllocator } from '../../edit/ensure-ids.js';
import type { Named } from './names.js';

/** An edit that cannot be made: `reason` says why, in words for the person who asked. */
export class EditFailure extends Error {
  constructor(readonly reason: string, readonly candidates: string[] = []) {
    super(reason);
  }
}

export type Position = 'start' | 'end' | number;

/** What to add, as the grammar understood it; each family uses the fields that mean something to it. */
export interface AddSpec {
  label: string;
  /** The id to give it (an element moved is added again under its own id). */
  id?: string | undefined;
  /** The element's role where a kind has several ("group", "participant", "message", "attribute", "row", "column", "pro", "con", "set"). */
  role?: string | undefined;
  /** A node type word as said ("decision", "end", "actor", "async", "milestone", ...). */
  type?: string | undefined;
  after?: Named | undefined;
  before?: Named | undefined;
  between?: [Named, Named] | undefined;
  at?: Position | undefined;
  /** The tree parent, group, lane, set, entity or option the new element goes in. */
  parent?: Named | undefined;
  /** Connections of the new element (or a message's ends). */
  from?: Named | undefined;
  to?: Named | undefined;
  linkLabel?: string | undefined;
  value?: number | undefined;
  date?: string | undefined;
  description?: string | undefined;
  /** A matrix quadrant ("top-right"). */
  quadrant?: string | undefined;
  /** An ER attribute's type ("string") and key ("pk", "fk", "uk"). */
  attrType?: string | undefined;
  attrKey?: 'pk' | 'fk' | 'uk' | undefined;
  durationDays?: number | undefined;
}

export interface EditContext {
  kind: Kind;
  /** The working copy of the content (mutated by the operations). */
  content: any;
  ids: IdAllocator;
  /** New labels start with a capital letter when the diagram's labels do. */
  capitalize: boolean;
  suggestIcon?: ((label: string) => string | undefined) | undefined;
}

/** What each family of kinds can do; an operation it does not have is an instruction it cannot apply. */
export interface Family {
  /** Elements the user can name, in the kind's own order. */
  named(ctx: EditContext): Named[];
  /** The nouns of this kind, for messages ("step", "group", "arrow"). */
  nouns: { element: string; group?: string; link?: string };
  add(ctx: EditContext, spec: AddSpec): string[];
  remove(ctx: EditContext, targets: Named[]): void;
  rename(ctx: EditContext, target: Named, label: string): void;
  describe?(ctx: EditContext, target: Named, text: string | undefined): void;
  connect?(ctx: EditContext, from: Named, to: Named, label: string | undefined): string;
  disconnect?(ctx: EditContext, a: Named, b: Named, both: boolean): string[];
  labelLink?(ctx: EditContext, from: Named, to: Named, label: string | undefined): string;
  reverseLink?(ctx: EditContext, from: Named, to: Named): string;
  /** Puts elements in a group (by name; created when missing), under a parent, in a lane, set, section or quadrant. */
  group?(ctx: EditContext, targets: Named[], into: string, create: boolean): string[];
  ungroup?(ctx: EditContext, targets: Named[]): void;
  color?(ctx: EditContext, target: Named, hex: string | undefined): void;
  icon?(ctx: EditContext, target: Named, icon: string | undefined): void;
  setType?(ctx: EditContext, target: Named, type: string): void;
  move?(ctx: EditContext, target: Named, to: { after?: Named; before?: Named; at?: Position }): void;
  setValue?(ctx: EditContext, target: Named, value: number, column?: Named): void;
  setText?(ctx: EditContext, target: Named, column: Named, text: string): void;
  setDate?(ctx: EditContext, target: Named, date: string): void;
  swap?(ctx: EditContext, a: Named, b: Named): void;
}

export function fail(reason: string, candidates: string[] = []): never {
  throw new EditFailure(reason, candidates);
}

/** "the step "Billing"" for messages. */
export function quote(n: Named | string): string {
  return `"${typeof n === 'string' ? n : n.label || n.id}"`;
}

/** Index to insert at, in a list of `length` items, for a position said by the user. */
export function insertIndex(length: number, at: Position | undefined, fallback = length): number {
  if (at === undefined) return fallback;
  if (at === 'start') return 0;
  if (at === 'end') return length;
  return Math.max(0, Math.min(length, at));
}

/** Moves one item of a list to another place, given by `after`, `before` or a position. */
export function reorder<T>(list: T[], from: number, to: { after?: number; before?: number; at?: Position }): void {
  const [item] = list.splice(from, 1);
  let i: number;
  if (to.after !== undefined) i = to.after >= from ? to.after : to.after + 1;
  else if (to.before !== undefined) i = to.before > from ? to.before - 1 : to.before;
  else i = insertIndex(list.length, to.at);
  list.splice(Math.max(0, Math.min(list.length, i)), 0, item!);
}

/** The first letter of most labels is a capital: new labels follow. */
export function capitalizes(labels: string[]): boolean {
  const letters = labels.map((l) => l.trim().charAt(0)).filter((ch) => ch.toLowerCase() !== ch.toUpperCase());
  if (!letters.length) return true;
  return letters.filter((ch) => ch === ch.toUpperCase()).length * 2 >= letters.length;
}
