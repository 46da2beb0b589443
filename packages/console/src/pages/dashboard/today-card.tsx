import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TTodayFigures } from '@meridian/protocol';

/**
 * Today's recharges or withdrawals: the money that moved (credited, paid out), and beside it
 * every order members asked for today, whatever became of it. Both cards mean the same by each.
 */
export function TodayCard({ title, done, doneSum, figures }: { title: string; done: string; doneSum: string; figures: TTodayFigures }) {
  const { t } = useTranslation();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      <Statistic title={done} value={figures.count} />
      <Statistic title={doneSum} value={figures.sum} />
      <Typography.Text>{t('dashboard.requested', { count: figures.requested.count, sum: figures.requested.sum })}</Typography.Text>
    </Card>
  );
}
