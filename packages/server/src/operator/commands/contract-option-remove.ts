import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';
import { current, saveSetting } from '../setting-edits.js';

export const contractOptionRemove = defineCommand({
  name: 'contract-option-remove',
  fields: ADMIN_INPUTS['contract-option-remove'],
  group: 'terms',
  summary: 'stop offering a duration',
  line: { flags: { seconds: ['seconds', 'int', '<s>'] } },
  routes: ADMIN_ROUTES['contract-option-remove'],
  audit: { target: (command) => `setting:contract:${command.seconds}s`, keepsResult: true },
  changesSettings: () => ['contract'],
  // Yields and limits: a second operator approves before members see them (setting-duties.ts).
  fourEyes: { kind: 'terms', held: () => SETTING_DUTIES.contract.heldForSecondOperator },
  effect: async (tx, { seconds }) => {
    const { value } = await current(tx, 'contract');
    const options = value.options.filter((option) => option.seconds !== seconds);
    if (options.length === value.options.length) return { ok: false, ...said('contractOption.missing', { seconds }) };
    const left = options.length === 0 ? saidPart('contractOption.noneLeft') : '';
    return saveSetting(tx, 'contract', { ...value, options }, saidPart('contractOption.removed', { seconds, left }));
  },
});
