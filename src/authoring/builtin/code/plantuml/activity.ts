// PlantUML activity code (new syntax) → flowchart draft, or a swimlane draft when |Lanes| are used.
import { codeError, type Draft, type Pos } from '../draft.js';
import { GraphBuilder, type FlowType } from '../graph-builder.js';
import { creoleLabel } from '../text.js';
import type { PumlCode, PumlLine } from './prelude.js';

interface Tail { id: string; label?: string }
type Frame =
  | { kind: 'if'; decision: string; ends: Tail[]; hasElse: boolean }
  | { kind: 'switch'; decision: string; ends: Tail[]; started: boolean }
  | { kind: 'while'; decision: string }
  | { kind: 'repeat'; first?: string; backward?: { label: string; pos: Pos } }
  | { kind: 'fork'; from: Tail[]; ends: Tail[] }
  | { kind: 'group'; id: string };

const paren = (s: string | undefined): string => creoleLabel((s ?? '').trim().replace(/^\((.*)\)$/s, '$1'));

// An action ends with `;` or one of the SDL shape marks.
const ACTION_END = /[;|<>/\\\]}]\s*$/;

/** Joins multi-line actions (`:text` … `;`) and multi-line arrow labels (`-> text` … `;`) into one statement. */
function statements(lines: PumlLine[]): PumlLine[] {
  const out: PumlLine[] = [];
  let open: { line: PumlLine; end: RegExp } | undefined;
  for (const l of lines) {
    if (open) {
      open.line.text += `\n${l.text}`;
      if (open.end.test(l.text)) {
        out.push(open.line);
        open = undefined;
      }
      continue;
    }
    if (/^(?:#[\w#]+)?:/.test(l.text) && !ACTION_END.test(l.text)) open = { line: { ...l }, end: ACTION_END };
    else if (/^-(?:\[[^\]]*\])?-?>\s*\S/.test(l.text) && !/;\s*$/.test(l.text)) open = { line: { ...l }, end: /;\s*$/ };
    else out.push(l);
  }
  if (open) out.push(open.line);
  return out;
}

export function readActivity(code: PumlCode): Draft {
  const g = new GraphBuilder();
  const lanes: { id: string; label: string; pos: Pos }[] = [];
  let lane: string | undefined;
  let tails: Tail[] = [];
  let pendingLabel: string | undefined;
  const frames: Frame[] = [];
  let count = 0;
  let skipUntil: RegExp | undefined;

  const add = (label: string, type: FlowType, pos: Pos, connect = true): string => {
    const id = `a${++count}`;
    // A test written without words (`if () then`) still branches: it shows as a bare question mark.
    if (!label) label = '?';
    const n = g.node(id, pos);
    n.label = label;
    n.type = type;
    n.defined = true;
    if (lane) n.lane = lane;
    const group = [...frames].reverse().find((f) => f.kind === 'group');
    if (group?.kind === 'group') n.group = group.id;
    if (connect) for (const t of tails) g.edge(t.id, id, t.label ?? pendingLabel, pos);
    pendingLabel = undefined;
    for (const f of frames) if (f.kind === 'repeat' && f.first === undefined) f.first = id;
    tails = [{ id }];
    return id;
  };
  const top = <K extends Frame['kind']>(kind: K): Extract<Frame, { kind: K }> | undefined => {
    for (let i = frames.length - 1; i >= 0; i--) if (frames[i]!.kind === kind) return frames[i] as Extract<Frame, { kind: K }>;
    return undefined;
  };
  const closeFrame = (kind: Frame['kind']): Frame | undefined => {
    const i = frames.map((f) => f.kind).lastIndexOf(kind);
    return i < 0 ? undefined : frames.splice(i, 1)[0];
  };

  for (const l of statements(code.lines)) {
    const t = l.text.trim();
    let m: RegExpExecArray | null;
    if (skipUntil) {
      if (skipUntil.test(t)) skipUntil = undefined;
      continue;
    }
    if ((m = /^(?:#[\w#]+)?:([\s\S]*?)([;|<>/\\\]}])$/.exec(t))) {
      const label = creoleLabel(m[1]!);
      if (label) add(label, m[2] === '<' || m[2] === '>' ? 'io' : 'process', l.pos);
    } else if (/^start$/i.test(t)) {
      add('Start', 'start', l.pos);
    } else if ((m = /^(stop|end)$/i.exec(t))) {
      add(m[1]!.toLowerCase() === 'stop' ? 'Stop' : 'End', 'end', l.pos);
      tails = [];
    } else if (/^(?:kill|detach|break)$/i.test(t)) {
      tails = [];
    } else if ((m = /^if\s*\((.*?)\)\s*(?:(?:is|equals)\s*\((.*?)\)\s*)?then\s*(\(.*\))?\s*$/i.exec(t))) {
      const decision = add(paren(m[1]), 'decision', l.pos);
      frames.push({ kind: 'if', decision, ends: [], hasElse: false });
      tails = [{ id: decision, label: paren(m[2] ?? m[3]) || undefined }];
    } else if ((m = /^(\(.*?\))?\s*else\s*if\s*\((.*?)\)\s*(?:(?:is|equals)\s*\((.*?)\)\s*)?then\s*(\(.*\))?\s*$/i.exec(t))) {
      const f = top('if');
      if (!f) continue;
      f.ends.push(...tails);
      tails = [{ id: f.decision, label: paren(m[1]) || undefined }];
      f.decision = add(paren(m[2]), 'decision', l.pos);
      tails = [{ id: f.decision, label: paren(m[3] ?? m[4]) || undefined }];
    } else if ((m = /^else\s*(\(.*\))?\s*$/i.exec(t))) {
      const f = top('if');
      if (!f) continue;
      f.ends.push(...tails);
      f.hasElse = true;
      tails = [{ id: f.decision, label: paren(m[1]) || undefined }];
    } else if (/^end\s*if$/i.test(t)) {
      const f = closeFrame('if');
      if (f?.kind !== 'if') continue;
      tails = [...f.ends, ...tails, ...(f.hasElse ? [] : [{ id: f.decision }])];
    } else if ((m = /^switch\s*\((.*)\)\s*$/i.exec(t))) {
      const decision = add(paren(m[1]), 'decision', l.pos);
      frames.push({ kind: 'switch', decision, ends: [], started: false });
      tails = [];
    } else if ((m = /^case\s*(\(.*\))\s*$/i.exec(t))) {
      const f = top('switch');
      if (!f) continue;
      if (f.started) f.ends.push(...tails);
      f.started = true;
      tails = [{ id: f.decision, label: paren(m[1]) || undefined }];
    } else if (/^end\s*switch$/i.test(t)) {
      const f = closeFrame('switch');
      if (f?.kind === 'switch') tails = [...f.ends, ...tails];
    } else if ((m = /^while\s*\((.*?)\)\s*(?:is\s*(\(.*\)))?\s*$/i.exec(t))) {
      const decision = add(paren(m[1]), 'decision', l.pos);
      frames.push({ kind: 'while', decision });
      tails = [{ id: decision, label: paren(m[2]) || undefined }];
    } else if ((m = /^end\s*while\s*(\(.*\))?\s*$/i.exec(t))) {
      const f = closeFrame('while');
      if (f?.kind !== 'while') continue;
      for (const tail of tails) g.edge(tail.id, f.decision, tail.label, l.pos);
      tails = [{ id: f.decision, label: paren(m[1]) || undefined }];
    } else if ((m = /^repeat\s*(?::([\s\S]*);)?\s*$/i.exec(t))) {
      frames.push({ kind: 'repeat' });
      if (m[1] !== undefined) add(creoleLabel(m[1]), 'process', l.pos);
    } else if ((m = /^backward\s*:([\s\S]*);$/i.exec(t))) {
      const f = top('repeat');
      if (f) f.backward = { label: creoleLabel(m[1]!), pos: l.pos };
    } else if ((m = /^repeat\s*while\s*(?:\((.*?)\))?\s*(?:is\s*(\(.*?\)))?\s*(?:not\s*(\(.*?\)))?\s*$/i.exec(t))) {
      const f = closeFrame('repeat');
      if (f?.kind !== 'repeat') continue;
      const decision = add(paren(m[1]) || 'repeat', 'decision', l.pos);
      const yes = paren(m[2]) || undefined;
      if (f.first) {
        if (f.backward) {
          const saved = tails;
          tails = [{ id: decision, label: yes }];
          const back = add(f.backward.label, 'process', f.backward.pos);
          g.edge(back, f.first, undefined, f.backward.pos);
          tails = saved;
        } else g.edge(decision, f.first, yes, l.pos);
      }
      tails = [{ id: decision, label: paren(m[3]) || undefined }];
    } else if (/^(?:fork|split)$/i.test(t)) {
      frames.push({ kind: 'fork', from: [...tails], ends: [] });
    } else if (/^(?:fork|split)\s+again$/i.test(t)) {
      const f = top('fork');
      if (!f) continue;
      f.ends.push(...tails);
      tails = [...f.from];
    } else if (/^end\s*(?:fork|merge|split)\b.*$/i.test(t)) {
      const f = closeFrame('fork');
      if (f?.kind === 'fork') tails = [...f.ends, ...tails];
    } else if ((m = /^\|(?:#?[\w#]+\|)?\s*([^|]+?)\s*\|/.exec(t))) {
      const name = creoleLabel(m[1]!) || m[1]!.trim();
      let found = lanes.find((x) => x.label === name);
      if (!found) {
        found = { id: `lane${lanes.length + 1}`, label: name, pos: l.pos };
        lanes.push(found);
      }
      lane = found.id;
    } else if ((m = /^(?:partition|group|package|rectangle|card)\s+(.+?)\s*\{?\s*$/i.exec(t))) {
      const label = creoleLabel(m[1]!.replace(/^"(.*)"$/, '$1').replace(/\s+#\w+$/, ''));
      const id = `g${g.groups.size + 1}`;
      g.group(id, label || id, l.pos);
      frames.push({ kind: 'group', id });
    } else if (/^\}$|^end\s*group$/i.test(t)) {
      closeFrame('group');
    } else if ((m = /^-(?:\[[^\]]*\])?-?>\s*([\s\S]*?);?\s*$/.exec(t))) {
      const label = creoleLabel(m[1]!);
      if (label) pendingLabel = label;
    } else if (/^(?:floating\s+)?note\b/i.test(t)) {
      if (!t.includes(':')) skipUntil = /^end\s*note$/i;
    }
  }

  if (g.nodes.size === 0) throw codeError('plantuml', 'found no actions in the activity diagram', code.start);
  if (lanes.length === 0) return g.toFlowchart(code.direction === 'LR' ? 'flowchart-horizontal' : 'flowchart-vertical', code.title, code.start);
  return swimlaneDraft(g, lanes, code);
}

function swimlaneDraft(g: GraphBuilder, lanes: { id: string; label: string; pos: Pos }[], code: PumlCode): Draft {
  const steps = [...g.nodes.values()];
  const content: Record<string, unknown> = {
    lanes: lanes.map((l) => ({ id: l.id, label: l.label })),
    // Steps before the first lane line belong to the first lane.
    steps: steps.map((n) => ({ id: n.id, lane: n.lane ?? lanes[0]!.id, label: n.label ?? n.id, type: n.type === 'io' || n.type === 'note' ? 'process' : n.type })),
    flows: g.edges.map((e) => (e.label ? { from: e.from, to: e.to, label: e.label } : { from: e.from, to: e.to })),
  };
  if (code.title) content.title = code.title;
  return { kind: 'swimlane', design: 'swimlane-lanes', content, start: code.start, at: { lanes: lanes.map((l) => l.pos), steps: steps.map((n) => n.pos), flows: g.edges.map((e) => e.pos) } };
}
