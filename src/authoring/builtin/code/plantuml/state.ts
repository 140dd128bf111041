// PlantUML state diagrams (`state`, `[*]`, composite states, concurrent regions, stereotypes, history) → state draft.
import { codeError, type Draft } from '../draft.js';
import { StateCollector } from '../mermaid/state.js';
import { creoleLabel } from '../text.js';
import type { PumlCode, PumlLine } from './prelude.js';

// A state reference: `[*]`, `[H]`, `[H*]`, `Name[H]`, a name (dots allowed), or a quoted name; `<<stereo>>` / `#color` after it.
const REF = String.raw`(\[\*\]|\[H\*?\]|[\p{L}\p{N}_$.]+(?:\[H\*?\])?|"[^"]+")`;
const DECOR = String.raw`(?:\s*<<([\w*]+)>>)?(?:\s*#[\w|\-#]+)?`;
// Arrows: `->`, `-->`, `--->`, `-left->`, `-[#red,dashed]->`, `-up[bold]->`, and reversed `<-`, `<--`.
const ARROW = String.raw`(<)?-+(?:(up|down|left|right|u|d|l|r|le|ri|do)?(?:\[([^\]]*)\])?-*)?(>)?`;
const TRANSITION = new RegExp(String.raw`^${REF}${DECOR}\s*${ARROW}\s*${REF}${DECOR}\s*(?::\s*(.*))?$`, 'iu');
// `state Name`, `state "Long name" as Id`, `state Id as "Long name"`, `state "Name"`, with stereotype, colours, `: text`, `{`.
const DECLARE = /^state\s+(?:"([^"]*)"\s+as\s+([\p{L}\p{N}_$.]+)|([\p{L}\p{N}_$.]+)\s+as\s+"([^"]*)"|"([^"]*)"|([\p{L}\p{N}_$.]+))\s*(?:<<([\w*]+)>>)?\s*(?:##?\S*\s*)*(?::\s*([^{]*?))?\s*(\{)?\s*(\})?\s*$/iu;
const DESCRIBE = new RegExp(String.raw`^${REF}\s*:\s*(.*)$`, 'u');
const NOTE_BLOCK = /^(?:note\s+(?:left|right|top|bottom)\s+of\s+\S+|note\s+on\s+link|note\s+as\s+\S+|note\s+(?:left|right|top|bottom))\s*(?:#\S+)?\s*$/i;

/** A diagram is a state diagram when it declares states or uses `[*]` / history pseudo-states. */
export function isStateDiagram(lines: PumlLine[]): boolean {
  return lines.some((l) => /^state\s+\S/i.test(l.text) || /\[\*\]|\[H\*?\]/.test(l.text));
}

/** A state's id and its written name (quotes taken off). */
function refName(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1) : raw;
}

/** Description text: Creole, with monospaced `""…""` kept as its text (quotes inside it stay). */
function descText(raw: string): string {
  return creoleLabel(raw.replace(/""(.+?)""/g, '\u0000$1\u0000')).replace(/\u0000/g, '');
}

