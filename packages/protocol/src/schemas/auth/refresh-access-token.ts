import { z } from 'zod';

export const ZRefreshAccessTokenRequest = z.object({ refreshToken: z.string().min(1).max(200) });
