import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { admitAndRun, type Admission } from './admit-and-run.js';
import { CapacityGate } from './capacity.js';

const depsWith = (capacity: CapacityGate, timeoutMs = 1_000) => ({ capacity, timeoutMs, billingUrl: 'https://example.test/billing', inflight: new Set<AbortController>() });

/** An admission whose steps are recorded in `steps`; `run` answers `ok` with the balance. */
function admission(steps: string[], over: Partial<Admission<string>> = {}): Admission<string> {
  return {
    noun: 'edit',
    fund: async () => { steps.push('fund'); return 4; },
    run: async (_signal, balance) => { steps.push('run'); return `ok ${balance}`; },
    fail: async (error) => { steps.push(`fail ${error.code}`); return `failed ${error.code}`; },
    ...over,
  };
}

describe('admitAndRun', () => {
  it('funds, then runs with the balance, and gives the slot back', async () => {
    const gate = new CapacityGate(1, 0);
    const deps = depsWith(gate);
    const steps: string[] = [];
    expect(await admitAndRun(deps, admission(steps))).toBe('ok 4');
    expect(steps).toEqual(['fund', 'run']);
    expect(gate.stats).toEqual({ running: 0, queued: 0 });
    expect(deps.inflight.size).toBe(0);
  });

  it('refuses 503 over_capacity with Retry-After before funding when the gate is full', async () => {
    const gate = new CapacityGate(1, 0);
    const held = gate.enter()!;
    const steps: string[] = [];
    const refused = await admitAndRun(depsWith(gate), admission(steps)).catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'over_capacity', status: 503, headers: { 'Retry-After': '5' } });
    expect(steps).toEqual([]);
    held.cancel();
  });

  it('refuses 402 insufficient_credits with the billing URL when funding finds no credits, freeing the slot', async () => {
    const gate = new CapacityGate(1, 0);
    const steps: string[] = [];
    const refused = await admitAndRun(depsWith(gate), admission(steps, { fund: async () => null })).catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'insufficient_credits', status: 402, details: { balance: 0, billing_url: 'https://example.test/billing' } });
    expect(gate.stats).toEqual({ running: 0, queued: 0 });
  });

  it('settles a run past the timeout as generation_timeout naming what ran', async () => {
    const gate = new CapacityGate(1, 0);
    const steps: string[] = [];
    let settled: AppError | undefined;
    const out = await admitAndRun(depsWith(gate, 20), admission(steps, {
      run: (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      fail: async (error) => { settled = error; return 'refunded'; },
    }));
    expect(out).toBe('refunded');
    expect(settled).toMatchObject({ code: 'generation_timeout', message: 'The edit took longer than 20 ms.', details: { timeout_ms: 20 } });
    expect(gate.stats).toEqual({ running: 0, queued: 0 });
  });

  it('settles an unexpected error as internal_error, passing what was thrown', async () => {
    const steps: string[] = [];
    const boom = new Error('boom');
    let cause: unknown;
    const out = await admitAndRun(depsWith(new CapacityGate(1, 0)), admission(steps, {
      run: async () => { throw boom; },
      fail: async (error, c) => { cause = c; return `failed ${error.code}`; },
    }));
    expect(out).toBe('failed internal_error');
    expect(cause).toBe(boom);
  });
});
