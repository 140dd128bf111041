// A hand-made Scene exercising every shape, font, arrow head and an icon; plus a tiny literal icon catalog.
import type { IconCatalog, IconRecord } from '../../icons/icon-catalog.js';
import type { ArrowHead, Scene, SceneNode } from '../../scene/scene.js';
import type { Theme } from '../../scene/theme.js';
import { resolveTheme } from '../../scene/themes.js';

const DB_BODY = '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
  + '<ellipse cx="12" cy="5" rx="9" ry="3"/><path d="M3 5V19A9 3 0 0 0 21 19V5"/><path d="M3 12A9 3 0 0 0 21 12"/></g>';

/** Stand-in for the real catalog (src/icons): one icon, plus one hostile body the renderer must refuse. */
export function tinyIcons(): IconCatalog {
  const records: IconRecord[] = [
    { id: 'test:database', set: 'test', name: 'database', tags: ['db'], license: 'ISC' },
    { id: 'test:evil', set: 'test', name: 'evil', tags: [], license: 'none' },
  ];
  const bodies: Record<string, string> = {
    'test:database': DB_BODY,
    'test:evil': '<path d="M0 0L24 24" onclick="alert(1)"/><script>alert(1)</script>',
  };
  return {
    get: (id) => records.find((r) => r.id === id),
    search: () => records,
    all: () => records,
    svg: (id) => (bodies[id] ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${bodies[id]}</svg>` : undefined),
    body: (id) => bodies[id],
    suggest: () => undefined,
  };
}

export const ALL_HEADS: ArrowHead[] = ['arrow', 'open', 'diamond', 'circle', 'crow-one', 'crow-many', 'crow-zero-one',
  'crow-zero-many', 'crow-one-many', 'triangle', 'diamond-open', 'none'];

function box(t: Theme, x: number, y: number, w: number, h: number, label: string, i?: number): SceneNode[] {
  const s = i === undefined ? undefined : t.series[i % t.series.length];
  return [
    { type: 'rect', x, y, w, h, r: t.cornerRadius, fill: s ? s.fill : t.nodeFill, stroke: s ? undefined : t.nodeStroke, strokeWidth: t.strokeWidth },
    { type: 'text', x: x + w / 2, y: y + h / 2 + t.fontSize * 0.35, lines: [label], font: t.font, size: t.fontSize, weight: 600,
      lineHeight: t.fontSize * 1.3, anchor: 'middle', fill: s ? s.text : t.nodeText },
  ];
}

/** The sample: boxes, every font, every arrow head (both ends), a curve, an orthogonal route, an icon, a group. */
export function sampleScene(opts: { theme?: Theme; sketch?: boolean } = {}): Scene {
  const t = opts.theme ?? resolveTheme({ theme: opts.sketch ? 'sketch' : 'light' });
  const nodes: SceneNode[] = [
    { type: 'text', x: 30, y: 44, lines: ['Rendering core — sample scene'], font: t.font, size: t.titleSize, weight: 700, lineHeight: 28, anchor: 'start', fill: t.text },
    { type: 'text', x: 30, y: 80, lines: ['Inter regular 400', 'second line of Inter'], font: 'inter', size: 15, weight: 400, lineHeight: 20, anchor: 'start', fill: t.text },
    { type: 'text', x: 30, y: 130, lines: ['Source Serif 4 semibold'], font: 'source-serif', size: 16, weight: 600, lineHeight: 20, anchor: 'start', fill: t.text },
    { type: 'text', x: 30, y: 158, lines: ['JetBrains Mono bold {x: 1}'], font: 'jetbrains-mono', size: 14, weight: 700, lineHeight: 20, anchor: 'start', fill: t.text },
    { type: 'text', x: 30, y: 188, lines: ['Caveat, the sketch hand'], font: 'caveat', size: 22, weight: 400, lineHeight: 24, anchor: 'start', fill: t.text },
    { type: 'text', x: 30, y: 216, lines: ['Italic muted text'], font: 'inter', size: 14, weight: 400, italic: true, lineHeight: 18, anchor: 'start', fill: t.mutedText },
    { type: 'text', x: 30, y: 246, lines: ['中文 日本語 かな 한국어 🚀✅ mixed'], font: 'inter', size: 16, weight: 400, lineHeight: 20, anchor: 'start', fill: t.text },
    ...box(t, 360, 60, 150, 56, 'Start', 0),
    ...box(t, 600, 60, 150, 56, 'Process'),
    { type: 'ellipse', cx: 430, cy: 210, rx: 70, ry: 32, fill: t.series[1].fill },
    { type: 'text', x: 430, y: 215, lines: ['Ellipse'], font: t.font, size: t.fontSize, weight: 600, lineHeight: 18, anchor: 'middle', fill: t.series[1].text },
    { type: 'polygon', points: [{ x: 675, y: 170 }, { x: 745, y: 210 }, { x: 675, y: 250 }, { x: 605, y: 210 }], fill: t.series[2].fill, stroke: t.nodeStroke, strokeWidth: t.strokeWidth },
    { type: 'text', x: 675, y: 215, lines: ['Decide?'], font: t.font, size: t.fontSize, weight: 600, lineHeight: 18, anchor: 'middle', fill: t.series[2].text },
    { type: 'connector', points: [{ x: 510, y: 88 }, { x: 600, y: 88 }], curve: 'linear', start: 'none', end: 'arrow', stroke: t.edge, strokeWidth: t.strokeWidth },
    { type: 'connector', points: [{ x: 675, y: 116 }, { x: 675, y: 140 }, { x: 560, y: 140 }, { x: 560, y: 210 }, { x: 500, y: 210 }], curve: 'linear', start: 'none', end: 'arrow', stroke: t.edge, strokeWidth: t.strokeWidth },
    { type: 'connector', points: [{ x: 745, y: 210 }, { x: 800, y: 160 }, { x: 830, y: 90 }, { x: 750, y: 80 }], curve: 'smooth', start: 'circle', end: 'open', stroke: t.accent, strokeWidth: t.strokeWidth, dash: [6, 4] },
    { type: 'rect', x: 20, y: 290, w: 860, h: 320, r: t.cornerRadius, fill: t.groupFill, stroke: t.groupStroke, strokeWidth: 1, dash: [4, 3] },
    { type: 'text', x: 36, y: 312, lines: ['Arrow heads (end, then start)'], font: t.font, size: t.smallSize, weight: 600, lineHeight: 16, anchor: 'start', fill: t.groupText },
  ];
  ALL_HEADS.forEach((h, i) => {
    const y = 340 + i * 26;
    nodes.push({ type: 'text', x: 40, y: y + 4, lines: [h], font: 'jetbrains-mono', size: 12, weight: 400, lineHeight: 14, anchor: 'start', fill: t.mutedText });
    nodes.push({ type: 'connector', points: [{ x: 170, y }, { x: 330, y }], curve: 'linear', start: 'none', end: h, stroke: t.edge, strokeWidth: t.strokeWidth });
    nodes.push({ type: 'connector', points: [{ x: 360, y }, { x: 520, y }], curve: 'linear', start: h, end: 'none', stroke: t.edge, strokeWidth: t.strokeWidth });
  });
  nodes.push({
    type: 'group', translate: { x: 560, y: 330 }, label: 'Storage group', children: [
      ...box(t, 0, 0, 290, 70, 'Group child'),
      { type: 'icon', id: 'test:database', x: 12, y: 19, size: 32, color: t.accent },
      { type: 'icon', id: 'test:evil', x: 250, y: 19, size: 32, color: t.accent },
      ...box(t, 0, 120, 130, 50, 'Entity A', 3),
      ...box(t, 160, 120, 130, 50, 'Entity B', 4),
      { type: 'connector', points: [{ x: 130, y: 145 }, { x: 160, y: 145 }], curve: 'linear', start: 'crow-one', end: 'crow-zero-many', stroke: t.edge, strokeWidth: t.strokeWidth },
      { type: 'path', d: 'M0 220 C60 180 120 260 180 220 S 280 200 290 230', fill: 'none', stroke: t.accent, strokeWidth: 2 },
    ],
  });
  return { width: 900, height: 630, background: t.background, title: 'Sample scene', description: 'Every shape, font and arrow head.', sketch: t.sketch, nodes };
}
