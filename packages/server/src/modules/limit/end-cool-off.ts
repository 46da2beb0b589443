import { API, ZEndCoolOffRequest } from '@meridian/protocol';
import { limitChangeCall } from './apply-limit-change.js';
import { endCoolOff } from './limit-change.js';

/** Ending a break early: it ends 24 hours from now (or at its own end, if sooner); without one, nothing changes. */
export const endCoolOffCall = limitChangeCall({ path: API.limit.endCoolOff, request: ZEndCoolOffRequest, change: endCoolOff });
