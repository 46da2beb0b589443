import { API, WIN_LIST_SIZE, ZGetCurWinListRequest, ZGetCurWinListResponse } from '@meridian/protocol';
import { defineCall, type CallDefinition } from '../../http/define-call.js';
import { recentWins, type WinListSource } from './win-list-source.js';

/**
 * Recent contract wins for the public home ticker. Reads more settled contracts than it shows,
 * since losses among them are left out.
 */
export function createGetCurWinListCall(source: WinListSource): CallDefinition {
  return defineCall({
    path: API.common.getCurWinList,
    request: ZGetCurWinListRequest,
    response: ZGetCurWinListResponse,
    async handler({ deps }) {
      const settled = await source(deps.db, WIN_LIST_SIZE * 5);
      return { list: recentWins(settled, WIN_LIST_SIZE) };
    },
  });
}
