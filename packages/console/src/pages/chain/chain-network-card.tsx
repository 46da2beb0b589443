import type { TChainNetworkStatus } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';

interface ChainNetworkCardProps {
  status: TChainNetworkStatus;
  onResume: (network: string) => void;
}

/** One watched network: how far behind, whether its RPC answers, what waits, its re-orgs, and a halt with its Resume. */
export function ChainNetworkCard({ status, onResume }: ChainNetworkCardProps) {
  const { t } = useTranslation();
  const when = (time: string | null) => (time === null ? t('chain.never') : formatTime(time));
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{status.network}</h2>}
      extra={
        status.haltedAt === null ? (
          <ToneTag tone="positive">{t('chain.crediting')}</ToneTag>
        ) : (
          <ToneTag tone="negative">{t('chain.halted')}</ToneTag>
        )
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('chain.head')}>{status.head}</Descriptions.Item>
        <Descriptions.Item label={t('chain.cursor')}>{status.cursor}</Descriptions.Item>
        <Descriptions.Item label={t('chain.lag')}>{t('chain.lagBlocks', { count: status.lag })}</Descriptions.Item>
        <Descriptions.Item label={t('chain.rpc')}>
          {status.healthy ? (
            <ToneTag tone="positive">{t('chain.healthy')}</ToneTag>
          ) : (
            <Flex vertical gap={4}>
              <ToneTag tone="negative">{t('chain.failing')}</ToneTag>
              <span>{t('chain.lastError', { time: when(status.lastErrorAt), error: status.lastError })}</span>
            </Flex>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('chain.confirming')}>{status.confirming}</Descriptions.Item>
        <Descriptions.Item label={t('chain.unmatched')}>{status.unmatched}</Descriptions.Item>
        <Descriptions.Item label={t('chain.droppedLastWeek')}>{status.droppedLastWeek}</Descriptions.Item>
        <Descriptions.Item label={t('chain.reorgs')}>{status.reorgs}</Descriptions.Item>
        <Descriptions.Item label={t('chain.lastReorg')}>
          {status.lastReorgAt === null ? t('chain.never') : t('chain.lastReorgValue', { time: formatTime(status.lastReorgAt), count: status.lastReorgDepth })}
        </Descriptions.Item>
        {status.haltedAt === null ? null : (
          <Descriptions.Item label={t('chain.halted')}>
            <Flex vertical gap={8} align="start">
              <span>{t('chain.haltedSince', { time: formatTime(status.haltedAt), reason: status.haltReason })}</span>
              <CanAccess resource="chain" action="resume">
                <Button danger size="small" onClick={() => { onResume(status.network); }}>
                  {t('chain.resume')}
                </Button>
              </CanAccess>
            </Flex>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
