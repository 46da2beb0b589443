import { NOTIFICATION_KINDS } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PushState } from '../api/get-push-settings';
import { PUSH_STATE_KEY } from '../api/keys';
import { useSavePushSettings } from '../api/save-push-settings';
import { registerThisBrowser } from '../api/subscribe-push';
import { stopPushOnThisBrowser } from '../api/unsubscribe-push';
import { PushSubscribeError, subscribeThisBrowser, unsubscribeThisBrowser } from '../lib/push-browser';

/**
 * Why push did not come on: notifications blocked (only the browser's settings undo that), the
 * member dismissed the browser's question, or the browser or the server could not subscribe
 * (`reason`: the server's, in the member's language).
 */
export type PushProblem = { kind: 'denied' } | { kind: 'dismissed' } | { kind: 'failed'; reason?: string };

async function turnOn(publicKey: string): Promise<PushProblem | null> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  const browser = await subscribeThisBrowser(publicKey).catch((error: unknown) => {
    if (error instanceof PushSubscribeError) return null;
    throw error;
  });
  if (browser === null) return { kind: 'failed' };
  const registered = await registerThisBrowser(browser);
  if (registered.ok) return null;
  // The server refused it: the browser's subscription goes too, or this page would register it later.
  await unsubscribeThisBrowser();
  return { kind: 'failed', reason: registered.msg };
}

/**
 * The "push on this device" switch. Turning it on asks the browser's permission, subscribes with
 * the server's key and registers the subscription; a member who has chosen nothing yet then has
 * every kind chosen for them (visibly: they turn off what they do not want). Off ends the
 * subscription here and on the server.
 */
export function usePushOnThisDevice(state: PushState) {
  const queryClient = useQueryClient();
  const save = useSavePushSettings();
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PUSH_STATE_KEY });

  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) {
        await stopPushOnThisBrowser({ quiet: false });
        return null;
      }
      if (state.publicKey === null) return { kind: 'failed' } as const;
      const found = await turnOn(state.publicKey);
      if (found === null && state.settings.kinds.length === 0) {
        await save.mutateAsync({ ...state.settings, kinds: [...NOTIFICATION_KINDS] }).catch(() => undefined);
      }
      return found;
    },
    onMutate: () => {
      setProblem(null);
    },
    onSuccess: (found) => {
      setProblem(found);
    },
    onError: () => {
      setProblem({ kind: 'failed' });
    },
    onSettled: refresh,
  });

  const setOn = (on: boolean) => {
    toggle.mutate(on);
  };
  return { problem, isPending: toggle.isPending, setOn };
}
