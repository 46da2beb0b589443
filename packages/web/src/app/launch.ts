import { LIVE_EVENT, type LivePushOf } from '@meridian/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { onPush } from '../api/live-events';
import { loadAppConfig } from '../features/common/api/get-app-config-and-company-config';
import { customerServiceQueryKey, loadCustomerServiceConfig } from '../features/common/api/get-customer-service-config';
import { getMaintainConfig } from '../features/common/api/get-maintain-config';
import { applyMaintainStatus } from '../features/common/maintenance-status';
import { LETTER_UNREAD_NUM_KEY } from '../features/letter/api/get-letter-unread-num';
import { showUnreadLetter } from '../features/letter/show-unread-letter';
import { balanceQuery } from '../features/member/api/get-balance';
import { memberInfoQuery } from '../features/member/api/get-member-info';
import { useNoticePopup } from '../features/notice-popup/notice-popup-store';
import { handleNoticePopupPush } from '../features/notice-popup/show-notice-popup';
import { receiveSupportMessage } from '../features/support/lib/conversation-cache';
import { i18n } from '../i18n';
import { queueDialog } from '../lib/overlays';
import { handleContractSettlementPush, useContractList } from '../lib/contract-list-store';
import { session, useSession } from '../lib/session-store';
import { followLanguageForPush } from '../features/push/lib/push-language';
import { listenForMemberPushes } from './member-pushes';

/** The live channel opens this long after launch, once the first page has what it needs (spec section 9). */
export const LIVE_CHANNEL_DELAY_MS = 1500;

/** Maintenance push (spec section 4): on → the maintenance page; off → everyone logs in again. */
export function handleMaintainPush(push: LivePushOf<typeof LIVE_EVENT.maintainInfo>): void {
  applyMaintainStatus(push.maintainStatus);
}

/**
 * Maintenance that began while the app was closed or hidden sent it no push: asked at launch and
 * each time the app is shown, so no page opens while it lasts.
 */
async function checkMaintenance(): Promise<void> {
  const result = await getMaintainConfig();
  if (result.ok && result.data.maintainStatus) applyMaintainStatus(true);
}

/**
 * The session ended (logout, 1001 after a kick, maintenance over): everything the app kept about
 * the member goes before the login page shows, from memory and from storage, so a device handed
 * on or kicked shows nothing of theirs, not even after Back, and the next member never sees it.
 * Public data is cheap to fetch again, so the whole query cache goes.
 */
function forgetMember(queryClient: QueryClient): void {
  queryClient.clear();
  useContractList.getState().clear();
  // The last popup may have been for this member alone.
  useNoticePopup.setState({ lastPopup: null });
}

function announceNewVersion(): void {
  queueDialog({
    key: 'new-version',
    props: () => ({
      content: i18n.t('app.newVersion'),
      closeOnAction: true,
      actions: [
        {
          key: 'update',
          text: i18n.t('app.update'),
          bold: true,
          onClick: () => {
            window.location.reload();
          },
        },
      ],
    }),
  });
}

/**
 * Each time the app is shown again (spec section 4): the app and company config is reloaded, and a
 * new version asks the member to update; the customer-service config is reloaded.
 */
async function onShow(queryClient: QueryClient): Promise<void> {
  void checkMaintenance();
  void queryClient.invalidateQueries({ queryKey: customerServiceQueryKey });
  // Letters may have arrived while the app was hidden: the badges catch up.
  if (session.hasToken()) void queryClient.invalidateQueries({ queryKey: LETTER_UNREAD_NUM_KEY });
  if (await loadAppConfig()) announceNewVersion();
}

/**
 * The launch sequence (spec section 4). The language is chosen before the first render (main.tsx);
 * here: the contract list is cleared, a member's balance and details are loaded, configuration is
 * fetched, and the live channel opens 1.5 s later. Returns what undoes it.
 */
export function launch(queryClient: QueryClient): () => void {
  useContractList.getState().clear();
  // A failed load has already been shown by the request wrapper; nothing more to do with it here.
  const ignore = () => undefined;
  if (session.hasToken()) {
    queryClient.query(balanceQuery).catch(ignore);
    queryClient.query(memberInfoQuery).catch(ignore);
    void showUnreadLetter(queryClient);
  }
  void loadAppConfig();
  void checkMaintenance();
  queryClient.query({ queryKey: customerServiceQueryKey, queryFn: loadCustomerServiceConfig }).catch(ignore);

  let stopLiveChannel: (() => void) | null = null;
  let stopped = false;
  // socket.io-client is fetched only then: the first page neither waits for it nor parses it.
  const liveTimer = setTimeout(() => {
    import('../api/live-channel')
      .then(({ startLiveChannel }) => {
        // After a reconnection, whatever it was sent of what it missed, every query on screen is read again.
        if (!stopped) stopLiveChannel = startLiveChannel({ onMissedPushes: () => void queryClient.invalidateQueries() });
      })
      // Without its code there is no live channel this visit; pages still load by calls.
      .catch(ignore);
  }, LIVE_CHANNEL_DELAY_MS);
  const stopPushes = [
    onPush(LIVE_EVENT.maintainInfo, handleMaintainPush),
    onPush(LIVE_EVENT.noticePopup, handleNoticePopupPush),
    // An operator who pops something up to members often writes them a letter with it: the unread
    // badges catch up at once instead of at the next page.
    onPush(LIVE_EVENT.noticePopup, () => {
      if (session.hasToken()) void queryClient.invalidateQueries({ queryKey: LETTER_UNREAD_NUM_KEY });
    }),
    onPush(LIVE_EVENT.contractShortSettlement, handleContractSettlementPush),
    // Support's answer reaches the conversation and the badges wherever the member is.
    onPush(LIVE_EVENT.supportMessage, (message) => {
      if (session.hasToken()) receiveSupportMessage(queryClient, message);
    }),
    // Money, letters, settlement notices and the kick-out (member-pushes.ts). After a kick the live
    // channel reopens on its own as a visitor's (api/live-channel.ts), so public pushes keep coming.
    listenForMemberPushes(queryClient),
    // This browser's pushes follow the language the member picks (features/push).
    followLanguageForPush(),
  ];

  // Whatever ended the session (logout, 1001, maintenance), the member's data goes with it.
  const stopSessionWatch = useSession.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) forgetMember(queryClient);
  });

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void onShow(queryClient);
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    stopped = true;
    clearTimeout(liveTimer);
    stopLiveChannel?.();
    for (const stop of stopPushes) stop();
    stopSessionWatch();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
