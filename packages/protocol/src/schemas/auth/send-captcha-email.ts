import { z } from 'zod/mini';
import { ZCaptchaAnswer, ZEmail } from '../shared.js';

/** Sends a 6-digit code to an email address before registering. */
export const ZSendCaptchaEmailRequest = z.extend(ZCaptchaAnswer, { email: ZEmail });
