import { API, ZCustomerServiceConfig, ZGetCustomerServiceConfigRequest } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { customerServiceIn } from '../../settings/customer-service-settings.js';

/** How members reach customer service, in the member's language. */
export const getCustomerServiceConfigCall = defineCall({
  path: API.common.getCustomerServiceConfig,
  request: ZGetCustomerServiceConfigRequest,
  response: ZCustomerServiceConfig,
  handler: async ({ deps, language }) => customerServiceIn(await deps.settings.get('customerService'), language),
});
