// A laid-out scene in, the icons that do not stand out from what is drawn under them (WCAG 1.4.11: 3:1 for graphics).
import { Resvg } from '@resvg/resvg-js';
import { iconCatalog } from '../../src/icons/catalog.js';
import { renderSvg } from '../../src/render/svg.js';
import { contrast, toHex } from '../../src/scene/color.js';
import type { Scene, SceneNode } from '../../src/scene/scene.js';
import { collectIcons } from '../support/scene-checks.js';

export const MIN_ICON_CONTRAST = 3;

function withoutTextAndIcons(nodes: SceneNode[]): SceneNode[] {
  return nodes.filter((n) => n.type !== 'text' && n.type !== 'icon')
    .map((n) => (n.type === 'group' ? { ...n, children: withoutTextAndIcons(n.children) } : n));
}

/**
 * The scene is rasterised without text and icons; under each icon a 5×5 grid is sampled and the most common
 * colour is taken as its background (an icon sits on one surface; borders and hachures are the minority).
 */
export function iconContrastProblems(scene: Scene): string[] {
  const icons = collectIcons(scene);
  if (icons.length === 0) return [];
  const bare = { ...scene, nodes: withoutTextAndIcons(scene.nodes) };
  const img = new Resvg(renderSvg(bare, { icons: iconCatalog }), { font: { loadSystemFonts: false } }).render();
  const { width, height, pixels } = img;
  const at = (x: number, y: number): string => {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    const i = (py * width + px) * 4;
    const a = pixels[i + 3]! / 255 || 1;
    return toHex({ r: pixels[i]! / a, g: pixels[i + 1]! / a, b: pixels[i + 2]! / a });
  };
  const problems: string[] = [];
  for (const icon of icons) {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const c = at(icon.x + (icon.size * (i + 0.5)) / 5, icon.y + (icon.size * (j + 0.5)) / 5);
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
    }
    const bg = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const c = contrast(icon.color, bg);
    if (c < MIN_ICON_CONTRAST) problems.push(`icon ${icon.id} ${icon.color} on ${bg}: ${c.toFixed(2)} < ${MIN_ICON_CONTRAST}`);
  }
  return problems;
}
