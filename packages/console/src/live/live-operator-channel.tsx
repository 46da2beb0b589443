import { useCan } from '@refinedev/core';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openOperatorChannel } from './operator-channel';
import { refreshWaitingApprovals, setWaitingApprovals } from './approvals-count-store';
import { publishOrderPush } from './order-push-store';
import { setPendingQueue } from './pending-count-store';
import { publishSupportPush, refreshSupportUnread, setSupportUnread } from './support-store';

/**
 * The live channel while a ready operator whose role works the queue (`pending`), decides
 * approvals (`approvals`) or answers members (`conversation-reply`) is signed in: each new
 * withdrawal and each member's message is a notification; the queue's size goes to the
 * pending-count store (the sider's badge; the pending list and the dashboard refetch on a change);
 * an order claimed, let go or decided elsewhere goes to the order-push store (the pending list
 * reads its page again); how many approvals wait goes to the approvals-count store (the
 * "Approvals" badge, counted once on opening); a member's message goes to the support store (the conversations page appends it) and
 * the "Support" badge's count is asked again. Renders nothing.
 */
export function LiveOperatorChannel() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const mayWorkQueue = useCan({ resource: 'pending', action: 'list' }).data?.can ?? false;
  const mayAnswer = useCan({ resource: 'conversations', action: 'reply' }).data?.can ?? false;
  const mayDecide = useCan({ resource: 'approvals', action: 'list' }).data?.can ?? false;

  useEffect(() => {
    if (!mayDecide) return undefined;
    void refreshWaitingApprovals();
    return () => {
      setWaitingApprovals(null);
    };
  }, [mayDecide]);

  useEffect(() => {
    if (!mayAnswer) return undefined;
    void refreshSupportUnread();
    return () => {
      setSupportUnread(null);
    };
  }, [mayAnswer]);

  useEffect(() => {
    if (!mayWorkQueue && !mayAnswer && !mayDecide) return undefined;
    let closed = false;
    let close: (() => void) | null = null;
    openOperatorChannel({
      pending: setPendingQueue,
      approvals: ({ count }) => {
        setWaitingApprovals(count);
      },
      order: publishOrderPush,
      withdrawal: (withdrawal) => {
        notification.info({
          message: t('live.newWithdrawal'),
          description: t('live.withdrawalDetail', {
            orderNo: withdrawal.orderNo,
            username: withdrawal.username,
            amount: withdrawal.amount,
            currency: withdrawal.currency,
          }),
        });
      },
      support: (push) => {
        notification.info({ message: t('live.newSupportMessage', { username: push.username }), description: push.message.text });
        publishSupportPush(push);
        void refreshSupportUnread();
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
  }, [mayWorkQueue, mayAnswer, mayDecide, notification, t]);

  return null;
}
