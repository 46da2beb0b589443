import { z } from 'zod/mini';

/**
 * The withdrawal whitelist (issue 19): how many hours a newly added destination waits before a
 * withdrawal may go to it, and how long turning the whitelist off waits. Set by the operator
 * (`settings-set withdrawWhitelist '{"delayHours":24}'`).
 */
export const ZWithdrawWhitelistSettings = z.object({ delayHours: z.int().check(z.gte(0), z.lte(24 * 30)) });
export type TWithdrawWhitelistSettings = z.infer<typeof ZWithdrawWhitelistSettings>;
