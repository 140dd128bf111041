// Where the tools' operations run: on this process's database (HTTP /mcp, local stdio) or on a remote service's REST API.
import type { GenerationDeps } from '../generations/run-generation.js';
import type { AppContext } from '../http/app-context.js';
import type { RestClient } from './rest-client.js';

/** The caller as the local use cases need it: the workspace that pays, the key (if any) and the links' address. */
export interface LocalAccess {
  ctx: AppContext;
  workspaceId: string;
  /** Null on the local stdio server without DIAGRAM_API_KEY (the `default` workspace). */
  keyId: string | null;
  /** scheme://host the file links point at. */
  baseUrl: string;
  log?: GenerationDeps['log'];
}

export type Backend = { local: LocalAccess; remote?: undefined } | { remote: RestClient; local?: undefined };

/**
 * Runs the local or the remote form of an operation. A tool whose operation the others do not share (say an edit)
 * gives both forms here, in its own file, and needs nothing else.
 */
export function via<T>(backend: Backend, forms: { local: (l: LocalAccess) => Promise<T>; remote: (r: RestClient) => Promise<T> }): Promise<T> {
  return backend.local ? forms.local(backend.local) : forms.remote(backend.remote!);
}
