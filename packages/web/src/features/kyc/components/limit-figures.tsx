import type { TKycLevelLimits } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import styles from './kyc.module.css';

/** A level's withdrawal limits: per 24 hours and per 30 days; `testId` names the figures `<testId>-<level>-24h`. */
export function LimitFigures({ limits, money, testId }: { limits: TKycLevelLimits; money: (amount: string | null) => string; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      <div className={styles.figureRow}>
        <dt>{t('kyc.limit24h')}</dt>
        <dd data-testid={`${testId}-${limits.level}-24h`}>{money(limits.withdraw24h)}</dd>
      </div>
      <div className={styles.figureRow}>
        <dt>{t('kyc.limit30d')}</dt>
        <dd data-testid={`${testId}-${limits.level}-30d`}>{money(limits.withdraw30d)}</dd>
      </div>
    </dl>
  );
}
