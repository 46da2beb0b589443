import { availableParallelism } from 'node:os';

/** The gate is full: the work was not started. */
export class GateBusyError extends Error {
  constructor() {
    super('busy');
    this.name = 'GateBusyError';
  }
}

/**
 * Whose work it is. `trusted`: a member's known device, a signed-in member, an operator finishing
 * a sign-in they started; they may use every place. `open`: anyone else (a new device, an unknown
 * username), kept out of the places reserved for the trusted.
 */
export type WorkLane = 'trusted' | 'open';

export interface WorkGateOptions {
  /** Pieces of work running at once. */
  maxRunning: number;
  /** Of those, the places only trusted work may take: a flood of open work never fills them. */
  reservedForTrusted?: number;
  /**
   * Under pressure (open work waiting), a finished open piece's place rests as long as the piece
   * took before the next open piece starts: a flood of strangers then takes at most half of the
   * places it may use, and the rest of the machine (every call that hashes nothing) keeps its share.
   */
  paceOpenUnderPressure?: boolean;
  /** Pieces of a lane waiting for a turn; one more of that lane is refused at once. */
  maxQueued: number;
  /** How long a piece waits for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiting {
  lane: WorkLane;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds CPU-heavy work that runs off the event loop (scrypt on libuv's thread pool): at most
 * `maxRunning` at once, a short queue, and a refusal (GateBusyError) instead of an ever longer
 * wait. Without it, a flood of logins queues hundreds of hashes on the shared thread pool and every
 * other caller's login, and any file or DNS work on that pool, waits behind them. Open work never
 * takes the places reserved for trusted work, and a trusted piece waiting goes first, so a member
 * signing in on their own phone gets a turn however many strangers are guessing.
 */
export class WorkGate {
  private running = { trusted: 0, open: 0 };
  private readonly waiting: Waiting[] = [];
  private readonly openLimit: number;
  /** Until when open work rests (paceOpenUnderPressure), and the timer that ends the rest. */
  private openRestsUntil = 0;
  private restTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WorkGateOptions) {
    this.openLimit = Math.max(1, options.maxRunning - (options.reservedForTrusted ?? 0));
  }

  get load(): { running: number; queued: number } {
    return { running: this.running.trusted + this.running.open, queued: this.waiting.length };
  }

  /**
   * Whether a piece of `lane` would be refused at once now: its places and its queue are full. A
   * caller asks first to refuse a flood before doing any other work for it (a login's lookups).
   */
  isFull(lane: WorkLane): boolean {
    return !this.mayStart(lane) && this.queuedOf(lane) >= this.options.maxQueued;
  }

  private queuedOf(lane: WorkLane): number {
    return this.waiting.filter((entry) => entry.lane === lane).length;
  }

  async run<T>(work: () => Promise<T>, lane: WorkLane = 'open'): Promise<T> {
    await this.turn(lane);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.running[lane] -= 1;
      if (lane === 'open') this.restAfterOpen(performance.now() - started);
      this.startWaiting();
    }
  }

  private restAfterOpen(tookMs: number): void {
    if (this.options.paceOpenUnderPressure !== true || this.queuedOf('open') === 0) return;
    this.openRestsUntil = Math.max(this.openRestsUntil, Date.now() + tookMs);
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => {
      // The rest is over when its timer says so (a timer may fire a millisecond before the clock agrees).
      this.openRestsUntil = 0;
      this.startWaiting();
    }, tookMs);
    this.restTimer.unref();
  }

  private mayStart(lane: WorkLane): boolean {
    const total = this.running.trusted + this.running.open;
    if (total >= this.options.maxRunning) return false;
    return lane === 'trusted' || (this.running.open < this.openLimit && Date.now() >= this.openRestsUntil);
  }

  /** Starts whoever may start now: trusted work first, then open work, each in arrival order. */
  private startWaiting(): void {
    for (const lane of ['trusted', 'open'] as const) {
      for (let index = 0; index < this.waiting.length && this.mayStart(lane); ) {
        const entry = this.waiting[index];
        if (entry?.lane !== lane) {
          index += 1;
          continue;
        }
        this.waiting.splice(index, 1);
        this.running[lane] += 1;
        entry.start();
      }
    }
  }

  private turn(lane: WorkLane): Promise<void> {
    if (this.mayStart(lane) && !this.waiting.some((entry) => entry.lane === lane)) {
      this.running[lane] += 1;
      return Promise.resolve();
    }
    // Each lane has a queue of its own: strangers filling theirs never turn the trusted away.
    if (this.queuedOf(lane) >= this.options.maxQueued) return Promise.reject(new GateBusyError());
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        lane,
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
 * 0.35 to 0.8 s of a core), one place of them kept for trusted work (on 2 cores open work hashes on
 * one core, and the other stays free for the trusted and for every call that hashes nothing), open
 * work paced to half its place while more of it waits, a queue of a few seconds' worth, and then
 * "busy, try again".
 */
const CORES = Math.max(1, availableParallelism());
export const PASSWORD_WORK = new WorkGate({
  maxRunning: CORES,
  reservedForTrusted: Math.max(1, Math.floor(CORES / 2)),
  paceOpenUnderPressure: true,
  maxQueued: 16,
  // A turn a few hashes away is worth waiting for; and the wait is timed on the event loop, which
  // a busy moment (a database opening) can hold up for a second by itself.
  maxWaitMs: 3000,
});
