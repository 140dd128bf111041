// Stored generation row → the API's generation record (decisions.md, "Records").
import type { GenerationSummary, StoredGeneration } from '../storage/generation-rows.js';

export type GenerationRow = StoredGeneration;
/** A row without its SVG: all that a record needs. */
export type { GenerationSummary };

export interface GenerationRecord {
  id: string;
  object: 'generation';
  status: GenerationRow['status'];
  prompt: string;
  design_requested: string;
  design: string | null;
  kind: string | null;
  title: string | null;
  content: unknown;
  params: Record<string, unknown>;
  style: Record<string, unknown>;
  model: Record<string, unknown> | null;
  revision: number;
  credits: { charged: number; refunded: number; balance: number };
  width: number | null;
  height: number | null;
  files: { svg: string; png: string; pdf: string } | null;
  error: unknown;
  created_at: string;
  updated_at: string;
}

const parse = (json: string | null): any => (json === null ? null : JSON.parse(json));

/** `baseUrl` is the address the client used (scheme://host), so file URLs work behind any proxy. */
export function toGenerationRecord(row: GenerationSummary, balance: number, baseUrl: string): GenerationRecord {
  const files = row.status === 'succeeded'
    ? {
      svg: `${baseUrl}/rest/v1/generations/${row.id}/diagram.svg`,
      png: `${baseUrl}/rest/v1/generations/${row.id}/diagram.png`,
      pdf: `${baseUrl}/rest/v1/generations/${row.id}/diagram.pdf`,
    }
    : null;
  return {
    id: row.id,
    object: 'generation',
    status: row.status,
    prompt: row.prompt,
    design_requested: row.design_requested,
    design: row.design,
    kind: row.kind,
    title: row.title,
    content: parse(row.content_json),
    params: parse(row.params_json) ?? {},
    style: parse(row.style_json) ?? {},
    model: parse(row.model_json),
    revision: row.revision,
    credits: { charged: row.credits_charged, refunded: row.credits_refunded, balance },
    width: row.width,
    height: row.height,
    files,
    error: parse(row.error_json),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
