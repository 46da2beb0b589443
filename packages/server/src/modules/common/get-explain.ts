import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  API,
  CODE,
  FALLBACK_LANGUAGE,
  ZExplainInfo,
  ZGetExplainInfoRequest,
  ZGetExplainListRequest,
  ZGetExplainListResponse,
  type AppLanguage,
} from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { explains } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';

type ExplainRow = typeof explains.$inferSelect;

/** Each document once, in the member's language where it is written in it, else in en-US. */
async function explainsIn(db: DbOrTx, language: AppLanguage, where?: SQL): Promise<ExplainRow[]> {
  const rows = await db
    .select()
    .from(explains)
    .where(and(inArray(explains.language, [language, FALLBACK_LANGUAGE]), where))
    .orderBy(asc(explains.sort), asc(explains.id));
  const chosen = new Map<string, ExplainRow>();
  for (const row of rows) {
    const current = chosen.get(row.code);
    if (!current || (current.language !== language && row.language === language)) chosen.set(row.code, row);
  }
  return [...chosen.values()];
}

const summary = (row: ExplainRow) => ({ id: row.id, code: row.code, title: row.title, type: row.type });

export const getExplainListCall = defineCall({
  path: API.common.getExplainList,
  request: ZGetExplainListRequest,
  response: ZGetExplainListResponse,
  async handler({ deps, input, language }) {
    const rows = await explainsIn(deps.db, language, input.type === undefined ? undefined : eq(explains.type, input.type));
    return { list: rows.map(summary) };
  },
});

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
    return { ...summary(row), content: row.content };
  },
});
