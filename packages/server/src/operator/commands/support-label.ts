import { z } from 'zod';
import { ADMIN_ROUTES, FALLBACK_LANGUAGE, ZCustomerServiceConfig } from '@meridian/protocol';
import { withVersion } from '../../i18n/localized-text.js';
import { writeSetting } from '../../settings/settings-store.js';
import { LANGUAGE_FLAG, ZItemName, ZTextLanguage } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said, wordPart } from '../../i18n/console/console-translate.js';
import { current, SHOWN_WITHIN } from '../setting-edits.js';

const ZSupportKind = ZCustomerServiceConfig.shape.channels.def.element.shape.kind;

export const supportLabel = defineCommand({
  name: 'support-label',
  fields: z.strictObject({ kind: ZSupportKind, text: ZItemName, language: ZTextLanguage }),
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
