import { API, ZGetCountdownRequest, ZGetCountdownResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { readTaskProgress } from './task-progress.js';
import { loadTaskRules } from './task-rules.js';

/** How long until the caller may grab again: the grab interval, or the next local day when today's tasks are used. */
export const getCountdownCall = defineCall({
  path: API.task.getCountdown,
  request: ZGetCountdownRequest,
  response: ZGetCountdownResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const nowMs = deps.clock.now();
    const { countdown } = await readTaskProgress(deps.db, memberId, await loadTaskRules(deps), nowMs);
    return { ...countdown, serverTime: nowMs };
  },
});
