// The render pool as the compiled server runs it (dist/, built by the global setup): real worker threads.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = (p: string): string => pathToFileURL(path.resolve(import.meta.dirname, '..', 'dist', p)).href;

type PoolModule = typeof import('../src/workers/render-pool.js');
type ComposeModule = typeof import('../src/generations/compose-diagram.js');
type PngModule = typeof import('../src/render/png.js');
type Registry = typeof import('../src/designs/registry.js');

let pool: PoolModule, compose: ComposeModule, png: PngModule, registry: Registry;

beforeAll(async () => {
  pool = await import(dist('workers/render-pool.js')) as PoolModule;
  compose = await import(dist('generations/compose-diagram.js')) as ComposeModule;
  png = await import(dist('render/png.js')) as PngModule;
  registry = await import(dist('designs/registry.js')) as Registry;
  expect(await pool.startRenderPool(2)).toBe(2);
  // Warm-up loads the layout, fonts and rasterizer in each worker.
  for (let i = 0; i < 600 && !pool.renderPoolState().ready; i++) await new Promise((r) => setTimeout(r, 50));
  expect(pool.renderPoolState().ready).toBe(true);
});

afterAll(async () => {
  await pool.stopRenderPool();
});

const specOf = (id: string, theme = 'light') => {
  const d = registry.getDesign(id)!;
  return { version: 1, design: d.id, kind: d.kind, content: d.sample, params: {}, style: { theme } } as never;
};

describe('render pool (worker threads)', () => {
  it('draws the same SVG as the calling thread, for several designs at once', async () => {
    const ids = ['flowchart-vertical', 'sequence-lifelines', 'architecture-zones', 'gantt-chart', 'mindmap-radial', 'er-entities'];
    const off = await Promise.all(ids.map((id) => pool.composeOffThread(specOf(id, 'dark'))));
    for (const [i, id] of ids.entries()) {
      const here = await compose.composeInProcess(specOf(id, 'dark'));
      expect(off[i]!.svg).toBe(here.svg);
      expect([off[i]!.width, off[i]!.height]).toEqual([here.width, here.height]);
    }
  });

  it('returns the same PNG bytes as rasterizing here', async () => {
    const { svg } = await compose.composeInProcess(specOf('cycle-ring'));
    const [a, b] = await Promise.all([pool.rasterizeOffThread(svg, { width: 400 }), pool.rasterizeOffThread(svg, { background: 'transparent' })]);
    expect(Buffer.isBuffer(a)).toBe(true);
    expect(a.equals(png.rasterizeSvg(svg, { width: 400 }))).toBe(true);
    expect(b.equals(png.rasterizeSvg(svg, { background: 'transparent' }))).toBe(true);
  });

  it('brings errors back with their contract code', async () => {
    const bad = { ...specOf('flowchart-vertical'), design: 'no-such-design' } as never;
    await expect(pool.composeOffThread(bad)).rejects.toMatchObject({ name: 'AppError', code: 'invalid_parameters' });
  });

  it('keeps working after many tasks (no worker lost)', async () => {
    const { svg } = await compose.composeInProcess(specOf('pyramid-levels'));
    const before = pool.renderPoolState().completed;
    const pngs = await Promise.all(Array.from({ length: 24 }, () => pool.rasterizeOffThread(svg, { scale: 0.5 })));
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(1);
    expect(pool.renderPoolState()).toMatchObject({ threads: 2, ready: true });
    // Every one of them ran on a worker, not on this thread.
    expect(pool.renderPoolState().completed - before).toBe(24);
  });

  it('sends tasks to the workers while they are still loading, not to this thread', async () => {
    await pool.stopRenderPool();
    expect(await pool.startRenderPool(1)).toBe(1);
    expect(pool.renderPoolState()).toMatchObject({ threads: 1, ready: false, completed: 0 });
    const composed = await pool.composeOffThread(specOf('flowchart-vertical'));
    expect(composed.svg.startsWith('<svg')).toBe(true);
    // Both the warm-up and this task ran on the worker (one thread: the warm-up first, so it is ready now).
    expect(pool.renderPoolState()).toMatchObject({ threads: 1, ready: true, completed: 2 });
  });
});
