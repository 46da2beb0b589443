import { KYC_LEVELS, type TGetKycStatusResponse } from '@meridian/protocol';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../lib/class-names';
import { useKycMoney } from '../hooks/use-kyc-money';
import { useLevelAsks } from '../hooks/use-level-asks';
import { asKycLevel, limitsOf } from '../lib/kyc-level';
import styles from './kyc.module.css';
import { LimitFigures } from './limit-figures';

/** Every level: what it asks for and the withdrawals it allows, the member's own and the next one marked. */
export function LevelsCard({ status }: { status: TGetKycStatusResponse }) {
  const { t } = useTranslation();
  const money = useKycMoney(status.currency);
  const levelAsks = useLevelAsks(status.asks);
  const current = asKycLevel(status.level);
  return (
    <Card title={t('kyc.levelsTitle')}>
      <div className={styles.stack}>
        <p className={styles.note}>{t('kyc.levelsNote')}</p>
        <ol className={styles.levels}>
          {KYC_LEVELS.map((level) => (
            <li key={level} className={cx(styles.level, level === current && styles.current)} data-testid={`kyc-level-${level}`}>
              <div className={styles.levelHead}>
                <h3 className={styles.levelTitle}>{t('kyc.levelTitle', { level, name: t(`kyc.levelName${level}`) })}</h3>
                {level === current && (
                  <Tag color="primary" fill="outline" round>
                    {t('kyc.yourLevel')}
                  </Tag>
                )}
                {level === current + 1 && (
                  <Tag color="default" fill="outline" round>
                    {t('kyc.nextLevel')}
                  </Tag>
                )}
              </div>
              <p className={styles.note}>{levelAsks(level)}</p>
              <LimitFigures limits={limitsOf(status, level)} money={money} testId="kyc-limit" />
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('kyc.depositsNote')}</p>
      </div>
    </Card>
  );
}
