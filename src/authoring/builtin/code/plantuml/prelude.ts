// PlantUML code → statement lines between @startuml and @enduml, without comments, preprocessor, styling or page furniture.
import type { Pos } from '../draft.js';
import { creoleLabel } from '../text.js';
import type { Source } from '../source.js';

export interface PumlLine { text: string; pos: Pos }

export interface PumlCode {
  /** The word after @start: `uml`, `mindmap`, `wbs`. */
  flavour: string;
  lines: PumlLine[];
  title?: string;
  /** `left to right direction` / `top to bottom direction`. */
  direction?: 'LR' | 'TB';
  start: Pos;
}

// Single-line statements that only style or decorate the page.
const SKIP = /^(?:!|skinparam\b|hide\b|show\b|scale\b|caption\b|newpage\b|allowmixing\b|allow_mixing\b|set\s|sprite\b|mainframe\b|footbox\b|autonumber\b|autoactivate\b|page\b|center\s+header\b|header\b|footer\b)/i;
// Blocks to drop whole: opener → closer.
const BLOCKS: [RegExp, RegExp][] = [
  [/^skinparam\b[^{]*\{\s*$/i, /^\}\s*$/],
  [/^<style>/i, /<\/style>/i],
  [/^(?:left|right|center)?\s*header\s*$/i, /^end\s*header$/i],
  [/^(?:left|right|center)?\s*footer\s*$/i, /^end\s*footer$/i],
  [/^legend\b.*$/i, /^end\s*legend$/i],
  [/^title\s*$/i, /^end\s*title$/i],
];

export function readPumlCode(source: Source): PumlCode {
  const all = source.lines();
  const begin = all.findIndex((l) => /^\s*@start\w+/.test(l.text));
  const flavour = begin >= 0 ? /@start(\w+)/.exec(all[begin]!.text)![1]!.toLowerCase() : 'uml';
  const lines: PumlLine[] = [];
  let title: string | undefined;
  let direction: PumlCode['direction'];
  let inComment = false;
  let block: RegExp | undefined;
  let titleLines: string[] | undefined;
  for (const l of all.slice(begin + 1)) {
    let text = l.text;
    if (/^\s*@end\w*/.test(text)) break;
    // Block comments /' … '/ may open and close on one line or span several.
    if (inComment) {
      const end = text.indexOf("'/");
      if (end < 0) continue;
      text = ' '.repeat(end + 2) + text.slice(end + 2);
      inComment = false;
    }
    text = text.replace(/\/'.*?'\//g, (c) => ' '.repeat(c.length));
    const open = text.indexOf("/'");
    if (open >= 0) {
      text = text.slice(0, open);
      inComment = true;
    }
    const t = text.trim();
    if (block) {
      if (titleLines && !block.test(t)) titleLines.push(t);
      if (block.test(t)) {
        if (titleLines) title = creoleLabel(titleLines.join('\n')) || title;
        block = undefined;
        titleLines = undefined;
      }
      continue;
    }
    if (!t || t.startsWith("'")) continue;
    const opener = BLOCKS.find(([o]) => o.test(t));
    if (opener && !(opener[0] === BLOCKS[4]![0] && /^legend\b.*:/.test(t))) {
      block = opener[1];
      if (/^title\s*$/i.test(t)) titleLines = [];
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/i.exec(t))) {
      title = creoleLabel(m[1]!);
      continue;
    }
    if (/^left\s+to\s+right\s+direction$/i.test(t)) {
      direction = 'LR';
      continue;
    }
    if (/^top\s+to\s+bottom\s+direction$/i.test(t)) {
      direction = 'TB';
      continue;
    }
    if (SKIP.test(t)) continue;
    lines.push({ text: t, pos: { line: l.line, column: text.search(/\S/) + 1 } });
  }
  const out: PumlCode = { flavour, lines, start: begin >= 0 ? { line: all[begin]!.line, column: 1 } : source.start() };
  if (title) out.title = title;
  if (direction) out.direction = direction;
  return out;
}
