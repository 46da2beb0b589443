import { z } from 'zod/mini';

/** One message of a member's conversation with support: text, a picture, or both. */
export const ZSupportMessage = z.object({
  id: z.int(),
  from: z.enum(['member', 'support']),
  text: z.string(),
  /** A picture under /uploads/, or empty. */
  imageUrl: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.int(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

