import type { TGoodsOrder } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE, href } from '../../../config/routes';
import { RequestIds } from '../../../lib/request-id';
import { useSession } from '../../../lib/session-store';
import { useCountdown } from '../api/get-countdown';
import { useTaskInfo } from '../api/get-task-info';
import { useGrabGoodsOrder } from '../api/grab-goods-order';
import { usePayGoodsOrder } from '../api/pay-goods-order';
import { GrabPanel, type GrabBlock } from '../components/grab-panel';
import { LevelCard } from '../components/level-card';
import { OrderDetailSheet } from '../components/order-detail-sheet';
import { OrderHistory } from '../components/order-history';
import { PaidResult } from '../components/paid-result';
import { PayConfirm } from '../components/pay-confirm';
import { WaitingOrder } from '../components/waiting-order';
import { useGrabCountdown } from '../hooks/use-grab-countdown';
import { settleAfterFailure } from '../lib/request-ids';
import styles from '../components/task.module.css';

interface TaskPageProps {
  /** The member's available balance, for the pay preview; undefined while loading. */
  available: string | undefined;
  /** The balance card (another feature's), shown on top so the member sees the commission arrive. */
  balance?: ReactNode;
  /** After a payment moved money. */
  onBalanceChanged: () => void;
}

/**
 * task/index: the member's level and today's tasks, the Grab button with the wait until the next
 * grab, the assigned order with a Pay button that first shows exactly the debit and the credit,
 * and the order history.
 */
export function TaskPage({ available, balance, onBalanceChanged }: TaskPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const info = useTaskInfo();
  const countdown = useCountdown();
  const msLeft = useGrabCountdown(countdown.data, countdown.dataUpdatedAt);
  const grab = useGrabGoodsOrder();
  const pay = usePayGoodsOrder();
  // One id per grab and per order paid: a double tap or a retry after a timeout acts once.
  const [grabIds] = useState(() => new RequestIds());
  const [payIds] = useState(() => new RequestIds());
  const [paid, setPaid] = useState<TGoodsOrder | null>(null);
  const [openOrderNo, setOpenOrderNo] = useState<string | null>(null);
  const isConfirming = useRef(false);

  const openBills = () => {
    void navigate(href(ROUTE.billRecord, { type: 'task' }));
  };

  const grabOrder = async () => {
    try {
      await grab.mutateAsync({ requestId: grabIds.idFor({ action: 'grab' }) });
      grabIds.settled();
      setPaid(null);
      Toast.show({ icon: 'success', content: t('task.grabbed') });
    } catch (error) {
      // The wrapper has told the member why (cool-down, no tasks left, nothing affordable).
      settleAfterFailure(grabIds, error);
    }
  };

  const payOrder = async (order: TGoodsOrder) => {
    // A second tap while the preview is open would stack a second dialog.
    if (isConfirming.current) return;
    isConfirming.current = true;
    try {
      const isConfirmed = await Dialog.confirm({
        title: t('task.payTitle'),
        content: <PayConfirm order={order} available={available} />,
        confirmText: t('task.payConfirm'),
        cancelText: t('common.cancel'),
      });
      if (!isConfirmed) return;
      const result = await pay.mutateAsync({ orderNo: order.orderNo, requestId: payIds.idFor({ orderNo: order.orderNo }) });
      payIds.settled();
      setPaid(result);
      onBalanceChanged();
    } catch (error) {
      settleAfterFailure(payIds, error);
    } finally {
      isConfirming.current = false;
    }
  };

  const blockOf = (waiting: TGoodsOrder | null, tasksLeft: number): GrabBlock => {
    if (waiting !== null) return 'waiting';
    if (tasksLeft === 0) return 'noTasksLeft';
    if (countdown.data === undefined || msLeft > 0) return 'coolingDown';
    return null;
  };

  return (
    <Page
      title={t('titles.task')}
      right={
        <Button fill="none" size="small" onClick={openBills}>
          {t('task.viewBills')}
        </Button>
      }
    >
      {balance}
      <p className={styles.intro}>{t('task.intro')}</p>
      <Loaded query={info} rows={5}>
        {(task) => (
          <>
            <LevelCard info={task} />
            <GrabPanel
              block={blockOf(task.waitingOrder, task.tasksLeftToday)}
              msLeft={msLeft}
              isGrabbing={grab.isPending}
              onGrab={() => {
                void grabOrder();
              }}
            />
            {task.waitingOrder !== null && (
              <WaitingOrder
                order={task.waitingOrder}
                isPaying={pay.isPending}
                onPay={(order) => {
                  void payOrder(order);
                }}
              />
            )}
            {task.waitingOrder === null && paid !== null && <PaidResult order={paid} onViewBills={openBills} />}
          </>
        )}
      </Loaded>
      <OrderHistory
        timeZone={timeZone}
        onOpen={(order) => {
          setOpenOrderNo(order.orderNo);
        }}
      />
      <OrderDetailSheet
        orderNo={openOrderNo}
        timeZone={timeZone}
        onClose={() => {
          setOpenOrderNo(null);
        }}
      />
    </Page>
  );
}
