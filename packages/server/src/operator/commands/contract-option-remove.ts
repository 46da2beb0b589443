import { z } from 'zod';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { defineCommand } from '../command-types.js';
import { current, saveSetting, ZContractSeconds } from '../setting-edits.js';

export const contractOptionRemove = defineCommand({
  name: 'contract-option-remove',
  fields: z.strictObject({ seconds: ZContractSeconds }),
  group: 'terms',
  summary: 'stop offering a duration',
  line: { flags: { seconds: ['seconds', 'int', '<s>'] } },
  routes: [{ method: 'DELETE', path: '/contract-options/:seconds', numbers: ['seconds'] }],
  audit: { target: (command) => `setting:contract:${command.seconds}s`, keepsResult: true },
  changesSettings: () => ['contract'],
  // Yields and limits: a second operator approves before members see them (setting-duties.ts).
  fourEyes: { kind: 'terms', held: () => SETTING_DUTIES.contract.heldForSecondOperator },
  effect: async (tx, { seconds }) => {
    const { value } = await current(tx, 'contract');
    const options = value.options.filter((option) => option.seconds !== seconds);
    if (options.length === value.options.length) return { ok: false, text: `There is no ${seconds} s option; nothing was changed.` };
    const left = options.length === 0 ? ' No duration is left: members cannot sign contracts until you add one.' : '';
    return saveSetting(tx, 'contract', { ...value, options }, `Contract option ${seconds} s removed.${left}`);
  },
});
