import { CanAccess, useCustom } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLastLedgerCheck } from '@meridian/protocol';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { isAdminRefusal } from '../../api/admin-refusal';
import { formatTime } from '../../lib/format-time';
import { serverMessageOf } from '../../lib/refusal-text';
import { readCall } from '../../api/admin-call';

/** A check that ran and found problems answers 422: the card shows them, it is not a refusal. */
const isFailedCheck = (error: unknown) => isAdminRefusal(error) && error.statusCode === 422;

/** Runs the ledger check on demand (it reads the whole journal), then asks the dashboard again. */
function RunLedgerCheck({ onRan }: { onRan: () => void }) {
  const { t } = useTranslation();
  const [hasRun, setHasRun] = useState(false);
  const { query } = useCustom({ ...readCall('ledger-check'), queryOptions: { enabled: false, retry: false }, errorNotification: false });
  const run = () => {
    setHasRun(true);
    void query.refetch().then(onRan);
  };
  const done = hasRun && !query.isFetching;
  return (
    <Flex vertical gap={8}>
      <div>
        <Button onClick={run} loading={query.isFetching}>
          {t('dashboard.ledgerCheck')}
        </Button>
      </div>
      {done && query.isSuccess ? <Alert type="success" showIcon role="status" message={t('dashboard.ledgerCheckResult')} description={serverMessageOf(query.data)} /> : null}
      {done && query.isError && !isFailedCheck(query.error) ? <RefusalAlert error={query.error} /> : null}
    </Flex>
  );
}

/** The last ledger check, whoever ran it and whenever (kept by the server across restarts). */
export function LedgerCheckCard({ check, onRan }: { check: TLastLedgerCheck | null; onRan: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.ledgerCheckTitle')}</h2>}>
      <Flex vertical gap={12}>
        {check === null ? (
          <Typography.Text>{t('dashboard.ledgerCheckNever')}</Typography.Text>
        ) : (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('dashboard.ledgerCheckOutcome')}>
              <ToneTag tone={check.ok ? 'positive' : 'negative'}>
                {check.ok ? t('dashboard.ledgerCheckOk') : t('dashboard.ledgerCheckFailed', { count: check.discrepancies })}
              </ToneTag>
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.ledgerCheckAt')}>{formatTime(check.at)}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.ledgerCheckBy')}>{check.by}</Descriptions.Item>
          </Descriptions>
        )}
        {check !== null && check.first.length > 0 ? (
          <div>
            <Typography.Text strong>{t('dashboard.ledgerCheckFirst')}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {check.first.map((problem) => (
                <li key={problem}>
                  <Typography.Text code>{problem}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <CanAccess resource="dashboard" action="ledger-check">
          <RunLedgerCheck onRan={onRan} />
        </CanAccess>
      </Flex>
    </Card>
  );
}
