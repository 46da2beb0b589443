import { API, ZBalance, ZGetBalanceRequest } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { readMemberBalance } from '../../ledger/read-member-balance.js';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';

export const getBalanceCall = defineCall({
  path: API.member.getBalance,
  request: ZGetBalanceRequest,
  response: ZBalance,
  async handler(context) {
    const { deps } = context;
    const [balance, company] = await Promise.all([
      readMemberBalance(deps.db, requireSession(context).memberId, deps.caches.balances),
      deps.settings.get('company'),
    ]);
    return { balance: formatLedgerAmount(balance.available), frozen: formatLedgerAmount(balance.held), currency: company.currency };
  },
});
