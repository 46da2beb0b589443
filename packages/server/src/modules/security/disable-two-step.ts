import { API, CODE, ZDisableTwoStepRequest, ZDisableTwoStepResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { clearFailures } from '../../security/failure-throttle.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { isTwoStepOn, readMemberSecurity } from './member-two-step.js';
import { spendCountedCode, twoStepCounter } from './prove-two-step.js';
import { turnTwoStepOff } from './turn-two-step-off.js';

/**
 * Turns 2-step off, proven by a code or a recovery code. Whoever did it may not be the member, so
 * every other session ends and withdrawals wait 24 hours (a hold already longer stays), and a
 * letter says so.
 */
export const disableTwoStepCall = defineCall({
  path: API.security.disableTwoStep,
  request: ZDisableTwoStepRequest,
  response: ZDisableTwoStepResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId, sessionId } = requireSession(context);
    const security = await readMemberSecurity(deps.db, memberId);
    if (!isTwoStepOn(security)) throw new AppError(CODE.TWO_STEP_STATE, 'error.twoStepAlreadyOff');
    const counter = twoStepCounter(deps, memberId);
    await spendCountedCode(deps, security, input.code, [counter]);
    await clearFailures(deps.limiter, [counter]);
    const holdUntil = await turnTwoStepOff(deps.db, security, deps.clock.now());
    deps.live.kickSessions(await revokeMemberSessions(deps.db, memberId, { exceptSessionId: sessionId, caches: deps.caches }), 'two_step_disabled');
    return { withdrawHoldUntil: holdUntil };
  },
});
