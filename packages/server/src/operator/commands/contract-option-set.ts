import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';
import { current, saveSetting } from '../setting-edits.js';

export const contractOptionSet = defineCommand({
  name: 'contract-option-set',
  fields: ADMIN_INPUTS['contract-option-set'],
  group: 'terms',
  summary: 'add a duration (yield, minimum and maximum all needed) or change one',
  line: {
    flags: { seconds: ['seconds', 'int', '<s>'], yield: ['yieldPercent', 'text', '<%>'], min: ['minAmount', 'text', '<amount>'], max: ['maxAmount', 'text', '<amount>'] },
  },
  routes: ADMIN_ROUTES['contract-option-set'],
  audit: { target: (command) => `setting:contract:${command.seconds}s`, keepsResult: true },
  changesSettings: () => ['contract'],
  // Yields and limits: a second operator approves before members see them (setting-duties.ts).
  fourEyes: { kind: 'terms', held: () => SETTING_DUTIES.contract.heldForSecondOperator },
  effect: async (tx, command) => {
    const { value } = await current(tx, 'contract');
    const existing = value.options.find((option) => option.seconds === command.seconds);
    const yieldPercent = command.yieldPercent ?? existing?.yieldPercent;
    const minAmount = command.minAmount ?? existing?.minAmount;
    const maxAmount = command.maxAmount ?? existing?.maxAmount;
    if (yieldPercent === undefined || minAmount === undefined || maxAmount === undefined) {
      return { ok: false, ...said('contractOption.incomplete', { seconds: command.seconds }) };
    }
    const option = { seconds: command.seconds, yieldPercent, minAmount, maxAmount };
    const options = [...value.options.filter((other) => other.seconds !== command.seconds), option].sort((a, b) => a.seconds - b.seconds);
    const done = saidPart(existing ? 'contractOption.changed' : 'contractOption.added', { seconds: command.seconds, yield: yieldPercent, min: minAmount, max: maxAmount });
    return saveSetting(tx, 'contract', { ...value, options }, done);
  },
});
