import { LIVE_EVENT } from '@meridian/protocol';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { onPush } from '../api/live-events';
import { PRICE_ALERTS_KEY } from '../features/alert/api/keys';
import { CONTRACT_ORDERS_KEY } from '../features/contract/api/keys';
import { KYC_KEY } from '../features/kyc/api/keys';
import { LETTER_KEY } from '../features/letter/api/keys';
import { balanceQuery } from '../features/member/api/get-balance';
import { NOTIFICATION_KEY } from '../features/notification/api/keys';
import { RECHARGE_KEYS } from '../features/recharge/api/keys';
import { session } from '../lib/session-store';
import { PAGES } from './route-table';

/**
 * Whether the page open now is one only a member with a session may open. A public page shows
 * nothing of the session, and may be the very page that ended it (undoing a contact change signs
 * every device out and says so there): the next member page finds out instead.
 */
function onMemberPage(): boolean {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  return PAGES.some((page) => page.path === path && page.access === 'member');
}

/**
 * What shows the member's money: the balance (refetched even off screen: the figure is kept for
 * every page's first paint), and every record a movement or a decision adds to or changes.
 */
const MONEY_RECORDS: readonly QueryKey[] = [['withdraw'], RECHARGE_KEYS.all, ['bill'], ['interest'], ['mining'], CONTRACT_ORDERS_KEY];

function refreshMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey, refetchType: 'all' });
  for (const queryKey of MONEY_RECORDS) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Pushes about the signed-in member, wherever they are in the app:
 * - their money changed (sys_push_money_change: an operator's credit, a payment, a settlement):
 *   the figures and records on screen are read again at once, so a withdrawal the new balance
 *   allows goes through and a paid withdrawal says so without a reload;
 * - a letter arrived (sys_push_letter): the unread badges count again;
 * - a notification arrived (sys_push_notification): the bell counts again and an open list reads
 *   its pages again (the push carries no text: the server words it in the language that reads it),
 *   as does the list of price alerts when one fired, and the member's verification when an
 *   operator decided it. Events whose own push already reaches the app
 *   are notifications the server does not announce a second time (a settled contract, a deposit
 *   seen or credited, a letter to everyone): the bell counts again on their pushes too;
 * - a contract settled: a short notice says how it ended (the contract list keeps it: launch.ts);
 * - their session was ended elsewhere (sys_kick_out_member: an operator, a freeze, another device):
 *   the spec asks no action of the push itself, so on a member page the app makes a harmless
 *   authenticated call at once, and its 1001 signs the app out now rather than at the member's
 *   next tap.
 * Returns what stops listening.
 */
export function listenForMemberPushes(queryClient: QueryClient): () => void {
  let checking: Promise<unknown> | null = null;
  const checkSession = () => {
    if (!session.hasToken() || checking !== null || !onMemberPage()) return;
    // The request wrapper acts on the answer: 1001 clears the session and opens login.
    checking = queryClient
      .query({ ...balanceQuery, staleTime: 0 })
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
  };
  const refreshBell = () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
  };
  const stops = [
    onPush(LIVE_EVENT.moneyChange, () => {
      if (!session.hasToken()) return;
      refreshMoney(queryClient);
      refreshBell();
    }),
    // Seen (its first confirmation) and credited are notifications; the confirmations between are not.
    onPush(LIVE_EVENT.chainDeposit, ({ status, confirmations }) => {
      if (session.hasToken() && (status === 'credited' || confirmations <= 1)) refreshBell();
    }),
    onPush(LIVE_EVENT.letter, () => {
      if (!session.hasToken()) return;
      void queryClient.invalidateQueries({ queryKey: LETTER_KEY });
      refreshBell();
    }),
    onPush(LIVE_EVENT.notification, ({ kind }) => {
      if (!session.hasToken()) return;
      refreshBell();
      // A price alert that fired counts one more firing, or is fired for good.
      if (kind === 'priceAlert') void queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY });
      // An identity decided: the Verification page shows the new level (and its limits) or the reason at once.
      if (kind === 'kycApproved' || kind === 'kycRejected') void queryClient.invalidateQueries({ queryKey: KYC_KEY });
    }),
    onPush(LIVE_EVENT.contractShortSettlement, (settlement) => {
      if (!session.hasToken()) return;
      // Fetched when first needed: its money formatting (decimal.js) is no part of home's first paint.
      import('../features/contract/show-settlement-notice')
        .then(({ showSettlementNotice }) => {
          showSettlementNotice(settlement);
        })
        // Without its code this visit shows no notice; the contract list and the records still have it.
        .catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: CONTRACT_ORDERS_KEY });
      refreshBell();
    }),
    onPush(LIVE_EVENT.kickOutMember, checkSession),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
