import { API, ZGetPushSettingsRequest, ZGetPushSettingsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { listPushDevices, readPushSettings } from './push-store.js';

/** The member's push settings, devices, and the key this server's pushes are signed with (null: it sends none). */
export const getPushSettingsCall = defineCall({
  path: API.push.getPushSettings,
  request: ZGetPushSettingsRequest,
  response: ZGetPushSettingsResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const [settings, devices] = await Promise.all([readPushSettings(deps.db, memberId), listPushDevices(deps.db, memberId)]);
    return {
      publicKey: deps.push.vapidKeys?.publicKey ?? null,
      settings,
      // The endpoints stay on the server: each is a capability to push to that device.
      devices: devices.map(({ endpoint, ...device }) => ({ ...device, current: endpoint === input.endpoint })),
      thisDevice: input.endpoint !== undefined && devices.some((device) => device.endpoint === input.endpoint),
    };
  },
});
