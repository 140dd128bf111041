// Kind scores + the design catalog → designs ranked best first, each with a short reason.
import type { DesignChoice } from '../../model.js';
import type { Kind } from '../../../spec/kinds.js';
import type { PromptDoc } from '../text/doc.js';
import { outlineDepth } from '../text/outline.js';
import type { KindScore } from './classify.js';

export interface DesignInfo { id: string; kind: Kind }
export interface DesignSource {
  get(id: string): DesignInfo | undefined;
  ofKind(kind: Kind): DesignInfo[];
}

const KIND_NAMES: Record<Kind, string> = {
  flowchart: 'flowchart', sequence: 'sequence diagram', timeline: 'timeline', mindmap: 'mind map', hierarchy: 'hierarchy',
  cycle: 'cycle', pyramid: 'pyramid', funnel: 'funnel', venn: 'Venn diagram', matrix: '2x2 matrix', comparison: 'comparison',
  hub: 'hub and spokes', swimlane: 'swimlane', er: 'entity-relationship diagram', architecture: 'architecture diagram',
  state: 'state machine', list: 'list', proportion: 'proportion chart', gantt: 'gantt chart',
  class: 'UML class diagram',
  usecase: 'use case diagram', journey: 'journey map',
};

const STACKED = /\bstacked\s+bars?\b|\b(?:single|one)\s+(?:100\s?%\s+)?(?:stacked\s+)?bar\b|\b100\s?%\s+(?:stacked\s+)?bar\b|\bbarre\s+empil[ée]e\b|\bgestapelte[rn]?\s+balken\b|\bbarra\s+apilada\b|\bbarra\s+empilhada\b|\bbarra\s+(?:in\s+pila|impilata)\b|堆叠条形|積み上げ棒/;
const PROS_CONS = /\b(?:pros|cons|advantages?|disadvantages?|drawbacks?|benefits?)\b|\bpro\s*(?:\/|and|&)\s*con\b/;

/** How well one design of a kind fits this prompt (0..1) and why; unknown designs keep catalog order. */
function fit(doc: PromptDoc, id: string): { fit: number; why?: string } {
  // What the requests ask for ("show it as one stacked bar please") counts as the prompt's own words here.
  const lower = doc.asked?.length ? `${doc.lower}\n${doc.asked.join('\n').toLowerCase()}` : doc.lower;
  const t = doc.direction === 'horizontal' ? `${lower} left to right` : doc.direction === 'vertical' ? `${lower} vertical` : lower;
  const n = doc.items.length;
  switch (id) {
    case 'flowchart-horizontal': return /\b(?:horizontal|left[- ]to[- ]right|lr)\b/.test(t) ? { fit: 1, why: 'asked left to right' } : { fit: 0.4 };
    case 'flowchart-vertical': return /\b(?:horizontal|left[- ]to[- ]right)\b/.test(t) ? { fit: 0.3 } : { fit: 0.8, why: 'top to bottom' };
    case 'timeline-vertical': return /\bvertical\b/.test(t) || n > 8 ? { fit: 0.9, why: n > 8 ? `${n} events read best top to bottom` : 'asked vertical' } : { fit: 0.4 };
    case 'timeline-horizontal': return /\bvertical\b/.test(t) || n > 8 ? { fit: 0.5 } : { fit: 0.8, why: 'events left to right' };
    case 'mindmap-tree': return /\b(?:tree|outline)\b/.test(t) || outlineDepth(doc.items) >= 4 ? { fit: 0.9, why: 'deep outline' } : { fit: 0.4 };
    case 'mindmap-radial': return { fit: 0.7, why: 'branches around the centre' };
    // "Pro" alone names a plan ("Basic, Pro, Team"); pros and cons are written in the plural or as a pair.
    case 'comparison-pros-cons': return PROS_CONS.test(t) ? { fit: 0.95, why: 'pros and cons' } : { fit: 0.3 };
    case 'comparison-table': return /\b(?:pros|cons|advantages?|disadvantages?)\b|\bpro\s*(?:\/|and|&)\s*con\b/.test(t) && !doc.table ? { fit: 0.4 } : { fit: 0.85, why: doc.table ? 'a table of criteria' : 'options side by side' };
    case 'list-cards': return /\bcards?\b/.test(t) || (doc.items.some((i) => /[:–—-]\s/.test(i.text) || i.children.length > 0) && !/\b(?:steps?|numbered|ordered|ranked|top\s+\d+)\b/.test(t)) ? { fit: 0.85, why: 'items with details' } : { fit: 0.5 };
    case 'list-numbered': return /\b(?:steps?|numbered|ordered|ranked|top\s+\d+|first|then)\b/.test(t) || doc.lines.some((l) => l.marker === 'number') ? { fit: 0.9, why: 'items in order' } : { fit: 0.6 };
    // "what slice of the day each one takes", "camembert", "Kreisdiagramm", "gráfico circular": a pie in other words.
    case 'proportion-donut': return STACKED.test(t) ? { fit: 0.9, why: 'one whole split into parts' } : /\b(?:pie|donut|doughnut|slices?\b|share|of\s+(?:the\s+)?total|percent|%|camembert|kreisdiagramm|tortendiagramm|gr[aá]fico\s+(?:circular|de\s+tarta|a\s+torta)|grafico\s+a\s+torta)/.test(t) && (!/\bbars?\b/.test(t) || STACKED.test(t)) ? { fit: 0.9, why: 'parts of a whole' } : { fit: 0.4 };
    // "a single 100% stacked bar": one whole split into its parts, which the donut draws; bars side by side are not it.
    case 'proportion-bars': return /\bbars?\b/.test(t) && !STACKED.test(t) ? { fit: 1, why: 'asked for bars' } : { fit: 0.6, why: 'values side by side' };
    default: return { fit: 0.5 };
  }
}

/** Ranked designs: the best kinds' designs, best fitting first. Only designs present in `source` are returned. */
export function rankDesigns(doc: PromptDoc, kinds: KindScore[], source: DesignSource, limit = 5): DesignChoice[] {
  const top = Math.max(kinds[0]?.score ?? 0, 1);
  const out: DesignChoice[] = [];
  for (const k of kinds) {
    if (out.length >= limit) break;
    if (k.score <= 0 && out.length > 0) break;
    const designs = source.ofKind(k.kind);
    if (designs.length === 0) continue;
    const scored = designs.map((d, i) => ({ d, f: fit(doc, d.id), i })).sort((a, b) => b.f.fit - a.f.fit || a.i - b.i);
    const best = scored[0].f.fit;
    for (const { d, f } of scored) {
      if (out.length >= limit) break;
      const kindPart = Math.max(0, k.score) / top;
      const score = Math.round((0.85 * kindPart + 0.15 * f.fit - (best - f.fit) * 0.01) * 1000) / 1000;
      const because = k.reasons.slice(0, 2).join('; ') || `reads as a ${KIND_NAMES[k.kind]}`;
      out.push({ design: d.id, score, reason: `${capital(KIND_NAMES[k.kind])}: ${because}${f.why ? `; ${f.why}` : ''}.` });
    }
  }
  // Kind order decides; a design's fit only orders designs within a kind, so scores never rise down the list.
  for (let i = 1; i < out.length; i++) out[i].score = Math.min(out[i].score, out[i - 1].score);
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
