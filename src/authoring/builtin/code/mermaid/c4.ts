// Mermaid `C4Context` / `C4Container` / `C4Component` / `C4Dynamic` / `C4Deployment` code → architecture draft.
import { readC4 } from '../c4.js';
import { codeError, type Draft } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

export function readMermaidC4(source: Source, prelude: Prelude): Draft {
  const lines = statements(source, prelude, false).map((s) => ({ text: s.text.trim(), pos: s.pos }));
  const titled = lines.find((l) => /^title\s+/.test(l.text));
  const title = titled ? mermaidLabel(titled.text.replace(/^title\s+/, '')) : prelude.title;
  const draft = readC4(lines, title, prelude.headerPos);
  if ((draft.content.components as unknown[]).length === 0) throw codeError('mermaid', 'found no people, systems or containers in the C4 diagram', prelude.headerPos);
  return draft;
}
