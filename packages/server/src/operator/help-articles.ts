import { z } from 'zod';

/** Help articles are explains of this type: one row per code and language, en-US the fallback. */
export const HELP_TYPE = 'help';

export const ZHelpCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a code of lowercase letters, digits, - and _ (at most 64), e.g. how_to_recharge');
