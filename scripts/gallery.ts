// `npm run gallery`: every design's sample in every theme → gallery/index.html with PNGs (and SVGs) for people to review.
// Options: --scale <n> (PNG zoom, default 1.5), --design <id,...>, --theme <id,...>, --out <dir> (default gallery/).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DESIGNS } from '../src/designs/registry.js';
import type { DesignDefinition } from '../src/designs/types.js';
import { isAppError } from '../src/errors.js';
import { composeDiagram } from '../src/generations/compose-diagram.js';
import { rasterizeSvg } from '../src/render/png.js';
import { KINDS } from '../src/spec/kinds.js';
import { THEME_IDS, type ThemeId } from '../src/spec/style.js';

interface Cell { design: DesignDefinition; theme: ThemeId; png?: string; svg?: string; width?: number; height?: number; error?: string; ms: number }

/** Section headings: kinds are lower-case ids; 'er' reads as an acronym. */
const kindLabel = (k: string): string => (k === 'er' ? 'ER' : k[0]!.toUpperCase() + k.slice(1));

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function listOption(value: string | undefined, known: readonly string[], what: string): string[] {
  if (!value) return [...known];
  const picked = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = picked.filter((p) => !known.includes(p));
  if (unknown.length) throw new Error(`unknown ${what}: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return picked;
}

async function drawCell(design: DesignDefinition, theme: ThemeId, outDir: string, scale: number): Promise<Cell> {
  const started = performance.now();
  try {
    const res = await composeDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: { theme } });
    const png = rasterizeSvg(res.svg, { scale });
    const base = `img/${design.id}/${theme}`;
    mkdirSync(path.join(outDir, 'img', design.id), { recursive: true });
    writeFileSync(path.join(outDir, `${base}.svg`), res.svg);
    writeFileSync(path.join(outDir, `${base}.png`), png);
    return { design, theme, png: `${base}.png`, svg: `${base}.svg`, width: Math.round(res.width), height: Math.round(res.height), ms: performance.now() - started };
  } catch (e) {
    const reason = isAppError(e) ? `${e.code}: ${e.message} ${JSON.stringify(e.details ?? '')}` : e instanceof Error ? e.stack ?? e.message : String(e);
    return { design, theme, error: reason, ms: performance.now() - started };
  }
}

function cellHtml(c: Cell): string {
  const label = `<figcaption><b>${esc(c.theme)}</b> · ${esc(c.design.id)} · ${esc(c.design.kind)}${c.width ? ` · ${c.width}×${c.height}` : ''}</figcaption>`;
  if (c.error) return `<figure class="cell error">${label}<pre>${esc(c.error)}</pre></figure>`;
  return `<figure class="cell" data-theme="${esc(c.theme)}">${label}<a href="${esc(c.svg!)}"><img loading="lazy" src="${esc(c.png!)}" alt="${esc(`${c.design.id} in ${c.theme}`)}"></a></figure>`;
}

function pageHtml(cells: Cell[], themes: string[], scale: number, seconds: number): string {
  const kinds = KINDS.filter((k) => cells.some((c) => c.design.kind === k));
  const sections = kinds.map((kind) => {
    const designs = [...new Set(cells.filter((c) => c.design.kind === kind).map((c) => c.design))];
    const blocks = designs.map((d) => `<article id="${esc(d.id)}"><h3>${esc(d.id)} <small>${esc(d.name)} — ${esc(d.description)}</small></h3>` +
      `<div class="row">${cells.filter((c) => c.design === d).map(cellHtml).join('')}</div></article>`);
    return `<section id="kind-${esc(kind)}"><h2>${esc(kindLabel(kind))}</h2>${blocks.join('')}</section>`;
  });
  const errors = cells.filter((c) => c.error).length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Design gallery</title><style>
body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:16px 24px;background:#e5e7eb;color:#111827}
nav a{margin-right:10px} h2{margin:32px 0 8px;border-bottom:2px solid #9ca3af}
h3{margin:16px 0 6px;font-size:15px} h3 small{font-weight:400;color:#4b5563}
.row{display:flex;gap:12px;overflow-x:auto;padding-bottom:8px;align-items:flex-start}
.cell{margin:0;background:#fff;border:1px solid #d1d5db;border-radius:6px;padding:6px;flex:0 0 auto}
.cell img{display:block;max-width:560px;max-height:520px;height:auto;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
figcaption{font-size:12px;color:#374151;margin-bottom:4px} .error pre{color:#b91c1c;max-width:560px;white-space:pre-wrap;font-size:11px}
</style></head><body><h1>Design gallery</h1>
<p>${cells.length} images: ${new Set(cells.map((c) => c.design.id)).size} designs × themes ${esc(themes.join(', '))}; PNG scale ${scale}; drawn in ${seconds.toFixed(1)} s${errors ? `; <b style="color:#b91c1c">${errors} failed</b>` : ''}. Click an image for its SVG.</p>
<nav>${kinds.map((k) => `<a href="#kind-${esc(k)}">${esc(k)}</a>`).join('')}</nav>${sections.join('')}</body></html>\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1.5' }, design: { type: 'string' }, theme: { type: 'string' }, out: { type: 'string', default: 'gallery' } } });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 4)) throw new Error('--scale must be in (0, 4]');
  const ids = listOption(values.design, DESIGNS.map((d) => d.id), 'design');
  const themes = listOption(values.theme, THEME_IDS, 'theme') as ThemeId[];
  const outDir = path.resolve(values.out!);
  rmSync(path.join(outDir, 'img'), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const cells: Cell[] = [];
  for (const design of DESIGNS.filter((d) => ids.includes(d.id))) {
    for (const theme of themes) {
      const cell = await drawCell(design, theme, outDir, scale);
      cells.push(cell);
      if (cell.error) console.error(`✗ ${design.id} ${theme}: ${cell.error.split('\n')[0]}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(path.join(outDir, 'index.html'), pageHtml(cells, themes, scale, seconds));
  const slowest = [...cells].sort((a, b) => b.ms - a.ms).slice(0, 3).map((c) => `${c.design.id}/${c.theme} ${Math.round(c.ms)} ms`);
  console.log(`${path.relative(process.cwd(), path.join(outDir, 'index.html'))}: ${cells.length} images in ${seconds.toFixed(1)} s ` +
    `(${Math.round((seconds * 1000) / Math.max(1, cells.length))} ms each; slowest ${slowest.join(', ')})`);
  if (cells.some((c) => c.error)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
});
