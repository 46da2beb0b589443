import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { API, CODE, ZGetVerificationImgResponse } from '@meridian/protocol';
import { captchaChallenges } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { solveCaptcha } from '../../helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const demoLogin = (answer: { captchaId: string; captchaX: number }) =>
  t.api.call(API.login.login, { username: 'demo0001', password: 'demo1234', ...answer });

describe('getVerificationImg', () => {
  it('answers a puzzle of the promised shape and keeps its answer in captcha_challenges', async () => {
    const answer = await t.api.call(API.login.getVerificationImg);
    expect(answer.code).toBe(CODE.OK);
    const puzzle = ZGetVerificationImgResponse.parse(answer.data);
    expect(puzzle).toMatchObject({ width: 300, height: 160, pieceSize: 50, expiresInSeconds: 120 });
    const background = PNG.sync.read(Buffer.from(puzzle.backgroundImage.replace('data:image/png;base64,', ''), 'base64'));
    expect([background.width, background.height]).toEqual([300, 160]);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, puzzle.captchaId));
    expect(row?.pieceY).toBe(puzzle.pieceY);
    expect(row?.usedAt).toBeNull();
  });
});

describe('answering a puzzle', () => {
  it('accepts the right x', async () => {
    expect((await demoLogin(await solveCaptcha(t))).code).toBe(CODE.OK);
  });

  it('accepts an answer up to 6 px off, either way', async () => {
    const left = await solveCaptcha(t);
    expect((await demoLogin({ ...left, captchaX: left.captchaX - 6 })).code).toBe(CODE.OK);
    const right = await solveCaptcha(t);
    expect((await demoLogin({ ...right, captchaX: right.captchaX + 6 })).code).toBe(CODE.OK);
  });

  it('refuses an answer 7 px off', async () => {
    const puzzle = await solveCaptcha(t);
    const answer = await demoLogin({ ...puzzle, captchaX: puzzle.captchaX + 7 });
    expect(answer).toMatchObject({ code: CODE.CAPTCHA_INVALID, msg: 'The puzzle was not solved. Please try a new one.' });
  });

  it('is answered once: a right answer after a wrong one is refused', async () => {
    const puzzle = await solveCaptcha(t);
    expect((await demoLogin({ ...puzzle, captchaX: puzzle.captchaX + 40 })).code).toBe(CODE.CAPTCHA_INVALID);
    expect((await demoLogin(puzzle)).code).toBe(CODE.CAPTCHA_INVALID);
  });

  it('cannot be reused after a right answer', async () => {
    const puzzle = await solveCaptcha(t);
    expect((await demoLogin(puzzle)).code).toBe(CODE.OK);
    expect((await demoLogin(puzzle)).code).toBe(CODE.CAPTCHA_INVALID);
  });

  it('expires after its time', async () => {
    const puzzle = await solveCaptcha(t);
    await t.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchaChallenges.id, puzzle.captchaId));
    expect((await demoLogin(puzzle)).code).toBe(CODE.CAPTCHA_INVALID);
  });

  it('refuses a puzzle id that was never issued', async () => {
    expect((await demoLogin({ captchaId: 'made-up', captchaX: 100 })).code).toBe(CODE.CAPTCHA_INVALID);
  });
});

describe('CAPTCHA=off', () => {
  it('accepts any puzzle answer and any code (tests only; production refuses this setting)', async () => {
    const relaxed = await buildTestApp({ captchaEnabled: false });
    try {
      const answer = await relaxed.api.call(API.login.login, { username: 'demo0001', password: 'demo1234', captchaId: 'any', captchaX: 0 });
      expect(answer.code).toBe(CODE.OK);
      // And any verification code, as DESIGN.md says of CAPTCHA=off.
      await relaxed.deps.settings.set('register', { inviteCodeRequired: false, verifyBy: 'email', agreementCode: 'user_agreement' });
      const registered = await relaxed.api.call(API.login.register, {
        username: 'relaxed01',
        password: 'secret123',
        confirmPassword: 'secret123',
        agree: true,
        email: 'relaxed@example.com',
        emailCode: '000000',
        captchaId: 'any',
        captchaX: 0,
      });
      expect(registered.code).toBe(CODE.OK);
    } finally {
      await relaxed.close();
    }
  });
});
