import { z } from 'zod';
import { ZProtection } from './get-protection.js';

/** Turns the withdrawal whitelist on at once, or off after the delay; answers the protection as it now is. */
export const ZSetWhitelistRequest = z.object({ on: z.boolean() }).strict();
export type TSetWhitelistRequest = z.infer<typeof ZSetWhitelistRequest>;
export const ZSetWhitelistResponse = ZProtection;
