import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFeedProcess, TPriceFeed } from '@meridian/protocol';
import { ToneTag } from '../../components/tone-tag';
import { ageOf, formatTime } from '../../lib/format-time';

interface PriceFeedCardProps {
  feed: TPriceFeed | null;
  /** Reads the dashboard again (the feed changes by the second). */
  onRefresh: () => void;
  refreshing: boolean;
}

const sameProcess = (left: TFeedProcess, right: TFeedProcess) => left.host === right.host && left.pid === right.pid;

/** Where prices come from, which server process runs the source, and which currencies have gone quiet. */
export function PriceFeedCard({ feed, onRefresh, refreshing }: PriceFeedCardProps) {
  const { t } = useTranslation();
  const refresh = (
    <Button size="small" onClick={onRefresh} loading={refreshing}>
      {t('dashboard.refresh')}
    </Button>
  );
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.priceFeedTitle')}</h2>} extra={refresh}>
      {feed === null ? (
        <Typography.Text>{t('dashboard.priceFeedUnknown')}</Typography.Text>
      ) : (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('dashboard.priceFeedSource')}>{feed.source}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.priceFeedOwner')}>
            {feed.owner === null ? (
              t('dashboard.priceFeedNoOwner')
            ) : (
              <Flex vertical>
                <span>
                  {t('dashboard.priceFeedProcess', { host: feed.owner.host, pid: feed.owner.pid })}{' '}
                  {sameProcess(feed.owner, feed.answeredBy) ? <ToneTag tone="info">{t('dashboard.priceFeedThisProcess')}</ToneTag> : null}
                </span>
                <Typography.Text type="secondary">{t('dashboard.priceFeedSince', { time: formatTime(feed.owner.since) })}</Typography.Text>
              </Flex>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.priceFeedLastTick')}>
            {feed.lastTickAt === null ? t('dashboard.priceFeedNeverTicked') : t('dashboard.priceFeedTickAge', { time: formatTime(feed.lastTickAt), age: ageOf(feed.lastTickAt) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.priceFeedStale', { seconds: feed.staleAfterSeconds })}>
            {feed.stale.length === 0 ? (
              <ToneTag tone="positive">{t('dashboard.priceFeedNoneStale')}</ToneTag>
            ) : (
              <Flex wrap gap={4} role="list" aria-label={t('dashboard.priceFeedStale', { seconds: feed.staleAfterSeconds })}>
                {feed.stale.map((entry) => (
                  <span role="listitem" key={entry.currency} title={formatTime(entry.lastTickAt)}>
                    <ToneTag tone="negative">{entry.currency}</ToneTag>
                  </span>
                ))}
              </Flex>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
