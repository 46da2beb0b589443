import { eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE } from '@meridian/protocol';
import { explains } from '../schema/index.js';
import type { DbOrTx } from '../types.js';
import { SEED_EXPLAINS } from './agreements.js';
import { isDemoVersion, isEarlierSeedLanguages } from './demo-versions.js';
import type { SeedExplain } from './explain-rows.js';
import { SEED_HELP_ARTICLES } from './help-articles.js';

/** Every document the seed writes: the agreements and the help articles, a row per code and language. */
const DEMO_EXPLAINS: readonly SeedExplain[] = [...SEED_EXPLAINS, ...SEED_HELP_ARTICLES];

/**
 * The documents' part of upgradeDemoContent: a document (a code) whose every stored language is
 * still the seed's text, in the languages an earlier seed wrote, gains a row for each other
 * language, with the type and place in the list its English row has now; a row in an earlier
 * wording takes today's. A document an operator edited in any language, or removed, is left as
 * it is. Answers how many rows it changed or added.
 */
export async function upgradeDemoExplains(db: DbOrTx): Promise<number> {
  let changed = 0;
  for (const code of new Set(DEMO_EXPLAINS.map((row) => row.code))) {
    const demoIn = (language: string) => DEMO_EXPLAINS.find((row) => row.code === code && row.language === language);
    const stored = await db.select().from(explains).where(eq(explains.code, code));
    const english = stored.find((row) => row.language === FALLBACK_LANGUAGE);
    const untouched = stored.every((row) => {
      const demo = demoIn(row.language);
      return isDemoVersion(row.language, row.title, demo?.title) && isDemoVersion(row.language, row.content, demo?.content);
    });
    if (!english || !untouched) continue;
    for (const row of stored) {
      const demo = demoIn(row.language);
      if (!demo || (row.title === demo.title && row.content === demo.content)) continue;
      await db.update(explains).set({ title: demo.title, content: demo.content }).where(eq(explains.id, row.id));
      changed += 1;
    }
    if (!isEarlierSeedLanguages(stored.map((row) => row.language))) continue;
    const missing = DEMO_EXPLAINS.filter((demo) => demo.code === code && !stored.some((row) => row.language === demo.language));
    if (missing.length === 0) continue;
    await db
      .insert(explains)
      .values(missing.map((demo) => ({ ...demo, type: english.type, sort: english.sort })))
      .onConflictDoNothing({ target: [explains.code, explains.language] });
    changed += missing.length;
  }
  return changed;
}
