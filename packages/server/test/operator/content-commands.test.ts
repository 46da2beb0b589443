import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { activities, explains, letters, notices, slides } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { lastAudit, NOT_AN_IMAGE, operatorCli, TINY_PNG } from './operator-cli.js';

/** Content from the command line: notices, letters, help articles, activities and banners. */
let t: TestApp;
let cli: ReturnType<typeof operatorCli>;
/** Image files as the CLI reads them, without touching the disk. */
const files = (path: string) => {
  if (path === 'banner.png') return TINY_PNG;
  if (path === 'fake.png') return NOT_AN_IMAGE;
  throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
};
beforeAll(async () => {
  t = await buildTestApp();
  cli = operatorCli(t);
});
afterAll(async () => {
  await t.close();
});

describe('notices', () => {
  it('publishes a notice members read, lists it, and takes it down', async () => {
    const added = await cli(['notice-add', '--title', 'Trading hours', '--content', '<p>Always open.</p>']);
    expect(added.ok).toBe(true);
    const id = (added.data as { id: number }).id;
    expect(await lastAudit(t)).toMatchObject({ action: 'notice-add', outcome: 'ok', detail: { title: 'Trading hours', result: { id } } });
    const page = await t.api.call(API.common.pageNotice, { page: 1, pageSize: 50 });
    expect(page.data.list).toContainEqual(expect.objectContaining({ id, title: 'Trading hours', content: '<p>Always open.</p>' }));
    expect((await cli(['notices', '--limit', '5'])).text).toContain(`#${id}  `);

    const removed = await cli(['notice-remove', String(id)]);
    expect(removed.text).toBe(`Notice #${id} ("Trading hours [en-US]") removed.`);
    expect(await lastAudit(t)).toMatchObject({ action: 'notice-remove', target: `notice:${id}`, outcome: 'ok' });
    expect(await t.db.select().from(notices).where(eq(notices.id, id))).toEqual([]);
    const again = await cli(['notice-remove', String(id)]);
    expect(again).toMatchObject({ ok: false, text: `There is no notice #${id}; nothing was removed.` });
    expect((await lastAudit(t)).outcome).toBe(`refused: ${again.text}`);
  });

  it('with --popup stores the notice as a popup and pushes it', async () => {
    const outcome = await cli(['notice-add', '--title', 'Now live', '--content', 'New pairs', '--popup']);
    expect(outcome.text).toMatch(/^Notice #\d+ stored and sent as a popup to everyone online\.$/);
    const [row] = await t.db.select().from(notices).where(eq(notices.id, (outcome.data as { id: number }).id));
    expect(row).toMatchObject({ title: { 'en-US': 'Now live' }, popup: true });
  });

  it('refuses an empty title and absurdly long content', async () => {
    await expect(cli(['notice-add', '--title', '  ', '--content', 'x'])).rejects.toThrow(/--title: a title is required/);
    await expect(cli(['notice-add', '--title', 'Long', '--content', 'x'.repeat(50_001)])).rejects.toThrow(/--content: at most 50,000 characters/);
    await expect(cli(['notice-remove', 'latest'])).rejects.toThrow(/id: Invalid input: expected number/);
  });
});

describe('letter-send', () => {
  it('sends a letter to one member, and one to every member', async () => {
    const member = await newMember(t);
    const personal = await cli(['letter-send', '--title', 'Your withdrawal', '--content', '<p>Paid.</p>', '--member', member.username]);
    expect(personal.text).toMatch(new RegExp(`^Letter #\\d+ sent to ${member.username} \\(member #${member.id}\\)\\.$`));
    expect(await lastAudit(t)).toMatchObject({ action: 'letter-send', target: `member:${member.username}`, outcome: 'ok' });
    const broadcast = await cli(['letter-send', '--title', 'Welcome', '--content', '<p>Hello all</p>']);
    expect(broadcast.text).toMatch(/^Letter #\d+ sent to every member \(\d+ members\)\.$/);
    expect(await lastAudit(t)).toMatchObject({ action: 'letter-send', target: 'everyone' });
    const rows = await t.db.select().from(letters);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberId: member.id, title: { 'en-US': 'Your withdrawal' } }),
        expect.objectContaining({ memberId: null, title: { 'en-US': 'Welcome' } }),
      ]),
    );
  });

  it('refuses an unknown member and writes no letter', async () => {
    const before = (await t.db.select().from(letters)).length;
    const outcome = await cli(['letter-send', '--title', 'Hi', '--content', 'x', '--member', 'nobody-here']);
    expect(outcome).toMatchObject({ ok: false, text: 'No member is named "nobody-here"; no letter was sent.' });
    expect((await lastAudit(t)).outcome).toBe(`refused: ${outcome.text}`);
    expect((await t.db.select().from(letters)).length).toBe(before);
  });
});

