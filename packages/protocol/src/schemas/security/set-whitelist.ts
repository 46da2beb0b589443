import { z } from 'zod/mini';
import { ZProtection } from './get-protection.js';

/** Turns the withdrawal whitelist on at once, or off after the delay; answers the protection as it now is. */
export const ZSetWhitelistRequest = z.strictObject({ on: z.boolean() });
export type TSetWhitelistRequest = z.infer<typeof ZSetWhitelistRequest>;
export const ZSetWhitelistResponse = ZProtection;
