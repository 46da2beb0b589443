import { API, ZGetCountryListRequest, ZGetCountryListResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The countries members choose from, as the operator listed them. */
export const getCountryListCall = defineCall({
  path: API.common.getCountryList,
  request: ZGetCountryListRequest,
  response: ZGetCountryListResponse,
  handler: async ({ deps }) => ({ list: await deps.settings.get('countries') }),
});
