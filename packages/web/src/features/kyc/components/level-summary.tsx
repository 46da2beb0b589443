import type { TGetKycStatusResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { HeroCard } from '../../../components/hero-card';
import { useKycMoney } from '../hooks/use-kyc-money';
import { asKycLevel, limitsOf } from '../lib/kyc-level';
import styles from './kyc.module.css';

/** The member's level, what it means, and what they withdrew against its limits. */
export function LevelSummary({ status }: { status: TGetKycStatusResponse }) {
  const { t } = useTranslation();
  const money = useKycMoney(status.currency);
  const level = asKycLevel(status.level);
  const limits = limitsOf(status, level);
  const withdrawn: [string, string, string, string | null][] = [
    ['24h', t('kyc.withdrawn24h'), status.withdrawn.last24h, limits.withdraw24h],
    ['30d', t('kyc.withdrawn30d'), status.withdrawn.last30d, limits.withdraw30d],
  ];
  return (
    <HeroCard label={t('titles.verification')}>
      <h1 className={styles.heroHeading}>{t('titles.verification')}</h1>
      <p className={styles.heroLevel} data-testid="kyc-level">
        {t('kyc.levelValue', { level })}
      </p>
      <p className={styles.heroName}>{t(`kyc.levelName${level}`)}</p>
      <dl className={styles.heroFigures}>
        {withdrawn.map(([key, label, amount, limit]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`kyc-withdrawn-${key}`}>
              {money(amount)}
              <span className={styles.of}>{limit === null ? t('kyc.noLimit') : t('kyc.ofLimit', { limit: money(limit) })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </HeroCard>
  );
}
