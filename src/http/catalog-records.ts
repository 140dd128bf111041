// Public catalog records: designs, export options, icons (decisions.md, "Records").
import { z } from 'zod';
import type { DesignDefinition } from '../designs/types.js';
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
