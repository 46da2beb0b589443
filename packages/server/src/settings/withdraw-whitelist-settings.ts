import { z } from 'zod';

/**
 * The withdrawal whitelist (issue 19): how many hours a newly added destination waits before a
 * withdrawal may go to it, and how long turning the whitelist off waits. Set by the operator
 * (`settings-set withdrawWhitelist '{"delayHours":24}'`).
 */
export const ZWithdrawWhitelistSettings = z.object({ delayHours: z.number().int().min(0).max(24 * 30) });
export type TWithdrawWhitelistSettings = z.infer<typeof ZWithdrawWhitelistSettings>;

export const DEFAULT_WITHDRAW_WHITELIST_SETTINGS: TWithdrawWhitelistSettings = { delayHours: 24 };
