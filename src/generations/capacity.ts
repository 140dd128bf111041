// Capacity of one instance: at most `maxConcurrent` tasks (generations, or download renders) run, `maxQueued`
// wait; past both, refuse.
export type Release = () => void;

export interface Ticket {
  /** Resolves with a release function once a slot is free. */
  ready: Promise<Release>;
  /** Leaves the queue (or frees the slot if it was already given). */
  cancel(): void;
}

export class CapacityGate {
  private running = 0;
  private readonly waiting: { grant: (release: Release) => void }[] = [];

  constructor(readonly maxConcurrent: number, readonly maxQueued: number) {}

  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  /** A ticket for a slot, now or after waiting in the queue; null when both are full. */
  enter(): Ticket | null {
    if (this.running < this.maxConcurrent) {
      this.running++;
      const release = this.releaser();
      return { ready: Promise.resolve(release), cancel: release };
    }
    if (this.waiting.length >= this.maxQueued) return null;
    let granted: Release | undefined;
    let entry!: { grant: (release: Release) => void };
    const ready = new Promise<Release>((resolve) => {
      entry = { grant: (release) => { granted = release; resolve(release); } };
    });
    this.waiting.push(entry);
    return {
      ready,
      cancel: () => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        else granted?.();
      },
    };
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next.grant(this.releaser());
      else this.running--;
    };
  }
}

/** The promise's outcome, or the signal's reason as soon as it aborts (the promise is left to settle alone). */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => { signal.removeEventListener('abort', onAbort); resolve(v); },
      (e) => { signal.removeEventListener('abort', onAbort); reject(e); },
    );
  });
}
