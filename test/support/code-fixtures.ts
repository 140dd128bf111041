// Diagram-code fixtures (test/fixtures/diagram-code): loading, the labels and edges of read content per kind, the
// optional per-kind checks, and the whole-corpus measure (labels and edges kept) used by the test and `npm run eval -- --set code`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDiagramCode } from '../../src/authoring/builtin/code/index.js';
import { VISIBILITY_SIGNS, type Visibility } from '../../src/spec/content/class.js';

export const FIXTURE_DIR = join(import.meta.dirname, '../fixtures/diagram-code');

export interface Fixture {
  file: string;
  source: string;
  kind: string;
  design: string;
  labels: string[];
  edges: string[][];
  extra: Record<string, unknown>;
  code: string;
}

/** A fixture file: `key: value` header lines (JSON for arrays/objects), a line of `=====`, then the code verbatim. */
export function loadFixture(file: string): Fixture {
  const text = readFileSync(join(FIXTURE_DIR, file), 'utf8');
  const sep = text.indexOf('\n=====\n');
  if (sep < 0) throw new Error(`${file}: no ===== line`);
  const head: Record<string, unknown> = {};
  for (const line of text.slice(0, sep).split('\n')) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line);
    if (!m) continue;
    const raw = m[2]!.trim();
    head[m[1]!] = /^[[{"]/.test(raw) ? JSON.parse(raw) : raw;
  }
  const { source, kind, design, labels, edges, ...extra } = head;
  return {
    file,
    source: String(source ?? ''),
    kind: String(kind),
    design: String(design),
    labels: (labels as string[]) ?? [],
    edges: (edges as string[][]) ?? [],
    extra,
    code: text.slice(sep + 7).replace(/\n$/, ''),
  };
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.txt')).sort().map(loadFixture);
}

type Obj = Record<string, any>;

/** The labels a reader of the content would see as "the things", in content order. */
export function labelsOf(kind: string, c: Obj): string[] {
  switch (kind) {
    case 'flowchart': return c.nodes.map((n: Obj) => n.label);
    case 'sequence': return c.participants.map((p: Obj) => p.label);
    case 'state': return c.states.filter((s: Obj) => s.type === 'normal' || s.type === 'choice').map((s: Obj) => s.label);
    case 'er': return c.entities.map((e: Obj) => e.label);
    case 'mindmap': return [c.center, ...c.nodes.map((n: Obj) => n.label)];
    case 'timeline': return c.events.map((e: Obj) => e.title);
    case 'gantt': return c.tasks.map((t: Obj) => t.label);
    case 'proportion': return c.parts.map((p: Obj) => p.label);
    case 'matrix': return c.items.map((i: Obj) => i.label);
    case 'list': return c.items.map((i: Obj) => i.label);
    case 'hub': return [c.center.label, ...c.spokes.map((s: Obj) => s.label)];
    case 'hierarchy': return c.nodes.map((n: Obj) => n.label);
    case 'swimlane': return c.steps.map((s: Obj) => s.label);
    case 'architecture': return c.components.map((n: Obj) => n.label);
    case 'class': return c.classes.map((n: Obj) => n.label);
    case 'usecase': return [...c.actors.map((a: Obj) => a.label), ...c.use_cases.map((u: Obj) => u.label)];
    case 'journey': return c.steps.map((s: Obj) => s.label);
    default: throw new Error(`no label reader for ${kind}`);
  }
}

const edge = (from: string, to: string, label?: string): string[] => (label ? [from, to, label] : [from, to]);

/** Relations as [from label, to label, label?], in content order. */
export function edgesOf(kind: string, c: Obj): string[][] {
  const by = (items: Obj[], key = 'id', text = 'label') => new Map(items.map((i) => [i[key], i[text]]));
  switch (kind) {
    case 'flowchart': {
      const l = by(c.nodes);
      return c.edges.map((e: Obj) => edge(l.get(e.from), l.get(e.to), e.label));
    }
    case 'sequence': {
      const l = by(c.participants);
      return c.messages.map((m: Obj) => edge(l.get(m.from), l.get(m.to), m.label));
    }
    case 'state': {
      const l = new Map(c.states.map((s: Obj) => [s.id, s.type === 'initial' || s.type === 'final' ? '[*]' : s.label]));
      return c.transitions.map((t: Obj) => edge(l.get(t.from) as string, l.get(t.to) as string, t.label));
    }
    case 'er': {
      const l = by(c.entities);
      return c.relationships.map((r: Obj) => edge(l.get(r.from), l.get(r.to), r.label));
    }
    case 'mindmap': {
      const l = by(c.nodes);
      return c.nodes.map((n: Obj) => [n.parent ? l.get(n.parent) : c.center, n.label]);
    }
    case 'gantt': {
      const l = by(c.tasks);
      return c.tasks.flatMap((t: Obj) => t.depends_on.map((d: string) => [l.get(d), t.label]));
    }
    case 'hub': return c.spokes.map((s: Obj) => [c.center.label, s.label]);
    case 'hierarchy': {
      const l = by(c.nodes);
      return c.nodes.filter((n: Obj) => n.parent).map((n: Obj) => [l.get(n.parent), n.label]);
    }
    case 'swimlane': {
      const l = by(c.steps);
      return c.flows.map((f: Obj) => edge(l.get(f.from), l.get(f.to), f.label));
    }
    case 'architecture': {
      const l = by(c.components);
      return c.connections.map((e: Obj) => edge(l.get(e.from), l.get(e.to), e.label));
    }
    case 'class': {
      const l = by(c.classes);
      return c.relations.map((r: Obj) => edge(l.get(r.from), l.get(r.to), r.label));
    }
    case 'usecase': {
      // Links in order (include/extend named by their type), then generalizations child → parent.
      const l = by([...c.actors, ...c.use_cases]);
      const links = c.links.map((e: Obj) => edge(l.get(e.from), l.get(e.to), e.type === 'association' ? e.label : `«${e.type}»`));
      const parents = [...c.actors, ...c.use_cases].filter((x: Obj) => x.parent).map((x: Obj) => [x.label, l.get(x.parent), 'generalization']);
      return [...links, ...parents];
    }
    default: return [];
  }
}

/** A class member as one line: visibility sign, "name: Type" or "name(params): Ret", then `$` static and `*` abstract. */
function memberLine(m: Obj, method: boolean): string {
  const sign = m.visibility ? VISIBILITY_SIGNS[m.visibility as Visibility] : '';
  const body = method ? `${m.name}(${m.parameters ?? ''})${m.returns ? `: ${m.returns}` : ''}` : `${m.name}${m.type ? `: ${m.type}` : ''}`;
  return `${sign}${body}${m.static ? '$' : ''}${m.abstract ? '*' : ''}`;
}

/** Optional per-fixture checks of the other parts of the content (a fixture lists the ones it asserts). */
export function extras(kind: string, c: Obj): Record<string, unknown> {
  const labelOf = (items: Obj[], id: string) => items.find((i) => i.id === id)?.label;
  return {
    title: c.title,
    groups: kind === 'flowchart' ? c.groups.map((g: Obj) => g.label) : undefined,
    members: kind === 'flowchart' ? Object.fromEntries(c.groups.map((g: Obj) => [g.label, c.nodes.filter((n: Obj) => n.group === g.id).map((n: Obj) => n.label)])) : undefined,
    nesting: kind === 'flowchart' ? Object.fromEntries(c.groups.filter((g: Obj) => g.parent).map((g: Obj) => [g.label, labelOf(c.groups, g.parent)])) : undefined,
    types: kind === 'flowchart' ? Object.fromEntries(c.nodes.filter((n: Obj) => n.type !== 'process').map((n: Obj) => [n.label, n.type])) : undefined,
    shapes: kind === 'flowchart' ? Object.fromEntries(c.nodes.filter((n: Obj) => n.shape).map((n: Obj) => [n.label, n.shape])) : undefined,
    styles: kind === 'flowchart' ? c.edges.map((e: Obj) => e.style ?? 'solid') : undefined,
    notes: kind === 'sequence' ? c.notes.map((n: Obj) => [n.over.map((id: string) => labelOf(c.participants, id)).join(','), n.text, n.after]) : undefined,
    fragments: kind === 'sequence' ? c.fragments.map((f: Obj) => [f.type, f.label, f.first, f.last, ...f.else.map((e: Obj) => `${e.at}:${e.label}`)]) : undefined,
    kinds: kind === 'sequence' ? c.messages.map((m: Obj) => m.type) : undefined,
    actors: kind === 'sequence' ? c.participants.filter((p: Obj) => p.type === 'actor').map((p: Obj) => p.label) : undefined,
    parents: kind === 'state' ? Object.fromEntries(c.states.filter((s: Obj) => s.parent && s.type === 'normal').map((s: Obj) => [s.label, labelOf(c.states, s.parent)])) : undefined,
    choices: kind === 'state' ? c.states.filter((s: Obj) => s.type === 'choice').map((s: Obj) => s.label) : undefined,
    history: kind === 'state' ? Object.fromEntries(c.states.filter((s: Obj) => s.type === 'history').map((s: Obj) => [s.label, labelOf(c.states, s.parent) ?? null])) : undefined,
    regions: kind === 'state' ? Object.fromEntries(c.states.filter((s: Obj) => s.region && s.type === 'normal').map((s: Obj) => [s.label, s.region])) : undefined,
    state_descriptions: kind === 'state' ? Object.fromEntries(c.states.filter((s: Obj) => s.description).map((s: Obj) => [s.label, s.description])) : undefined,
    attributes: kind === 'er' ? Object.fromEntries(c.entities.map((e: Obj) => [e.label, e.attributes.map((a: Obj) => (a.key ? `${a.name} ${a.key}` : a.name))])) : undefined,
    attribute_types: kind === 'er' ? Object.fromEntries(c.entities.map((e: Obj) => [e.label, e.attributes.map((a: Obj) => a.type ?? '')])) : undefined,
    cards: kind === 'er' ? c.relationships.map((r: Obj) => `${r.from_card}-${r.to_card}`) : undefined,
    identifying: kind === 'er' ? c.relationships.map((r: Obj) => r.identifying !== false) : undefined,
    keys: kind === 'er' ? Object.fromEntries(c.entities.map((e: Obj) => [e.label, e.attributes.map((a: Obj) => (a.keys ?? (a.key ? [a.key] : [])).join(','))])) : undefined,
    comments: kind === 'er' ? Object.fromEntries(c.entities.map((e: Obj) => [e.label, e.attributes.map((a: Obj) => a.comment ?? '')])) : undefined,
    dates: kind === 'timeline' ? c.events.map((e: Obj) => e.date) : undefined,
    descriptions: kind === 'timeline' || kind === 'list' ? c.events?.map((e: Obj) => e.description ?? '') ?? c.items.map((i: Obj) => i.description ?? '') : undefined,
    sections: kind === 'gantt' ? c.sections.map((s: Obj) => s.label) : undefined,
    tasks: kind === 'gantt' ? c.tasks.map((t: Obj) => [t.start ?? '', t.end ?? '', t.duration_days ?? '', t.milestone ? 'milestone' : '', t.section ? labelOf(c.sections, t.section) : '']) : undefined,
    values: kind === 'proportion' ? c.parts.map((p: Obj) => p.value) : undefined,
    points: kind === 'matrix' ? c.items.map((i: Obj) => [i.x, i.y]) : undefined,
    quadrants: kind === 'matrix' ? Object.fromEntries(Object.entries(c.quadrants).map(([k, v]) => [k, (v as Obj).label])) : undefined,
    axes: kind === 'matrix' ? [c.x_axis, c.y_axis] : undefined,
    lanes: kind === 'swimlane' ? c.lanes.map((l: Obj) => l.label) : undefined,
    placement: kind === 'swimlane' ? c.steps.map((s: Obj) => labelOf(c.lanes, s.lane)) : undefined,
    zones: kind === 'architecture' ? c.zones.map((z: Obj) => z.label) : undefined,
    relations: kind === 'class' ? c.relations.map((r: Obj) => [r.type, r.from_multiplicity ?? '', r.to_multiplicity ?? '']) : undefined,
    classMembers: kind === 'class' ? Object.fromEntries(c.classes.filter((k: Obj) => k.attributes.length + k.methods.length > 0).map((k: Obj) => [k.label, [...k.attributes.map((a: Obj) => memberLine(a, false)), ...k.methods.map((m: Obj) => memberLine(m, true))]])) : undefined,
    stereotypes: kind === 'class' ? Object.fromEntries(c.classes.filter((k: Obj) => k.stereotype || k.abstract).map((k: Obj) => [k.label, k.stereotype ?? 'abstract'])) : undefined,
    packages: kind === 'class' ? Object.fromEntries(c.packages.map((p: Obj) => [p.label, c.classes.filter((k: Obj) => k.package === p.id).map((k: Obj) => k.label)])) : undefined,
    systems: kind === 'usecase' ? c.systems.map((x: Obj) => x.label) : undefined,
    inside: kind === 'usecase' ? Object.fromEntries(c.systems.map((x: Obj) => [x.label, c.use_cases.filter((u: Obj) => u.system === x.id).map((u: Obj) => u.label)])) : undefined,
    usecase_notes: kind === 'usecase' ? c.notes.map((n: Obj) => [n.on ? labelOf([...c.actors, ...c.use_cases], n.on) : '', n.text]) : undefined,
    stages: kind === 'journey' ? c.stages.map((x: Obj) => x.label) : undefined,
    scores: kind === 'journey' ? c.steps.map((x: Obj) => x.score) : undefined,
    step_stages: kind === 'journey' ? c.steps.map((x: Obj) => labelOf(c.stages, x.stage)) : undefined,
    step_actors: kind === 'journey' ? c.steps.map((x: Obj) => x.actors.map((a: string) => labelOf(c.actors, a)).join(', ')) : undefined,
    zoned: kind === 'architecture' ? Object.fromEntries(c.zones.map((z: Obj) => [z.label, c.components.filter((n: Obj) => n.zone === z.id).map((n: Obj) => n.label)])) : undefined,
  };
}

/** The checks worth writing into a new fixture of this kind: those that say something about this content. */
export function extrasOf(kind: string, c: Obj): Record<string, unknown> {
  const all = extras(kind, c);
  const keep: Record<string, string[]> = {
    flowchart: ['groups', 'members', 'nesting', 'types', 'shapes', 'styles'],
    state: ['parents', 'regions', 'history', 'choices', 'state_descriptions'],
    er: ['attributes', 'attribute_types', 'cards', 'identifying'],
  };
  const out: Record<string, unknown> = {};
  for (const key of keep[kind] ?? []) {
    const v = all[key];
    const empty = v === undefined || (Array.isArray(v) && (v.length === 0 || v.every((x) => x === 'solid' || x === true)))
      || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);
    if (!empty) out[key] = v;
  }
  if (all.title) out.title = all.title;
  return out;
}

