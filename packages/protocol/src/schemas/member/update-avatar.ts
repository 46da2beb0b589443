import { z } from 'zod/mini';

/** Chooses one of the offered avatars, or an image the member uploaded through uploadImg. */
export const ZUpdateAvatarRequest = z.object({
  avatar: z.string().check(z.regex(/^\/(avatars|uploads)\/[A-Za-z0-9._-]+$/, { message: 'rule.avatar' })),
});