export function readPumlState(code: PumlCode): Draft {
  const scopes: string[] = [];
  const sc = new StateCollector(() => scopes[scopes.length - 1]);
  let skipUntil: RegExp | undefined;
  let depth = 0;

  /** `[*]`, history pseudo-states and names → the collector's ids (history lives in its composite). */
  const ref = (raw: string, pos: PumlLine['pos'], role: 'from' | 'to'): string => {
    const name = refName(raw);
    const hist = /^(.*?)\[(H\*?)\]$/.exec(name);
    if (hist) {
      const owner = hist[1] || scopes[scopes.length - 1];
      if (owner && !sc.states.has(owner)) sc.state(owner, pos, 'decl');
      const id = `${owner ?? ''}[${hist[2]}]`;
      if (!sc.states.has(id)) {
        const s = sc.states.get(sc.state(id, pos, 'decl'))!;
        s.label = hist[2]!;
        s.type = 'history';
        if (owner) s.parent = owner;
        else delete s.parent;
      }
      return id;
    }
    // `A.X`: X inside the composite A (each part a state, nested in the one before).
    const parts = /^[^.]+(?:\.[^.]+)+$/.test(name) ? name.split('.') : [name];
    let id = '';
    parts.forEach((part, i) => {
      id = sc.state(part, pos, i === parts.length - 1 ? role : 'decl');
      const s = sc.states.get(id)!;
      if (i > 0 && s.type === 'normal') { s.parent = parts[i - 1]!; delete s.region; }
    });
    return id;
  };
  const stereotype = (id: string, stereo: string | undefined): void => {
    const s = sc.states.get(id);
    const st = stereo?.toLowerCase();
    if (!s || !st) return;
    if (st === 'choice') s.type = 'choice';
    else if (st === 'start') s.type = 'initial';
    else if (st === 'end') s.type = 'final';
    else if (st === 'history' || st === 'history*') s.type = 'history';
    else if (st === 'fork' || st === 'join') s.description ??= st;
  };
  const describe = (id: string, text: string): void => {
    const s = sc.states.get(id);
    if (!s || !text) return;
    s.description = s.description ? `${s.description}\n${text}` : text;
  };

  for (const l of code.lines) {
    const text = l.text;
    if (skipUntil) {
      if (skipUntil.test(text)) skipUntil = undefined;
      continue;
    }
    if (depth > 0) {
      // Inside a `json … { }` block: only braces count.
      depth += (text.match(/\{/g)?.length ?? 0) - (text.match(/\}/g)?.length ?? 0);
      continue;
    }
    let m: RegExpExecArray | null;
    if (NOTE_BLOCK.test(text)) {
      skipUntil = /^end\s*note$/i;
    } else if (/^note\b/i.test(text)) {
      continue;
    } else if (/^json\s/i.test(text)) {
      depth = (text.match(/\{/g)?.length ?? 0) - (text.match(/\}/g)?.length ?? 0);
    } else if (text === '}') {
      scopes.pop();
    } else if (/^(?:--+|\|\|)$/.test(text)) {
      sc.nextRegion();
    } else if ((m = DECLARE.exec(text))) {
      const id = ref((m[2] ?? m[3] ?? m[5] ?? m[6])!, l.pos, 'from');
      const s = sc.states.get(id)!;
      const long = m[1] ?? m[4];
      if (long !== undefined) s.label = creoleLabel(long) || id;
      stereotype(id, m[7]);
      if (m[8]) describe(id, descText(m[8]));
      if (m[9] && !m[10]) scopes.push(id);
    } else if ((m = TRANSITION.exec(text))) {
      // Groups: 1 ref, 2 stereotype, 3 `<`, 4 direction, 5 [options], 6 `>`, 7 ref, 8 stereotype, 9 label.
      const reversed = m[3] !== undefined && m[6] === undefined;
      const options = (m[5] ?? '').toLowerCase();
      const [a, b] = reversed ? [m[7]!, m[1]!] : [m[1]!, m[7]!];
      const [sa, sb] = reversed ? [m[8], m[2]] : [m[2], m[8]];
      const from = ref(a, l.pos, 'from');
      const to = ref(b, l.pos, 'to');
      stereotype(from, sa);
      stereotype(to, sb);
      // `-[hidden]->` only places states; it draws nothing.
      if (/\bhidden\b/.test(options)) continue;
      const label = m[9] ? creoleLabel(m[9]) : '';
      sc.transitions.push(label ? { from, to, label, pos: l.pos } : { from, to, pos: l.pos });
    } else if ((m = DESCRIBE.exec(text))) {
      describe(ref(m[1]!, l.pos, 'from'), descText(m[2]!));
    } else if ((m = new RegExp(String.raw`^${REF}${DECOR}$`, 'u').exec(text))) {
      stereotype(ref(m[1]!, l.pos, 'from'), m[2]);
    }
  }
  if (sc.states.size === 0) throw codeError('plantuml', 'found no states in the state diagram', code.start);
  return sc.toDraft(code.title, code.start);
}
