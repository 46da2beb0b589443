import { ADMIN_INPUTS, ADMIN_ROUTES, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { withVersion, type LocalizedText } from '../../i18n/localized-text.js';
import { writeSetting } from '../../settings/settings-store.js';
import { LANGUAGE_FLAG } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said, wordPart } from '../../i18n/console/console-translate.js';
import { current, SHOWN_WITHIN } from '../setting-edits.js';

interface Named {
  code: string;
  name: LocalizedText;
}

/** The list with the version put into the names of the items of `code`, and whether there was one. */
function renamed<Item extends Named>(items: readonly Item[], code: string, put: (name: LocalizedText) => LocalizedText): { items: Item[]; found: boolean } {
  return { items: items.map((item) => (item.code === code ? { ...item, name: put(item.name) } : item)), found: items.some((item) => item.code === code) };
}

/**
 * One language of the name of a payment channel, offline method or bank, keeping the others. A
 * code may name a bank members pay in at and one they withdraw to (the same bank): both are renamed.
 */
export const channelName = defineCommand({
  name: 'channel-name',
  fields: ADMIN_INPUTS['channel-name'],
  group: 'terms',
  summary: "what members read as a recharge channel's, offline method's or bank's name",
  line: { positionals: [{ field: 'code', label: 'code' }], flags: { name: ['text', 'text', '<n>'], ...LANGUAGE_FLAG } },
  routes: ADMIN_ROUTES['channel-name'],
  audit: { target: (command) => `setting:recharge+withdraw:${command.code}` },
  changesSettings: () => ['recharge', 'withdraw'],
  effect: async (tx, command) => {
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
    if (places.length === 0) return { ok: false, ...said('channels.noCode', { code: command.code }) };
    const rechargeChanged = lists['online channel'].found || lists['offline method'].found || lists['recharge bank'].found;
    if (rechargeChanged) {
      await writeSetting(tx, 'recharge', { ...recharge, onlineChannels: lists['online channel'].items, offlineMethods: lists['offline method'].items, banks: lists['recharge bank'].items });
    }
    if (lists['withdrawal bank'].found) await writeSetting(tx, 'withdraw', { ...withdraw, banks: lists['withdrawal bank'].items });
    return {
      ok: true,
      ...said('channels.named', { code: command.code, name: command.text, language, places: places.map((place) => wordPart('channelPlace', place)), shownWithin: SHOWN_WITHIN }),
      data: { code: command.code, language, places },
    };
  },
});