export interface CorpusMeasure {
  fixtures: number;
  labels: { expected: number; kept: number };
  edges: { expected: number; kept: number };
  /** Per fixture file: labels and edges expected and kept, and the reading's error when it failed. */
  files: { file: string; kind: string; labels: [number, number]; edges: [number, number]; error?: string }[];
}

/** How many of `want` are in `got`, each found item used once (order does not matter). */
function keptCount(want: string[], got: string[]): number {
  const pool = new Map<string, number>();
  for (const g of got) pool.set(g, (pool.get(g) ?? 0) + 1);
  let kept = 0;
  for (const w of want) {
    const n = pool.get(w) ?? 0;
    if (n > 0) { kept++; pool.set(w, n - 1); }
  }
  return kept;
}

/**
 * Labels and edges of every fixture that the readers keep: each fixture's expected labels (and edges, as
 * from/to/label triples) found in what its code is read as, summed over the corpus. A fixture that fails to read
 * keeps nothing. The kind's labelsOf/edgesOf decide what counts, so a new kind joins by adding its case there.
 */
export function measureCorpus(fixtures: Fixture[] = loadFixtures()): CorpusMeasure {
  const m: CorpusMeasure = { fixtures: fixtures.length, labels: { expected: 0, kept: 0 }, edges: { expected: 0, kept: 0 }, files: [] };
  for (const f of fixtures) {
    let labels: string[] = [];
    let edges: string[] = [];
    let error: string | undefined;
    try {
      const r = readDiagramCode(f.code);
      if (!r) error = 'not read as code';
      else {
        labels = labelsOf(r.kind, r.content as Obj);
        edges = edgesOf(r.kind, r.content as Obj).map((e) => JSON.stringify(e));
      }
    } catch (e) {
      error = (e as Error).message;
    }
    const lk = keptCount(f.labels, labels);
    const ek = keptCount(f.edges.map((e) => JSON.stringify(e)), edges);
    m.labels.expected += f.labels.length; m.labels.kept += lk;
    m.edges.expected += f.edges.length; m.edges.kept += ek;
    m.files.push({ file: f.file, kind: f.kind, labels: [lk, f.labels.length], edges: [ek, f.edges.length], ...(error ? { error } : {}) });
  }
  return m;
}

export const percent = (part: { expected: number; kept: number }): number => (part.expected === 0 ? 100 : (100 * part.kept) / part.expected);
