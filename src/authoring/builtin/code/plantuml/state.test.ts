// PlantUML state diagrams: routing from @startuml, arrows of every form, composite states, regions, pseudo-states, notes.
import { describe, expect, it } from 'vitest';
import { readDiagramCode } from '../index.js';

interface S { id: string; label: string; type: string; parent?: string; region?: number; description?: string }
interface T { from: string; to: string; label?: string }
const read = (body: string) => {
  const r = readDiagramCode(`@startuml\n${body}\n@enduml`)!;
  const c = r.content as { states: S[]; transitions: T[] };
  const name = (id: string) => {
    const s = c.states.find((x) => x.id === id)!;
    return s.type === 'initial' || s.type === 'final' ? `[${s.type}]` : s.label;
  };
  return { r, c, edges: c.transitions.map((t) => [name(t.from), name(t.to), t.label].filter(Boolean).join(' > ')) };
};

describe('PlantUML state diagrams', () => {
  it('are routed to the state kind by `state` or `[*]`, not to sequence or activity', () => {
    expect(read('[*] --> Idle\nIdle -> Busy : go').r).toMatchObject({ kind: 'state', design: 'state-machine' });
    expect(read('state Idle\nstate Busy\nIdle -> Busy').r.kind).toBe('state');
    expect(readDiagramCode('@startuml\nAlice -> Bob : hello\n@enduml')!.kind).toBe('sequence');
  });

  it('reads every arrow: lengths, directions, colours and styles, reversed, hidden links dropped', () => {
    const { edges } = read([
      '[*] -up-> A', 'A -right-> B', 'B --> C', 'C -left-> D', 'D -d-> E', 'E ---> F', 'F -[#DD00AA]-> G',
      'G -up[#red,dashed]-> H', 'H -right[dotted,#blue]-> I', 'I <-- J : back', 'J -[hidden]-> K', 'K --> [*] : done',
    ].join('\n'));
    expect(edges).toEqual([
      '[initial] > A', 'A > B', 'B > C', 'C > D', 'D > E', 'E > F', 'F > G', 'G > H', 'H > I', 'J > I > back', 'K > [final] > done',
    ]);
  });

  it('keeps names, long names and aliases, descriptions in order, and Creole line breaks', () => {
    const { c } = read([
      'state "Accumulate Enough Data\\nLong State Name" as long1', 'state alias4 as "long name"', 'state Plain : first line',
      'long1 : Just a test', 'Plain : second line', 'long1 --> alias4',
    ].join('\n'));
    expect(c.states.map((s) => [s.label, s.description ?? ''])).toEqual([
      ['Accumulate Enough Data\nLong State Name', 'Just a test'], ['long name', ''], ['Plain', 'first line\nsecond line'],
    ]);
  });

  it('nests composite states, with [*] of its own inside each', () => {
    const { c, edges } = read('[*] --> Outer\nstate Outer {\n  [*] --> In1\n  state In1 {\n    A -> B\n  }\n  In1 --> [*]\n}\nOuter --> [*]');
    const parent = (label: string) => c.states.find((s) => s.id === c.states.find((x) => x.label === label)!.parent)?.label;
    expect([parent('In1'), parent('A'), parent('B'), parent('Outer')]).toEqual(['Outer', 'In1', 'In1', undefined]);
    expect(c.states.filter((s) => s.type === 'initial')).toHaveLength(2);
    expect(edges).toEqual(['[initial] > Outer', '[initial] > In1', 'A > B', 'In1 > [final]', 'Outer > [final]']);
  });

  it('reads concurrent regions separated by -- or || as numbered regions of their composite', () => {
    for (const sep of ['--', '||']) {
      const { c } = read(`state Active {\n  [*] -> A1\n  A1 --> A2\n  ${sep}\n  [*] -> B1\n  ${sep}\n  C1 --> C2\n}`);
      const region = Object.fromEntries(c.states.filter((s) => s.type === 'normal' && s.parent).map((s) => [s.label, s.region]));
      expect(region).toEqual({ A1: 1, A2: 1, B1: 2, C1: 3, C2: 3 });
      expect(c.states.filter((s) => s.type === 'initial').map((s) => s.region)).toEqual([1, 2]);
    }
  });

  it('reads stereotypes: choice, start and end as pseudo-states, fork and join named as such', () => {
    const { c } = read('state c <<choice>>\nstate s <<start>>\nstate e <<end>>\nstate f <<fork>>\nstate j <<join>>\ns --> c\nc --> f : [ok]\nf --> j\nj --> e');
    expect(c.states.map((s) => [s.label, s.type, s.description ?? ''])).toEqual([
      ['c', 'choice', ''], ['s', 'initial', ''], ['e', 'final', ''], ['f', 'normal', 'fork'], ['j', 'normal', 'join'],
    ]);
  });

  it('puts history states in their composite: [H] inside it, Name[H*] from outside', () => {
    const { c, edges } = read('state S {\n  A --> B\n  X --> [H] : resume\n}\nY --> S[H*] : deep');
    const h = c.states.filter((s) => s.label === 'H' || s.label === 'H*');
    expect(h.map((s) => [s.label, s.type, c.states.find((p) => p.id === s.parent)?.label])).toEqual([['H', 'history', 'S'], ['H*', 'history', 'S']]);
    expect(edges).toEqual(['A > B', 'X > H > resume', 'Y > H* > deep']);
  });

  it('skips notes of every form, JSON blocks and styling without losing a state', () => {
    const { c, edges } = read([
      'skinparam state {', '  BackgroundColor Peru', '}', '[*] --> Active', 'Active --> Inactive', 'note left of Active : short',
      'note right of Inactive', '  A note over', '  several lines --> Fake', 'end note', 'note "floating" as N1',
      'Inactive --> Done', 'note on link', '  about the link', 'end note', 'json J {', '  "a": {"b": 1}', '}', 'state Last #pink ##[dashed]blue',
    ].join('\n'));
    expect(c.states.filter((s) => s.type === 'normal').map((s) => s.label)).toEqual(['Active', 'Inactive', 'Done', 'Last']);
    expect(edges).toEqual(['[initial] > Active', 'Active > Inactive', 'Inactive > Done']);
  });

  it('reads dot notation as nesting', () => {
    const { c } = read('state A.X\nstate B.Z\nX --> Z');
    expect(c.states.map((s) => [s.label, c.states.find((p) => p.id === s.parent)?.label])).toEqual([['A', undefined], ['X', 'A'], ['B', undefined], ['Z', 'B']]);
  });
});
