import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZSupportMessage } from './support-message.js';

/** The member's conversation: its latest messages (oldest first), what support wrote that they have not read, and whether someone is there. */
export const ZGetConversationRequest = ZEmpty;
export const ZGetConversationResponse = z.object({
  status: z.enum(['none', 'open', 'closed']),
  messages: z.array(ZSupportMessage),
  unread: z.int().check(z.gte(0)),
  /** false: no support operator has the console open; the app says when support answers instead. */
  supportOnline: z.boolean(),
});
export type TGetConversationResponse = z.infer<typeof ZGetConversationResponse>;

