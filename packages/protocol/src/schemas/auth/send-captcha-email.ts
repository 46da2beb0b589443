import { ZCaptchaAnswer, ZEmail } from '../shared.js';

/** Sends a 6-digit code to an email address before registering. */
export const ZSendCaptchaEmailRequest = ZCaptchaAnswer.extend({ email: ZEmail });
