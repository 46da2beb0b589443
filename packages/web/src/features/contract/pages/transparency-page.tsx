import type { TGetTransparencyResponse, TTransparencyRow } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useTransparency } from '../api/get-transparency';
import styles from './contract-pages.module.css';

/**
 * market/transparency (public): for each contract duration, what a win pays and the win rate needed
 * to break even, beside what the last 24 hours' settled contracts staked and were paid, as the
 * ledger moved it. Anyone can read it before deciding to trade at all.
 */
export function TransparencyPage() {
  const { t } = useTranslation();
  const figures = useTransparency();
  return (
    <Page title={t('titles.transparency')}>
      <div className={styles.content}>
        <p className={styles.intro}>{t('transparency.intro')}</p>
        <Loaded query={figures}>{(data) => <Figures figures={data} />}</Loaded>
        <p className={styles.intro}>{t('transparency.explain')}</p>
      </div>
    </Page>
  );
}

function Figures({ figures }: { figures: TGetTransparencyResponse }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const time = (epochMs: number) => formatDateTime(epochMs, timeZone);
  return (
    <>
      <p className={styles.intro}>{t('transparency.window', { from: time(figures.from), to: time(figures.to) })}</p>
      {figures.list.map((row) => (
        <DurationCard key={row.seconds} row={row} currency={figures.currency} />
      ))}
    </>
  );
}

function DurationCard({ row, currency }: { row: TTransparencyRow; currency: string }) {
  const { t } = useTranslation();
  const money = (amount: string) => `${formatMoney(amount)} ${currency}`;
  const fields: [string, string][] = [
    [t('transparency.yield'), row.yieldPercent === null ? t('transparency.notOffered') : `${row.yieldPercent}%`],
    [t('transparency.breakEven'), row.breakEvenWinRate === null ? '—' : `${row.breakEvenWinRate}%`],
    [t('transparency.outcomes'), t('transparency.outcomeCounts', { won: row.won, lost: row.lost, draw: row.draw })],
    [t('transparency.staked'), money(row.staked)],
    [t('transparency.paidOut'), money(row.paidOut)],
    [t('transparency.returned'), row.returnPercent === null ? '—' : `${row.returnPercent}%`],
  ];
  return (
    <Card title={t('transparency.duration', { seconds: row.seconds })}>
      <dl className={styles.details} data-testid={`transparency-${row.seconds}`}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
