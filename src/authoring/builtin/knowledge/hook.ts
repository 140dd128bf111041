// The engine's entry to the knowledge pack: prompt + the requested design → an engine result drawn from a known
// diagram, or undefined to let the prose readers do their work.
import type { Kind } from '../../../spec/kinds.js';
import type { DesignChoice } from '../../model.js';
import type { DesignInfo } from '../classify/rank.js';
import type { EngineDeps, EngineResult } from '../code-engine.js';
import { knowledgePack } from './pack.js';
import { recall } from './recall.js';

// Read the pack a little after the prose engine loads (which the server does once it listens), so that neither the
// start-up nor the first requests wait for it; a prose prompt that comes sooner reads it then (recall.ts).
setTimeout(() => knowledgePack(), 2000).unref();

// The kinds whose designs draw icons beside labels; recall.ts decides which items get one.
const ICON_KINDS = new Set<Kind>(['architecture', 'hub', 'list', 'timeline']);
const ICON_ID = /^[a-z0-9-]+:[a-z0-9._-]+$/;

/**
 * A named design (request design other than 'auto') gets the topic's content only when it draws the topic's kind;
 * 'auto' gets the topic's design, ranked first with the reason "Known diagram: …".
 */
export function knownDiagram(prompt: string, named: DesignInfo | undefined, deps: EngineDeps): EngineResult | undefined {
  const icon = (kind: Kind) => (label: string) => {
    if (!ICON_KINDS.has(kind) || !deps.suggestIcon) return undefined;
    const id = deps.suggestIcon(label);
    return id && ICON_ID.test(id) ? id : undefined;
  };
  const r = recall(prompt, { kind: named?.kind, icon });
  if (!r) return undefined;
  if (named) return { design: named.id, kind: named.kind, content: r.content };
  const own = r.design ? deps.designs.get(r.design) : undefined;
  const designs = deps.designs.ofKind(r.kind);
  const first = own && own.kind === r.kind ? own : designs[0];
  if (!first) return undefined;
  const ranking: DesignChoice[] = [
    { design: first.id, score: 1, reason: r.reason },
    ...designs.filter((d) => d.id !== first.id).map((d) => ({ design: d.id, score: 0.9, reason: `${r.reason.replace(/\.$/, '')}, in another ${r.kind} design.` })),
  ];
  return { design: first.id, kind: r.kind, content: r.content, ranking };
}
