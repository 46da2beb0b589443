import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APP_LANGUAGES,
  CODE,
  FALLBACK_LANGUAGE,
  languageHeader,
  ZActivityInfo,
  ZExplainInfo,
  ZGetActivityPageResponse,
  ZGetExplainListResponse,
  ZGetLetterPageResponse,
  ZGetSlideResponse,
  ZPageNoticeResponse,
  type AppLanguage,
} from '@meridian/protocol';
import { activities, explains, goodsItems, letters, miningProducts, notices, slides } from '../../../src/db/schema/index.js';
import type { LocalizedText } from '../../../src/i18n/localized-text.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

/**
 * The demo content (issue 36): every banner, notice (the home marquee), activity, help article,
 * agreement and letter to everyone answers in each of the app's languages, in that language's own
 * words rather than the English, as the app asks for it (its language header).
 */
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const TRANSLATED = APP_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

/** A call as the app sends it in `language`: its header is the spec's code for it (`es-ES`, `id-ID`…). */
async function read(path: string, language: AppLanguage, payload: Record<string, unknown> = {}): Promise<unknown> {
  const answer = await t.api.call(path, payload, { token: member.token, language: languageHeader(language) });
  expect(answer.code).toBe(CODE.OK);
  return answer.data;
}

interface Texts {
  /** What names the item in every language (an id or a code). */
  key: string | number;
  texts: string[];
}

/** The texts of each item in `language` and in English, paired by the item. */
async function bothLanguages(language: AppLanguage, readAll: (language: AppLanguage) => Promise<Texts[]>) {
  const [own, english] = await Promise.all([readAll(language), readAll(FALLBACK_LANGUAGE)]);
  expect(own.map((item) => item.key)).toEqual(english.map((item) => item.key));
  return own.map((item, index) => ({ key: item.key, own: item.texts, english: english[index]?.texts ?? [] }));
}

const CONTENT: Record<string, (language: AppLanguage) => Promise<Texts[]>> = {
  banners: async (language) => ZGetSlideResponse.parse(await read(API.common.getSlide, language)).list.map((slide) => ({ key: slide.id, texts: [slide.title] })),
  'notices (the home marquee)': async (language) =>
    ZPageNoticeResponse.parse(await read(API.common.pageNotice, language, { page: 1, pageSize: 50 })).list.map((notice) => ({ key: notice.id, texts: [notice.title, notice.content] })),
  activities: async (language) => {
    const page = ZGetActivityPageResponse.parse(await read(API.common.getActivityPage, language, { page: 1, pageSize: 50 }));
    return Promise.all(
      page.list.map(async (activity) => {
        const info = ZActivityInfo.parse(await read(API.common.getActivityInfo, language, { id: activity.id }));
        return { key: activity.id, texts: [activity.title, activity.summary, info.content] };
      }),
    );
  },
  'help articles': async (language) => {
    const list = ZGetExplainListResponse.parse(await read(API.common.getExplainList, language, { type: 'help' })).list;
    return Promise.all(
      list.map(async (article) => {
        const info = ZExplainInfo.parse(await read(API.common.getExplainInfo, language, { code: article.code }));
        return { key: article.code, texts: [article.title, info.title, info.content] };
      }),
    );
  },
  agreements: async (language) =>
    Promise.all(
      ['user_agreement', 'privacy_policy'].map(async (code) => {
        const info = ZExplainInfo.parse(await read(API.common.getExplainInfo, language, { code }));
        return { key: code, texts: [info.title, info.content] };
      }),
    ),
  'letters to every member': async (language) =>
    ZGetLetterPageResponse.parse(await read(API.member.getLetterPage, language, { page: 1, pageSize: 50 })).list.map((letter) => ({
      key: letter.id,
      texts: [letter.title, letter.content],
    })),
};

describe('the demo content in every language', () => {
  describe.each(Object.keys(CONTENT))('%s', (kind) => {
    it.each(TRANSLATED)('answer in %s, every text in its own words', async (language) => {
      const readAll = CONTENT[kind];
      if (readAll === undefined) throw new Error(`no reader for ${kind}`);
      const items = await bothLanguages(language, readAll);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        item.own.forEach((text, index) => {
          expect(text, `${kind} ${item.key} text ${index} in ${language}`).not.toBe('');
          expect(text, `${kind} ${item.key} text ${index} in ${language}`).not.toBe(item.english[index]);
        });
      }
    });
  });

  it('hold a version in every language in each localized column the seed writes, and each document in every language', async () => {
    const columns: [string, LocalizedText[]][] = [
      ['slides.title', (await t.db.select().from(slides)).map((row) => row.title)],
      ['notices.title', (await t.db.select().from(notices)).flatMap((row) => [row.title, row.content])],
      ['activities', (await t.db.select().from(activities)).flatMap((row) => [row.title, row.summary, row.content])],
      ['letters', (await t.db.select().from(letters)).flatMap((row) => [row.title, row.content])],
      ['goods_items.name', (await t.db.select().from(goodsItems)).map((row) => row.name)],
      ['mining_products.name', (await t.db.select().from(miningProducts)).map((row) => row.name)],
    ];
    for (const [column, texts] of columns) {
      expect(texts.length, column).toBeGreaterThan(0);
      for (const text of texts) expect(APP_LANGUAGES.filter((language) => !text[language]), `${column}: ${JSON.stringify(text)}`).toEqual([]);
    }
    const rows = await t.db.select({ code: explains.code, language: explains.language }).from(explains);
    const codes = [...new Set(rows.map((row) => row.code))];
    for (const code of codes) expect(rows.filter((row) => row.code === code).map((row) => row.language).sort(), code).toEqual([...APP_LANGUAGES].sort());
  });

  it('addresses a Spanish reader as «usted» throughout, never «tú»', async () => {
    const spanish = (await Promise.all(Object.values(CONTENT).map((readAll) => readAll('es')))).flat().flatMap((item) => item.texts);
    const informal = /\b(tú|tu|tus|ti|te|contigo|eres|estás|tienes|puedes|quieres|has|invita|empieza|lee|elige|pulsa)\b|\b\p{L}+ad\b(?= juntos)/iu;
    expect(spanish.filter((text) => informal.test(text.replace(/<[^>]*>/g, ' ')))).toEqual([]);
  });
});
