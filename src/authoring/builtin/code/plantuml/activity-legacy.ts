// PlantUML activity code in the legacy syntax ((*) --> "Action", -->[label], if "…" then / else / endif) → flowchart draft.
import { codeError, type Draft, type Pos } from '../draft.js';
import { GraphBuilder, type FlowType } from '../graph-builder.js';
import { creoleLabel } from '../text.js';
import type { PumlCode } from './prelude.js';

const NODE = String.raw`\(\*(?:top)?\)|"[^"]*"(?:\s+as\s+[\w.]+)?|[\w.]+|=+\s*[\w.]+`;
const ARROW = String.raw`-+(?:up|down|left|right|u|d|l|r)?-*>\s*(?:\[([^\]]*)\])?`;
const EDGE = new RegExp(String.raw`^(?:(${NODE})\s*)?${ARROW}\s*(${NODE})\s*$`, 'i');

/** True when the code uses the legacy activity notation. */
export function isLegacyActivity(code: PumlCode): boolean {
  return code.lines.some((l) => /\(\*(?:top)?\)/.test(l.text) && /-+>|<-+/.test(l.text));
}

export function readLegacyActivity(code: PumlCode): Draft {
  const g = new GraphBuilder();
  const aliases = new Map<string, string>();
  const frames: { decision: string }[] = [];
  let last: string | undefined;
  let count = 0;
  const node = (ref: string, role: 'from' | 'to', pos: Pos): string => {
    const t = ref.trim();
    if (/^\(\*(?:top)?\)$/.test(t)) return terminal(role === 'from' ? 'start' : 'end', pos);
    const as = /^"([^"]*)"\s+as\s+([\w.]+)$/.exec(t);
    const key = as ? as[2]! : t.replace(/^"(.*)"$/s, '$1');
    const known = aliases.get(key);
    if (known) return known;
    const id = `l${++count}`;
    const n = g.node(id, pos);
    n.label = creoleLabel(as ? as[1]! : key) || key;
    n.defined = true;
    aliases.set(key, id);
    return id;
  };
  const terminal = (type: FlowType, pos: Pos): string => {
    const id = type === 'start' ? 'start' : 'end';
    const n = g.node(id, pos);
    n.label = type === 'start' ? 'Start' : 'End';
    n.type = type;
    n.defined = true;
    return id;
  };
  for (const l of code.lines) {
    const t = l.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^if\s+"([^"]*)"\s+then$/i.exec(t))) {
      const id = `l${++count}`;
      const n = g.node(id, l.pos);
      n.label = creoleLabel(m[1]!) || m[1]!;
      n.type = 'decision';
      n.defined = true;
      if (last) g.edge(last, id, undefined, l.pos);
      frames.push({ decision: id });
      last = id;
    } else if (/^else$/i.test(t)) {
      last = frames[frames.length - 1]?.decision ?? last;
    } else if (/^endif$/i.test(t)) {
      frames.pop();
    } else if ((m = EDGE.exec(t))) {
      const from = m[1] ? node(m[1], 'from', l.pos) : last;
      const to = node(m[3]!, 'to', l.pos);
      const label = m[2] ? creoleLabel(m[2]) : '';
      if (from) g.edge(from, to, label || undefined, l.pos);
      last = to;
    }
  }
  if (g.nodes.size === 0) throw codeError('plantuml', 'found no activities in the activity diagram', code.start);
  return g.toFlowchart(code.direction === 'LR' ? 'flowchart-horizontal' : 'flowchart-vertical', code.title, code.start);
}
