import { API, ZEndExclusionRequest } from '@meridian/protocol';
import { limitChangeCall } from './apply-limit-change.js';
import { endExclusion } from './limit-change.js';

/** Asks for the self-exclusion to end: 24 hours from the first ask; without one, nothing changes. */
export const endExclusionCall = limitChangeCall({ path: API.limit.endExclusion, request: ZEndExclusionRequest, change: endExclusion });
