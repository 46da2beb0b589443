import { ZCaptchaAnswer } from '@meridian/protocol';
import { z } from 'zod/mini';
import type { CaptchaAnswer } from '../api/get-verification-img';

/**
 * The slider's answer as a form holds it: taken from the puzzle when the form is submitted (the
 * answer belongs to the puzzle on screen then), null while the puzzle is not done.
 */
export const ZCaptchaField = z.nullable(ZCaptchaAnswer);

/** Never a puzzle id: stands in for a missing answer so that the other fields are still checked. */
const NO_CAPTCHA: CaptchaAnswer = { captchaId: '-', captchaX: 0 };

/** The answer's fields for the request being checked (a stand-in until there is one, never sent). */
export function captchaFields(answer: CaptchaAnswer | null): CaptchaAnswer {
  return answer ?? NO_CAPTCHA;
}

/**
 * The puzzle is not done: said on the form's `captcha`, with the other fields' messages (it runs
 * even when a field is already wrong), so the member hears everything at once.
 */
export const captchaAnswered = z.superRefine<{ captchaId: string }>(
  (request, ctx) => {
    if (request.captchaId === NO_CAPTCHA.captchaId) ctx.addIssue({ code: 'custom', path: ['captcha'], message: 'rule.captcha' });
  },
  { when: () => true },
);

/** A form with the slider puzzle. */
export type CaptchaForm = { captcha: CaptchaAnswer | null };
