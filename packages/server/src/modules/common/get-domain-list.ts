import { API, ZGetDomainListRequest, ZGetDomainListResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The platform's domains, as the operator listed them. */
export const getDomainListCall = defineCall({
  path: API.common.getDomainList,
  request: ZGetDomainListRequest,
  response: ZGetDomainListResponse,
  handler: async ({ deps }) => ({ domains: await deps.settings.get('domains') }),
});
