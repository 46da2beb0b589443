import { z } from 'zod';
import { defineCommand } from '../command-types.js';
import { current, ZSettingKey } from '../setting-edits.js';

export const settingsGet = defineCommand({
  name: 'settings-get',
  fields: z.strictObject({ key: ZSettingKey }),
  group: 'terms',
  summary: 'an operator setting as JSON',
  line: { positionals: [{ field: 'key', label: 'key' }] },
  routes: [{ method: 'GET', path: '/settings/:key' }],
  audit: { target: (command) => `setting:${command.key}` },
  effect: async (tx, { key }) => {
    const { value, source } = await current(tx, key);
    return { ok: true, text: `${key} (${source}):\n${JSON.stringify(value, null, 2)}`, data: { key, source, value } };
  },
});
