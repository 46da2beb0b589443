import { z } from 'zod';
import { ZAmountText, ZPercentText } from '../command-fields.js';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { defineCommand } from '../command-types.js';
import { current, saveSetting, ZContractSeconds } from '../setting-edits.js';

export const contractOptionSet = defineCommand({
  name: 'contract-option-set',
  fields: z.strictObject({
    seconds: ZContractSeconds,
    yieldPercent: ZPercentText.optional(),
    minAmount: ZAmountText.optional(),
    maxAmount: ZAmountText.optional(),
  }),
  group: 'terms',
  summary: 'add a duration (yield, minimum and maximum all needed) or change one',
  line: {
    flags: { seconds: ['seconds', 'int', '<s>'], yield: ['yieldPercent', 'text', '<%>'], min: ['minAmount', 'text', '<amount>'], max: ['maxAmount', 'text', '<amount>'] },
  },
  routes: [{ method: 'PUT', path: '/contract-options/:seconds', numbers: ['seconds'], body: 'fields' }],
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
      return { ok: false, text: `There is no ${command.seconds} s option yet: give its yield, minimum and maximum. Nothing was changed.` };
    }
    const option = { seconds: command.seconds, yieldPercent, minAmount, maxAmount };
    const options = [...value.options.filter((other) => other.seconds !== command.seconds), option].sort((a, b) => a.seconds - b.seconds);
    const verb = existing ? 'changed' : 'added';
    return saveSetting(tx, 'contract', { ...value, options }, `Contract option ${command.seconds} s ${verb}: yield ${yieldPercent} %, amount ${minAmount} – ${maxAmount}.`);
  },
});
