// Documentation page (Markdown) → its diagram examples with the heading each sits under, for making fixtures.
// Usage: npx tsx scripts/doc-examples.ts PAGE.md BASE_URL [fence-prefix]   (prints JSON lines {anchor, url, code})
import { readFileSync } from 'node:fs';

const [file, base, fence = 'mermaid'] = process.argv.slice(2);
if (!file || !base) throw new Error('usage: doc-examples PAGE.md BASE_URL [fence]');

/** GitHub/VitePress heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-');
}

const lines = readFileSync(file, 'utf8').split('\n');
let anchor = '';
for (let i = 0; i < lines.length; i++) {
  const h = /^#{1,6}\s+(.*)$/.exec(lines[i]!);
  if (h) anchor = anchorOf(h[1]!);
  const open = new RegExp('^```' + fence + '(?:-example)?\\s*$').exec(lines[i]!);
  if (!open) continue;
  let j = i + 1;
  while (j < lines.length && !/^```\s*$/.test(lines[j]!)) j++;
  const code = lines.slice(i + 1, j).join('\n');
  console.log(JSON.stringify({ anchor, url: anchor ? `${base}#${anchor}` : base, code }));
  i = j;
}
