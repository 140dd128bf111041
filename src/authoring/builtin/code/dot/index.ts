// Graphviz DOT code → flowchart draft: node labels, edges with labels, clusters as groups, rankdir as the design.
import { codeError, type Draft } from '../draft.js';
import { GraphBuilder, type FlowType } from '../graph-builder.js';
import type { Source } from '../source.js';
import { dotHtmlLabel, dotLabel, orId } from '../text.js';
import { tokenize } from './lexer.js';
import { DotParser, type AttrValue } from './parser.js';

const SHAPE_TYPE: Record<string, FlowType> = {
  diamond: 'decision', mdiamond: 'start', msquare: 'end', parallelogram: 'io', note: 'note',
  invtrapezium: 'io', trapezium: 'io',
};

/** Record labels (`<f0> left|{a|b}`): ports dropped, fields become lines. */
function recordLabel(raw: string): string {
  const fields = raw.split(/(?<!\\)[|{}]/).map((f) => f.replace(/^\s*<[^>]*>/, '').replace(/\\([|{}<> ])/g, '$1'));
  return fields.map((f) => dotLabel(f)).filter(Boolean).join('\n');
}

export function readDot(source: Source): Draft {
  const g = new GraphBuilder();
  let graphName: string | undefined;
  let strict = false;
  let directed = true;
  let rankdir = 'TB';
  let title: string | undefined;
  const clusters: (string | undefined)[] = [];
  const clusterLabels = new Map<string, string>();
  const seenEdges = new Set<string>();
  const labelOf = (v: AttrValue, shape: string | undefined, node?: string): string => {
    if (v.kind === 'html') return dotHtmlLabel(v.value);
    if (shape === 'record' || shape === 'mrecord') return recordLabel(v.value);
    return dotLabel(v.value, { node, graph: graphName });
  };
  const innermost = (): string | undefined => [...clusters].reverse().find((c) => c !== undefined);

  const parser = new DotParser(tokenize(source), source, {
    header(isStrict, isDirected, name) {
      strict = isStrict;
      directed = isDirected;
      graphName = name;
    },
    node(id, pos, attrs, defaults) {
      const fresh = !g.nodes.has(id);
      const n = g.node(id, pos);
      const cluster = innermost();
      if (n.group === undefined && cluster !== undefined) n.group = cluster;
      const shapeAttr = (attrs?.shape ?? (fresh ? defaults.shape : undefined))?.value.toLowerCase();
      if (shapeAttr !== undefined) n.type = SHAPE_TYPE[shapeAttr] ?? 'process';
      const label = attrs?.label ?? (fresh ? defaults.label : undefined);
      if (label) {
        const text = labelOf(label, shapeAttr ?? defaults.shape?.value.toLowerCase(), id);
        n.label = orId(text, id);
        n.defined = true;
      }
    },
    edge(from, to, attrs, defaults, pos) {
      const key = directed || from <= to ? `${from}\u0000${to}` : `${to}\u0000${from}`;
      if (strict && seenEdges.has(key)) return;
      seenEdges.add(key);
      const raw = attrs.label ?? attrs.xlabel ?? defaults.label;
      const label = raw ? labelOf(raw, undefined) || undefined : undefined;
      g.edge(from, to, label, pos);
    },
    graphAttrs(attrs, subgraph) {
      const cluster = innermost();
      if (subgraph === undefined) {
        if (attrs.rankdir) rankdir = attrs.rankdir.value.toUpperCase();
        if (attrs.label) title = labelOf(attrs.label, undefined) || undefined;
      } else if (attrs.label && cluster !== undefined && clusters[clusters.length - 1] === cluster) {
        clusterLabels.set(cluster, labelOf(attrs.label, undefined));
      }
    },
    enterSubgraph(name, pos) {
      const isCluster = name !== undefined && /^cluster/i.test(name);
      if (isCluster) g.group(name, name, pos, innermost());
      clusters.push(isCluster ? name : undefined);
    },
    leaveSubgraph() {
      clusters.pop();
    },
  });
  parser.parse();

  for (const grp of g.groups.values()) {
    // A cluster without a label is named by its subgraph name without the `cluster` prefix.
    grp.label = clusterLabels.get(grp.id) || grp.id.replace(/^cluster[\s_-]*/i, '') || grp.id;
  }
  if (g.nodes.size === 0) throw codeError('dot', 'found no nodes in the graph', source.start());
  const design = rankdir === 'LR' || rankdir === 'RL' ? 'flowchart-horizontal' : 'flowchart-vertical';
  return g.toFlowchart(design, title, source.start());
}
