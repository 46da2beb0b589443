import { useCan } from '@refinedev/core';
import { Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberBills } from '../../components/bills/bill-table';
import { ContractOrders } from '../../components/orders/contract-orders';
import { InterestOrders } from '../../components/orders/interest-orders';
import { MiningOrders } from '../../components/orders/mining-orders';
import { RechargeOrders } from '../../components/orders/recharge-orders';
import { TaskOrders } from '../../components/orders/task-orders';
import { WithdrawalOrders } from '../../components/orders/withdrawal-orders';

/** Whether the role may read a list: refine's access check, false until it has answered. */
const useMayList = (resource: string) => useCan({ resource, action: 'list' }).data?.can ?? false;

/**
 * One member's money and orders of every kind, a tab each, paged by the same lists as their own
 * screens (with the member's id as the filter): recharges, withdrawals and bills first, since
 * they are what a member asks about. A tab shows only when the role may read its list; a tab's
 * list is fetched when first opened. With no tab to show, nothing shows, `heading` included.
 */
export function MemberOrders({ memberId, heading }: { memberId: number; heading: ReactNode }) {
  const { t } = useTranslation();
  const tabs = [
    { key: 'recharges', label: t('recharges.title'), isAllowed: useMayList('recharges'), List: RechargeOrders },
    { key: 'withdrawals', label: t('withdrawals.title'), isAllowed: useMayList('withdrawals'), List: WithdrawalOrders },
    { key: 'bills', label: t('bills.title'), isAllowed: useMayList('bills'), List: MemberBills },
    { key: 'contracts', label: t('orders.contracts.tab'), isAllowed: useMayList('contracts'), List: ContractOrders },
    { key: 'mining', label: t('orders.mining.tab'), isAllowed: useMayList('mining-orders'), List: MiningOrders },
    { key: 'interest', label: t('orders.interest.tab'), isAllowed: useMayList('interest-orders'), List: InterestOrders },
    { key: 'tasks', label: t('orders.tasks.tab'), isAllowed: useMayList('task-orders'), List: TaskOrders },
  ].filter((tab) => tab.isAllowed);
  if (tabs.length === 0) return null;
  return (
    <>
      {heading}
      <Tabs
        items={tabs.map(({ key, label, List }) => ({
          key,
          label,
          children: (
            <Flex vertical gap={16}>
              <List memberId={memberId} />
            </Flex>
          ),
        }))}
      />
    </>
  );
}
