import { API, ZGetAvatarListRequest, ZGetAvatarListResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { AVATAR_URLS } from '../../static/avatars.js';

/** The avatars a member may pick. */
export const getAvatarListCall = defineCall({
  path: API.common.getAvatarList,
  request: ZGetAvatarListRequest,
  response: ZGetAvatarListResponse,
  handler: () => Promise.resolve({ list: [...AVATAR_URLS] }),
});
