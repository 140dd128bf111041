// Configuration from environment variables (decisions.md, "Configuration"), validated once at start.
import net from 'node:net';
import os from 'node:os';
import { z } from 'zod';

const intFrom = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

const envSchema = z.object({
  PORT: intFrom(8080, 0),
  HOST: z.string().default('127.0.0.1'),
  DIAGRAM_DATABASE_URL: z.string().default('sqlite:./data/diagram.db'),
  DIAGRAM_REDIS_URL: z.string().optional(),
  DIAGRAM_MODEL_PROVIDER: z.enum(['builtin', 'openai', 'openai-compatible', 'anthropic']).default('builtin'),
  DIAGRAM_MODEL_BASE_URL: z.string().optional(),
  DIAGRAM_MODEL_NAME: z.string().optional(),
  DIAGRAM_MODEL_API_KEY: z.string().optional(),
  DIAGRAM_MODEL_FALLBACK: z.enum(['builtin', 'none']).default('none'),
  DIAGRAM_GENERATION_TIMEOUT_MS: intFrom(60_000, 1),
  DIAGRAM_MAX_CONCURRENT_GENERATIONS: intFrom(8, 1),
  DIAGRAM_MAX_QUEUED_GENERATIONS: intFrom(64, 0),
  DIAGRAM_DEFAULT_RATE_LIMIT: intFrom(60, 1),
  /** Requests per minute for all keys of a workspace together (default: 5 × DIAGRAM_DEFAULT_RATE_LIMIT). */
  DIAGRAM_WORKSPACE_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Which peers may set X-Forwarded-For/-Proto/-Host: unset = none, a hop count, or addresses/CIDRs. */
  DIAGRAM_TRUST_PROXY: z.string().optional(),
  /** PNG and PDF downloads waiting for a render worker, per instance; past it: 503 over_capacity. */
  DIAGRAM_MAX_QUEUED_DOWNLOADS: intFrom(32, 0),
  /** A download render (waiting included) that takes longer is stopped: 503 over_capacity. */
  DIAGRAM_DOWNLOAD_TIMEOUT_MS: intFrom(30_000, 1),
  /** Requests per minute per client address on the public catalog endpoints. */
  DIAGRAM_PUBLIC_RATE_LIMIT: intFrom(300, 1),
  /** Public address of the web application, used in error details (billing link). */
  DIAGRAM_APP_URL: z.string().optional(),
  /** Worker threads for layout, SVG and PNG (0: all on the main thread). Default: one per core but the main thread's. */
  DIAGRAM_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  DIAGRAM_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const CIDR = /^(.+?)(?:\/(\d{1,3}))?$/;

/**
 * DIAGRAM_TRUST_PROXY (decisions.md, "Proxies and workspace limits"): unset = no proxy is trusted, so the
 * socket's address is the client; a number = that many hops of proxies; or a comma list of the load
 * balancers' addresses/CIDRs. Anything else stops the start: a typo must not silently trust everyone.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of list) {
    if (PROXY_NAMES.has(item)) continue;
    const [, address, bits] = CIDR.exec(item) ?? [];
    const family = address ? net.isIP(address) : 0;
    if (!family || (bits !== undefined && Number(bits) > (family === 4 ? 32 : 128))) {
      throw new Error(`DIAGRAM_TRUST_PROXY: "${item}" is not an address or CIDR (use a hop count, or addresses/CIDRs separated by commas)`);
    }
  }
  return list;
}

export interface ModelConfig {
  provider: 'builtin' | 'openai' | 'openai-compatible' | 'anthropic';
  baseUrl: string | undefined;
  name: string | undefined;
  apiKey: string | undefined;
  fallback: 'builtin' | 'none';
  timeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  model: ModelConfig;
  maxConcurrent: number;
  maxQueued: number;
  defaultRateLimit: number;
  workspaceRateLimit: number;
  /** Fastify's trustProxy: false (no proxy), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  maxQueuedDownloads: number;
  downloadTimeoutMs: number;
  publicRateLimit: number;
  appUrl: string;
  logLevel: string;
  renderThreads: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DIAGRAM_DATABASE_URL,
    redisUrl: e.DIAGRAM_REDIS_URL,
    model: {
      provider: e.DIAGRAM_MODEL_PROVIDER,
      baseUrl: e.DIAGRAM_MODEL_BASE_URL,
      name: e.DIAGRAM_MODEL_NAME,
      apiKey: e.DIAGRAM_MODEL_API_KEY,
      fallback: e.DIAGRAM_MODEL_FALLBACK,
      timeoutMs: e.DIAGRAM_GENERATION_TIMEOUT_MS,
    },
    maxConcurrent: e.DIAGRAM_MAX_CONCURRENT_GENERATIONS,
    maxQueued: e.DIAGRAM_MAX_QUEUED_GENERATIONS,
    defaultRateLimit: e.DIAGRAM_DEFAULT_RATE_LIMIT,
    workspaceRateLimit: e.DIAGRAM_WORKSPACE_RATE_LIMIT ?? 5 * e.DIAGRAM_DEFAULT_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.DIAGRAM_TRUST_PROXY),
    maxQueuedDownloads: e.DIAGRAM_MAX_QUEUED_DOWNLOADS,
    downloadTimeoutMs: e.DIAGRAM_DOWNLOAD_TIMEOUT_MS,
    publicRateLimit: e.DIAGRAM_PUBLIC_RATE_LIMIT,
    appUrl: (e.DIAGRAM_APP_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.DIAGRAM_LOG_LEVEL,
    renderThreads: e.DIAGRAM_RENDER_THREADS ?? Math.max(1, os.availableParallelism() - 1),
  };
}
