// Mermaid `stateDiagram(-v2)` code → state draft ([*] per scope, composite states as parents, choice/fork/join).
import { codeError, contentIds, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

type StateType = 'normal' | 'initial' | 'final' | 'choice' | 'history';
export interface State { id: string; label: string; type: StateType; parent?: string; region?: number; description?: string; pos: Pos; described: boolean }
interface Transition { from: string; to: string; label?: string; pos: Pos }

const ID = String.raw`(?:\[\*\]|[\p{L}\p{N}_$.-]+)`;
const TRANSITION = new RegExp(String.raw`^(${ID})(?::::[\w-]+)?\s*-->\s*(${ID})(?::::[\w-]+)?\s*(?::\s*(.*))?$`, 'u');
const DECLARE = /^state\s+(?:"([^"]*)"\s+as\s+([^\s{<]+)|([^\s{<:"]+))\s*(?:<<(\w+)>>)?\s*(?::\s*([^{]*))?\s*(\{)?\s*$/u;
const DESCRIBE = new RegExp(String.raw`^(${ID})(?::::[\w-]+)?\s*:\s*(.+)$`, 'u');
const SKIP = /^(?:direction|classDef|class|style|accTitle|accDescr|hide|scale|skinparam)\b|^click\b/;

export class StateCollector {
  readonly states = new Map<string, State>();
  readonly transitions: Transition[] = [];
  /** The region being read in each composite that has several (`--` / `||` seen inside it). */
  private readonly regions = new Map<string, number>();

  constructor(private readonly scope: () => string | undefined) {}

  /** A region separator inside the current composite: the states read next run in its next region. */
  nextRegion(): void {
    const parent = this.scope();
    if (parent !== undefined) this.regions.set(parent, (this.regions.get(parent) ?? 1) + 1);
  }

  private place(s: State, parent: string | undefined): void {
    if (parent === undefined || parent === s.id) return;
    s.parent = parent;
    s.region = this.regions.get(parent) ?? 1;
  }

  /** A state; `[*]` is the scope's initial state as a source and its final state as a target. */
  state(ref: string, pos: Pos, role: 'from' | 'to' | 'decl'): string {
    const parent = this.scope();
    if (ref === '[*]') {
      const final = role === 'to';
      const id = `${parent ?? ''}${parent !== undefined && this.regions.has(parent) ? `#${this.regions.get(parent)}` : ''}[*]${final ? 'end' : 'start'}`;
      if (!this.states.has(id)) {
        const s: State = { id, label: final ? 'End' : 'Start', type: final ? 'final' : 'initial', pos, described: false };
        this.place(s, parent);
        this.states.set(id, s);
      }
      return id;
    }
    if (!this.states.has(ref)) {
      const s: State = { id: ref, label: ref, type: 'normal', pos, described: false };
      this.place(s, parent);
      this.states.set(ref, s);
    }
    return ref;
  }

  /** `id : text` lines: the first is shown as the state's label, later ones add to its description. */
  describe(id: string, text: string): void {
    const s = this.states.get(id);
    if (!s || !text) return;
    if (!s.described) {
      s.label = text;
      s.described = true;
    } else s.description = s.description ? `${s.description}\n${text}` : text;
  }

  toDraft(title: string | undefined, start: Pos): Draft {
    const states = [...this.states.values()];
    const sid = contentIds(states.map((s) => s.id), 's');
    const content: Record<string, unknown> = {
      states: states.map((s) => {
        const out: Record<string, unknown> = { id: sid.get(s.id), label: s.label, type: s.type };
        if (s.parent) out.parent = sid.get(s.parent);
        // A region only means something in a composite with more than one.
        if (s.parent && s.region !== undefined && (this.regions.get(s.parent) ?? 1) > 1) out.region = s.region;
        if (s.description) out.description = s.description;
        return out;
      }),
      transitions: this.transitions.map((t) => {
        const out: Record<string, unknown> = { from: sid.get(t.from), to: sid.get(t.to) };
        if (t.label) out.label = t.label;
        return out;
      }),
    };
    if (title) content.title = title;
    return { kind: 'state', design: 'state-machine', content, start, at: { states: states.map((s) => s.pos), transitions: this.transitions.map((t) => t.pos) } };
  }
}

export function readState(source: Source, prelude: Prelude): Draft {
  const scopes: string[] = [];
  const sc = new StateCollector(() => scopes[scopes.length - 1]);
  let inNote = false;
  let title = prelude.title;
  for (const st of statements(source, prelude, true)) {
    const text = st.text.trim();
    if (inNote) {
      if (/^end\s+note$/i.test(text)) inNote = false;
      continue;
    }
    let m: RegExpExecArray | null;
    if (/^note\s/i.test(text)) {
      if (!text.includes(':')) inNote = true;
    } else if (text === '}') {
      scopes.pop();
    } else if (text === '--') {
      sc.nextRegion();
    } else if ((m = TRANSITION.exec(text))) {
      const from = sc.state(m[1]!, st.pos, 'from');
      const to = sc.state(m[2]!, st.pos, 'to');
      const label = m[3] ? mermaidLabel(m[3]) : '';
      sc.transitions.push(label ? { from, to, label, pos: st.pos } : { from, to, pos: st.pos });
    } else if ((m = DECLARE.exec(text))) {
      const id = (m[2] ?? m[3])!;
      sc.state(id, st.pos, 'decl');
      const s = sc.states.get(id)!;
      const stereo = m[4]?.toLowerCase();
      if (stereo === 'choice') s.type = 'choice';
      else if (stereo === 'fork' || stereo === 'join') s.description = stereo;
      if (m[1] !== undefined) sc.describe(id, mermaidLabel(m[1]));
      if (m[5]) sc.describe(id, mermaidLabel(m[5]));
      if (m[6]) scopes.push(id);
    } else if ((m = /^title\s*:?\s*(.+)$/.exec(text))) {
      title = mermaidLabel(m[1]!);
    } else if (SKIP.test(text)) {
      continue;
    } else if ((m = DESCRIBE.exec(text))) {
      sc.describe(sc.state(m[1]!, st.pos, 'decl'), mermaidLabel(m[2]!));
    } else if ((m = new RegExp(`^(${ID})(?::::[\\w-]+)?$`, 'u').exec(text))) {
      sc.state(m[1]!, st.pos, 'decl');
    }
  }
  if (sc.states.size === 0) throw codeError('mermaid', 'found no states in the state diagram', prelude.headerPos);
  return sc.toDraft(title, prelude.headerPos);
}
