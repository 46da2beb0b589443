import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { OrderActions } from './order-actions';
import { useOwnActor } from './order-claim-control';
import { PayReasonModal } from './pay-reason-modal';
import { PendingSearchForm } from './pending-search';
import { PendingTable } from './pending-table';
import { RejectOrderModal } from './reject-order-modal';
import { useDecisionRights } from './use-decision-rights';
import { useLiveQueue } from './use-live-queue';
import { useOrderDecisions } from './use-order-decisions';
import { usePendingQueue } from './use-pending-queue';

/** The recharges and withdrawals waiting for a decision, oldest first, kept current by the live channel. */
export default function PendingPage() {
  const { t } = useTranslation();
  const queue = usePendingQueue();
  const { query } = queue;
  const readAgain = () => void query.refetch();
  useLiveQueue(queue, readAgain);
  // Whose an order is: one another clerk holds is decided by them, or taken over first.
  const me = useOwnActor();
  const may = useDecisionRights();
  const decisions = useOrderDecisions(readAgain);

  return (
    <PageFrame title={t('pending.title')} actions={<Button onClick={readAgain}>{t('buttons.refresh')}</Button>}>
      <PendingSearchForm onSearch={queue.searchFor} />
      {query.isError ? <RefusalAlert error={query.error} onRetry={readAgain} /> : null}
      {/* The table scrolls sideways on a laptop's window, its receipt and decision kept in view. */}
      <KeyboardScrollable label={t('pending.title')}>
        <PendingTable
          queue={queue}
          actions={(order) => (
            <OrderActions order={order} me={me} may={may} onClaimChanged={readAgain} onAccept={decisions.confirmAccept} onReject={decisions.startRejecting} />
          )}
        />
      </KeyboardScrollable>
      <PayReasonModal order={decisions.paying} isPending={decisions.isPending} onClose={decisions.stopPaying} onPay={decisions.pay} />
      <RejectOrderModal orderNo={decisions.rejecting?.orderNo ?? null} isPending={decisions.isPending} onClose={decisions.stopRejecting} onReject={decisions.reject} />
    </PageFrame>
  );
}
