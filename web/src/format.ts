// Small formatting helpers for dates, numbers and identifiers shown on the pages.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const number = new Intl.NumberFormat();

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatNumber = (n: number) => number.format(n);

export function timeAgo(iso: string, now = Date.now()): string {
  const s = Math.round((now - Date.parse(iso)) / 1000);
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.round(h / 24);
  if (d < 14) return `${d} day${d === 1 ? '' : 's'} ago`;
  return formatDate(iso);
}

/** `show_descriptions` → `Show descriptions`, `high-contrast` → `High contrast`. */
export function humanize(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 || n === -1 ? one : many}`;

// Kinds whose names are acronyms, and the ones that read better in other words.
const KIND_LABELS: Record<string, string> = { er: 'ER', uml: 'UML', mindmap: 'Mind map' };

/** A diagram kind for people: `er` → `ER`, `swimlane` → `Swimlane`. */
export function kindLabel(kind: string | null | undefined): string {
  if (!kind) return '';
  return KIND_LABELS[kind] ?? humanize(kind);
}

/** At most `max` characters, cut at a word boundary with an ellipsis (never mid-word unless one word is longer). */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Its own title, else the first line of its prompt (shortened at a word); '' when there is neither. */
function titleText(g: { title: string | null; prompt: string }): string {
  if (g.title?.trim()) return g.title.trim();
  const first = g.prompt.split('\n').map((l) => l.trim()).find((l) => l && !/^(```|~~~|---$|%%|\/\/|#)/.test(l)) ?? '';
  return clip(first, 60);
}

/** What to call a diagram, in its card, the history, the ledger and its file names. */
export function displayTitle(g: { title: string | null; prompt: string }): string {
  return titleText(g) || 'Untitled diagram';
}

/** `Order fulfilment: check stock` → `order-fulfilment-check-stock`; accents dropped, at most 60 characters. */
export function slugify(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

/**
 * A download's file name: the diagram's title, then the end of its id (two diagrams with the same title do not
 * overwrite each other) and the revision when restyled (each version keeps its own file).
 */
export function downloadName(g: { id: string; title: string | null; prompt: string; revision: number }, ext: string): string {
  const slug = slugify(titleText(g)) || 'diagram';
  const id = g.id.replace(/^gen_/, '').slice(-6).toLowerCase();
  return `${slug}-${id}${g.revision > 1 ? `-r${g.revision}` : ''}.${ext}`;
}
