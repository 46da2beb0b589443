import { useCan } from '@refinedev/core';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContractOrders } from '../../components/orders/contract-orders';
import { InterestOrders } from '../../components/orders/interest-orders';
import { MiningOrders } from '../../components/orders/mining-orders';
import { TaskOrders } from '../../components/orders/task-orders';

/**
 * One member's orders of every kind, a tab each, paged by the same lists as the Orders screens.
 * A tab shows only when the role may read its list; a tab's list is fetched when first opened.
 */
export function MemberOrders({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const may = {
    contracts: useCan({ resource: 'contracts', action: 'list' }).data?.can ?? false,
    mining: useCan({ resource: 'mining-orders', action: 'list' }).data?.can ?? false,
    interest: useCan({ resource: 'interest-orders', action: 'list' }).data?.can ?? false,
    tasks: useCan({ resource: 'task-orders', action: 'list' }).data?.can ?? false,
  };
  const tabs = [
    { key: 'contracts', label: t('orders.contracts.tab'), isAllowed: may.contracts, List: ContractOrders },
    { key: 'mining', label: t('orders.mining.tab'), isAllowed: may.mining, List: MiningOrders },
    { key: 'interest', label: t('orders.interest.tab'), isAllowed: may.interest, List: InterestOrders },
    { key: 'tasks', label: t('orders.tasks.tab'), isAllowed: may.tasks, List: TaskOrders },
  ].filter((tab) => tab.isAllowed);
  if (tabs.length === 0) return null;
  return (
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
  );
}
