import { API, ZExcludeSelfRequest } from '@meridian/protocol';
import { limitChangeCall } from './apply-limit-change.js';
import { excludeSelf } from './limit-change.js';

/** Self-exclusion from contracts, at once and with no end until the member asks for one. */
export const excludeSelfCall = limitChangeCall({ path: API.limit.excludeSelf, request: ZExcludeSelfRequest, change: excludeSelf });
