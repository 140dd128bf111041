// Statements written as typed nodes → a process graph. Specs that agents and people write for flowcharts:
//   1. Start: "Order received"
//   2. Decision: "In stock?"
//   3a. Yes path:            (a branch: its nodes leave the decision with this label)
//       - Process: "Ship order"
//   3b. No path (backorder):
//       - Process: "Reorder"
//   4. End: "Done"           (every branch joins here)
import type { Statement } from '../text/doc.js';
import { concise, matchKey } from '../text/label.js';
import type { FlowGraph, FlowNode, FlowType } from './flow.js';

const TYPED = /^(?:\d+[a-z]?[.)]\s*)?(start(?:\s+(?:node|event|point))?|begin|end(?:\s+(?:node|event|point))?|stop|finish|terminal|decision(?:\s+(?:node|point))?|condition|question|gateway|check|process|step|action|task|activity|operation|sub-?process|result|outcome|output|input|document|data|manual\s+step)\s*(?:\d+\s*)?[:：-]\s*["“'‘]?(.+?)["”'’]?\s*$/iu;
const BRANCH = /^(?:\d+[a-z]?[.)]\s*)?((?:if\s+)?(?:yes|no|true|false|pass(?:ed)?|fail(?:ed)?|approved?|rejected?|valid|invalid)\b[^:：]*|[^:：]{2,60}?\s+(?:path|branch|route|case|track|flow))(?:\s*\(([^)]{1,60})\))?\s*[:：]\s*$/iu;

function typeOf(word: string): FlowType {
  const w = word.toLowerCase();
  if (/^(?:start|begin)/.test(w)) return 'start';
  if (/^(?:end|stop|finish|terminal)/.test(w)) return 'end';
  if (/^(?:decision|condition|question|gateway|check)/.test(w)) return 'decision';
  return 'process';
}

/** The graph of typed-node statements, or undefined when fewer than two statements are typed nodes. */
export function typedFlow(statements: Statement[]): FlowGraph | undefined {
  const typedCount = statements.filter((s) => TYPED.test(s.text.trim())).length;
  if (typedCount < 2 || typedCount < statements.length / 3) return undefined;
  const nodes: FlowNode[] = [];
  const edges: FlowGraph['edges'] = [];
  const keys = new Set<string>();
  let pending: { from: string; label?: string }[] = [];
  let decision: { key: string; depth: number; ends: { from: string; label?: string }[] } | undefined;
  let branchDepth = -1;
  const join = () => {
    if (!decision) return;
    pending = [...decision.ends, ...pending];
    decision = undefined;
    branchDepth = -1;
  };
  for (const st of statements) {
    const text = st.text.trim();
    const branch = BRANCH.exec(text);
    if (branch && decision) {
      // A new branch: what the previous one drew waits for the join.
      if (branchDepth >= 0) decision.ends.push(...pending.filter((p) => p.from !== decision!.key));
      pending = [{ from: decision.key, label: concise(branch[1].replace(/\s+(?:path|branch|route|track|flow)$/i, '')).label }];
      branchDepth = st.depth;
      continue;
    }
    const m = TYPED.exec(text);
    if (!m) continue;
    if (decision && branchDepth >= 0 && st.depth <= branchDepth) {
      decision.ends.push(...pending.filter((p) => p.from !== decision!.key));
      pending = [];
      join();
    }
    const type = typeOf(m[1]);
    const l = concise(m[2]);
    let key = matchKey(m[2]) || 'step';
    for (let i = 2; keys.has(key); i++) key = `${matchKey(m[2])}#${i}`;
    keys.add(key);
    const label = type === 'decision' ? `${l.label.replace(/\?$/, '')}?` : l.label;
    nodes.push({ key, text: m[2], label, description: l.description, type });
    for (const p of pending) edges.push({ from: p.from, to: key, label: p.label });
    pending = [{ from: key }];
    if (type === 'decision') decision = { key, depth: st.depth, ends: [] };
    // An outcome at the end of a branch closes it (it leads on only when the text continues the branch).
  }
  if (decision) decision.ends.push(...pending.filter((p) => p.from !== decision!.key));
  return { nodes, edges };
}
