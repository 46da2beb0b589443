import { act } from 'react';

/**
 * What every console test in the DOM stands on, whether it renders the whole console or one
 * component: act()'s environment, waiting inside act(), and the stubbed admin API's answers. Kept
 * apart from console-page.tsx, which imports the App, so that a component's test need not load
 * the whole console (nor trip over its own mocks of the console's libraries).
 */

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Waits, 20 ms at a time, until `check` holds, for at most `timeoutMs`. A deadline rather than a
 * number of tries: on a loaded machine a lazy page's first import alone can take seconds.
 */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}; the page shows: ${document.body.textContent}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Lets asynchronous checks (refine's access control) answer before asserting that something is absent. */
export async function settle(ms = 300): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** One JSON answer of the stubbed admin API. */
export const jsonAnswer = (status: number, body: unknown): Promise<Response> => Promise.resolve(new Response(JSON.stringify(body), { status }));
