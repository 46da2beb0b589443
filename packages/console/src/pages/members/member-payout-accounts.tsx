import type { TMemberDetail } from '@meridian/protocol';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import { SectionTitle } from './section-title';

type PayoutAccounts = Pick<TMemberDetail, 'bankCards' | 'addresses'>;

/** Where the member's withdrawals may go: their bank cards and their wallet addresses. */
export function MemberPayoutAccounts({ bankCards, addresses }: PayoutAccounts) {
  const { t } = useTranslation();
  return (
    <>
      <SectionTitle>{t('members.bankCards')}</SectionTitle>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={bankCards}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: t('members.bankName'), dataIndex: 'bankName' },
          { title: t('members.accountName'), dataIndex: 'holder' },
          { title: t('members.cardNo'), dataIndex: 'account' },
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
        ]}
      />

      <SectionTitle>{t('members.addresses')}</SectionTitle>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={addresses}
        columns={[
          { title: t('members.network'), dataIndex: 'network' },
          { title: t('members.address'), dataIndex: 'address', render: (address: string) => <Typography.Text copyable>{address}</Typography.Text> },
        ]}
      />
    </>
  );
}
