// Flowcharts drawn as the code wrote them: nested groups inside their parents, dotted and thick edges, named shapes.
import { describe, expect, it } from 'vitest';
import { readDiagramCode } from '../../authoring/builtin/code/index.js';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { resolveTheme } from '../../scene/themes.js';
import { flowchartContent, FLOW_SHAPES, type FlowchartContent } from '../../spec/content/flowchart.js';
import type { ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors } from '../../../test/support/scene-checks.js';
import { designs } from './index.js';

const THEMES: ThemeId[] = ['light', 'dark', 'sketch'];
const ctxFor = (theme: ThemeId) => ({ theme: resolveTheme({ theme }), text: textMeasurer, icons: iconCatalog });

const NESTED = `flowchart TB
  start([Start]) --> a1
  subgraph outer [Order handling]
    a1[Receive order] --> a2
    subgraph inner [Payment]
      a2[Charge card] -.-> a3[(Payments DB)]
      subgraph innermost [Fraud]
        a4{{Score risk}}
      end
    end
    a2 ==> a4
  end
  a4 -- approved --> done((Done))`;

const content = (code: string): FlowchartContent => readDiagramCode(code)!.content as FlowchartContent;

const inside = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

describe.each(designs.map((d) => [d.id, d] as const))('%s draws Mermaid flowcharts as written', (_id, design) => {
  it.each(THEMES)('nests each group inside its parent and each node inside its innermost group (%s)', async (theme) => {
    const c = content(NESTED);
    expect(c.groups.map((g) => [g.label, c.groups.find((p) => p.id === g.parent)?.label])).toEqual([
      ['Order handling', undefined], ['Payment', 'Order handling'], ['Fraud', 'Payment'],
    ]);
    // As in Mermaid, a node mentioned in several subgraphs belongs to the innermost (the first to close).
    expect(c.nodes.map((n) => [n.label, c.groups.find((g) => g.id === n.group)?.label])).toEqual([
      ['Start', undefined], ['Receive order', 'Order handling'], ['Charge card', 'Payment'], ['Payments DB', 'Payment'],
      ['Score risk', 'Fraud'], ['Done', undefined],
    ]);
    const scene = await design.layout(c, design.params.parse({}), ctxFor(theme));
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    const frame = (id: string) => boxes.find((b) => b.key === `group:${id}`)!;
    for (const g of c.groups) {
      expect(frame(g.id), g.label).toBeDefined();
      if (g.parent) expect(inside(frame(g.id), frame(g.parent)), `${g.label} inside its parent`).toBe(true);
    }
    for (const n of c.nodes) {
      const box = boxes.find((b) => b.key === n.id)!;
      if (n.group) expect(inside(box, frame(n.group)), `${n.label} inside its group`).toBe(true);
      // Not inside a group nested deeper than its own.
      for (const g of c.groups.filter((x) => x.parent === n.group && x.id !== n.group)) {
        expect(inside(box, frame(g.id)), `${n.label} outside ${g.label}`).toBe(false);
      }
      if (!n.group) for (const g of c.groups) expect(inside(box, frame(g.id)), `${n.label} outside every group`).toBe(false);
    }
  });

  it('draws dotted edges dashed, thick edges twice as wide, and drops invisible links', async () => {
    const c = content('flowchart LR\n  A -.-> B\n  B ==> C\n  C --> D\n  D ~~~ A\n  A -. maybe .-> C\n  B == sure ==> D');
    expect(c.edges.map((e) => e.style ?? 'solid')).toEqual(['dotted', 'thick', 'solid', 'dotted', 'thick']);
    const theme = resolveTheme({ theme: 'light' });
    const scene = await design.layout(c, design.params.parse({}), ctxFor('light'));
    const lines = collectConnectors(scene);
    expect(lines).toHaveLength(5);
    const of = (from: string, to: string) => lines.find((l) => l.connects?.[0] === from && l.connects?.[1] === to)!;
    expect(of('A', 'B').dash?.length).toBeGreaterThan(0);
    expect(of('A', 'C').dash?.length).toBeGreaterThan(0);
    expect(of('B', 'C').strokeWidth).toBe(2 * theme.strokeWidth);
    expect(of('B', 'D').strokeWidth).toBe(2 * theme.strokeWidth);
    expect(of('C', 'D').dash).toBeUndefined();
    expect(of('C', 'D').strokeWidth).toBe(theme.strokeWidth);
  });

  it.each(THEMES)('draws every named shape with its text inside the outline (%s)', async (theme) => {
    const c = flowchartContent.parse({
      nodes: FLOW_SHAPES.map((shape, i) => ({
        id: `n${i}`, shape, label: i % 3 === 0 ? `The ${shape} step with a rather long label` : shape,
        ...(i % 4 === 1 ? { description: 'and a description under it' } : {}),
      })),
      edges: FLOW_SHAPES.slice(1).map((_, i) => ({ from: `n${i}`, to: `n${i + 1}` })),
    }) as FlowchartContent;
    const scene = await design.layout(c, design.params.parse({}), ctxFor(theme));
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    for (const n of c.nodes) expect(boxes.filter((b) => b.key === n.id), n.shape).toHaveLength(1);
  });
});

describe('Mermaid node shapes become the matching outline', () => {
  it('reads bracket shapes and @{ shape } names', () => {
    const c = content(`flowchart LR
  a[(Database)] --> b([Stadium]) --> c[[Sub]] --> d{{Hex}} --> e[/In/] --> f[\\Out\\]
  f --> g[/Trap\\] --> h[\\Alt/] --> i((Circle)) --> j(((Double))) --> k>Flag] --> l{Rhombus} --> m(Round)
  m --> n@{ shape: doc, label: "Doc" } --> o@{ shape: das, label: "Queue" } --> p@{ shape: curv-trap, label: "Screen" }`);
    const shape = Object.fromEntries(c.nodes.map((n) => [n.label, n.shape ?? n.type]));
    expect(shape).toEqual({
      Database: 'cylinder', Stadium: 'stadium', Sub: 'subroutine', Hex: 'hexagon', In: 'lean-right', Out: 'lean-left',
      Trap: 'trapezoid', Alt: 'trapezoid-alt', Circle: 'circle', Double: 'double-circle', Flag: 'asymmetric',
      Rhombus: 'decision', Round: 'rounded', Doc: 'document', Queue: 'horizontal-cylinder', Screen: 'display',
    });
  });
});
