import { API, ZUnsubscribePushResponse, type TUnsubscribePushRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { currentBrowserSubscription, unsubscribeThisBrowser } from '../lib/push-browser';
import { PUSH_STATE_KEY } from './keys';

export function unsubscribePush(which: TUnsubscribePushRequest, quiet = false) {
  return request(API.push.unsubscribePush, which, ZUnsubscribePushResponse, { loading: false, quiet });
}

/**
 * Stops pushes to this browser. The browser's subscription ends first: were the server's record
 * removed and the browser's kept, the settings page would take it for another member's and
 * register it again. A server that did not hear of it finds out at its next push (the push
 * service answers 410, and the server drops the device).
 */
export async function stopPushOnThisBrowser({ quiet }: { quiet: boolean }): Promise<void> {
  const browser = await currentBrowserSubscription();
  if (browser === null) return;
  await unsubscribeThisBrowser();
  await unsubscribePush({ endpoint: browser.endpoint }, quiet);
}

/**
 * Removes one of the member's devices from their list. Reading the state again after it finds out
 * whether that was this browser (the server no longer knows its subscription) and ends it here too.
 */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(unsubscribePush({ id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUSH_STATE_KEY }),
  });
}

/** How long logging out waits for this browser's push to stop: a slow network must not hold the member. */
const LOGOUT_WAIT_MS = 3_000;

/**
 * Before the session ends: a shared browser stops showing this member's news to whoever uses it
 * next. Best effort and brief; logging out goes on whatever happens here.
 */
export async function stopPushBeforeLogout(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_WAIT_MS);
  });
  await Promise.race([stopPushOnThisBrowser({ quiet: true }).catch(() => undefined), waited]);
  clearTimeout(timer);
}
