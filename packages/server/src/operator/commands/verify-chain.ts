import { z } from 'zod';
import { ADMIN_ROUTES } from '@meridian/protocol';
import { checkTickChain, describeTickChain } from '../../market/check-tick-chain.js';
import { defineRead } from '../command-types.js';

const ZInstant = z
  .string()
  .trim()
  .refine((text) => !Number.isNaN(Date.parse(text)), { message: 'an ISO time such as 2026-01-05T12:00:00Z' });

/**
 * `npm run verify -- chain [--from <ISO> --to <ISO>]` (and part of `ledger:check`): the chain of
 * tick roots has no gap and no broken link, and every tick still kept gives its second's root.
 * Prints how fast it went, in ticks a second.
 */
export const verifyChain = defineRead({
  name: 'verify-chain',
  fields: z.object({ from: ZInstant.optional(), to: ZInstant.optional() }),
  group: 'platform',
  summary: 'check the chain of tick roots (every link, no gap) and every recorded tick against its root, from and to a time (exit 1 if not)',
  line: { words: ['verify', 'chain'], flags: { from: ['from', 'text', '<ISO time>'], to: ['to', 'text', '<ISO time>'] } },
  routes: ADMIN_ROUTES['verify-chain'],
  effect: async (db, command) => {
    const report = await checkTickChain(db, {
      fromMs: command.from === undefined ? undefined : Date.parse(command.from),
      toMs: command.to === undefined ? undefined : Date.parse(command.to),
    });
    return { ok: report.ok, text: describeTickChain(report), data: report };
  },
});
