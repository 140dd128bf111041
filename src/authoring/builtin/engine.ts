// Prompt + requested design → design, kind, validated content (and the ranking for 'auto'); pure and synchronous.
import { AppError, isAppError } from '../../errors.js';
import type { Kind } from '../../spec/kinds.js';
import type { DesignChoice } from '../model.js';
import { readBrief } from './brief/read-brief.js';
import { classify } from './classify/classify.js';
import { rankDesigns } from './classify/rank.js';
import { runCodeEngine, type EngineDeps, type EngineResult } from './code-engine.js';
import { fallbackContent } from './extract/fallback.js';
import { extractContent } from './extract/index.js';
import { knownDiagram } from './knowledge/hook.js';
import { knownItemsKind } from './knowledge/known-items.js';
import { takeTitleKey } from './text/title-key.js';
import { namesOnlyDocument } from './text/title.js';
import { analyze } from './text/doc.js';
import { isTalkTitle, quotedNameOnFirstLine, subjectOfDrawingTitle } from './text/title-check.js';

export { checkRequest, type EngineDeps, type EngineResult } from './code-engine.js';

// Designs of these kinds draw icons next to labels; elsewhere an icon would be dropped, so none is chosen.
const ICON_KINDS = new Set<Kind>(['architecture', 'hub', 'list', 'timeline', 'flowchart']);
const ICON_ID = /^[a-z0-9-]+:[a-z0-9._-]+$/;

export function runEngine(prompt: string, requested: string, deps: EngineDeps): EngineResult {
  const drawnAsCode = runCodeEngine(prompt, requested, deps);
  if (drawnAsCode) return drawnAsCode;

  const named = requested && requested !== 'auto' ? deps.designs.get(requested) : undefined;
  const brief = readBrief(prompt);
  const style = Object.keys(brief.style).length ? brief.style : undefined;
  // Knowledge pack (issue 16): a prompt asking for a well-known diagram by name draws that diagram's content. It reads
  // the brief's content, so instructions about looks neither hide the topic nor count as the prompt's own words.
  const known = knownDiagram(brief.content, named, deps);
  if (known) return { ...known, style };
  // "… Title: X" closing the prompt names the diagram and is no item.
  const titleKey = takeTitleKey(brief.content, brief.title);
  const doc = analyze(titleKey.content);
  if (brief.title ?? titleKey.title) doc.title = brief.title ?? titleKey.title;
  else if (!doc.title && brief.frame && !namesOnlyDocument(brief.frame)) doc.title = brief.frame;
  doc.direction = brief.direction;
  doc.asked = brief.requests;
  const iconFor = (kind: Kind) => (label: string) => {
    if (!ICON_KINDS.has(kind) || !deps.suggestIcon) return undefined;
    const id = deps.suggestIcon(label);
    return id && ICON_ID.test(id) ? id : undefined;
  };
  // A kind the user or the prompt names is drawn even when its reader finds little: from the names the prompt lists.
  const extractNamed = (kind: Kind, design: string) => {
    try {
      return extractContent(kind, { doc, design, icon: iconFor(kind) });
    } catch (e) {
      const fallback = needsMore(e) ? fallbackContent(kind, doc) : undefined;
      if (!fallback) throw e;
      return fallback;
    }
  };
  if (named) {
    const content = settleTitle(extractNamed(named.kind, named.id), brief, prompt);
    return { design: named.id, kind: named.kind, content, style };
  }
  // Items that are a known diagram's items ("Plan: … Do: … Check: … Act: …") choose its kind when none is named.
  const knownItems = brief.named ? undefined : knownItemsKind(doc.items.map((i) => /^([^:：]{1,40})[:：]/u.exec(i.text)?.[1] ?? i.text));
  const namedKind = brief.named?.kind ?? knownItems?.kind;
  const ranking = rankDesigns(doc, classify(doc, { named: namedKind, mentions: brief.mentions, known: knownItems?.topic, requests: brief.requests }), deps.designs);
  if (ranking.length === 0) throw new AppError('design_selection_failed', 'No design is available for this prompt.', { reason: 'no_designs' });
  // The best design whose kind the prompt can actually fill; a kind that needs more items than given yields to the next.
  let firstError: unknown;
  const tried = new Set<Kind>();
  for (const choice of ranking) {
    const d = deps.designs.get(choice.design)!;
    if (tried.has(d.kind)) continue;
    tried.add(d.kind);
    try {
      const content = settleTitle(d.kind === namedKind ? extractNamed(d.kind, d.id) : extractContent(d.kind, { doc, design: d.id, icon: iconFor(d.kind) }), brief, prompt);
      return { design: d.id, kind: d.kind, content, ranking: promote(ranking, d.id), style };
    } catch (e) {
      if (!needsMore(e)) throw e;
      firstError ??= e;
    }
  }
  const list = deps.designs.ofKind('list')[0];
  if (list && !tried.has('list')) {
    const content = settleTitle(extractContent('list', { doc, design: list.id, icon: iconFor('list') }), brief, prompt);
    return { design: list.id, kind: 'list', content, ranking: promote([...ranking, { design: list.id, score: 0, reason: 'List: the items as written.' }], list.id), style };
  }
  throw firstError;
}

/**
 * The title (and a mind map's or hub's centre) the readers found, checked once more: talk, a medium, a reading order
 * or a cut phrase ("Here's how it goes", "Smartboard", "De la base a la punta", "Carte du") gives way to the subject
 * of the request, or to no title. A title the prompt asks for in so many words stays.
 */
function settleTitle<T>(content: T, brief: { title?: string; frame?: string }, prompt: string): T {
  const c = content as { title?: unknown; center?: unknown };
  const quoted = quotedNameOnFirstLine(prompt);
  const better = [brief.frame, quoted].find((t) => t && !isTalkTitle(t) && !namesOnlyDocument(t));
  const subject = typeof c.title === 'string' && c.title !== brief.title ? subjectOfDrawingTitle(c.title) : undefined;
  if (subject) c.title = subject;
  if (typeof c.title === 'string' && c.title !== brief.title && isTalkTitle(c.title)) {
    if (better) c.title = better;
    else delete c.title;
  }
  if (typeof c.center === 'string' && c.center !== brief.title && better && isTalkTitle(c.center)) c.center = better;
  // The request's subject or a name quoted on the opening line titles a diagram that has none (unless it already
  // stands in the centre).
  if (c.title === undefined && better && c.center !== better) c.title = better;
  // A title that says what the centre says is said twice.
  if (typeof c.center === 'string' && c.title === c.center && c.title !== brief.title) delete c.title;
  return content;
}

/** An extractor's "needs at least N items" failure (the prompt gives too few for the kind). */
function needsMore(e: unknown): boolean {
  return isAppError(e) && e.code === 'generation_invalid_output' && !!(e.details as { need?: number } | undefined)?.need;
}

/** Puts the design that was drawn first, keeping the others' order. */
function promote(ranking: DesignChoice[], id: string): DesignChoice[] {
  const chosen = ranking.find((r) => r.design === id)!;
  const rest = ranking.filter((r) => r.design !== id);
  return [{ ...chosen, score: Math.max(chosen.score, rest[0]?.score ?? 0) }, ...rest];
}
