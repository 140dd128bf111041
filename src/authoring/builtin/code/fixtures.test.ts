// Diagram-code fixtures from the public Mermaid, PlantUML and Graphviz docs → every label and edge must come through, in order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VISIBILITY_SIGNS, type Visibility } from '../../../spec/content/class.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { readDiagramCode } from './index.js';

const DIR = join(import.meta.dirname, '../../../../test/fixtures/diagram-code');

interface Fixture {
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
function load(file: string): Fixture {
  const text = readFileSync(join(DIR, file), 'utf8');
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

type Obj = Record<string, any>;

/** The labels a reader of the content would see as "the things", in content order. */
function labelsOf(kind: string, c: Obj): string[] {
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
function edgesOf(kind: string, c: Obj): string[][] {
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

/** Optional per-fixture checks of the other parts of the content. */
function extras(kind: string, c: Obj): Record<string, unknown> {
  const labelOf = (items: Obj[], id: string) => items.find((i) => i.id === id)?.label;
  return {
    title: c.title,
    groups: kind === 'flowchart' ? c.groups.map((g: Obj) => g.label) : undefined,
    members: kind === 'flowchart' ? Object.fromEntries(c.groups.map((g: Obj) => [g.label, c.nodes.filter((n: Obj) => n.group === g.id).map((n: Obj) => n.label)])) : undefined,
    types: kind === 'flowchart' ? Object.fromEntries(c.nodes.filter((n: Obj) => n.type !== 'process').map((n: Obj) => [n.label, n.type])) : undefined,
    notes: kind === 'sequence' ? c.notes.map((n: Obj) => [n.over.map((id: string) => labelOf(c.participants, id)).join(','), n.text, n.after]) : undefined,
    fragments: kind === 'sequence' ? c.fragments.map((f: Obj) => [f.type, f.label, f.first, f.last, ...f.else.map((e: Obj) => `${e.at}:${e.label}`)]) : undefined,
    kinds: kind === 'sequence' ? c.messages.map((m: Obj) => m.type) : undefined,
    actors: kind === 'sequence' ? c.participants.filter((p: Obj) => p.type === 'actor').map((p: Obj) => p.label) : undefined,
    parents: kind === 'state' ? Object.fromEntries(c.states.filter((s: Obj) => s.parent && s.type === 'normal').map((s: Obj) => [s.label, labelOf(c.states, s.parent)])) : undefined,
    choices: kind === 'state' ? c.states.filter((s: Obj) => s.type === 'choice').map((s: Obj) => s.label) : undefined,
    attributes: kind === 'er' ? Object.fromEntries(c.entities.map((e: Obj) => [e.label, e.attributes.map((a: Obj) => (a.key ? `${a.name} ${a.key}` : a.name))])) : undefined,
    cards: kind === 'er' ? c.relationships.map((r: Obj) => `${r.from_card}-${r.to_card}`) : undefined,
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

const files = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();
const fixtures = files.map(load);

describe('diagram-code fixtures from public documentation', () => {
  it('has at least 60 fixtures across Mermaid, PlantUML and Graphviz, each citing its source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    for (const f of fixtures) expect(f.source, f.file).toMatch(/^https:\/\/(mermaid\.js\.org|plantuml\.com|graphviz\.org)\//);
    for (const prefix of ['mermaid-', 'plantuml-', 'dot-']) expect(fixtures.filter((f) => f.file.startsWith(prefix)).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of fixtures) {
    it(`${f.file}: ${f.kind} / ${f.design}`, () => {
      const reading = readDiagramCode(f.code);
      expect(reading, 'read as code').not.toBeNull();
      expect(reading!.kind).toBe(f.kind);
      expect(reading!.design).toBe(f.design);
      expect(CONTENT_SCHEMAS[reading!.kind].safeParse(reading!.content).success).toBe(true);
      const content = reading!.content as Obj;
      expect(labelsOf(f.kind, content), 'labels, in order').toEqual(f.labels);
      expect(edgesOf(f.kind, content), 'edges, in order').toEqual(f.edges);
      const got = extras(f.kind, content);
      for (const [key, want] of Object.entries(f.extra)) expect(got[key], key).toEqual(want);
    });
  }

  it('reads the same code inside a fenced block with prose around it', () => {
    for (const f of fixtures) {
      const fence = f.file.startsWith('mermaid-') ? 'mermaid' : f.file.startsWith('plantuml-') ? 'plantuml' : 'dot';
      const direct = readDiagramCode(f.code);
      const fenced = readDiagramCode(`Please draw this in the sketch style:\n\n\`\`\`${fence}\n${f.code}\n\`\`\`\n\nThanks!`);
      expect(fenced, f.file).toEqual(direct);
    }
  });
});