describe('help articles', () => {
  it('adds an article per language, updates it, serves it with the en-US fallback, and removes it', async () => {
    expect((await cli(['help-set', '--code', 'how_to_trade', '--language', 'en-US', '--title', 'How to trade', '--content', '<p>EN</p>', '--sort', '3'])).text).toBe(
      'Help article "how_to_trade" (en-US) added.',
    );
    expect((await cli(['help-set', '--code', 'how_to_trade', '--language', 'zh-HK', '--title', '如何交易', '--content', '<p>ZH</p>'])).ok).toBe(true);
    expect((await cli(['help-set', '--code', 'how_to_trade', '--language', 'en-US', '--title', 'Trading, step by step', '--content', '<p>EN2</p>'])).text).toBe(
      'Help article "how_to_trade" (en-US) updated.',
    );
    expect(await lastAudit(t)).toMatchObject({ action: 'help-set', target: 'help:how_to_trade', outcome: 'ok' });
    const [english] = await t.db.select().from(explains).where(and(eq(explains.code, 'how_to_trade'), eq(explains.language, 'en-US')));
    expect(english).toMatchObject({ type: 'help', title: 'Trading, step by step', content: '<p>EN2</p>', sort: 3 });

    const inSpanish = await t.api.call(API.common.getExplainInfo, { code: 'how_to_trade' }, { language: 'es' });
    expect(inSpanish.data).toMatchObject({ title: 'Trading, step by step', content: '<p>EN2</p>' });
    expect((await cli(['help-articles'])).text).toContain('how_to_trade  zh-HK');

    expect((await cli(['help-remove', '--code', 'how_to_trade', '--language', 'zh-HK'])).text).toBe('Help article "how_to_trade" removed (zh-HK).');
    expect((await cli(['help-remove', '--code', 'how_to_trade'])).text).toBe('Help article "how_to_trade" removed (en-US).');
    expect((await cli(['help-remove', '--code', 'how_to_trade'])).text).toBe('There is no help article "how_to_trade"; nothing was removed.');
  });

  it('never turns an agreement into a help article, and refuses unknown languages and odd codes', async () => {
    const outcome = await cli(['help-set', '--code', 'user_agreement', '--language', 'en-US', '--title', 'Mine', '--content', 'x']);
    expect(outcome).toMatchObject({ ok: false, text: '"user_agreement" is not a help article (its type is agreement); choose another code. Nothing was changed.' });
    expect((await lastAudit(t)).outcome).toBe(`refused: ${outcome.text}`);
    expect((await cli(['help-remove', '--code', 'user_agreement'])).ok).toBe(false);
    await expect(cli(['help-set', '--code', 'x', '--language', 'fr', '--title', 'T', '--content', 'x'])).rejects.toThrow(/--language: one of en-US, zh-HK/);
    await expect(cli(['help-set', '--code', 'Bad Code', '--language', 'en-US', '--title', 'T', '--content', 'x'])).rejects.toThrow(/--code: a code of lowercase/);
  });
});

