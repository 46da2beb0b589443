import { setTimeout as delay } from 'node:timers/promises';

/** Asks `done` every 10 ms until it says yes; after `waitMs`, fails naming `what` did not happen. */
export async function waitUntil(done: () => Promise<boolean>, what: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${waitMs / 1000} s`);
    await delay(10);
  }
}
