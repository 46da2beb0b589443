import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { checkTickChain, describeTickChain } from '../../market/check-tick-chain.js';
import { defineRead } from '../command-types.js';

/**
 * `npm run verify -- chain [--from <ISO> --to <ISO>]` (and part of `ledger:check`): the chain of
 * tick roots has no gap and no broken link, and every tick still kept gives its second's root.
 * Prints how fast it went, in ticks a second.
 */
export const verifyChain = defineRead({
  name: 'verify-chain',
  fields: ADMIN_INPUTS['verify-chain'],
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
