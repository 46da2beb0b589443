import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { APP_LANGUAGES } from '@meridian/protocol';
import { activities, explains, letters, notices, slides } from '../../src/db/schema/index.js';
import { SEED_EXPLAINS } from '../../src/db/seed/agreements.js';
import { demoActivities } from '../../src/db/seed/demo-activities.js';
import { demoLetters } from '../../src/db/seed/demo-letters.js';
import { DEMO_NOTICES } from '../../src/db/seed/demo-notices.js';
import { DEMO_SLIDES } from '../../src/db/seed/demo-slides.js';
import { SEED_HELP_ARTICLES } from '../../src/db/seed/help-articles.js';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.js';
import { upgradeDemoContent } from '../../src/db/seed/upgrade-demo-content.js';
import type { Db } from '../../src/db/types.js';
import type { LocalizedText } from '../../src/i18n/localized-text.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * A database seeded before issue 36 (issue 36 item 6): its notices, activities, letters to
 * everyone, help articles and agreements were written in English and Chinese only, its banners
 * in every language but with «tú» and «sen». Upgraded at start, its untouched demo content reads
 * in every language as a new installation's does; what an operator edited stays exactly theirs.
 */
let testDatabase: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(async () => {
  await testDatabase.dispose();
});

const ADDED = ['id', 'tr', 'uk', 'es'] as const;
/** What every seed before issue 36 wrote of a text. */
const englishAndChinese = (text: LocalizedText): LocalizedText => ({ 'en-US': text['en-US'], 'zh-HK': text['zh-HK'] });
const DEMO_DOCUMENTS = [...SEED_EXPLAINS, ...SEED_HELP_ARTICLES];

/** The seed as it was at c3c264a, the last release before issue 36. */
async function seedAsBeforeIssue36(): Promise<void> {
  const [market, invite, help] = DEMO_SLIDES;
  if (!market || !invite || !help) throw new Error('three demo banners expected');
  await db.insert(slides).values([
    // As migration 0006 left a banner seeded before texts had languages: its English alone.
    { ...market, title: { 'en-US': market.title['en-US'] } },
    { ...invite, title: { ...invite.title, tr: 'Arkadaşlarını davet et, birlikte kazan', es: 'Invita a tus amigos y ganad juntos' } },
    { ...help, title: { ...help.title, es: '¿Eres nuevo? Empieza por el centro de ayuda' } },
  ]);
  await db.insert(notices).values(DEMO_NOTICES.map((notice) => ({ title: englishAndChinese(notice.title), content: englishAndChinese(notice.content) })));
  await db.insert(activities).values(
    demoActivities(Date.now()).map((activity) => ({
      ...activity,
      title: englishAndChinese(activity.title),
      summary: englishAndChinese(activity.summary),
      content: englishAndChinese(activity.content),
    })),
  );
  await db
    .insert(letters)
    .values(demoLetters(Date.now()).map((letter) => ({ ...letter, title: englishAndChinese(letter.title), content: englishAndChinese(letter.content) })));
  await db.insert(explains).values(DEMO_DOCUMENTS.filter((row) => row.language === 'en-US' || row.language === 'zh-HK'));
}

const [WELCOME, MAINTENANCE, SAFETY] = DEMO_NOTICES;
const HELP_CODES = [...new Set(SEED_HELP_ARTICLES.map((row) => row.code))];
const EDITED_HELP = HELP_CODES[1] ?? '';
const RESORTED_HELP = HELP_CODES[2] ?? '';

interface OperatorEdits {
  /** A notice whose Chinese an operator reworded. */
  rewordedNotice: number;
  /** A notice an operator gave a Spanish version of their own. */
  translatedNotice: number;
  /** A notice an operator wrote themselves. */
  ownNotice: number;
}

