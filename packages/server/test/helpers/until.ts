import { vi } from 'vitest';

export interface UntilOptions {
  timeoutMs: number;
  /** How often it asks. */
  intervalMs?: number;
  /** What is waited for, for the failure's message. */
  what?: string;
}

/**
 * Waits until `condition` holds, asking it again every `intervalMs` (Vitest's waitFor); fails
 * after `timeoutMs`, or at once with what `condition` throws (an expectation inside it that must
 * hold all along). Answers how long it took, for a test about how soon something happens.
 */
export async function until(condition: () => boolean | Promise<boolean>, { timeoutMs, intervalMs = 100, what = 'the condition' }: UntilOptions): Promise<number> {
  const started = Date.now();
  const outcome = await vi.waitFor(
    async (): Promise<{ thrown: unknown } | null> => {
      let holds: boolean;
      try {
        holds = await condition();
      } catch (error) {
        return { thrown: error };
      }
      if (!holds) throw new Error(`not within ${timeoutMs} ms: ${what}`);
      return null;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
  if (outcome !== null) throw outcome.thrown;
  return Date.now() - started;
}
