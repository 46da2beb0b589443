import { API } from '@meridian/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { lastAudit, NOT_AN_IMAGE, TINY_PNG } from '../operator/operator-cli.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/** The company's logo: uploaded as bytes, checked, kept on this server, and what the member app is given. */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let content: ConsoleBrowser;

const asDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function memberAppLogo(): Promise<string> {
  const answer = await t.api.call(API.common.getAppConfigAndCompanyConfig, {});
  return (answer.data as { companyConfig: { logo: string } }).companyConfig.logo;
}

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  content = (await enrolledOperator(t, clock, 'logo-content', 'content')).browser;
});
afterAll(async () => {
  await t.close();
});

describe("the company's logo", () => {
  it('keeps an uploaded PNG on this server, gives it to the member app at once, and logs it', async () => {
    const answer = await content.send('PUT', '/admin/logo', { body: { image: asDataUrl(TINY_PNG) } });
    expect(answer.status).toBe(200);
    const logo = await memberAppLogo();
    expect(logo).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await lastAudit(t)).toMatchObject({ actor: 'console:logo-content', action: 'logo-set', target: 'setting:company', outcome: 'ok' });
    // The rest of the company setting is kept.
    expect((await content.send('GET', '/admin/settings/company')).body.data).toMatchObject({ value: { companyName: 'Meridian', logo } });

    const removed = await content.send('PUT', '/admin/logo', { body: { image: null } });
    expect(removed.status).toBe(200);
    expect(await memberAppLogo()).toBe('');
    // The command line's form: `logo-set none`.
    expect(await runCommand(t.db, { name: 'logo-set', image: null }, { actor: 'cli:test' })).toMatchObject({ ok: true, text: expect.stringContaining('The logo was removed.') as string });
  });

  it('refuses what is not a PNG or JPEG by its bytes, a logo over 256 KB, and a logo elsewhere than this server', async () => {
    const gif = await content.send('PUT', '/admin/logo', { body: { image: asDataUrl(NOT_AN_IMAGE) } });
    expect(gif.status).toBe(422);
    expect(gif.body.message).toBe('The image is not a PNG or JPEG file; nothing was changed.');
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(256 * 1024)]);
    const tooLarge = await content.send('PUT', '/admin/logo', { body: { image: asDataUrl(large) } });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.message).toContain(`at most ${256 * 1024} are accepted`);
    expect((await content.send('PUT', '/admin/logo', { body: { image: 'not base64 at all!' } })).status).toBe(400);
    expect((await content.send('PUT', '/admin/logo', { body: {} })).status).toBe(400);

    const company = { companyName: 'Meridian', currency: 'USDT', currencyBlankedFor: '' };
    for (const logo of ['https://images.example/logo.png', '/uploads/../operator.json', 'javascript:alert(1)']) {
      const elsewhere = await content.send('PUT', '/admin/settings/company', { body: { value: { ...company, logo } } });
      expect(elsewhere.status, logo).toBe(400);
    }
    expect(await memberAppLogo()).toBe('');
  });

  it('refuses the roles whose duty the branding is not', async () => {
    for (const role of ['finance', 'support'] as const) {
      const { browser } = await enrolledOperator(t, clock, `logo-${role}`, role);
      expect((await browser.send('PUT', '/admin/logo', { body: { image: asDataUrl(TINY_PNG) } })).status).toBe(403);
    }
    expect(await memberAppLogo()).toBe('');
  });
});
