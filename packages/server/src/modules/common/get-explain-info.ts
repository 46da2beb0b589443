import { eq } from 'drizzle-orm';
import { API, CODE, ZExplainInfo, ZGetExplainInfoRequest } from '@meridian/protocol';
import { explains } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { explainSummary, explainsIn } from './read-explains.js';

/** One document, by id or code, in the member's language. */
export const getExplainInfoCall = defineCall({
  path: API.common.getExplainInfo,
  request: ZGetExplainInfoRequest,
  response: ZExplainInfo,
  async handler({ deps, input, language }) {
    let code = input.code ?? '';
    if (input.id !== undefined) {
      const [byId] = await deps.db.select({ code: explains.code }).from(explains).where(eq(explains.id, input.id)).limit(1);
      if (!byId) throw new AppError(CODE.NOT_FOUND, 'error.explainNotFound');
      // An id names a document: a member who switched language since reads it in the new one.
      code = byId.code;
    }
    const [row] = await explainsIn(deps.db, language, eq(explains.code, code));
    if (!row) throw new AppError(CODE.NOT_FOUND, 'error.explainNotFound');
    return { ...explainSummary(row), content: row.content };
  },
});
