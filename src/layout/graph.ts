// Graph layout contract (sized nodes, groups, edges with label sizes → positioned boxes, routes, label boxes) and the engine choice.
import type { Point } from '../scene/scene.js';
import { layoutElk } from './elk.js';
import { layoutLayered } from './layered.js';

export interface Size { width: number; height: number }
export interface Box { x: number; y: number; w: number; h: number }

export interface GraphNode extends Size {
  id: string;
  /** Group this node is drawn inside. */
  group?: string | undefined;
  /**
   * Length of the side over which edge ends may spread, centred (default 60 % of the side);
   * 0 for shapes whose ends belong at the vertex (diamonds, dots).
   */
  portSpan?: number;
  /** Swimlane index (with GraphInput.lanes). */
  lane?: number;
}

export interface GraphGroup {
  id: string;
  /** Enclosing group, for nesting. */
  parent?: string | undefined;
  /** Room inside the container around its children; `top` holds the container's label. */
  padding: { top: number; right: number; bottom: number; left: number };
  /** Smallest size of the container (its label must fit). */
  minWidth?: number;
}

export interface GraphEdge {
  id: string;
  /** Node ids; with ELK (grouped graphs) a group id too, for edges that leave or enter a whole group. */
  from: string;
  to: string;
  /** Size of the label's background box, centred on the edge. */
  label?: Size | undefined;
  /**
   * Fixed attachment along the side, measured from the node's top (direction right) or left (direction down):
   * e.g. the row of an ER attribute. The side itself follows the flow.
   */
  fromOffset?: number | undefined;
  toOffset?: number | undefined;
}

export type Direction = 'down' | 'right';

export interface GraphInput {
  nodes: GraphNode[];
  edges: GraphEdge[];
  groups?: GraphGroup[];
  direction: Direction;
  /** Space between neighbouring nodes of one layer. */
  nodeGap: number;
  /** Space between layers. */
  rankGap: number;
  /** Space between parallel edge segments. */
  edgeGap: number;
  /** Straight length every edge keeps at its ends before it turns (room for end markers such as crow's feet). */
  endStub?: number;
  /**
   * Least distance between two edge ends on one node side (e.g. the width of their end markers): ends closer
   * than this, fixed ones included, are pushed apart along the side, keeping their order. Layered engine only.
   */
  portGap?: number;
  /**
   * Edges without a flow direction (ER relationships): an edge that closes a cycle attaches at the sides facing
   * the other node like every other edge, not beside the node. Layered engine only.
   */
  facingEnds?: boolean;
  /**
   * Swimlanes across the flow: every node stays in the band of its `lane`; bands are at least `minSize`
   * across (e.g. to fit the lane's title) and keep `pad` free at both borders. Layered engine only.
   */
  lanes?: { count: number; minSize: number[]; pad: number };
}

export interface EdgeRoute {
  /** Polyline from the source's border to the target's border (orthogonal). */
  points: Point[];
  label?: Box;
}

export interface GraphLayout {
  width: number;
  height: number;
  nodes: Map<string, Box>;
  groups: Map<string, Box>;
  edges: Map<string, EdgeRoute>;
  /** With lanes: each lane's band across the flow (y and height for direction right, x and width for down). */
  bands?: { start: number; size: number }[];
  engine: 'layered' | 'elk';
}

/** Groups need compound layout (ELK); plain graphs take the fast layered engine. */
export async function layoutGraph(input: GraphInput): Promise<GraphLayout> {
  const grouped = (input.groups?.length ?? 0) > 0 && input.nodes.some((n) => n.group !== undefined);
  return grouped && !input.lanes ? layoutElk(input) : layoutLayered(input);
}