/** What an operator did to that content since (as their commands write it). */
async function editAsAnOperator(): Promise<OperatorEdits> {
  const rows = await db.select({ id: notices.id, title: notices.title }).from(notices);
  const noticeId = (title: string | undefined) => {
    const id = rows.find((row) => row.title['en-US'] === title)?.id;
    if (id === undefined) throw new Error(`no notice ${title ?? ''}`);
    return id;
  };
  const rewordedNotice = noticeId(SAFETY?.title['en-US']);
  await db
    .update(notices)
    .set({ content: { 'en-US': SAFETY?.content['en-US'], 'zh-HK': '<p>我們的職員絕不會索取密碼。</p>' } })
    .where(eq(notices.id, rewordedNotice));
  const translatedNotice = noticeId(MAINTENANCE?.title['en-US']);
  await db
    .update(notices)
    .set({ title: { ...englishAndChinese(MAINTENANCE?.title ?? {}), es: 'Mantenimiento el domingo' } })
    .where(eq(notices.id, translatedNotice));
  const [own] = await db.insert(notices).values({ title: { 'en-US': 'Our own news' }, content: { 'en-US': '<p>Ours</p>' } }).returning({ id: notices.id });
  if (!own) throw new Error('notice insert returned nothing');
  await db.update(explains).set({ content: '<p>Withdrawals are paid within the hour.</p>' }).where(eq(explains.code, EDITED_HELP));
  await db.update(explains).set({ sort: 7 }).where(eq(explains.code, RESORTED_HELP));
  await db.delete(explains).where(eq(explains.code, 'privacy_policy'));
  return { rewordedNotice, translatedNotice, ownNotice: own.id };
}

const snapshot = async () => ({
  slides: await db.select().from(slides).orderBy(asc(slides.id)),
  notices: await db.select().from(notices).orderBy(asc(notices.id)),
  activities: await db.select().from(activities).orderBy(asc(activities.id)),
  letters: await db.select().from(letters).orderBy(asc(letters.id)),
  explains: await db.select().from(explains).orderBy(asc(explains.id)),
});

describe('the demo content of a database seeded before issue 36', () => {
  let edits: OperatorEdits;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let upgraded: number;

  beforeAll(async () => {
    await seedAsBeforeIssue36();
    edits = await editAsAnOperator();
    before = await snapshot();
    upgraded = await upgradeDemoContent(db);
  });

  it('gains es, id, tr and uk where nobody edited it: banners, notices, activities, letters to everyone', async () => {
    expect(upgraded).toBeGreaterThan(0);
    const after = await snapshot();
    expect(after.slides.map((row) => row.title)).toEqual(DEMO_SLIDES.map((slide) => slide.title));
    const welcome = after.notices.find((row) => row.title['en-US'] === WELCOME?.title['en-US']);
    expect(welcome).toMatchObject({ title: WELCOME?.title, content: WELCOME?.content });
    for (const language of ADDED) expect(welcome?.content[language], language).toBe(WELCOME?.content[language]);
    expect(after.activities.map((row) => [row.title, row.summary, row.content])).toEqual(
      demoActivities(0).map((activity) => [activity.title, activity.summary, activity.content]),
    );
    const demoLetterTexts = demoLetters(0).map((letter) => [letter.title, letter.content]);
    expect(after.letters.map((row) => [row.title, row.content])).toEqual(demoLetterTexts);
  });

  it('gains the help articles and agreements in every language, in the place the operator gave them', async () => {
    const after = await snapshot();
    for (const code of [...HELP_CODES.filter((code) => code !== EDITED_HELP), 'user_agreement']) {
      const rows = after.explains.filter((row) => row.code === code);
      expect(rows.map((row) => row.language).sort(), code).toEqual([...APP_LANGUAGES].sort());
      for (const row of rows) {
        const demo = DEMO_DOCUMENTS.find((document) => document.code === code && document.language === row.language);
        expect({ title: row.title, content: row.content }, `${code} ${row.language}`).toEqual({ title: demo?.title, content: demo?.content });
      }
    }
    expect(new Set(after.explains.filter((row) => row.code === RESORTED_HELP).map((row) => row.sort))).toEqual(new Set([7]));
  });

  it('leaves what an operator edited, wrote or removed exactly as they left it', async () => {
    const after = await snapshot();
    for (const id of [edits.rewordedNotice, edits.translatedNotice, edits.ownNotice]) {
      expect(after.notices.find((row) => row.id === id)).toEqual(before.notices.find((row) => row.id === id));
    }
    expect(after.explains.filter((row) => row.code === EDITED_HELP)).toEqual(before.explains.filter((row) => row.code === EDITED_HELP));
    expect(after.explains.filter((row) => row.code === 'privacy_policy')).toEqual([]);
  });

  it('finds nothing more to do when the server starts again', async () => {
    const upgradedOnce = await snapshot();
    expect(await upgradeDemoContent(db)).toBe(0);
    expect(await snapshot()).toEqual(upgradedOnce);
  });
});

describe('the demo content of a database seeded by this release', () => {
  it('is already as the upgrade would make it', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await seedDemoData(fresh.database.db, { N: 2 ** 12, r: 8, p: 1 })).toBe(true);
      expect(await upgradeDemoContent(fresh.database.db)).toBe(0);
    } finally {
      await fresh.dispose();
    }
  });
});
