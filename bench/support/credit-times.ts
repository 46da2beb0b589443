import type { TChainDepositPush } from '@meridian/protocol';

/** When each deposit (by transaction hash: one Transfer each) was first told credited, and how often it was told so. */
export class CreditTimes {
  readonly at = new Map<string, number>();
  repeated = 0;
  private waiting: { count: number; resolve: () => void } | null = null;

  note(push: TChainDepositPush, at: number): void {
    if (push.status !== 'credited') return;
    const key = push.txHash.toLowerCase();
    if (this.at.has(key)) {
      this.repeated += 1;
      return;
    }
    this.at.set(key, at);
    if (this.waiting && this.at.size >= this.waiting.count) this.waiting.resolve();
  }

  /** Resolves once `count` deposits were told credited; refuses after `timeoutMs` with how many were. */
  until(count: number, timeoutMs: number, what: string): Promise<void> {
    if (this.at.size >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error(`${what}: ${this.at.size} of ${count} credited within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiting = {
        count,
        resolve: () => {
          clearTimeout(timer);
          this.waiting = null;
          resolve();
        },
      };
    });
  }
}
