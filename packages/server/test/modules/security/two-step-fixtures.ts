import { generate } from 'otplib';
import { API, CODE } from '@meridian/protocol';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import type { ManualClock } from '../../market/manual-clock.js';

export const as = (member: TestMember) => ({ token: member.token });

/** The code the member's authenticator shows now (the test's clock is the server's). */
export const codeNow = (secret: string, clock: ManualClock) => generate({ secret, epoch: Math.floor(clock.now() / 1000) });

/**
 * A fresh code for the next check: every accepted code spends its 30-second step, so the clock
 * moves to the next step first.
 */
export async function nextCode(secret: string, clock: ManualClock): Promise<string> {
  clock.advance(30_000);
  return codeNow(secret, clock);
}

/** Turns 2-step on for the member as the app does: begin, then the first code; answers the secret and recovery codes. */
export async function turnOnTwoStep(t: TestApp, clock: ManualClock, member: TestMember): Promise<{ secret: string; recoveryCodes: string[] }> {
  const begun = await t.api.call(API.security.beginTwoStep, {}, as(member));
  if (begun.code !== CODE.OK) throw new Error(`beginTwoStep: ${begun.code} ${begun.msg}`);
  const secret = String(begun.data.secret);
  const confirmed = await t.api.call(API.security.confirmTwoStep, { code: await codeNow(secret, clock) }, as(member));
  if (confirmed.code !== CODE.OK) throw new Error(`confirmTwoStep: ${confirmed.code} ${confirmed.msg}`);
  return { secret, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}
