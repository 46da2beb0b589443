import { API, ZBalance, ZGetBalanceRequest } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { getMemberBalance } from '../../ledger/get-balance.js';
import { formatMoney } from '../../ledger/money.js';

export const getBalanceCall = defineCall({
  path: API.member.getBalance,
  request: ZGetBalanceRequest,
  response: ZBalance,
  async handler(context) {
    const { deps } = context;
    const [balance, company] = await Promise.all([
      getMemberBalance(deps.db, requireSession(context).memberId, deps.caches.balances),
      deps.settings.get('company'),
    ]);
    return { balance: formatMoney(balance.available), frozen: formatMoney(balance.held), currency: company.currency };
  },
});
