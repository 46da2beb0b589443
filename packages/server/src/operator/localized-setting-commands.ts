import { z } from 'zod';
import { FALLBACK_LANGUAGE, ZCustomerServiceConfig } from '@meridian/protocol';
import type { Tx } from '../db/types.js';
import { describeText, withVersion, type LocalizedText } from '../i18n/localized-text.js';
import { SETTINGS_TTL_MS, writeSetting } from '../settings/settings-store.js';
import { ZItemName, ZTextLanguage } from './command-fields.js';
import type { CommandOutcome } from './operator-commands.js';
import { current } from './settings-commands.js';

const WHEN = `Running servers show it within ${SETTINGS_TTL_MS / 1000} s.`;

/**
 * One language of a text members read that lives in a setting: the name of a payment channel,
 * offline method or bank, and the support desk's hours and channel labels. Each writes that
 * language's version and keeps the others, without retyping the whole setting.
 */
const ZSupportKind = ZCustomerServiceConfig.shape.channels.element.shape.kind;

export const ZLocalizedSettingCommands = [
  z.strictObject({ name: z.literal('channel-name'), code: z.string().trim().min(1).max(40), text: ZItemName, language: ZTextLanguage }),
  z.strictObject({ name: z.literal('support-hours'), text: z.string().trim().min(1, 'the hours are required').max(200, 'at most 200 characters'), language: ZTextLanguage }),
  z.strictObject({ name: z.literal('support-label'), kind: ZSupportKind, text: ZItemName, language: ZTextLanguage }),
] as const;
export type LocalizedSettingCommand = z.infer<(typeof ZLocalizedSettingCommands)[number]>;

interface Named {
  code: string;
  name: LocalizedText;
}

/** The list with the version put into the names of the items of `code`, and whether there was one. */
function renamed<Item extends Named>(items: readonly Item[], code: string, put: (name: LocalizedText) => LocalizedText): { items: Item[]; found: boolean } {
  return { items: items.map((item) => (item.code === code ? { ...item, name: put(item.name) } : item)), found: items.some((item) => item.code === code) };
}

/** A code may name a bank members pay in at and one they withdraw to (the same bank): both are renamed. */
async function nameChannel(tx: Tx, command: Extract<LocalizedSettingCommand, { name: 'channel-name' }>): Promise<CommandOutcome> {
  const language = command.language ?? FALLBACK_LANGUAGE;
  const put = (name: LocalizedText) => withVersion(name, language, command.text);
  const [{ value: recharge }, { value: withdraw }] = await Promise.all([current(tx, 'recharge'), current(tx, 'withdraw')]);
  const lists = {
    'online channel': renamed(recharge.onlineChannels, command.code, put),
    'offline method': renamed(recharge.offlineMethods, command.code, put),
    'recharge bank': renamed(recharge.banks, command.code, put),
    'withdrawal bank': renamed(withdraw.banks, command.code, put),
  };
  const places = Object.entries(lists).flatMap(([place, list]) => (list.found ? [place] : []));
  if (places.length === 0) return { ok: false, text: `No channel, offline method or bank has the code "${command.code}"; nothing was changed.` };
  const rechargeChanged = lists['online channel'].found || lists['offline method'].found || lists['recharge bank'].found;
  if (rechargeChanged) {
    await writeSetting(tx, 'recharge', { ...recharge, onlineChannels: lists['online channel'].items, offlineMethods: lists['offline method'].items, banks: lists['recharge bank'].items });
  }
  if (lists['withdrawal bank'].found) await writeSetting(tx, 'withdraw', { ...withdraw, banks: lists['withdrawal bank'].items });
  return {
    ok: true,
    text: `"${command.code}" is called "${command.text}" in ${language} (${places.join(', ')}). ${WHEN}`,
    data: { code: command.code, language, places },
  };
}

async function setSupportText(tx: Tx, command: Exclude<LocalizedSettingCommand, { name: 'channel-name' }>): Promise<CommandOutcome> {
  const language = command.language ?? FALLBACK_LANGUAGE;
  const { value } = await current(tx, 'customerService');
  if (command.name === 'support-hours') {
    const workingHours = withVersion(value.workingHours, language, command.text);
    await writeSetting(tx, 'customerService', { ...value, workingHours });
    return { ok: true, text: `Support hours now: ${describeText(workingHours)}. ${WHEN}`, data: { workingHours } };
  }
  if (!value.channels.some((channel) => channel.kind === command.kind)) {
    return { ok: false, text: `The support desk has no ${command.kind} channel; nothing was changed.` };
  }
  const channels = value.channels.map((channel) => (channel.kind === command.kind ? { ...channel, label: withVersion(channel.label, language, command.text) } : channel));
  await writeSetting(tx, 'customerService', { ...value, channels });
  return { ok: true, text: `The ${command.kind} channel is labelled "${command.text}" in ${language}. ${WHEN}`, data: { channels } };
}

export function runLocalizedSettingCommand(tx: Tx, command: LocalizedSettingCommand): Promise<CommandOutcome> {
  return command.name === 'channel-name' ? nameChannel(tx, command) : setSupportText(tx, command);
}
