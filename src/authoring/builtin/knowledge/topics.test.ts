// The knowledge pack as data: every topic file loads and every entry is valid, named, sourced and translated.
import { describe, expect, it } from 'vitest';
import { getDesign } from '../../../designs/registry.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { isKind } from '../../../spec/kinds.js';
import { iconCatalog } from '../../../icons/catalog.js';
import { knowledgePack, readTopicFiles } from './pack.js';
import { recall } from './recall.js';
import { nameKeys } from './normalize.js';
import { listStrings } from './strings.js';
import { LANGS, OTHER_LANGS, type Topic } from './topic.js';

const files = readTopicFiles();
const topics = files.flatMap((f) => f.topics.map((t) => ({ file: f.file, t })));
const glossary = knowledgePack().glossary as Record<string, string[]>;

/** What is wrong with one entry, as readable lines (empty when it is fine). */
function problems(t: Topic): string[] {
  const out: string[] = [];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(t.id ?? '')) out.push(`id "${t.id}" is not kebab-case`);
  if (!isKind(t.kind)) return [...out, `unknown kind "${t.kind}"`];
  const design = getDesign(t.design);
  if (!design) out.push(`unknown design "${t.design}"`);
  else if (design.kind !== t.kind) out.push(`design ${t.design} draws ${design.kind}, not ${t.kind}`);
  if (!/^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/.test(t.source ?? '')) out.push(`source "${t.source}" is not an https URL`);
  const parsed = CONTENT_SCHEMAS[t.kind].safeParse(t.content);
  if (!parsed.success) out.push(`content: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  for (const lang of LANGS) {
    const list = t.aliases?.[lang] ?? [];
    if (list.length === 0) out.push(`no ${lang} alias`);
    for (const a of list) if (nameKeys(a).length === 0) out.push(`${lang} alias "${a}" has no words`);
  }
  const strings = new Set(listStrings(t.content));
  for (const [english, row] of Object.entries(t.labels ?? {})) {
    if (!strings.has(english)) out.push(`labels: "${english}" is not a string of the content`);
    if (!Array.isArray(row) || row.length !== OTHER_LANGS.length || row.some((s) => typeof s !== 'string' || !s.trim())) {
      out.push(`labels: "${english}" needs ${OTHER_LANGS.length} translations (${OTHER_LANGS.join(', ')})`);
    }
  }
  // Every string with words in it is translated (a name that stays the same is written out as it is).
  for (const s of strings) {
    if (/\p{Ll}/u.test(s) && !(t.labels as Record<string, unknown> | undefined)?.[s] && !glossary[s]) out.push(`"${s}" has no translations`);
  }
  return out;
}

describe('the knowledge pack', () => {
  it('has topic files, each an array of entries', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(Array.isArray(f.topics), f.file).toBe(true);
  });

  it('has valid entries: kind, design of that kind, content valid for the kind, aliases in every language, a source, complete labels', () => {
    const bad = topics.map(({ file, t }) => ({ where: `${file}: ${t.id}`, p: problems(t) })).filter((x) => x.p.length > 0);
    expect(bad.map((b) => `${b.where}\n    ${b.p.join('\n    ')}`)).toEqual([]);
  });

  it('gives each id and each name to one entry only', () => {
    const ids = topics.map(({ t }) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'duplicate ids').toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const { t } of topics) {
      for (const lang of LANGS) {
        for (const a of t.aliases[lang] ?? []) {
          const key = nameKeys(a).join(' ');
          const had = owner.get(key);
          if (had && had !== t.id) clashes.push(`"${a}" (${lang}) names both ${had} and ${t.id}`);
          owner.set(key, t.id);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('resolves every alias of every language to its entry, with labels in that language', () => {
    const pack = knowledgePack();
    const wrong: string[] = [];
    for (const { t } of topics) {
      for (const lang of LANGS) {
        for (const alias of t.aliases[lang] ?? []) {
          const r = recall(alias);
          // An alias several languages share ("ciclo pdca") may be read as any of them.
          const sharing = pack.aliases.find((a) => a.topic.id === t.id && a.keys.join(' ') === nameKeys(alias).join(' '))?.langs ?? [lang];
          if (r?.topic.id !== t.id) wrong.push(`"${alias}" (${lang}) → ${r?.topic.id ?? 'nothing'}, not ${t.id}`);
          else if (r.lang !== lang && !sharing.includes(r.lang)) wrong.push(`"${alias}" (${lang}) is read as ${r.lang}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names only icons the catalog has', () => {
    const missing = new Set<string>();
    for (const { t } of topics) JSON.stringify(t.content, (k, v) => { if (k === 'icon' && !iconCatalog.get(v)) missing.add(`${t.id}: ${v}`); return v; });
    expect([...missing]).toEqual([]);
  });

  it('has a glossary of rows with one translation per language', () => {
    for (const [english, row] of Object.entries(glossary)) {
      expect(row, english).toHaveLength(OTHER_LANGS.length);
      for (const s of row) expect(s.trim(), english).not.toBe('');
    }
  });
});
