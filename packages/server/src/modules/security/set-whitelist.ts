import { API, ZSetWhitelistRequest, ZSetWhitelistResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { hoursToMs, isWhitelistOn, readMemberProtection, updateMemberProtection } from './member-protection.js';
import { protectionOf } from './protection-view.js';

/**
 * On takes effect at once (and cancels a waiting "off"); off waits the operator's delay, so
 * someone holding a stolen session cannot turn it off and withdraw at once. Asking for off again
 * while it waits keeps the first end time.
 */
export const setWhitelistCall = defineCall({
  path: API.security.setWhitelist,
  request: ZSetWhitelistRequest,
  response: ZSetWhitelistResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const now = deps.clock.now();
    const protection = await readMemberProtection(deps.db, memberId);
    if (input.on) {
      await updateMemberProtection(deps.db, memberId, { withdrawWhitelist: true, withdrawWhitelistEndsAt: null });
    } else if (isWhitelistOn(protection, now) && protection.withdrawWhitelistEndsAt === null) {
      const { delayHours } = await deps.settings.get('withdrawWhitelist');
      await updateMemberProtection(deps.db, memberId, { withdrawWhitelistEndsAt: new Date(now + hoursToMs(delayHours)) });
    }
    return protectionOf(deps, memberId);
  },
});
