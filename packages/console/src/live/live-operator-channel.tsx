import { useCan } from '@refinedev/core';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openOperatorChannel } from './operator-channel';
import { setPendingQueue } from './pending-count-store';

/**
 * The live channel while a ready operator whose role works the queue (`pending`) is signed in:
 * each new withdrawal is a notification, and the queue's size goes to the pending-count store
 * (the sider's badge; the pending list and the dashboard refetch on a change). Renders nothing.
 */
export function LiveOperatorChannel() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const mayWorkQueue = useCan({ resource: 'pending', action: 'list' }).data?.can ?? false;

  useEffect(() => {
    if (!mayWorkQueue) return undefined;
    let closed = false;
    let close: (() => void) | null = null;
    openOperatorChannel({
      onPending: setPendingQueue,
      onWithdrawal: (withdrawal) => {
        notification.info({
          message: t('live.newWithdrawal'),
          description: t('live.withdrawalDetail', {
            orderNo: withdrawal.orderNo,
            username: withdrawal.username,
            amount: withdrawal.amount,
            currency: withdrawal.currency ?? '',
          }),
        });
      },
    })
      .then((closeChannel) => {
        if (closed) closeChannel();
        else close = closeChannel;
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      close?.();
    };
  }, [mayWorkQueue, notification, t]);

  return null;
}
