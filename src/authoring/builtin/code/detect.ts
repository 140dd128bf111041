// Prompt → the diagram code in it (whole prompt, one fenced block, or code after a lead-in line) and its language, or null for prose.
import type { CodeLanguage } from './reading.js';

export interface FoundCode {
  language: CodeLanguage;
  text: string;
  /** 1-based line of the prompt where `text` starts. */
  line: number;
}

const DIR = '(?:TB|TD|BT|RL|LR|tb|td|bt|rl|lr)';
// Headers whose first line alone says "this is Mermaid" (keywords are case-sensitive, as in Mermaid); the rest of
// the line is constrained so prose does not match. Diagram types this reader does not support are still Mermaid:
// they get a clear error rather than being drawn as prose.
const MERMAID_STRONG = new RegExp(
  [
    `^(?:flowchart-elk|flowchart|graph)[ \\t]+${DIR}[ \\t]*(?:;.*)?$`,
    '^sequenceDiagram[ \\t]*(?:;.*)?$',
    '^stateDiagram(?:-v2)?[ \\t]*$',
    '^erDiagram[ \\t]*$',
    '^classDiagram(?:-v2)?[ \\t]*$',
    '^quadrantChart[ \\t]*$',
    '^(?:gitGraph|xychart-beta|sankey-beta|requirementDiagram|C4Context|C4Container|C4Component|C4Dynamic|C4Deployment|block-beta|packet-beta|architecture-beta|radar-beta|treemap-beta|zenuml)(?:[ \\t]+(?:LR|TB|BT|RL|horizontal|vertical))?[ \\t]*:?[ \\t]*$',
  ].join('|'),
);
// Headers that are also ordinary words: they count only when the next lines look like that diagram's syntax.
const MERMAID_WEAK: { head: RegExp; body: RegExp }[] = [
  { head: /^(?:flowchart|graph)[ \t]*;?[ \t]*$/, body: /-->|---|==>|-\.->|\[[^\]]*\]|\{[^}]*\}/ },
  { head: /^mindmap[ \t]*$/, body: /\S/ },
  { head: /^timeline(?:[ \t]+(?:LR|TD))?[ \t]*$/, body: /:|^\s*(?:title|section)\b/ },
  { head: /^gantt[ \t]*$/, body: /:|^\s*(?:dateFormat|section)\b/ },
  { head: /^journey[ \t]*$/, body: /:/ },
  { head: /^pie(?:[ \t]+showData)?(?:[ \t]+title[ \t]+.+)?[ \t]*$/, body: /^\s*"[^"]*"\s*:\s*[\d.]+/ },
];
const DOT_HEAD = /^(?:strict[ \t]+)?(?:di)?graph\b[ \t]*(?:"(?:[^"\\]|\\.)*"|[\p{L}\p{N}_.]+)?\s*\{/iu;
const PLANTUML_HEAD = /^@start(?:uml|mindmap|wbs|gantt|salt|json|yaml|ditaa|dot|math|latex|chen|regex|ebnf|files|chronology|board|creole|nwdiag|wire)\b/;

/** Leading Mermaid front matter, directives and comments; leading DOT comments. Returns the rest and its offset. */
function skipPreamble(text: string, language: 'mermaid' | 'dot'): string {
  let s = text.replace(/^\s+/, '');
  for (;;) {
    const before = s;
    if (language === 'mermaid') {
      s = s.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
      s = s.replace(/^%%\{[\s\S]*?\}%%[ \t]*/, '');
      s = s.replace(/^%%[^\n]*(?:\n|$)/, '');
    } else {
      s = s.replace(/^\/\*[\s\S]*?\*\//, '').replace(/^\/\/[^\n]*(?:\n|$)/, '').replace(/^#[^\n]*(?:\n|$)/, '');
    }
    s = s.replace(/^\s+/, '');
    if (s === before) return s;
  }
}

/** The language of a text that is diagram code from its first significant line, or undefined. */
export function detectLanguage(text: string): CodeLanguage | undefined {
  if (PLANTUML_HEAD.test(text.replace(/^\s+/, ''))) return 'plantuml';
  if (DOT_HEAD.test(skipPreamble(text, 'dot'))) return 'dot';
  const body = skipPreamble(text, 'mermaid');
  const nl = body.indexOf('\n');
  const first = (nl < 0 ? body : body.slice(0, nl)).trim();
  if (MERMAID_STRONG.test(first)) return 'mermaid';
  for (const weak of MERMAID_WEAK) {
    if (weak.head.test(first) && body.split(/\r?\n/).slice(1).some((l) => weak.body.test(l))) return 'mermaid';
  }
  return undefined;
}

const FENCE_INFO: Record<string, CodeLanguage> = {
  mermaid: 'mermaid', mmd: 'mermaid',
  plantuml: 'plantuml', puml: 'plantuml', uml: 'plantuml', 'plant-uml': 'plantuml',
  dot: 'dot', graphviz: 'dot', gv: 'dot', viz: 'dot',
};

interface Fence { info: string; text: string; line: number }

function fencedBlocks(prompt: string): Fence[] {
  if (!prompt.includes('```') && !prompt.includes('~~~')) return [];
  const lines = prompt.split('\n');
  const blocks: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const mark = open[1]!;
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^[ \\t]{0,3}${mark[0] === '`' ? '`' : '~'}{${mark.length},}[ \\t]*\\r?$`).test(lines[j]!)) j++;
    blocks.push({ info: open[2]!.toLowerCase().replace(/^\{?\.?/, '').replace(/\}$/, ''), text: lines.slice(i + 1, j).join('\n'), line: i + 2 });
    i = j;
  }
  return blocks;
}

/** Diagram code in a prompt, or null when the prompt is prose (including prose that only mentions such code). */
export function findDiagramCode(prompt: string): FoundCode | null {
  const blocks = fencedBlocks(prompt);
  if (blocks.length > 1) return null;
  if (blocks.length === 1) {
    const b = blocks[0]!;
    const language = FENCE_INFO[b.info] ?? detectLanguage(b.text);
    return language ? { language, text: b.text, line: b.line } : null;
  }
  const whole = detectLanguage(prompt);
  if (whole) return { language: whole, text: prompt, line: 1 };
  // A lead-in sentence followed by code: the code starts at an unmistakable header line.
  const lines = prompt.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (PLANTUML_HEAD.test(line) || DOT_HEAD.test(line) || MERMAID_STRONG.test(line)) {
      const text = lines.slice(i).join('\n');
      const language = detectLanguage(text);
      if (language) return { language, text, line: i + 1 };
    }
  }
  return null;
}
