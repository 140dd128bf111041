// Shapes of the JSON the pages receive from /app/api and the public catalog.
export type Role = 'owner' | 'member';

export interface Session {
  user: { id: string; email: string; role: Role };
  workspace: { id: string; name: string; balance: number };
  csrf_token: string;
  expires_at: string;
}

export interface Generation {
  id: string;
  status: 'pending' | 'running' | 'succeeded' | 'failed';
  prompt: string;
  design_requested: string;
  design: string | null;
  kind: string | null;
  title: string | null;
  params: Record<string, unknown>;
  style: Style;
  revision: number;
  /** What the edit that made this revision changed (element ids), or null. */
  last_edit: LastEdit | null;
  credits: { charged: number; refunded: number; balance: number };
  width: number | null;
  height: number | null;
  files: { svg: string; png: string; pdf: string } | null;
  error: { error: string; code: string } | null;
  created_at: string;
  updated_at: string;
}

export interface LastEdit { instruction: string; added: string[]; removed: string[]; renamed: string[]; changed: string[] }

export interface Revision {
  revision: number;
  cause: 'created' | 'edit' | 'render' | 'style' | 'revert';
  instruction: string | null;
  credits: number;
  source_revision: number | null;
  created_at: string;
}

export interface Style {
  theme?: string;
  palette?: string[] | Record<string, string>;
  font?: string;
  corner_radius?: number;
  connector?: string;
}

export interface JsonSchemaProp {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  title?: string;
}

export interface Design {
  id: string;
  name: string;
  kind: string;
  description: string;
  tags: string[];
  params_schema: { properties?: Record<string, JsonSchemaProp> };
  preview_url: string;
}

export interface StyleOptions {
  themes: string[];
  fonts: { id: string; name: string }[];
  connectors: string[];
  corner_radius: { min: number; max: number };
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  rate_limit: number | null;
  effective_rate_limit: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface LedgerEntry {
  id: number;
  amount: number;
  reason: 'grant' | 'charge' | 'refund';
  generation_id: string | null;
  note: string | null;
  created_at: string;
  generation: {
    id: string; title: string | null; prompt: string; status: string; design: string | null;
    /** Who spent the credit: an API key (by name and prefix) or the console's playground. */
    source: { type: 'api_key'; id: string; name: string; prefix: string } | { type: 'playground' };
  } | null;
}

export interface List<T> { data: T[]; next_cursor: string | null }
