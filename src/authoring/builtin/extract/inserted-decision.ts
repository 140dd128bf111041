// "Include a decision point 'Do I have extra time?' where if there is time, add a step 'Drink coffee' before leaving.
// If there's no extra time, proceed directly to 'Leave house'.": a request to put a decision into the steps listed.
import type { Statement } from '../text/doc.js';
import { capitalize, matchKey } from '../text/label.js';
import type { FlowGraph } from './flow.js';

const QUOTED = String.raw`['"“‘]([^'"“”‘’]{2,80}?)['"”’]`;
const DECISION = new RegExp(String.raw`^(?:please\s+)?(?:include|add|insert|put\s+in|have)\s+(?:a\s+|one\s+)?decision(?:\s+(?:point|node|step|diamond))?\s+(?:called\s+|asking\s+)?${QUOTED}\s*(?:,|:|where|in\s+which|so\s+that)?\s*(.*)$`, 'iu');
const YES_STEP = new RegExp(String.raw`(?:add|include|insert|do|take)\s+(?:a\s+|the\s+)?(?:step\s+|node\s+)?${QUOTED}\s+(?:step\s+)?(before|after)\s+(.+?)[.!]?$`, 'iu');

/** The statements' decision, inserted into `g` before (or after) the step it names; undefined when none is asked. */
export function insertDecision(statements: Statement[], build: (rest: Statement[]) => FlowGraph): FlowGraph | undefined {
  const at = statements.findIndex((s) => DECISION.test(s.text.trim()));
  if (at < 0) return undefined;
  const m = DECISION.exec(statements[at]!.text.trim())!;
  const step = YES_STEP.exec(m[2]!);
  if (!step) return undefined;
  // "If there's no extra time, proceed directly to 'Leave house'": the No branch, when it is said.
  const next = statements[at + 1];
  const no = next && /^(?:if\b[^,]{0,40}?\b(?:no|not|n['’]t)\b|otherwise|else)/i.test(next.text.trim()) ? new RegExp(QUOTED, 'u').exec(next.text)?.[1] : undefined;
  const rest = statements.filter((_s, i) => i !== at && !(no && i === at + 1));
  const g = build(rest);
  // "before leaving" names the step "Leave house" by its verb.
  const anchorWords = matchKey(step[3]!.replace(/^(?:the\s+)?(?:step\s+)?/i, '')).split(' ');
  const stem = (w: string) => w.replace(/(?:ing|e|s)$/, '');
  const anchor = g.nodes.find((n) => { const ws = matchKey(n.label).split(' '); return anchorWords.every((w) => ws.some((x) => stem(x) === stem(w))); });
  if (!anchor) return undefined;
  const question = m[1]!.trim().replace(/\s*\?*$/, '?');
  const dKey = `?${matchKey(question)}`;
  const sKey = matchKey(step[1]!);
  const nodes = [...g.nodes, { key: dKey, text: question, label: capitalize(question), type: 'decision' as const }, { key: sKey, text: step[1]!, label: capitalize(step[1]!), type: 'process' as const }];
  const noTarget = no ? g.nodes.find((n) => matchKey(n.label) === matchKey(no))?.key : undefined;
  const before = step[2]!.toLowerCase() === 'before';
  const edges = before
    ? [...g.edges.map((e) => (e.to === anchor.key ? { ...e, to: dKey } : e)), { from: dKey, to: sKey, label: 'Yes' }, { from: sKey, to: anchor.key }, { from: dKey, to: noTarget ?? anchor.key, label: 'No' }]
    : [...g.edges.map((e) => (e.from === anchor.key ? { ...e, from: sKey } : e)), { from: anchor.key, to: dKey }, { from: dKey, to: sKey, label: 'Yes' }, ...g.edges.filter((e) => e.from === anchor.key).map((e) => ({ from: dKey, to: e.to, label: 'No' }))];
  return { nodes, edges };
}
