import { eq } from 'drizzle-orm';
import { API, ZGetExplainListRequest, ZGetExplainListResponse } from '@meridian/protocol';
import { explains } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { explainSummary, explainsIn } from './read-explains.js';

/** The agreements and explanations (of one type, when asked), in the member's language. */
export const getExplainListCall = defineCall({
  path: API.common.getExplainList,
  request: ZGetExplainListRequest,
  response: ZGetExplainListResponse,
  async handler({ deps, input, language }) {
    const rows = await explainsIn(deps.db, language, input.type === undefined ? undefined : eq(explains.type, input.type));
    return { list: rows.map(explainSummary) };
  },
});
