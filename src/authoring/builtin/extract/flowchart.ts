// PromptDoc → flowchart content: steps, decisions with yes/no branches, loops; arrows when the prompt draws them.
import type { FlowchartContent } from '../../../spec/content/index.js';
import { subjectVerb } from '../text/clauses.js';
import type { PromptDoc } from '../text/doc.js';
import { capitalize, concise, IdMaker } from '../text/label.js';
import { yesNo } from '../text/language.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { buildFlow, flowFromStatements, type FlowGraph } from './flow.js';
import { FOOD_WEB, foodWebEdges } from './food-web.js';
import { insertDecision } from './inserted-decision.js';
import { bpmnLanes } from './swimlane-bpmn.js';

export function extractFlowchart(ctx: ExtractContext): FlowchartContent {
  const named = namedProcess(ctx.doc);
  const doc = named ? { ...ctx.doc, title: named, statements: ctx.doc.statements.slice(1) } : ctx.doc;
  ctx = { ...ctx, doc };
  const steps = (d: PromptDoc): FlowGraph => {
    let g = buildFlow(d);
    if (g.nodes.length < 2 && d.statements.length <= 1) {
      // One line of items ("plan, build, test, ship") is a chain of steps.
      const items = flatItems(d, 2);
      if (items.length >= 2) g = flowFromStatements(items.map((i) => ({ text: i.text, depth: 0, listed: true })));
    }
    return g;
  };
  // "Include a decision point 'Do I have extra time?' where if there is time, add a step 'Drink coffee' before leaving."
  // BPMN lanes written as text, asked for as a flowchart: each lane is a group.
  const bpmn = bpmnLanes(doc.text);
  if (bpmn) for (const n of bpmn.nodes) n.group = n.actor;
  const g = bpmn ?? foodWeb(ctx) ?? insertDecision(doc.statements, (rest) => steps({ ...doc, statements: rest })) ?? steps(doc);
  if (g.nodes.length < 1) throw tooFew('flowchart', 1, 0, 'steps');
  const ids = new IdMaker();
  const idOf = new Map(g.nodes.map((n) => [n.key, ids.make(n.label)]));
  const groupNames = [...new Set(g.nodes.map((n) => n.group).filter((x): x is string => !!x))];
  const groupIds = new Map(groupNames.map((name) => [name, ids.make(name, 'group')]));
  const nodes = g.nodes.slice(0, 500).map((n) => ({
    id: idOf.get(n.key)!,
    label: n.label,
    type: n.type,
    description: n.description,
    icon: n.type === 'decision' ? undefined : ctx.icon(n.label),
    group: n.group ? groupIds.get(n.group) : undefined,
  }));
  // "Ja"/"Nein" in a German prompt: the branch words the reader adds speak the prompt's language.
  const [yes, no] = yesNo(doc.text);
  const branch = (l?: string) => (l === 'Yes' ? yes : l === 'No' ? no : l);
  const edges = g.edges.filter((e) => idOf.has(e.from) && idOf.has(e.to)).map((e) => ({ from: idOf.get(e.from)!, to: idOf.get(e.to)!, label: branch(e.label) }));
  const groups = groupNames.length >= 2 ? groupNames.map((name) => ({ id: groupIds.get(name)!, label: concise(name).label })) : [];
  return validated('flowchart', { title: (bpmn ? g.title : undefined) ?? doc.title ?? g.title, nodes: groups.length ? nodes : nodes.map((n) => ({ ...n, group: undefined })), edges, groups });
}

/** A food chain or web that names its organisms in a list and states no arrows: the diet lexicon draws them. */
function foodWeb({ doc }: ExtractContext): FlowGraph | undefined {
  if (!FOOD_WEB.test(doc.text) || doc.arrows.length > 0) return undefined;
  const items = flatItems(doc, 3).map((i) => concise(i.text.replace(/^(?:an?|the|some)\s+/i, '')).label);
  const web = foodWebEdges(items);
  if (!web) return undefined;
  // "Food chain: grass, grasshopper, frog, snake, hawk": a chain in the order given, when each eats the one before.
  const chain = items.slice(1).map((_, i) => ({ from: i, to: i + 1 }));
  const isChain = /\bfood\s+chain/i.test(doc.text) && chain.every((c) => web.some((e) => e.from === c.from && e.to === c.to));
  const edges = isChain ? chain : web;
  const nodes = items.map((label, i) => ({ key: `n${i}`, label, text: label, type: 'process' as const }));
  return { nodes, edges: edges.map((e) => ({ from: `n${e.from}`, to: `n${e.to}` })) };
}

/** "Process: storm damage claims (home insurance). The process starts when …": the words after the colon name it. */
function namedProcess(doc: PromptDoc): string | undefined {
  const first = doc.statements[0];
  if (doc.title || !first || doc.statements.length < 3 || !/^(?:process|workflow|procedure|flow)$/i.test(doc.lead.trim())) return undefined;
  const t = first.text.trim().replace(/[.:]+$/, '');
  if (t.split(/\s+/).length > 8 || subjectVerb(t).subject || !doc.tail?.startsWith(first.text.trim())) return undefined;
  return capitalize(t.replace(/\s*\([^)]*\)\s*$/, ''));
}
