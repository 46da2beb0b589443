import { ADMIN_INPUTS, ADMIN_ROUTES, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { describeText, withVersion } from '../../i18n/localized-text.js';
import { writeSetting } from '../../settings/settings-store.js';
import { LANGUAGE_FLAG } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { current, SHOWN_WITHIN } from '../setting-edits.js';

export const supportHours = defineCommand({
  name: 'support-hours',
  fields: ADMIN_INPUTS['support-hours'],
  group: 'terms',
  summary: "the support desk's hours members read",
  line: { flags: { text: ['text', 'text', '<hours>'], ...LANGUAGE_FLAG } },
  routes: ADMIN_ROUTES['support-hours'],
  audit: { target: () => 'setting:customerService' },
  changesSettings: () => ['customerService'],
  effect: async (tx, command) => {
    const { value } = await current(tx, 'customerService');
    const workingHours = withVersion(value.workingHours, command.language ?? FALLBACK_LANGUAGE, command.text);
    await writeSetting(tx, 'customerService', { ...value, workingHours });
    return { ok: true, ...said('support.hours', { hours: describeText(workingHours), shownWithin: SHOWN_WITHIN }), data: { workingHours } };
  },
});
