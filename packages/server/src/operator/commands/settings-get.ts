import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { stored } from '../setting-edits.js';

export const settingsGet = defineCommand({
  name: 'settings-get',
  fields: ADMIN_INPUTS['settings-get'],
  group: 'terms',
  summary: 'an operator setting as JSON',
  line: { positionals: [{ field: 'key', label: 'key' }] },
  routes: ADMIN_ROUTES['settings-get'],
  audit: { target: (command) => `setting:${command.key}` },
  effect: async (tx, { key }) => {
    const setting = await stored(tx, key);
    return { ok: true, text: `${key} (${setting.source}):\n${JSON.stringify(setting.value, null, 2)}`, data: setting };
  },
});
