import { ADMIN_INPUTS, ADMIN_ROUTES, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { withVersion } from '../../i18n/localized-text.js';
import { writeSetting } from '../../settings/settings-store.js';
import { LANGUAGE_FLAG } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said, wordPart } from '../../i18n/console/console-translate.js';
import { current, SHOWN_WITHIN } from '../setting-edits.js';

export const supportLabel = defineCommand({
  name: 'support-label',
  fields: ADMIN_INPUTS['support-label'],
  group: 'terms',
  summary: "a support channel's label",
  line: { positionals: [{ field: 'kind', label: 'email|telegram|whatsapp|phone|link' }], flags: { label: ['text', 'text', '<l>'], ...LANGUAGE_FLAG } },
  routes: ADMIN_ROUTES['support-label'],
  audit: { target: () => 'setting:customerService' },
  changesSettings: () => ['customerService'],
  effect: async (tx, command) => {
    const language = command.language ?? FALLBACK_LANGUAGE;
    const { value } = await current(tx, 'customerService');
    if (!value.channels.some((channel) => channel.kind === command.kind)) {
      return { ok: false, ...said('support.noChannel', { kind: wordPart('supportKind', command.kind) }) };
    }
    const channels = value.channels.map((channel) => (channel.kind === command.kind ? { ...channel, label: withVersion(channel.label, language, command.text) } : channel));
    await writeSetting(tx, 'customerService', { ...value, channels });
    return { ok: true, ...said('support.labelled', { kind: wordPart('supportKind', command.kind), label: command.text, language, shownWithin: SHOWN_WITHIN }), data: { channels } };
  },
});
