import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { ZInterestSettings, type TInterestSettings } from '../../settings/interest-settings.js';
import { hasChanges } from '../command-fields.js';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';
import { current, issuesText, saveSetting } from '../setting-edits.js';

const describe = (terms: TInterestSettings) =>
  saidPart('interest.describe', { min: terms.minAmount, rate: terms.dailyRatePercent, days: terms.holdDays, handling: terms.handlingPercent });

/** Without changes it reads the terms; with some, it changes those and keeps the rest. */
export const interestTerms = defineCommand({
  name: 'interest-terms',
  fields: ADMIN_INPUTS['interest-terms'],
  group: 'terms',
  summary: 'show, or change, the interest wallet terms',
  line: {
    flags: {
      min: ['minAmount', 'text', '<amount>'],
      rate: ['dailyRatePercent', 'text', '<% a day>'],
      'hold-days': ['holdDays', 'int'],
      handling: ['handlingPercent', 'text', '<%>'],
    },
  },
  routes: ADMIN_ROUTES['interest-terms'],
  audit: { target: () => 'setting:interest', keepsResult: true },
  changesSettings: () => ['interest'],
  // A rate or a charge changed: a second operator approves before members see it (setting-duties.ts).
  fourEyes: { kind: 'terms', held: ({ name: _name, ...changes }) => hasChanges(changes) && SETTING_DUTIES.interest.heldForSecondOperator },
  effect: async (tx, command) => {
    const { value } = await current(tx, 'interest');
    const { name: _name, ...changes } = command;
    if (!hasChanges(changes)) return { ok: true, ...said('interest.terms', { terms: describe(value) }), data: { terms: value } };
    const checked = ZInterestSettings.safeParse({ ...value, ...changes });
    if (!checked.success) return { ok: false, ...said('interest.invalid', { issues: issuesText(checked.error) }) };
    return saveSetting(tx, 'interest', checked.data, saidPart('interest.saved', { terms: describe(checked.data) }));
  },
});
