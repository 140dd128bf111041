// Mermaid `flowchart` / `graph` code → flowchart draft (node shapes as node types, chained and `&` links, subgraphs as groups).
import { codeError, type Draft, type Pos } from '../draft.js';
import { GraphBuilder, type FlowType, type GNode } from '../graph-builder.js';
import type { Source } from '../source.js';
import { mermaidLabel, orId } from '../text.js';
import { FlowScanner, ScanError, type NodeRef } from './flow-scan.js';
import type { FlowShape } from '../../../../spec/content/flowchart.js';
import type { Prelude } from './prelude.js';

// Statements that style or script the chart; Mermaid reserves these words, so no node is named by them.
const SKIPPED = new Set(['classDef', 'class', 'style', 'linkStyle', 'click', 'accTitle', 'direction']);

// Bracket shapes and `@{ shape: … }` names → node type and drawn outline; stadium-like terminals are settled by
// position afterwards. Names of Mermaid's shape table that we have no outline for take the nearest one.
type ShapeInfo = [FlowType | 'terminal', FlowShape | undefined];
const SHAPES: [string[], ShapeInfo][] = [
  [['rect', 'proc', 'process', 'rectangle', 'datastore', 'data-store'], ['process', undefined]],
  [['round', 'rounded', 'event'], ['process', 'rounded']],
  [['stadium', 'pill', 'terminal'], ['terminal', 'stadium']],
  [['subroutine', 'fr-rect', 'subprocess', 'subproc', 'framed-rectangle'], ['process', 'subroutine']],
  [['cylinder', 'cyl', 'database', 'db', 'lin-cyl', 'disk', 'lined-cylinder'], ['process', 'cylinder']],
  [['h-cyl', 'das', 'horizontal-cylinder', 'bow-rect', 'stored-data', 'bow-tie-rectangle'], ['process', 'horizontal-cylinder']],
  [['circle', 'circ', 'cross-circ', 'crossed-circle', 'summary'], ['process', 'circle']],
  [['double-circle', 'dbl-circ'], ['terminal', 'double-circle']],
  [['sm-circ', 'small-circle', 'start', 'f-circ', 'filled-circle', 'junction'], ['start', 'small-circle']],
  [['fr-circ', 'framed-circle', 'stop'], ['end', 'framed-circle']],
  [['hexagon', 'hex', 'prepare'], ['process', 'hexagon']],
  [['lean', 'lean-r', 'lean-right', 'in-out'], ['io', 'lean-right']],
  [['lean-alt', 'lean-l', 'lean-left', 'out-in'], ['io', 'lean-left']],
  [['sl-rect', 'sloped-rectangle', 'manual-input'], ['io', 'lean-right']],
  [['trapezoid', 'trap-b', 'trapezoid-bottom', 'priority'], ['process', 'trapezoid']],
  [['trapezoid-alt', 'trap-t', 'trapezoid-top', 'manual', 'inv-trapezoid'], ['process', 'trapezoid-alt']],
  [['asymmetric', 'odd'], ['process', 'asymmetric']],
  [['rhombus', 'diamond', 'diam', 'decision', 'question'], ['decision', undefined]],
  [['doc', 'document', 'lin-doc', 'lined-document', 'tag-doc', 'tagged-document', 'flag', 'paper-tape'], ['process', 'document']],
  [['docs', 'documents', 'st-doc', 'stacked-document'], ['process', 'documents']],
  [['tag-rect', 'tag-proc', 'tagged-rectangle', 'tagged-process'], ['process', 'tag']],
  [['notch-rect', 'card', 'notched-rectangle'], ['process', 'card']],
  [['delay', 'half-rounded-rectangle'], ['process', 'delay']],
  [['curv-trap', 'curved-trapezoid', 'display'], ['process', 'display']],
  [['bolt', 'com-link', 'lightning-bolt'], ['process', 'bolt']],
  [['st-rect', 'procs', 'processes', 'stacked-rectangle'], ['process', 'stacked']],
  [['lin-rect', 'lined-rectangle', 'lined-process', 'lin-proc', 'shaded-process', 'div-rect', 'div-proc', 'divided-rectangle', 'divided-process', 'win-pane', 'internal-storage', 'window-pane'], ['process', 'lined']],
  [['tri', 'triangle', 'extract'], ['process', 'triangle']],
  [['flip-tri', 'flipped-triangle', 'manual-file'], ['process', 'flipped-triangle']],
  [['notch-pent', 'notched-pentagon', 'loop-limit'], ['process', 'notched-pentagon']],
  [['text', 'comment', 'brace', 'brace-l', 'brace-r', 'braces'], ['note', undefined]],
];
const SHAPE_OF = new Map<string, ShapeInfo>(SHAPES.flatMap(([names, info]) => names.map((n) => [n, info] as [string, ShapeInfo])));

function shapeOf(shape: string | undefined): ShapeInfo {
  return shape === undefined ? ['process', undefined] : SHAPE_OF.get(shape.toLowerCase()) ?? ['process', undefined];
}

