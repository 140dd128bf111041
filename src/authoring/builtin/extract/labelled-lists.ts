// Lists a prompt gives under a name: "Actors: User, AI Assistant, OCR service" (inline, to the end of the sentence),
// "**Use cases**" or "Stages:" over list lines, several fields in one line ("Actors: A, B. Use cases: C, D."), in the
// languages of the brief. Used by the use case and journey extractors.
import { clean, readLines, type Line } from '../text/lines.js';
import { splitList } from '../text/lists.js';

export interface LabelledList { field: string; items: string[]; index: number }

const MARKS = /^(?:#{1,6}\s*)?(?:\*\*|__)?\s*/;

function stripMarks(s: string): string {
  return s.replace(/\*\*|__/g, '').trim();
}

/** Items of an inline list, brackets kept with their item ("Book room (includes Pay deposit)"). */
export function inlineItems(text: string): string[] {
  const t = text.trim().replace(/[.。!?！？]+$/u, '');
  if (!t) return [];
  const parts = splitList(t).map(stripMarks).filter(Boolean);
  // "A → B → C" and "A > B > C" lists too.
  return parts.length === 1 && /\s(?:->|→|=>|>)\s/.test(parts[0]!) ? parts[0]!.split(/\s*(?:->|→|=>|>)\s*/).filter(Boolean) : parts;
}

/**
 * Every list given under one of the fields. `fields` maps a field name to the words that name it (a regular
 * expression source, matched whole and case-insensitively at the start of a line or after a sentence end);
 * `headers: false` reads only "Name: items" lines, not a bare name over a list.
 */
export function labelledLists(text: string, fields: Record<string, string>, opts: { headers?: boolean } = {}): LabelledList[] {
  const lines = readLines(text);
  const out: LabelledList[] = [];
  const names = Object.entries(fields);
  const keyAt = (s: string): { field: string; rest: string } | undefined => {
    const body = s.replace(MARKS, '');
    for (const [field, words] of names) {
      const m = new RegExp(`^(?:the\\s+|les?\\s+|die\\s+|los\\s+|las\\s+)?(?:${words})(?:\\s*\\([^)]*\\))?\\s*(?:\\*\\*|__)?\\s*(?:[:：=]|$)(?:\\s*(?:\\*\\*|__))?\\s*(.*)$`, 'iu').exec(body);
      if (m) return { field, rest: m[1] ?? '' };
    }
    return undefined;
  };
  lines.forEach((line, i) => {
    // Several fields on one line: split before each "Name:" that follows a sentence end.
    const pieces = line.text.split(/(?<=[.;。；!?！？])\s*(?=[^.;。；:：]{1,40}[:：])/u);
    for (const piece of pieces) {
      const hit = keyAt(piece.trim());
      if (!hit) continue;
      if (hit.rest.trim()) {
        // The list ends with its sentence.
        const rest = hit.rest.split(/(?<=[^\s.])[.。!?！？](?:\s|$)/u)[0]!;
        out.push({ field: hit.field, items: inlineItems(rest), index: line.index });
        continue;
      }
      // A header: the list lines under it (or the plain lines up to the next header or blank).
      if (opts.headers === false) continue;
      const items: string[] = [];
      for (let j = i + 1; j < lines.length; j++) {
        const next = lines[j]!;
        if (keyAt(next.text)) break;
        if (next.marker === 'heading') break;
        if (next.marker === 'none' && items.length && next.indent <= line.indent && !isContinuation(next)) break;
        if (next.marker === 'none' && /[:：]\s*$/u.test(next.text)) break;
        items.push(stripMarks(clean(next.text)));
      }
      if (items.length) out.push({ field: hit.field, items: items.filter(Boolean), index: line.index });
    }
  });
  return out;
}

/** A plain line that still belongs to a list (short, no sentence of its own). */
function isContinuation(line: Line): boolean {
  return line.text.split(/\s+/).length <= 5 && !/[.!?。]$/u.test(line.text);
}

/** The items of the first list given under `field`, or []. */
export function listOf(lists: LabelledList[], field: string): string[] {
  return lists.filter((l) => l.field === field).flatMap((l) => l.items);
}
