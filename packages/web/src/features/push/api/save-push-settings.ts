import { API, ZSavePushSettingsResponse, type TPushSettings } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import type { PushState } from './get-push-settings';
import { PUSH_STATE_KEY } from './keys';

/** Not quiet: a refusal is the server's toast, in the member's language. */
export function savePushSettings(settings: TPushSettings) {
  return request(API.push.savePushSettings, settings, ZSavePushSettingsResponse, { loading: false });
}

/**
 * Saves the member's push settings whole, at each change. The switches move at once; a save that
 * fails puts them back and reads the settings again (a later change may have been saved meanwhile).
 */
export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TPushSettings) => unwrap(savePushSettings(settings)),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: PUSH_STATE_KEY });
      const previous = queryClient.getQueryData<PushState>(PUSH_STATE_KEY);
      queryClient.setQueryData<PushState>(PUSH_STATE_KEY, (state) => (state === undefined ? undefined : { ...state, settings }));
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(PUSH_STATE_KEY, context.previous);
      void queryClient.invalidateQueries({ queryKey: PUSH_STATE_KEY });
    },
  });
}

/**
 * Changes the settings as last shown (two quick taps each keep the other's change) and saves
 * them at once.
 */
export function useChangePushSettings(): (change: (settings: TPushSettings) => TPushSettings) => void {
  const queryClient = useQueryClient();
  const save = useSavePushSettings();
  return (change) => {
    const settings = queryClient.getQueryData<PushState>(PUSH_STATE_KEY)?.settings;
    if (settings !== undefined) save.mutate(change(settings));
  };
}
