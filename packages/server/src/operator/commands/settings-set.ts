import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { saidPart } from '../../i18n/console/console-translate.js';
import { SETTING_DUTIES } from '../../settings/setting-duties.js';
import { saveSetting } from '../setting-edits.js';

export const settingsSet = defineCommand({
  name: 'settings-set',
  fields: ADMIN_INPUTS['settings-set'],
  group: 'terms',
  summary: 'replace a setting (checked against its schema)',
  line: { positionals: [{ field: 'key', label: 'key' }], flags: { json: ['value', 'json', '<value>'] } },
  routes: ADMIN_ROUTES['settings-set'],
  audit: { target: (command) => `setting:${command.key}`, keepsResult: true },
  changesSettings: (command) => [command.key],
  // Where members send money, limits, fees, yields and the thresholds themselves: two people (setting-duties.ts).
  fourEyes: { kind: 'terms', held: (command) => SETTING_DUTIES[command.key].heldForSecondOperator },
  effect: (tx, { key, value }) => saveSetting(tx, key, value, saidPart('setting.saved', { setting: key })),
});
