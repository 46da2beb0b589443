import type { TMiningOrderStatus } from '@meridian/protocol';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { MiningOrderList } from '../components/mining-order-list';

/** The member's machines: days paid and left, and the income so far. */
export function MiningRecordPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TMiningOrderStatus>('running');
  return (
    <Page title={t('titles.miningRecord')}>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key === 'finished' ? 'finished' : 'running');
        }}
      >
        <Tabs.Tab key="running" title={t('mining.status.running')} />
        <Tabs.Tab key="finished" title={t('mining.status.finished')} />
      </Tabs>
      <MiningOrderList status={status} view="machine" />
    </Page>
  );
}