describe('activities', () => {
  it('adds an activity with a generated cover, then changes and disables it', async () => {
    const added = await cli([
      'activity-add', '--title', 'Spring bonus', '--summary', 'Trade and win', '--content', '<p>Rules</p>',
      '--starts', '2026-03-01T00:00:00Z', '--ends', '2026-04-01T00:00:00+08:00',
    ]);
    expect(added.ok).toBe(true);
    const activity = (added.data as { activity: { id: number; image: string; endsAt: string } }).activity;
    expect(activity.image).toMatch(/^\/media\/activities\/\d+\.svg$/);
    expect(activity.endsAt).toBe('2026-03-31T16:00:00.000Z');
    expect((await t.app.inject({ method: 'GET', url: activity.image })).statusCode).toBe(200);

    const changed = await cli(['activity-set', String(activity.id), '--image', 'banner.png', '--ends', 'none', '--enabled', 'false'], files);
    expect(changed.ok).toBe(true);
    const audit = await lastAudit(t);
    expect(audit).toMatchObject({ action: 'activity-set', target: `activity:${activity.id}`, detail: { imageBytes: TINY_PNG.length, enabled: false } });
    expect(JSON.stringify(audit.detail)).not.toContain(TINY_PNG.toString('base64'));
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row).toMatchObject({ enabled: false, endsAt: null, title: { 'en-US': 'Spring bonus' } });
    expect(row?.image).not.toBe(activity.image);
    expect((await cli(['activities'])).text).toContain(`#${activity.id}  Spring bonus`);
  });

  it('refuses an activity that ends before it starts, and an unknown one', async () => {
    const outcome = await cli(['activity-add', '--title', 'Backwards', '--summary', 's', '--content', 'c', '--starts', '2026-05-01T00:00:00Z', '--ends', '2026-04-01T00:00:00Z']);
    expect(outcome).toMatchObject({ ok: false, text: 'The activity would end before it starts; nothing was changed.' });
    expect((await cli(['activity-set', '999999', '--enabled', 'false'])).text).toBe('There is no activity #999999; nothing was changed.');
    await expect(cli(['activity-add', '--title', 'No summary', '--content', 'c'])).rejects.toThrow(/--summary: Invalid input/);
  });
});

describe('banners', () => {
  it('adds a banner from a PNG file, served by this server, shown on home, and changes it', async () => {
    const added = await cli(['banner-add', '--title', 'Invite and earn', '--image', 'banner.png', '--link', '/pages/my/invite', '--sort', '9'], files);
    expect(added.ok).toBe(true);
    const banner = (added.data as { banner: { id: number; image: string } }).banner;
    const picture = await t.app.inject({ method: 'GET', url: banner.image });
    expect(picture.rawPayload.equals(TINY_PNG)).toBe(true);
    const home = await t.api.call(API.common.getSlide, {});
    expect(home.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: banner.id, title: 'Invite and earn', link: '/pages/my/invite' })]));

    expect((await cli(['banner-set', String(banner.id), '--enabled', 'false', '--sort', '1', '--link', 'none'])).ok).toBe(true);
    expect(await lastAudit(t)).toMatchObject({ action: 'banner-set', target: `banner:${banner.id}`, outcome: 'ok' });
    const [row] = await t.db.select().from(slides).where(eq(slides.id, banner.id));
    expect(row).toMatchObject({ enabled: false, sort: 1, link: null, image: banner.image });
    expect((await cli(['banners'])).text).toContain(`#${banner.id}  Invite and earn`);
  });

  it('refuses a file that is not PNG or JPEG, a link to another site, and a banner without a picture', async () => {
    const before = (await t.db.select().from(slides)).length;
    const fake = await cli(['banner-add', '--title', 'Fake', '--image', 'fake.png'], files);
    expect(fake).toMatchObject({ ok: false, text: 'The image is not a PNG or JPEG file; nothing was changed.' });
    expect(await lastAudit(t)).toMatchObject({ action: 'banner-add', outcome: `refused: ${fake.text}` });
    expect((await t.db.select().from(slides)).length).toBe(before);
    await expect(cli(['banner-add', '--title', 'Away', '--image', 'banner.png', '--link', 'https://example.com'], files)).rejects.toThrow(/--link: an app route/);
    await expect(cli(['banner-add', '--title', 'Away', '--image', 'banner.png', '--link', '//example.com'], files)).rejects.toThrow(/--link: an app route/);
    await expect(cli(['banner-add', '--title', 'Bare'])).rejects.toThrow(/--image: Invalid input/);
    await expect(cli(['banner-add', '--title', 'Gone', '--image', 'gone.png'], files)).rejects.toThrow(/--image cannot read gone\.png \(ENOENT\)/);
  });
});
