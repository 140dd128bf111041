// Database table types for Kysely (the same for SQLite and PostgreSQL).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string; // ISO 8601, stored as text in both databases

export interface WorkspacesTable {
  id: string;
  name: string;
  rate_limit: number | null;
  /** Cached balance; always equals the sum of the workspace's ledger rows (updated in the same transaction). */
  balance: number;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  name: string;
  /** The first characters of the key, for people to recognise it. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  rate_limit: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  workspace_id: string;
  amount: number;
  reason: 'grant' | 'charge' | 'refund';
  generation_id: string | null;
  /** What the row pays for: `create` (a generation), or the id of an edit of the generation. */
  operation: Generated<string>;
  note: string | null;
  created_at: Timestamp;
}

export interface GenerationsTable {
  id: string;
  workspace_id: string;
  api_key_id: string | null;
  status: 'pending' | 'running' | 'succeeded' | 'failed';
  prompt: string;
  design_requested: string;
  design: string | null;
  kind: string | null;
  title: string | null;
  /** JSON: content, params, style (the DiagramSpec without design/kind). */
  content_json: string | null;
  params_json: string;
  style_json: string;
  model_json: string | null;
  revision: number;
  credits_charged: number;
  credits_refunded: number;
  width: number | null;
  height: number | null;
  svg: string | null;
  error_json: string | null;
  /** Which process runs it (for crash recovery): `hostname:pid:start`. */
  owner: string | null;
  created_at: Timestamp;
  /** Also the time the current revision was made. */
  updated_at: Timestamp;
  /** What made the current revision (default `created`). */
  revision_cause: ColumnType<RevisionCause, RevisionCause | undefined, RevisionCause>;
  /** The instruction of an edit revision. */
  revision_instruction: string | null;
  /** The revision a revert copied. */
  revision_source: number | null;
  /** JSON `{instruction, added, removed, renamed, changed}` when an edit made the current revision. */
  last_edit_json: string | null;
}

export type RevisionCause = 'created' | 'edit' | 'render' | 'style' | 'revert';

/** An earlier revision of a generation: what the generation row held before the next revision replaced it. */
export interface GenerationRevisionsTable {
  generation_id: string;
  revision: number;
  cause: RevisionCause;
  instruction: string | null;
  source_revision: number | null;
  design: string | null;
  kind: string | null;
  title: string | null;
  content_json: string | null;
  params_json: string;
  style_json: string;
  model_json: string | null;
  credits_charged: number;
  credits_refunded: number;
  width: number | null;
  height: number | null;
  svg: string | null;
  last_edit_json: string | null;
  /** When this revision was made. */
  created_at: Timestamp;
}

/** One edit of a generation: charged when it starts, settled (revision or refund) when it ends; crash recovery reads it. */
export interface GenerationEditsTable {
  id: string;
  generation_id: string;
  workspace_id: string;
  instruction: string;
  status: 'running' | 'succeeded' | 'failed';
  base_revision: number;
  revision: number | null;
  error_json: string | null;
  owner: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A person who signs in to the web application; belongs to one workspace. */
export interface UsersTable {
  id: string;
  workspace_id: string;
  /** Lower-cased; unique. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts). */
  password_hash: string;
  role: 'owner' | 'member';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session token, hex; the token itself is only in the browser's cookie. */
  id: string;
  user_id: string;
  /** Sent back by the page in X-CSRF-Token on every change. */
  csrf_token: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface IdempotencyKeysTable {
  workspace_id: string;
  key: string;
  /** SHA-256 of the canonical request body. */
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
  /** The process running the request (generations.owner's format) while `running`; null for older rows. */
  owner: string | null;
}

export interface Database {
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
  credit_ledger: CreditLedgerTable;
  generations: GenerationsTable;
  generation_revisions: GenerationRevisionsTable;
  generation_edits: GenerationEditsTable;
  users: UsersTable;
  sessions: SessionsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Row<T extends keyof Database> = { [K in keyof Database[T]]: Database[T][K] extends ColumnType<infer S, unknown, unknown> ? S : Database[T][K] };
