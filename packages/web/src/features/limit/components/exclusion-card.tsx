import { LIMIT_LOOSENING_DELAY_MS, type TTradingLimits } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { useEndExclusion } from '../api/end-exclusion';
import { useExcludeSelf } from '../api/exclude-self';
import { useMemberTime } from '../hooks/use-member-time';
import { confirmChange } from './confirm-dialog';
import styles from './limits.module.css';

/** Self-exclusion from contracts: at once, with no end until the member asks; the end waits 24 hours. */
export function ExclusionCard({ limits }: { limits: TTradingLimits }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const exclude = useExcludeSelf();
  const end = useEndExclusion();
  const { exclusion } = limits;

  const excludeNow = async () => {
    if (!(await confirmChange(t, t('limits.excludeConfirm'), t('limits.exclude')))) return;
    exclude.mutate(undefined);
  };
  const endLater = async () => {
    if (!(await confirmChange(t, t('limits.endExclusionConfirm', { time: time(Date.now() + LIMIT_LOOSENING_DELAY_MS) })))) return;
    end.mutate(undefined);
  };

  return (
    <Card title={t('limits.exclusionTitle')}>
      <div className={styles.stack}>
        {exclusion !== null && (
          <p className={styles.status} role="status">
            {exclusion.endsAt === null ? t('limits.excludedSince', { time: time(exclusion.since) }) : t('limits.exclusionEnds', { time: time(exclusion.endsAt) })}
          </p>
        )}
        <p className={styles.note}>{t('limits.exclusionExplain')}</p>
        {exclusion === null && (
          <Button color="danger" shape="rounded" loading={exclude.isPending} onClick={() => void excludeNow()}>
            {t('limits.exclude')}
          </Button>
        )}
        {exclusion !== null && exclusion.endsAt === null && (
          <Button shape="rounded" loading={end.isPending} onClick={() => void endLater()}>
            {t('limits.endExclusion')}
          </Button>
        )}
        {/* Staying excluded is stricter: it calls the asked end off at once. */}
        {exclusion !== null && exclusion.endsAt !== null && (
          <Button
            shape="rounded"
            loading={exclude.isPending}
            onClick={() => {
              exclude.mutate(undefined);
            }}
          >
            {t('limits.stayExcluded')}
          </Button>
        )}
      </div>
    </Card>
  );
}
