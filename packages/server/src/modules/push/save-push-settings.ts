import { API, ZSavePushSettingsRequest, ZSavePushSettingsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { writePushSettings } from './push-store.js';

/** Saves which kinds are pushed, the quiet hours and "show amounts"; pushes queued from now on follow them, and so do those still waiting. */
export const savePushSettingsCall = defineCall({
  path: API.push.savePushSettings,
  request: ZSavePushSettingsRequest,
  response: ZSavePushSettingsResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await writePushSettings(deps.db, memberId, input, new Date(deps.clock.now()));
    return { ok: true as const };
  },
});
