import { availableParallelism } from 'node:os';

/** The gate is full: the work was not started. */
export class GateBusyError extends Error {
  constructor() {
    super('busy');
    this.name = 'GateBusyError';
  }
}

export interface WorkGateOptions {
  /** Pieces of work running at once. */
  maxRunning: number;
  /** Pieces waiting for a turn; one more is refused at once. */
  maxQueued: number;
  /** How long a piece waits for its turn before it is refused. */
  maxWaitMs: number;
}

/**
 * Bounds CPU-heavy work that runs off the event loop (scrypt on libuv's thread pool): at most
 * `maxRunning` at once, a short queue, and a refusal (GateBusyError) instead of an ever longer
 * wait. Without it, a flood of logins queues hundreds of hashes on the shared thread pool and every
 * other caller's login, and any file or DNS work on that pool, waits behind them.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(private readonly options: WorkGateOptions) {}

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      // The next in line takes this place over (`running` stays); with nobody waiting it frees it.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.options.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued) return Promise.reject(new GateBusyError());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new GateBusyError());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }
}

/**
 * Password hashing for the whole process: one hash per core at a time (scrypt at OWASP's cost is
 * about 0.35 s of a core), a queue of a second's worth, and then "busy, try again".
 */
export const PASSWORD_WORK = new WorkGate({ maxRunning: Math.max(1, availableParallelism()), maxQueued: 16, maxWaitMs: 1000 });
