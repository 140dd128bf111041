// Configuration from environment variables (decisions.md, "Configuration"), validated once at start.
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
  /** Requests per minute per client address on the public catalog endpoints. */
  DIAGRAM_PUBLIC_RATE_LIMIT: intFrom(300, 1),
  /** Public address of the web application, used in error details (billing link). */
  DIAGRAM_APP_URL: z.string().optional(),
  /** Worker threads for layout, SVG and PNG (0: all on the main thread). Default: one per core but the main thread's. */
  DIAGRAM_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  DIAGRAM_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
    publicRateLimit: e.DIAGRAM_PUBLIC_RATE_LIMIT,
    appUrl: (e.DIAGRAM_APP_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.DIAGRAM_LOG_LEVEL,
    renderThreads: e.DIAGRAM_RENDER_THREADS ?? Math.max(1, os.availableParallelism() - 1),
  };
}
