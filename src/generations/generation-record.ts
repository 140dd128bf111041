// Stored generation row → the API's generation record (decisions.md, "Records").
import type { GenerationSummary, StoredGeneration } from '../storage/generation-rows.js';
import type { RevisionSummary } from '../storage/revision-rows.js';
import type { LastEdit } from '../authoring/edit/diff.js';

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
  /** The change an edit made to reach this revision (element ids), or null when no edit made it. */
  last_edit: LastEdit | null;
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
export function toGenerationRecord(row: GenerationSummary, balance: number, baseUrl: string, opts: { fileRevision?: number } = {}): GenerationRecord {
  const q = opts.fileRevision === undefined ? '' : `?revision=${opts.fileRevision}`;
  const files = row.status === 'succeeded'
    ? {
      svg: `${baseUrl}/rest/v1/generations/${row.id}/diagram.svg${q}`,
      png: `${baseUrl}/rest/v1/generations/${row.id}/diagram.png${q}`,
      pdf: `${baseUrl}/rest/v1/generations/${row.id}/diagram.pdf${q}`,
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
    last_edit: parse(row.last_edit_json),
    credits: { charged: row.credits_charged, refunded: row.credits_refunded, balance },
    width: row.width,
    height: row.height,
    files,
    error: parse(row.error_json),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The generation as it was at an earlier revision: that revision's diagram over the generation's identity. */
export function revisionAsRow(row: GenerationSummary, rev: RevisionSummary): GenerationSummary {
  return {
    ...row, revision: rev.revision, revision_cause: rev.cause, revision_instruction: rev.instruction, revision_source: rev.source_revision,
    design: rev.design, kind: rev.kind, title: rev.title, content_json: rev.content_json, params_json: rev.params_json, style_json: rev.style_json,
    model_json: rev.model_json, credits_charged: rev.credits_charged, credits_refunded: rev.credits_refunded, width: rev.width, height: rev.height,
    last_edit_json: rev.last_edit_json, updated_at: rev.created_at, status: 'succeeded', error_json: null,
  };
}

export interface RevisionEntry {
  object: 'revision';
  revision: number;
  cause: RevisionSummary['cause'];
  instruction: string | null;
  /** Credits this revision cost: 1 for a creation or an edit, 0 for the rest. */
  credits: number;
  /** For a revert: the revision it copied. */
  source_revision: number | null;
  created_at: string;
}

export function toRevisionEntry(rev: RevisionSummary, generationStatus: GenerationSummary['status']): RevisionEntry {
  const paid = rev.cause === 'created' ? (generationStatus === 'failed' ? 0 : 1) : rev.cause === 'edit' ? 1 : 0;
  return {
    object: 'revision', revision: rev.revision, cause: rev.cause, instruction: rev.instruction, credits: paid,
    source_revision: rev.source_revision, created_at: rev.created_at,
  };
}
