import { z } from 'zod/mini';

export const ZRefreshAccessTokenRequest = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) });
