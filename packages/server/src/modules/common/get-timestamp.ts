import { API, ZGetTimestampRequest, ZGetTimestampResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The server's clock now, in milliseconds. */
export const getTimestampCall = defineCall({
  path: API.common.getTimestamp,
  request: ZGetTimestampRequest,
  response: ZGetTimestampResponse,
  handler: () => Promise.resolve({ timestamp: Date.now() }),
});
