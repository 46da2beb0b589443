import { z } from 'zod';

/** Chooses one of the offered avatars, or an image the member uploaded through uploadImg. */
export const ZUpdateAvatarRequest = z.object({
  avatar: z.string().regex(/^\/(avatars|uploads)\/[A-Za-z0-9._-]+$/, { message: 'rule.avatar' }),
});
