// DOT tokens → graph events (nodes with attributes, edges, clusters, graph attributes) following the DOT grammar.
import { codeError, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import type { Token } from './lexer.js';

export interface AttrValue { value: string; kind: Token['kind'] }
export type Attrs = Record<string, AttrValue>;

/** What the parser reports, in source order; the reader turns it into content. */
export interface DotListener {
  header(strict: boolean, directed: boolean, name: string | undefined): void;
  /** A node mentioned (statement or edge end) inside the given scope; `attrs` only on node statements. */
  node(id: string, pos: Pos, attrs: Attrs | undefined, defaults: Attrs): void;
  edge(from: string, to: string, attrs: Attrs, defaults: Attrs, pos: Pos): void;
  /** Attributes of the root graph (depth 0) or of a subgraph. */
  graphAttrs(attrs: Attrs, subgraph: string | undefined): void;
  enterSubgraph(name: string | undefined, pos: Pos): void;
  leaveSubgraph(name: string | undefined): void;
}

interface Scope { nodeDefaults: Attrs; edgeDefaults: Attrs; name: string | undefined }

export class DotParser {
  private i = 0;
  private anon = 0;

  constructor(private readonly tokens: Token[], private readonly source: Source, private readonly on: DotListener) {}

  private peek(k = 0): Token {
    return this.tokens[Math.min(this.i + k, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const t = this.peek();
    if (this.i < this.tokens.length - 1) this.i++;
    return t;
  }

  private pos(t: Token): Pos {
    return this.source.posAt(t.offset);
  }

  private fail(message: string, t: Token = this.peek()): never {
    const found = t.kind === 'eof' ? 'the end of the code' : `"${t.value}"`;
    throw codeError('dot', `${message}, found ${found}`, this.pos(t));
  }

  private isKeyword(t: Token, word: string): boolean {
    return t.kind === 'id' && t.value.toLowerCase() === word;
  }

  private punct(value: string): boolean {
    const t = this.peek();
    if (t.kind === 'punct' && t.value === value) {
      this.next();
      return true;
    }
    return false;
  }

  private idToken(): Token | undefined {
    const t = this.peek();
    return t.kind === 'id' || t.kind === 'string' || t.kind === 'html' ? this.next() : undefined;
  }

  parse(): void {
    let t = this.next();
    let strict = false;
    if (this.isKeyword(t, 'strict')) {
      strict = true;
      t = this.next();
    }
    if (!this.isKeyword(t, 'graph') && !this.isKeyword(t, 'digraph')) this.fail('expected "graph" or "digraph"', t);
    const directed = t.value.toLowerCase() === 'digraph';
    const name = this.peek().kind !== 'punct' ? this.idToken()?.value : undefined;
    this.on.header(strict, directed, name);
    if (!this.punct('{')) this.fail('expected "{" after the graph header');
    this.stmtList({ nodeDefaults: {}, edgeDefaults: {}, name: undefined }, 0);
    if (this.peek().kind !== 'eof') this.fail('expected the end of the graph');
  }

  /** Statements up to the closing `}`; returns the nodes mentioned (for edges to a subgraph). */
  private stmtList(scope: Scope, depth: number): string[] {
    const mentioned: string[] = [];
    for (;;) {
      const t = this.peek();
      if (t.kind === 'eof') this.fail('a "{" is never closed');
      if (t.kind === 'punct' && t.value === '}') {
        this.next();
        return mentioned;
      }
      if (this.punct(';')) continue;
      this.stmt(scope, depth, mentioned);
    }
  }

  private stmt(scope: Scope, depth: number, mentioned: string[]): void {
    const t = this.peek();
    if ((this.isKeyword(t, 'graph') || this.isKeyword(t, 'node') || this.isKeyword(t, 'edge')) && this.peek(1).value === '[') {
      this.next();
      const attrs = this.attrLists();
      const kind = t.value.toLowerCase();
      if (kind === 'node') Object.assign(scope.nodeDefaults, attrs);
      else if (kind === 'edge') Object.assign(scope.edgeDefaults, attrs);
      else this.on.graphAttrs(attrs, scope.name);
      return;
    }
    if ((t.kind === 'id' || t.kind === 'string' || t.kind === 'html') && this.peek(1).kind === 'punct' && this.peek(1).value === '=') {
      this.next();
      this.next();
      const v = this.idToken() ?? this.fail('expected a value after "="');
      this.on.graphAttrs({ [t.value]: { value: v.value, kind: v.kind } }, scope.name);
      return;
    }
    let operand = this.operand(scope, depth);
    mentioned.push(...operand.ids);
    if (this.peek().kind !== 'edgeop') {
      if (operand.node !== undefined) {
        const attrs = this.peek().value === '[' && this.peek().kind === 'punct' ? this.attrLists() : undefined;
        this.on.node(operand.node, operand.pos, attrs, scope.nodeDefaults);
      }
      return;
    }
    const chain = [operand];
    const ops: Token[] = [];
    while (this.peek().kind === 'edgeop') {
      ops.push(this.next());
      operand = this.operand(scope, depth);
      mentioned.push(...operand.ids);
      chain.push(operand);
    }
    const attrs = this.peek().kind === 'punct' && this.peek().value === '[' ? this.attrLists() : {};
    for (let k = 0; k < ops.length; k++) {
      for (const a of chain[k]!.ids) for (const b of chain[k + 1]!.ids) this.on.edge(a, b, attrs, scope.edgeDefaults, this.pos(ops[k]!));
    }
  }

  /** A node id (with optional port) or a subgraph; returns the node ids it stands for. */
  private operand(scope: Scope, depth: number): { ids: string[]; node?: string; pos: Pos } {
    const t = this.peek();
    if (this.isKeyword(t, 'subgraph') || (t.kind === 'punct' && t.value === '{')) {
      let name: string | undefined;
      if (this.isKeyword(t, 'subgraph')) {
        this.next();
        if (this.peek().kind !== 'punct') name = this.idToken()?.value;
      }
      if (!this.punct('{')) this.fail('expected "{" to open the subgraph');
      const subName = name ?? `%anonymous${++this.anon}`;
      this.on.enterSubgraph(name, this.pos(t));
      const ids = this.stmtList({ nodeDefaults: { ...scope.nodeDefaults }, edgeDefaults: { ...scope.edgeDefaults }, name: subName }, depth + 1);
      this.on.leaveSubgraph(name);
      return { ids: [...new Set(ids)], pos: this.pos(t) };
    }
    const id = this.idToken() ?? this.fail('expected a node, a subgraph or an attribute');
    // Ports (`node:port:compass`) name a place on the node; the node is the same.
    while (this.peek().kind === 'punct' && this.peek().value === ':') {
      this.next();
      this.idToken() ?? this.fail('expected a port name after ":"');
    }
    this.on.node(id.value, this.pos(id), undefined, scope.nodeDefaults);
    return { ids: [id.value], node: id.value, pos: this.pos(id) };
  }

  private attrLists(): Attrs {
    const attrs: Attrs = {};
    while (this.punct('[')) {
      while (!this.punct(']')) {
        const key = this.idToken() ?? this.fail('expected an attribute name');
        let value: AttrValue = { value: 'true', kind: 'id' };
        if (this.punct('=')) {
          const v = this.idToken() ?? this.fail(`expected a value for "${key.value}"`);
          value = { value: v.value, kind: v.kind };
        }
        attrs[key.value] = value;
        if (!this.punct(',')) this.punct(';');
      }
    }
    return attrs;
  }
}
