import { API, ZGetTypeOptionRequest, ZGetTypeOptionResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { loadContractTerms } from './contract-terms.js';

/** The tradable currencies. */
export const getTypeOptionCall = defineCall({
  path: API.contractShort.getTypeOption,
  request: ZGetTypeOptionRequest,
  response: ZGetTypeOptionResponse,
  async handler({ deps }) {
    return { list: [...(await loadContractTerms(deps)).types] };
  },
});
