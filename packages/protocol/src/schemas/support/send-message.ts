import { z } from 'zod/mini';
import { ZSupportMessage } from './support-message.js';

export const SUPPORT_TEXT_MAX = 2000;

/** A message to support: text up to 2,000 characters and/or a picture the member uploaded (uploadImg's `url`). */
export const ZSendMessageRequest = z.strictObject({
  text: z.string().check(z.trim(), z.maxLength(SUPPORT_TEXT_MAX, { message: 'rule.tooLong' })),
  imageUrl: z.optional(z.string().check(z.maxLength(200, { message: 'rule.tooLong' }))),
}).check(z.refine((message) => message.text !== '' || (message.imageUrl ?? '') !== '', { message: 'rule.required', path: ['text'] }));
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export const ZSendMessageResponse = ZSupportMessage;

