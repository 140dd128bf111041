// Nodes, edges and groups collected in source order → flowchart content with the source position of every item.
import type { FlowShape } from '../../../spec/content/flowchart.js';
import { contentIds, type Draft, type Pos } from './draft.js';

export type FlowType = 'process' | 'decision' | 'start' | 'end' | 'io' | 'note';

export interface GNode {
  id: string;
  label?: string;
  type: FlowType;
  /** True when the code gave this node a shape or text of its own (not only a mention in an edge). */
  defined: boolean;
  group?: string;
  lane?: string;
  /** A shape whose node type depends on where the node sits (Mermaid stadium, PlantUML terminals). */
  terminal?: boolean;
  /** The outline the code asked for, when it is not the type's own. */
  shape?: FlowShape;
  pos: Pos;
}

export type EdgeStyle = 'solid' | 'dotted' | 'thick';
export interface GEdge { from: string; to: string; label?: string; style?: EdgeStyle; pos: Pos }
export interface GGroup { id: string; label: string; parent?: string; pos: Pos }

export class GraphBuilder {
  readonly nodes = new Map<string, GNode>();
  readonly edges: GEdge[] = [];
  readonly groups = new Map<string, GGroup>();

  /** The node with this id, created (as a plain process) on first mention. */
  node(id: string, pos: Pos): GNode {
    let n = this.nodes.get(id);
    if (!n) {
      n = { id, type: 'process', defined: false, pos };
      this.nodes.set(id, n);
    }
    return n;
  }

  edge(from: string, to: string, label: string | undefined, pos: Pos, style: EdgeStyle = 'solid'): void {
    const e: GEdge = label ? { from, to, label, pos } : { from, to, pos };
    if (style !== 'solid') e.style = style;
    this.edges.push(e);
  }

  group(id: string, label: string, pos: Pos, parent?: string): GGroup {
    let g = this.groups.get(id);
    if (!g) {
      g = parent ? { id, label, parent, pos } : { id, label, pos };
      this.groups.set(id, g);
    }
    return g;
  }

  /** Nodes of a group and of the groups nested in it, in source order. */
  membersOf(groupId: string): GNode[] {
    const inside = (g: string | undefined): boolean => {
      for (let cur = g; cur !== undefined; cur = this.groups.get(cur)?.parent) if (cur === groupId) return true;
      return false;
    };
    return [...this.nodes.values()].filter((n) => inside(n.group));
  }

  /**
   * Edges that name a group instead of a node (Mermaid `one --> two`, DOT edges to clusters) are attached to the
   * group's first member (incoming) or last member (outgoing); the placeholder nodes those mentions made are dropped.
   */
  resolveGroupEndpoints(): void {
    for (const [id, n] of this.nodes) {
      if (!this.groups.has(id) || n.defined) continue;
      const members = this.membersOf(id);
      this.nodes.delete(id);
      for (let i = this.edges.length - 1; i >= 0; i--) {
        const e = this.edges[i]!;
        if (e.from !== id && e.to !== id) continue;
        if (members.length === 0) {
          this.edges.splice(i, 1);
          continue;
        }
        if (e.from === id) e.from = members[members.length - 1]!.id;
        if (e.to === id) e.to = members[0]!.id;
      }
    }
  }

  /** Terminal shapes become start (nothing comes in, or the text says so) or end (nothing goes out, or the text says so); in mid-flow they stay steps. */
  settleTerminals(): void {
    const incoming = new Set(this.edges.map((e) => e.to));
    const outgoing = new Set(this.edges.map((e) => e.from));
    for (const n of this.nodes.values()) {
      if (!n.terminal) continue;
      const text = (n.label ?? n.id).toLowerCase();
      if (/^(start|begin|go|open|launch|init)/.test(text)) n.type = 'start';
      else if (/^(end|stop|finish|done|exit|close|halt|terminate|complete)/.test(text)) n.type = 'end';
      else if (!incoming.has(n.id) && outgoing.has(n.id)) n.type = 'start';
      else if (incoming.has(n.id) && !outgoing.has(n.id)) n.type = 'end';
      else n.type = incoming.has(n.id) ? 'process' : 'start';
    }
  }

  toFlowchart(design: string, title: string | undefined, start: Pos): Draft {
    const nodes = [...this.nodes.values()];
    const groups = [...this.groups.values()];
    const nid = contentIds(nodes.map((n) => n.id), 'n');
    const gid = contentIds(groups.map((g) => g.id), 'g');
    const content: Record<string, unknown> = {
      nodes: nodes.map((n) => {
        const out: Record<string, unknown> = { id: nid.get(n.id), label: n.label ?? n.id, type: n.type };
        if (n.shape) out.shape = n.shape;
        if (n.group !== undefined && this.groups.has(n.group)) out.group = gid.get(n.group);
        return out;
      }),
      edges: this.edges.map((e) => {
        const out: Record<string, unknown> = { from: nid.get(e.from), to: nid.get(e.to) };
        if (e.label) out.label = e.label;
        if (e.style) out.style = e.style;
        return out;
      }),
      groups: groups.map((g) => (g.parent !== undefined && this.groups.has(g.parent) ? { id: gid.get(g.id), label: g.label, parent: gid.get(g.parent) } : { id: gid.get(g.id), label: g.label })),
    };
    if (title) content.title = title;
    return {
      kind: 'flowchart',
      design,
      content,
      start,
      at: { nodes: nodes.map((n) => n.pos), edges: this.edges.map((e) => e.pos), groups: groups.map((g) => g.pos) },
    };
  }
}
