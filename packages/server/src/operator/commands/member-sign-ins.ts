import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { signIns } from '../../db/schema/index.js';
import { readSignIns, signInsOf } from '../../modules/auth/sign-in-history.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { PAGE_FLAGS, pageAndTotal, pageText, pageWindow, tableTotal } from '../command-paging.js';
import { defineCommand } from '../command-types.js';

/** One member's sign-in attempts of the last 90 days, right and wrong, newest first. */
export const memberSignIns = defineCommand({
  name: 'member-sign-ins',
  fields: ADMIN_INPUTS['member-sign-ins'],
  group: 'platform',
  summary: "one member's sign-ins of the last 90 days (address, device, outcome), newest first",
  line: { positionals: [ID_POSITIONAL], flags: PAGE_FLAGS },
  routes: ADMIN_ROUTES['member-sign-ins'],
  audit: { target: (command) => `member:#${command.id}` },
  effect: async (tx, command) => {
    const where = signInsOf(command.id);
    const [items, total] = await pageAndTotal(command, readSignIns(tx, command.id, pageWindow(command)), () => tableTotal(tx, command, signIns, where));
    const page = { items, ...total };
    const lines = items.map((s) => `${s.at}  ${s.outcome}  ${s.method}  ${s.ip}  ${[s.device.browser, s.device.os].filter(Boolean).join(' on ')}`);
    return { ok: true, text: pageText(page, command, lines, 'No sign-in in the last 90 days.'), data: page };
  },
});