export function readFlowchart(source: Source, prelude: Prelude): Draft {
  const dir = /^(TB|TD|BT|RL|LR)\b/i.exec(prelude.args)?.[1]?.toUpperCase() ?? 'TB';
  const design = dir === 'LR' || dir === 'RL' ? 'flowchart-horizontal' : 'flowchart-vertical';
  const g = new GraphBuilder();
  const edgeIds = new Set<string>();
  // Open subgraphs, innermost last; an anonymous `subgraph` (no title) opens a block without a group.
  const stack: (string | undefined)[] = [];
  const opened: Pos[] = [];
  // As in Mermaid, a node belongs to the first subgraph to close among those that mention it (the innermost).
  const mentioned = new Map<string, string[]>();
  const innermost = (): string | undefined => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i] !== undefined) return stack[i];
    return undefined;
  };
  let firstSkipped: Pos | undefined;
  const sc = new FlowScanner(prelude.body, prelude.bodyStart);
  const pos = (offset: number): Pos => source.posAt(offset);

  const register = (ref: NodeRef): GNode | undefined => {
    const p = ref.props;
    if (p && p.label === undefined && p.shape === undefined && p.icon === undefined && p.img === undefined) {
      if (edgeIds.has(ref.id) || 'animate' in p || 'animation' in p || 'curve' in p) return undefined;
    }
    const n = g.node(ref.id, pos(ref.start));
    const text = ref.text ?? p?.label;
    const shape = ref.shape ?? p?.shape;
    if (text !== undefined) {
      n.label = orId(mermaidLabel(text), ref.id);
      n.defined = true;
    }
    if (shape !== undefined) {
      const [t, drawn] = shapeOf(shape);
      n.terminal = t === 'terminal';
      n.type = t === 'terminal' ? 'process' : t;
      if (drawn) n.shape = drawn;
      else delete n.shape;
      n.defined = true;
    }
    const within = innermost();
    if (within !== undefined && n.group === undefined && !g.groups.has(ref.id)) mentioned.get(within)!.push(n.id);
    return n;
  };

  const nodeGroup = (): GNode[] | undefined => {
    const out: GNode[] = [];
    do {
      const ref = sc.node();
      if (!ref) return out.length ? out : undefined;
      const n = register(ref);
      if (n) out.push(n);
    } while (sc.ampersand());
    return out;
  };

  try {
    while (sc.i < prelude.body.length) {
      sc.skipSeparators();
      if (sc.i >= prelude.body.length) break;
      const stmtStart = sc.i;
      const word = sc.peekWord();
      if (word === 'subgraph') {
        sc.i += word.length;
        const sub = subgraphHeader(sc.restOfLine().trim());
        if (sub) g.group(sub.id, sub.label, pos(stmtStart), innermost());
        if (sub && !mentioned.has(sub.id)) mentioned.set(sub.id, []);
        stack.push(sub?.id);
        opened.push(pos(stmtStart));
        continue;
      }
      if (word === 'end') {
        sc.i += 3;
        const closed = stack.pop();
        opened.pop();
        for (const id of closed === undefined ? [] : mentioned.get(closed) ?? []) {
          const n = g.nodes.get(id);
          if (n && n.group === undefined) n.group = closed;
        }
        continue;
      }
      if (word === 'accDescr') {
        const brace = /^accDescr\s*\{/.exec(prelude.body.slice(sc.i, sc.i + 40));
        if (brace) {
          const close = prelude.body.indexOf('}', sc.i);
          sc.i = close < 0 ? prelude.body.length : close + 1;
        } else sc.skipLine();
        continue;
      }
      if (word !== undefined && SKIPPED.has(word)) {
        if (word === 'click' || word === 'accTitle') sc.skipLine();
        else sc.skipStatement();
        continue;
      }
      let left = nodeGroup();
      if (!left) {
        firstSkipped ??= pos(stmtStart);
        sc.skipStatement();
        continue;
      }
      while (!sc.atStatementEnd()) {
        const link = sc.link();
        if (!link) {
          firstSkipped ??= pos(sc.i);
          sc.skipStatement();
          break;
        }
        if (link.id !== undefined) edgeIds.add(link.id);
        sc.spaces();
        const right = nodeGroup();
        if (!right) {
          firstSkipped ??= pos(sc.i);
          sc.skipStatement();
          break;
        }
        if (!link.invisible) {
          const label = link.label === undefined ? undefined : mermaidLabel(link.label) || undefined;
          for (const a of left) for (const b of right) g.edge(a.id, b.id, label, pos(link.start), link.style);
        }
        left = right;
      }
    }
  } catch (e) {
    if (e instanceof ScanError) {
      const at = pos(e.offset);
      throw codeError('mermaid', e.message.replace('{at}', `line ${at.line}, column ${at.column}`), at);
    }
    throw e;
  }
  const unclosed = opened[opened.length - 1];
  if (unclosed) throw codeError('mermaid', `the subgraph opened at line ${unclosed.line}, column ${unclosed.column} is never closed with "end"`, unclosed);
  g.resolveGroupEndpoints();
  g.settleTerminals();
  if (g.nodes.size === 0) throw codeError('mermaid', 'found no nodes in the flowchart', firstSkipped ?? prelude.headerPos);
  return g.toFlowchart(design, prelude.title, prelude.headerPos);
}

/** `subgraph id [Title]`, `subgraph id["Title"]`, `subgraph "Title"`, `subgraph Title with spaces`. */
function subgraphHeader(header: string): { id: string; label: string } | undefined {
  const withId = /^([^\s[\]"]+)\s*\[(.*)\]\s*$/.exec(header);
  if (withId) return { id: withId[1]!, label: orId(mermaidLabel(withId[2]!), withId[1]!) };
  if (header.length === 0) return undefined;
  const label = orId(mermaidLabel(header), header);
  return { id: header.replace(/^"(.*)"$/, '$1'), label };
}
