import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZSupportMessage } from './support-message.js';
import { ZSupportSchedule } from './support-schedule.js';

/** The member's conversation: its latest messages (oldest first), what support wrote that they have not read, and whether someone is there. */
export const ZGetConversationRequest = ZEmpty;
export const ZGetConversationResponse = z.object({
  status: z.enum(['none', 'open', 'closed']),
  messages: z.array(ZSupportMessage),
  unread: z.int().check(z.gte(0)),
  /**
   * Whether the member is told that support is there when this was answered (rules/support-hours.ts
   * isSupportAvailable): an agent has the console open, the desk is within its hours, or an agent
   * has just answered. The app works it out again as time passes, from the two fields below.
   */
  supportOnline: z.boolean(),
  /** An operator who answers members has the console open. */
  agentOnline: z.optional(z.boolean()),
  /** The desk's published hours; null when none are published. */
  schedule: z.optional(z.nullable(ZSupportSchedule)),
});
export type TGetConversationResponse = z.infer<typeof ZGetConversationResponse>;

