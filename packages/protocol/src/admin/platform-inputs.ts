import { z } from 'zod/mini';
import { SUPPORT_TEXT_MAX } from '../schemas/support/send-message.js';
import { ZAdminId, ZImageData, ZLimit, ZMemberUsername, ZOrderNo, ZTextLanguage } from './input-fields.js';
import { MEMBER_FILTER_FIELDS, pageFields } from './list-fields.js';
import { CONVERSATION_STATUSES, PUSH_DELIVERY_STATUSES } from './platform-answers.js';

/** What the platform's commands take (admin-inputs.ts): support, maintenance, popups, checks. */

/** A command that takes nothing. */
export const ZNoInput = z.object({});
/** A command that takes nothing, and refuses a field it does not know. */
export const ZNoFieldInput = z.strictObject({});

export const ZConversationsInput = z.object({ status: z.optional(z.enum(CONVERSATION_STATUSES)), ...pageFields(['lastMessageAt']) });
/** One conversation (read, closed) by its id. */
export const ZConversationIdInput = z.object({ id: ZAdminId });
/** A reply: text up to the member's own limit and/or a picture. */
export const ZConversationReplyInput = z.strictObject({
  id: ZAdminId,
  text: z._default(z.string().check(z.trim(), z.maxLength(SUPPORT_TEXT_MAX)), ''),
  image: z.optional(ZImageData),
});
export const ZOutboxInput = z.object({ to: z.optional(z.string()), limit: ZLimit });
/** The push queue: one status, one member (a username or an id, as every list takes), newest first. */
export const ZPushDeliveriesInput = z.object({ status: z.optional(z.enum(PUSH_DELIVERY_STATUSES)), member: MEMBER_FILTER_FIELDS.member, limit: ZLimit });
export const ZMaintenanceInput = z.object({ on: z.boolean(), message: z.string().check(z.maxLength(500)) });

/** A time as any ISO text Date.parse reads. */
const ZInstant = z.string().check(z.trim(), z.refine((text) => !Number.isNaN(Date.parse(text)), { message: 'an ISO time such as 2026-01-05T12:00:00Z' }));
export const ZVerifyChainInput = z.object({ from: z.optional(ZInstant), to: z.optional(ZInstant) });
export const ZVerifyContractInput = z.object({ orderNo: ZOrderNo });

/** A popup to everyone (kept as a notice) or to one member. */
export const ZPopupInput = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000)),
  member: z.optional(ZMemberUsername),
  language: ZTextLanguage,
});
