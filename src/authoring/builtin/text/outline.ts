// Lines → an outline tree: list items nest by indentation, under headings and under "Header:" lines.
import type { Line } from './lines.js';

export interface Item {
  text: string;
  children: Item[];
  line?: Line;
  /** True for "Header:" lines and Markdown headings, which group what follows. */
  header: boolean;
}

interface Frame { indent: number; heading: number; header: boolean; item: Item }

/** Builds the tree; `lines` are the item lines in order. */
export function buildOutline(lines: Line[]): Item[] {
  const roots: Item[] = [];
  const stack: Frame[] = [];
  for (const line of lines) {
    const isHeading = line.marker === 'heading';
    const colonHeader = !isHeading && /[:：]$/u.test(line.text);
    const item: Item = { text: line.text.replace(/\s*[:：]$/u, ''), children: [], line, header: isHeading || colonHeader };
    if (isHeading) {
      const level = line.ordinal ?? 1;
      while (stack.length && (stack[stack.length - 1].heading === 0 || stack[stack.length - 1].heading >= level)) stack.pop();
    } else {
      while (stack.length) {
        const top = stack[stack.length - 1];
        if (top.heading > 0) break;
        if (top.indent > line.indent) { stack.pop(); continue; }
        // An unmarked "Header:" line keeps the list lines that follow at its own indentation.
        if (top.indent === line.indent && !(top.header && !colonHeader && top.item.line?.marker === 'none' && line.marker !== 'none')) { stack.pop(); continue; }
        break;
      }
    }
    const parent = stack[stack.length - 1];
    (parent ? parent.item.children : roots).push(item);
    stack.push({ indent: isHeading ? -1 : line.indent, heading: isHeading ? line.ordinal ?? 1 : 0, header: colonHeader, item });
  }
  return roots;
}

/** All items depth-first with their depth and parent. */
export function flatten(items: Item[]): { item: Item; depth: number; parent?: Item }[] {
  const out: { item: Item; depth: number; parent?: Item }[] = [];
  const walk = (list: Item[], depth: number, parent?: Item) => {
    for (const it of list) {
      out.push({ item: it, depth, parent });
      walk(it.children, depth + 1, it);
    }
  };
  walk(items, 0);
  return out;
}

/** Depth of the deepest item (1 for a flat list). */
export function outlineDepth(items: Item[]): number {
  return items.reduce((d, it) => Math.max(d, 1 + outlineDepth(it.children)), 0);
}
