import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, type AppLanguage } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { explains } from '../../db/schema/index.js';

type ExplainRow = typeof explains.$inferSelect;

/** Each document once, in the member's language where it is written in it, else in en-US. */
export async function explainsIn(db: DbOrTx, language: AppLanguage, where?: SQL): Promise<ExplainRow[]> {
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

/** A document as a list shows it. */
export const explainSummary = (row: ExplainRow) => ({ id: row.id, code: row.code, title: row.title, type: row.type });
