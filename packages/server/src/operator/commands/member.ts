import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { readMemberDetail } from '../member-detail.js';

/** One member as the console's member page shows them. */
export const member = defineCommand({
  name: 'member',
  fields: ADMIN_INPUTS.member,
  group: 'platform',
  summary: "one member: profile, balances, cards and addresses, inviters, team and open sessions",
  line: { positionals: [ID_POSITIONAL] },
  routes: ADMIN_ROUTES.member,
  audit: { target: (command) => `member:#${command.id}` },
  effect: async (tx, { id }) => {
    const detail = await readMemberDetail(tx, id, Date.now());
    if (detail === null) return { ok: false, ...said('members.noId', { id }), status: 404 };
    const { member: m } = detail;
    const text = [
      `#${m.id} ${m.username} (${m.nickname}), since ${m.registeredAt}`,
      `balance ${m.balance}, frozen ${m.frozen}`,
      `inviters: ${detail.inviters.map((i) => i.username).join(' ← ') || 'none'}; team: ${detail.teamSize}`,
      `bank cards: ${detail.bankCards.length}; addresses: ${detail.addresses.length}; open sessions: ${detail.sessions.length}`,
    ].join('\n');
    return { ok: true, text, data: detail };
  },
});
