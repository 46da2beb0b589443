import type { TWithdrawWhitelistSettings } from '@meridian/protocol';

/** The withdrawal whitelist's delay until the operator sets one (the schema is the protocol's). */
export const DEFAULT_WITHDRAW_WHITELIST_SETTINGS: TWithdrawWhitelistSettings = { delayHours: 24 };
