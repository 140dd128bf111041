// PromptDoc → swimlane content: lanes (who), steps in lanes (what), flows (order and branches).
import type { SwimlaneContent } from '../../../spec/content/index.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { subjectVerb } from '../text/clauses.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { buildFlow, type FlowGraph } from './flow.js';

export function extractSwimlane(ctx: ExtractContext): SwimlaneContent {
  const { doc } = ctx;
  const g = laneLines(ctx) ?? buildFlow(doc);
  if (g.nodes.length < 1) throw tooFew('swimlane', 1, 0, 'steps');
  const ids = new IdMaker();
  const laneIds = new IdMaker();
  const lanes: { id: string; label: string; key: string }[] = [];
  const laneOf = (actor: string | undefined) => {
    const label = actor ?? doc.title ?? 'Process';
    const key = matchKey(label);
    let lane = lanes.find((l) => l.key === key);
    if (!lane) {
      lane = { id: laneIds.make(label, 'lane'), label, key };
      lanes.push(lane);
    }
    return lane.id;
  };
  // Steps nobody is named for (a trigger, an imperative) sit in the lane of the step that follows, else the one before.
  g.nodes.forEach((n, i) => {
    if (n.actor) return;
    n.actor = g.nodes.slice(i + 1).find((x) => x.actor)?.actor ?? [...g.nodes.slice(0, i)].reverse().find((x) => x.actor)?.actor;
  });
  // "lanes for the patient, the nurse and the doctor" fixes the lanes and their order.
  const named = /\b(?:lanes?|swim\s?lanes?|columns?)\s+(?:for|of)\s+(.+)$/i.exec(doc.lead);
  if (named) for (const n of splitList(named[1])) laneOf(nounPhrase(n));
  const idOf = new Map<string, string>();
  const steps = g.nodes.slice(0, 200).map((n) => {
    const id = ids.make(n.label);
    idOf.set(n.key, id);
    const own = withoutActor(n.text, n.actor);
    return { id, lane: laneOf(n.actor), label: own === n.text ? withoutActor(n.label, n.actor) : concise(own).label || n.label, type: n.type };
  });
  const flows = g.edges.filter((e) => idOf.has(e.from) && idOf.has(e.to)).map((e) => ({ from: idOf.get(e.from)!, to: idOf.get(e.to)!, label: e.label }));
  return validated('swimlane', { title: doc.title, lanes: lanes.slice(0, 12).map(({ id, label }) => ({ id, label })), steps: steps.filter((s) => lanes.slice(0, 12).some((l) => l.id === s.lane)), flows });
}

/** "Sales: take the order, check credit" lines: the key names the lane, the values are its steps in order. */
function laneLines(ctx: ExtractContext): FlowGraph | undefined {
  const groups = ctx.doc.items.map((it) => {
    if (it.children.length > 0) return { lane: nounPhrase(it.text), steps: it.children.map((c) => c.text) };
    const kv = /^([^:]{2,40}):\s+(.+)$/.exec(it.text);
    return kv ? { lane: nounPhrase(kv[1]), steps: splitList(kv[2]) } : undefined;
  });
  if (groups.length < 2 || groups.some((g) => !g)) return undefined;
  const nodes: FlowGraph['nodes'] = [];
  const edges: FlowGraph['edges'] = [];
  for (const g of groups) {
    for (const s of g!.steps) {
      const l = concise(s);
      const key = `${nodes.length}`;
      if (nodes.length > 0) edges.push({ from: nodes[nodes.length - 1].key, to: key });
      nodes.push({ key, text: s, label: l.label, description: l.description, type: 'process', actor: g!.lane });
    }
  }
  return { nodes, edges };
}

/** "Clerk checks stock" in the clerk's lane reads "Checks stock". */
function withoutActor(label: string, actor: string | undefined): string {
  if (!actor) return label;
  const svo = subjectVerb(label);
  if (svo.subject && matchKey(svo.subject) === matchKey(actor) && svo.verb) {
    const rest = `${svo.verb} ${svo.rest}`.trim();
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return label;
}
