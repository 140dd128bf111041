// A label → an icon id, only when the catalog's suggestion shares a word with the label (precision over recall).
import type { IconCatalog } from '../../icons/icon-catalog.js';
import { inLexicon } from './text/nlp.js';

const ICON_ID = /^[a-z0-9-]+:[a-z0-9._-]+$/;
const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'our', 'your', 'new', 'all']);

function tokens(s: string): string[] {
  return (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)).filter((w) => w.length >= 2 && !STOP.has(w));
}

/**
 * The catalog's suggestion for a label, kept when its name (or one of its first tags, or a brand's name) carries a
 * word of the label: "Database" → lucide:database, "PostgreSQL" → simple:postgresql, but not "Leads" → a guitar.
 */
export function iconSuggester(catalog: Pick<IconCatalog, 'suggest' | 'get'>): (label: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (label: string) => {
    const key = label.toLowerCase();
    if (cache.has(key)) return cache.get(key);
    let id: string | undefined;
    try { id = catalog.suggest(label); } catch { id = undefined; }
    const rec = id && ICON_ID.test(id) ? catalog.get(id) : undefined;
    let ok = false;
    if (rec) {
      const words = tokens(label);
      const compact = label.toLowerCase().replace(/[^a-z0-9]/g, '');
      const name = rec.name.toLowerCase();
      if (rec.set !== 'lucide') {
        // A brand icon fits when the label names the brand ("Kafka" → apachekafka, "Redis cache" → redis), and the
        // brand's word is not an everyday word ("Clerk checks stock" is a person, not the Clerk company).
        const hits = words.filter((w) => w.length >= 3 && (name === w || name.includes(w) && w.length >= 4));
        ok = (compact.includes(name) || hits.length > 0) && !hits.every((w) => inLexicon(w)) && !(compact.includes(name) && inLexicon(name) && hits.length === 0);
      } else {
        const names = new Set([...tokens(name.replace(/-/g, ' ')), ...rec.tags.slice(0, 3).flatMap((t) => tokens(t))]);
        ok = words.some((w) => names.has(w) || [...names].some((n) => n.length >= 4 && w.length >= 4 && (n.startsWith(w) || w.startsWith(n))));
      }
    }
    const out = ok ? id : undefined;
    if (cache.size < 5000) cache.set(key, out);
    return out;
  };
}
