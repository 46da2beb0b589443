import { API, ZStartCoolOffRequest } from '@meridian/protocol';
import { limitChangeCall } from './apply-limit-change.js';
import { startCoolOff } from './limit-change.js';

/** A break from contracts for 24 hours, 7 or 30 days, from now: at once, since it only tightens. */
export const startCoolOffCall = limitChangeCall({
  path: API.limit.startCoolOff,
  request: ZStartCoolOffRequest,
  change: (state, now, input) => startCoolOff(state, input.period, now),
});
