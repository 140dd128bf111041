// A table of components and what each talks to: "| Component | Talks to | Notes |" (or "Calls", "Depends on",
// "Sends to", "Spricht mit", "Appelle", "Llama a", "Chiama"…). Each row's first cell is a component, the cells of the
// link column are the components it connects to, and a notes column describes the row's component.
import type { Registry } from './arch-registry.js';

const LINK_HEAD = /^(?:talks?\s+to|calls?|connects?\s+to|connections?|depends?\s+on|dependencies|sends?\s+to|writes?\s+to|uses|downstream|targets?|outbound|links?|→|->|spricht\s+mit|ruft(?:\s+auf)?|verbunden\s+mit|abhängigkeiten|sendet\s+an|appelle|parle\s+à|dépend\s+de|dépendances|envoie\s+à|llama\s+a|habla\s+con|depende\s+de|dependencias|envía\s+a|chama|fala\s+com|dependências|envia\s+para|chiama|comunica\s+con|dipende\s+da|dipendenze|invia\s+a)$/i;
const NOTE_HEAD = /^(?:notes?|description|comments?|details|remarks?|tech(?:nology)?|stack|bemerkung(?:en)?|beschreibung|hinweis|remarques?|notas?|descripci[oó]n|descri[çc][ãa]o|descrizione|osservazioni)$/i;
const FROM_HEAD = /^(?:from|source|caller|reads?\s+from|upstream|called\s+by|von|quelle|de|origine|origen|origem|da)$/i;

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

/** Reads a link table into the registry; true when the text holds one. */
export function readLinkTable(text: string, reg: Registry): boolean {
  const lines = text.split('\n').map((l) => l.trim());
  const start = lines.findIndex((l, i) => /^\|.*\|$/.test(l) && /^\|?\s*:?-{2,}/.test(lines[i + 1] ?? ''));
  if (start < 0) return false;
  const head = cells(lines[start]!);
  const link = head.findIndex((h) => LINK_HEAD.test(h.replace(/[*_`]/g, '').trim()));
  const back = head.findIndex((h) => FROM_HEAD.test(h.replace(/[*_`]/g, '').trim()));
  if (link <= 0 && back <= 0) return false;
  const note = head.findIndex((h) => NOTE_HEAD.test(h.replace(/[*_`]/g, '').trim()));
  const rows = lines.slice(start + 2).filter((l) => /^\|.*\|$/.test(l)).map(cells);
  if (rows.length === 0) return false;
  const names = (cell: string | undefined) => (cell ?? '').split(/\s*(?:,|;|\/|\band\b|&)\s*/i).map((x) => x.replace(/[*_`]/g, '').trim()).filter((x) => x && x !== '-' && x !== '—');
  // Every row's component first, in the order the table gives them, then the links.
  const keys = rows.map((r) => (r[0] ? reg.comp(r[0].replace(/[*_`]/g, ''), { description: note > 0 && r[note] ? r[note] : undefined }) : undefined));
  rows.forEach((r, i) => {
    const k = keys[i];
    if (!k) return;
    if (link > 0) for (const n of names(r[link])) reg.connect(k, reg.comp(n));
    if (back > 0) for (const n of names(r[back])) reg.connect(reg.comp(n), k);
  });
  return true;
}
