// A later section that describes the items listed earlier ("## NODE DESCRIPTIONS" with "Local Production:" followed
// by its lines) → each description joined to its item's line ("1. Local Production: Agriculture, Cottage Industry"),
// and the section gone, so its names are not read a second time as items of their own.

const DETAILS_HEADING = /^\s*(?:#{1,6}\s+|\*\*)?(?:(?:(?:node|step|stage|item|phase|element|box|card|level|state|component|block)s?\s+)?(?:descriptions?|details|explanations?|sub-?items|contents|text)|text\s+(?:inside|in|within|under)\s+(?:the\s+|each\s+)?(?:blocks?|boxes?|nodes?|cards?|phases?|steps?|stages?))\b[^:：]*?(?:\*\*)?\s*[:：]?\s*$/i;
const HEADING = /^\s*(?:#{1,6}\s+\S|-{3,}\s*$|\*{3,}\s*$)/;
const NAME_LINE = /^\s*(?:[-*•]\s+)?(?:\*\*)?([^:：*]{2,80}?)(?:\*\*)?\s*[:：]\s*(.*)$/u;

const key = (s: string) => s.toLowerCase().replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').replace(/[*_"“”]/g, '').replace(/\s+/g, ' ').trim();

/** The content with a details section folded into the items it describes (unchanged when there is none). */
export function foldItemDetails(content: string): string {
  const lines = content.split('\n');
  const start = lines.findIndex((l) => DETAILS_HEADING.test(l));
  if (start < 1) return content;
  let end = lines.findIndex((l, i) => i > start && HEADING.test(l));
  if (end < 0) end = lines.length;
  // The items listed before the section, by their names.
  // "Phase 0 — Foundation" is described under "Phase 0:" as well as under its full name.
  const itemAt = new Map<string, number>();
  lines.slice(0, start).forEach((l, i) => {
    if (!l.trim() || /[:：]\s*$/u.test(l)) return;
    const name = key(l.replace(/[:：].*$/u, ''));
    itemAt.set(name, i);
    const short = /^(.{2,30}?)\s+[—–-]\s+\S/u.exec(name)?.[1];
    if (short && !itemAt.has(short)) itemAt.set(short, i);
  });
  const details = new Map<number, string[]>();
  let current: number | undefined;
  let described = 0;
  for (const line of lines.slice(start + 1, end)) {
    if (!line.trim()) { current = undefined; continue; }
    const m = NAME_LINE.exec(line);
    const at = m ? itemAt.get(key(m[1])) : undefined;
    if (at !== undefined) {
      current = at;
      described += 1;
      details.set(at, m![2].trim() ? [m![2].trim()] : []);
      continue;
    }
    if (current !== undefined) details.get(current)!.push(line.trim().replace(/^[-*•]\s+/, ''));
  }
  // Only a section that describes at least two of the listed items is one.
  if (described < 2) return content;
  const out = lines.map((l, i) => {
    const d = details.get(i)?.filter(Boolean);
    if (!d?.length) return l;
    // "Canonical Expansion (Active)": the details go inside its brackets, which the label readers set aside.
    const line = l.replace(/\s+$/, '').replace(/[:：]\s*$/u, '');
    return /\)$/.test(line) ? `${line.slice(0, -1)}; ${d.join(', ')})` : `${line}: ${d.join(', ')}`;
  });
  return [...out.slice(0, start), ...out.slice(end)].join('\n');
}
