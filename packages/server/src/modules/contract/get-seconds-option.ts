import { API, ZGetSecondsOptionRequest, ZGetSecondsOptionResponse, type ApiPath } from '@meridian/protocol';
import { defineCall, type CallDefinition } from '../../http/define-call.js';
import { loadContractTerms, toSecondsOption } from './contract-terms.js';

/** The spec lists the durations under both /api/common/ and /api/ContractShort/: one answer for both. */
function secondsOptionCall(path: ApiPath): CallDefinition {
  return defineCall({
    path,
    request: ZGetSecondsOptionRequest,
    response: ZGetSecondsOptionResponse,
    async handler({ deps }) {
      const terms = await loadContractTerms(deps);
      return { list: terms.options.map((option) => toSecondsOption(option, terms.currency)) };
    },
  });
}

export const getSecondsOptionCalls: readonly CallDefinition[] = [
  secondsOptionCall(API.common.getSecondsOption),
  secondsOptionCall(API.contractShort.getSecondsOption),
];
