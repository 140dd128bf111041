// topics/*.json + glossary.json → the knowledge pack: every topic and an index of their aliases by word.
// Read synchronously the first time the prose engine asks (never at server start-up), then kept.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STOP, tokenize } from './normalize.js';
import { LANGS, type Lang, type Topic } from './topic.js';

export const TOPICS_DIR = fileURLToPath(new URL('./topics/', import.meta.url));
export const GLOSSARY_FILE = fileURLToPath(new URL('./glossary.json', import.meta.url));

export interface AliasEntry {
  topic: Topic;
  /** Comparable words of the alias (normalize.ts), stop words dropped. */
  keys: string[];
  /** The languages that list this alias (an alias such as "ciclo pdca" belongs to several). */
  langs: Lang[];
  /** Per language, the alias's words as written with their small words ("scrum o kanban" is Spanish, "scrum and kanban" not). */
  surfaces: Partial<Record<Lang, string[]>>;
  /** The words as a set, for bag matching. */
  set: Set<string>;
}

export interface Pack {
  topics: Topic[];
  /** English string → its translations (fr, de, es, pt, it): strings many topics share ("Client", "Start"). */
  glossary: Record<string, string[]>;
  aliases: AliasEntry[];
  /** Word → the aliases that contain it. */
  byWord: Map<string, AliasEntry[]>;
}

/** The topic files in name order, each with its entries as written. */
export function readTopicFiles(dir = TOPICS_DIR): { file: string; topics: Topic[] }[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((file) => ({ file, topics: JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Topic[] }));
}

// Generic words a name may go without: "OSI model" is also "OSI", "Porter's five forces framework" also "Porter's
// five forces". Dropped only at the ends and only when a distinctive word stays.
const OPTIONAL_END = new Set(['model', 'framework', 'diagram', 'chart', 'template', 'theory', 'method', 'methodology',
  'modele', 'modell', 'modelo', 'modello', 'schema', 'diagramme', 'diagramm', 'diagrama', 'diagramma']);

function variants(keys: string[]): string[][] {
  const out = [keys];
  let k = keys;
  while (k.length > 1 && OPTIONAL_END.has(k[k.length - 1])) { k = k.slice(0, -1); out.push(k); }
  let h = keys;
  while (h.length > 1 && OPTIONAL_END.has(h[0])) { h = h.slice(1); out.push(h); }
  // One short word left ("v" of "V-model") is not a name, unless it mixes digits and letters ("5s", "8d").
  return out.filter((v) => v.length > 1 || (v[0]?.length ?? 0) >= 3 || /^(?=.*\d)(?=.*\p{L}).{2}$/u.test(v[0] ?? ''));
}

export function buildPack(topics: Topic[], glossary: Pack['glossary'] = {}): Pack {
  const seen = new Map<string, AliasEntry>();
  const claim = (topic: Topic, lang: Lang, keys: string[], surface: string) => {
    const id = keys.join(' ');
    const had = seen.get(id);
    // The first topic to claim a name keeps it (the validation test forbids clashes between topics).
    if (had && had.topic !== topic) return;
    const entry = had ?? { topic, keys, langs: [], surfaces: {}, set: new Set(keys) };
    if (!entry.langs.includes(lang)) entry.langs.push(lang);
    (entry.surfaces[lang] ??= []).push(surface);
    seen.set(id, entry);
  };
  // Names as written first, then their shortened variants, so that a variant ("HTTP request methods" without
  // "methods") never takes a name another topic lists in full ("HTTP request").
  const shortened: [Topic, Lang, string[], string][] = [];
  for (const topic of topics) {
    for (const lang of LANGS) {
      for (const alias of topic.aliases[lang] ?? []) {
        const all = tokenize(alias).map((t) => t.key);
        const [full, ...rest] = variants(all.filter((k) => !STOP.has(k)));
        if (!full || full.length === 0) continue;
        claim(topic, lang, full, all.join(' '));
        for (const keys of rest) shortened.push([topic, lang, keys, all.join(' ')]);
      }
    }
  }
  for (const [topic, lang, keys, surface] of shortened) claim(topic, lang, keys, surface);
  const aliases = [...seen.values()];
  const byWord = new Map<string, AliasEntry[]>();
  for (const a of aliases) {
    for (const w of a.set) {
      const list = byWord.get(w);
      if (list) list.push(a); else byWord.set(w, [a]);
    }
  }
  return { topics, glossary, aliases, byWord };
}

let pack: Pack | undefined;

/** The pack of the files beside this module, read once. */
export function knowledgePack(): Pack {
  pack ??= buildPack(readTopicFiles().flatMap((f) => f.topics), JSON.parse(readFileSync(GLOSSARY_FILE, 'utf8')) as Pack['glossary']);
  return pack;
}
