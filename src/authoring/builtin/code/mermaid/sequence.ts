// Mermaid `sequenceDiagram` code → sequence draft (participants, every arrow kind, notes, alt/opt/loop/par/critical/break).
import { codeError, type Draft } from '../draft.js';
import { SequenceBuilder, type FragmentType, type MessageType } from '../sequence-builder.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

const ARROW = '<<-->>|<<->>|-->>|->>|--x|-x|--\\)|-\\)|-->|->';
const MESSAGE = new RegExp(`^(.+?)\\s*(${ARROW})\\s*([+-]?)\\s*([^:]+?)\\s*(?::(.*))?$`);
const DECLARE = /^(?:create\s+)?(participant|actor)\s+(.+)$/i;
const NOTE = /^note\s+(left of|right of|over)\s+([^:]+?)\s*:(.*)$/i;
const FRAGMENT = /^(loop|alt|opt|par_over|par|critical|break)\b\s*(.*)$/;
const BRANCH = /^(else|and|option)\b\s*(.*)$/;
const SKIP = /^(?:autonumber|activate|deactivate|destroy|link|links|accTitle|accDescr|properties|details)\b/;

function arrowType(arrow: string): MessageType {
  if (arrow.endsWith(')')) return 'async';
  return arrow.includes('--') ? 'reply' : 'sync';
}

/** `Alice`, `A as Alice`, `Alice@{ "type": "boundary" }`, `API@{ … } as Public API`. */
function participant(rest: string): { id: string; label?: string; kind?: string } {
  let text = rest.trim();
  let kind: string | undefined;
  const at = /@\{([^}]*)\}/.exec(text);
  if (at) {
    kind = /["']?type["']?\s*:\s*["']?(\w+)/.exec(at[1]!)?.[1];
    const alias = /["']?alias["']?\s*:\s*"([^"]*)"/.exec(at[1]!)?.[1];
    text = (text.slice(0, at.index) + text.slice(at.index + at[0].length)).trim();
    if (alias && !/\sas\s/.test(text)) text = `${text} as ${alias}`;
  }
  const as = /^(.+?)\s+as\s+(.+)$/.exec(text);
  const id = (as ? as[1]! : text).trim();
  const out: { id: string; label?: string; kind?: string } = { id };
  if (as) out.label = mermaidLabel(as[2]!);
  if (kind) out.kind = kind;
  return out;
}

export function readSequence(source: Source, prelude: Prelude): Draft {
  const seq = new SequenceBuilder();
  let title = prelude.title;
  for (const st of statements(source, prelude, true)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = DECLARE.exec(text))) {
      const p = participant(m[2]!);
      const type = m[1]!.toLowerCase() === 'actor' || p.kind === 'actor' ? 'actor' : 'system';
      seq.declare(p.id, p.label, type, st.pos);
    } else if ((m = NOTE.exec(text))) {
      const over = m[2]!.split(',').map((s) => s.trim()).filter(Boolean);
      seq.note(over, mermaidLabel(m[3]!), st.pos);
    } else if ((m = FRAGMENT.exec(text))) {
      const type = (m[1] === 'par_over' ? 'par' : m[1]) as FragmentType;
      seq.openFragment(type, mermaidLabel(m[2]!), st.pos);
    } else if ((m = BRANCH.exec(text))) {
      seq.branch(mermaidLabel(m[2]!));
    } else if (/^(?:rect|box)\b/.test(text)) {
      seq.openBlock();
    } else if (/^end$/.test(text)) {
      seq.close();
    } else if ((m = /^title\s*:?\s*(.+)$/.exec(text))) {
      title = mermaidLabel(m[1]!);
    } else if (SKIP.test(text)) {
      continue;
    } else if ((m = MESSAGE.exec(text))) {
      const from = m[1]!.trim().replace(/[+-]$/, '').trim();
      const to = m[4]!.trim();
      seq.message(from, to, mermaidLabel(m[5] ?? ''), arrowType(m[2]!), st.pos);
    }
  }
  const draft = seq.toDraft(title, prelude.headerPos);
  if ((draft.content.participants as unknown[]).length === 0) {
    throw codeError('mermaid', 'found no participants or messages in the sequence diagram', prelude.headerPos);
  }
  return draft;
}
