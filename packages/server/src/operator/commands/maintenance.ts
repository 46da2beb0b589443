import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import type { TMaintainConfig } from '@meridian/protocol';
import { DEFAULT_SETTINGS } from '../../settings/default-settings.js';
import { readSetting, writeSetting } from '../../settings/settings-store.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';

export const maintenance = defineCommand({
  name: 'maintenance',
  fields: ADMIN_INPUTS.maintenance,
  group: 'platform',
  summary: 'switch maintenance for members, with the message they read',
  line: [
    { words: ['maintenance', 'on'], positionals: [{ field: 'message', label: 'message', rest: true }], fixed: { on: true, message: '' } },
    { words: ['maintenance', 'off'], fixed: { on: false, message: '' } },
  ],
  routes: ADMIN_ROUTES.maintenance,
  audit: {},
  changesSettings: () => ['maintenance'],
  effect: async (tx, { on, message }) => {
    const read = await readSetting(tx, 'maintenance');
    const current: TMaintainConfig = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.maintenance;
    await writeSetting(tx, 'maintenance', { ...current, maintainStatus: on, message: on ? message : '', until: on ? current.until : null });
    return { ok: true, ...(on ? said('maintenance.on', { message: message ? saidPart('maintenance.message', { message }) : '' }) : said('maintenance.off')) };
  },
});
