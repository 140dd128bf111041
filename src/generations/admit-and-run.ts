// The admission and settlement a generation and an edit share: capacity → funding → the work under a timeout,
// holding a capacity slot → settling a failure (refund) before the answer. The runners give the funding, the work
// and the settlement; this gives the order, the errors of admission and the cleanup.
import type { DiagramModel } from '../authoring/model.js';
import { AppError, isAppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { type CapacityGate, raceAbort } from './capacity.js';

export interface GenerationDeps {
  db: Db;
  model: DiagramModel;
  capacity: CapacityGate;
  timeoutMs: number;
  /** Identifies this process on stored rows, for crash recovery. */
  owner: string;
  billingUrl: string;
  /** Every running generation, so shutdown can abort and refund what does not finish. */
  inflight: Set<AbortController>;
  log?: { error(obj: unknown, msg: string): void };
}

/** Why a running generation or edit was aborted (timeout, shutdown): settled with this error. */
export class AbortReason extends Error {
  constructor(readonly appError: AppError) { super(appError.message); }
}

export interface Admission<T> {
  /** What runs, as the timeout's message names it ("The edit took longer than … ms."). */
  noun: 'generation' | 'edit';
  /** Takes the credit and records the run; the balance after it, or null when no credits remain. */
  fund(): Promise<number | null>;
  /** The work, once a capacity slot is free; stops when `signal` aborts (timeout, shutdown). */
  run(signal: AbortSignal, balance: number): Promise<T>;
  /** Settles a failure after funding (refund first, then what is stored); `cause` is what was thrown. */
  fail(error: AppError, cause: unknown): Promise<T>;
}

/**
 * Refused before funding: 503 `over_capacity` (Retry-After: 5) when the capacity gate is full, 402
 * `insufficient_credits` when funding finds no credits (an error of funding itself is thrown as it is). After
 * funding every failure, the timeout's included, is settled by `fail`. The slot is given back in every case.
 */
export async function admitAndRun<T>(deps: Pick<GenerationDeps, 'capacity' | 'timeoutMs' | 'billingUrl' | 'inflight'>, admission: Admission<T>): Promise<T> {
  const ticket = deps.capacity.enter();
  if (!ticket) throw new AppError('over_capacity', undefined, undefined, { 'Retry-After': '5' });
  let balance: number | null;
  try {
    balance = await admission.fund();
  } catch (e) {
    ticket.cancel();
    throw e;
  }
  if (balance === null) {
    ticket.cancel();
    throw new AppError('insufficient_credits', 'No credits remain in this workspace.', { balance: 0, billing_url: deps.billingUrl });
  }

  const controller = new AbortController();
  deps.inflight.add(controller);
  const timer = setTimeout(() => controller.abort(new AbortReason(new AppError('generation_timeout', `The ${admission.noun} took longer than ${deps.timeoutMs} ms.`, { timeout_ms: deps.timeoutMs }))), deps.timeoutMs);
  let release: (() => void) | undefined;
  try {
    release = await raceAbort(ticket.ready, controller.signal);
    return await admission.run(controller.signal, balance);
  } catch (e) {
    return await admission.fail(toAppError(e), e);
  } finally {
    clearTimeout(timer);
    deps.inflight.delete(controller);
    release?.();
    ticket.cancel();
  }
}

function toAppError(e: unknown): AppError {
  if (e instanceof AbortReason) return e.appError;
  if (isAppError(e)) return e;
  return new AppError('internal_error');
}
