// Public catalog records and searches: designs, export options, icons (decisions.md, "Records"), for REST and MCP.
import { z } from 'zod';
import { DESIGNS } from '../designs/registry.js';
import type { DesignDefinition } from '../designs/types.js';
import { iconCatalog } from '../icons/catalog.js';
import type { IconRecord } from '../icons/icon-catalog.js';
import { CONTENT_SCHEMAS } from '../spec/content/index.js';

const schemaCache = new Map<string, { params: unknown; content: unknown }>();

function schemasOf(design: DesignDefinition): { params: unknown; content: unknown } {
  let hit = schemaCache.get(design.id);
  if (!hit) {
    hit = {
      params: z.toJSONSchema(design.params, { io: 'input', unrepresentable: 'any' }),
      content: z.toJSONSchema(CONTENT_SCHEMAS[design.kind], { io: 'input', unrepresentable: 'any' }),
    };
    schemaCache.set(design.id, hit);
  }
  return hit;
}

export function designRecord(design: DesignDefinition, baseUrl: string) {
  const schemas = schemasOf(design);
  return {
    id: design.id,
    object: 'design' as const,
    name: design.name,
    kind: design.kind,
    description: design.description,
    tags: design.tags,
    params_schema: schemas.params,
    content_schema: schemas.content,
    sample: design.sample,
    preview_url: `${baseUrl}/rest/v1/designs/${design.id}/preview.png`,
  };
}

/** Designs of a kind (or all) whose id, name, kind, description or tags contain every word of `q`, in catalog order. */
export function findDesigns(q: { kind?: string | undefined; q?: string | undefined }): DesignDefinition[] {
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return DESIGNS.filter((d) => (q.kind ? d.kind === q.kind : true)).filter((d) => {
    const hay = `${d.id} ${d.name} ${d.kind} ${d.description} ${d.tags.join(' ')}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** A page of icons: ranked matches of `q` (or the whole catalog in order), from a cursor that is an offset. */
export function findIcons(q: { q?: string | undefined; set?: string | undefined; limit: number; cursor?: string | undefined }): { icons: IconRecord[]; next_cursor: string | null } {
  const matches = q.q ? iconCatalog.search(q.q, q.set ? { set: q.set } : {}) : iconCatalog.all().filter((i) => !q.set || i.set === q.set);
  const start = q.cursor ? Number(q.cursor) : 0;
  return { icons: matches.slice(start, start + q.limit), next_cursor: start + q.limit < matches.length ? String(start + q.limit) : null };
}

export function iconRecord(icon: IconRecord, baseUrl: string) {
  return { id: icon.id, object: 'icon' as const, set: icon.set, name: icon.name, tags: icon.tags, svg_url: `${baseUrl}/rest/v1/icons/${icon.id}.svg`, license: icon.license };
}

export const EXPORT_OPTIONS = [
  { id: 'svg', object: 'export_option', media_type: 'image/svg+xml', path: '/rest/v1/generations/{id}/diagram.svg', options: [] },
  {
    id: 'png',
    object: 'export_option',
    media_type: 'image/png',
    path: '/rest/v1/generations/{id}/diagram.png',
    options: [
      { name: 'scale', type: 'number', range: [0.25, 4], default: 1, description: 'Pixels per SVG unit; ignored when width or height is given.' },
      { name: 'width', type: 'integer', range: [1, 10000], default: null, description: 'Output width in pixels; height follows the aspect ratio.' },
      { name: 'height', type: 'integer', range: [1, 10000], default: null, description: 'Output height in pixels; width follows the aspect ratio.' },
      { name: 'background', type: 'string', range: ['transparent', '#rgb', '#rrggbb'], default: null, description: "Background colour; default the theme's background." },
    ],
  },
  { id: 'pdf', object: 'export_option', media_type: 'application/pdf', path: '/rest/v1/generations/{id}/diagram.pdf', options: [] },
] as const;
