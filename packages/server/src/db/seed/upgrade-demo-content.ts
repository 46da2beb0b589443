import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FALLBACK_LANGUAGE } from '@meridian/protocol';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { activities, letters, notices, slides } from '../schema/index.js';
import type { Db, DbOrTx } from '../types.js';
import { demoActivities } from './demo-activities.js';
import { demoLetters } from './demo-letters.js';
import { DEMO_NOTICES } from './demo-notices.js';
import { DEMO_SLIDES } from './demo-slides.js';
import type { EveryLanguage } from './in-every-language.js';
import { upgradeDemoExplains } from './upgrade-demo-explains.js';
import { upgradedDemoTexts } from './upgraded-demo-texts.js';

/** One kind of demo content stored with a version per language in each of its `fields`. */
interface DemoRows<F extends string> {
  fields: readonly F[];
  demos: readonly Readonly<Record<F | 'title', EveryLanguage>>[];
  /** The rows that may be one of the demos: those whose English title is `title`. */
  find(db: DbOrTx, title: string): Promise<(Record<F, LocalizedText> & { id: number })[]>;
  save(db: DbOrTx, id: number, texts: Record<F, LocalizedText>): Promise<void>;
}

/** A row's English title is `title` (the demo's, which no release has changed). */
const englishTitle = (column: PgColumn, title: string): SQL => sql`${column} ->> ${FALLBACK_LANGUAGE} = ${title}`;

const SLIDES: DemoRows<'title'> = {
  fields: ['title'],
  demos: DEMO_SLIDES,
  find: (db, title) => db.select({ id: slides.id, title: slides.title }).from(slides).where(englishTitle(slides.title, title)),
  save: async (db, id, texts) => {
    await db.update(slides).set({ title: texts.title }).where(eq(slides.id, id));
  },
};

const NOTICES: DemoRows<'title' | 'content'> = {
  fields: ['title', 'content'],
  demos: DEMO_NOTICES,
  find: (db, title) => db.select({ id: notices.id, title: notices.title, content: notices.content }).from(notices).where(englishTitle(notices.title, title)),
  save: async (db, id, texts) => {
    await db.update(notices).set({ title: texts.title, content: texts.content }).where(eq(notices.id, id));
  },
};

const ACTIVITIES: DemoRows<'title' | 'summary' | 'content'> = {
  fields: ['title', 'summary', 'content'],
  demos: demoActivities(0),
  find: (db, title) =>
    db
      .select({ id: activities.id, title: activities.title, summary: activities.summary, content: activities.content })
      .from(activities)
      .where(englishTitle(activities.title, title)),
  save: async (db, id, texts) => {
    await db.update(activities).set({ title: texts.title, summary: texts.summary, content: texts.content }).where(eq(activities.id, id));
  },
};

/** The letters to every member: a letter to one member is never demo content. */
const LETTERS: DemoRows<'title' | 'content'> = {
  fields: ['title', 'content'],
  demos: demoLetters(0),
  find: (db, title) =>
    db
      .select({ id: letters.id, title: letters.title, content: letters.content })
      .from(letters)
      .where(and(isNull(letters.memberId), englishTitle(letters.title, title))),
  save: async (db, id, texts) => {
    await db.update(letters).set({ title: texts.title, content: texts.content }).where(eq(letters.id, id));
  },
};

async function upgradeRows<F extends string>(db: DbOrTx, rows: DemoRows<F>): Promise<number> {
  let upgraded = 0;
  for (const demo of rows.demos) {
    for (const row of await rows.find(db, demo.title[FALLBACK_LANGUAGE])) {
      const texts = upgradedDemoTexts(row, demo, rows.fields);
      if (texts === null) continue;
      await rows.save(db, row.id, texts);
      upgraded += 1;
    }
  }
  return upgraded;
}

/**
 * Brings the demo content of a database seeded by an earlier release to today's (issue 36): the
 * banners, notices (the home marquee), activities, letters to everyone, help articles and
 * agreements an earlier seed wrote in English and Chinese only gain the other languages, and an
 * earlier wording is replaced by today's. Only what is still exactly as a seed wrote it changes:
 * a row an operator edited in any language, or removed, stays as they left it. Runs at every
 * start (app.ts, under the setup lock); once done it finds nothing to do. Answers how many rows
 * it changed or added.
 */
export async function upgradeDemoContent(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    changed += await upgradeRows(tx, SLIDES);
    changed += await upgradeRows(tx, NOTICES);
    changed += await upgradeRows(tx, ACTIVITIES);
    changed += await upgradeRows(tx, LETTERS);
    changed += await upgradeDemoExplains(tx);
    return changed;
  });
}
