import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { current } from '../setting-edits.js';

export const contractOptions = defineCommand({
  name: 'contract-options',
  fields: ADMIN_INPUTS['contract-options'],
  group: 'terms',
  summary: 'second-contract durations with yield and amounts',
  line: {},
  routes: ADMIN_ROUTES['contract-options'],
  audit: {},
  effect: async (tx) => {
    const [{ value }, company] = await Promise.all([current(tx, 'contract'), current(tx, 'company')]);
    const lines = value.options.map(
      (option) => `${option.seconds} s  yield ${option.yieldPercent} %  amount ${option.minAmount} – ${option.maxAmount} ${company.value.currency}`,
    );
    return { ok: true, text: lines.length === 0 ? 'No contract durations are offered.' : lines.join('\n'), data: { options: value.options } };
  },
});
