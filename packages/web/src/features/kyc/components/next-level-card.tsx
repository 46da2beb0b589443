import type { TGetKycStatusResponse, TKycSubmittedLevel } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE, href } from '../../../config/routes';
import { useKycMoney } from '../hooks/use-kyc-money';
import { useLevelAsks } from '../hooks/use-level-asks';
import { asKycLevel, limitsOf, nextSubmittedLevel } from '../lib/kyc-level';
import styles from './kyc.module.css';
import { LimitFigures } from './limit-figures';
import { RejectionNote } from './rejection-note';

/**
 * What the next level asks for and unlocks, and the way to it: level 1 by a code sent to an email
 * or a phone (the contact pages send it), levels 2 and 3 by a submission started here.
 */
export function NextLevelCard({ status, onStart }: { status: TGetKycStatusResponse; onStart: (level: TKycSubmittedLevel) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useKycMoney(status.currency);
  const levelAsks = useLevelAsks(status.asks);
  const level = asKycLevel(status.level);
  if (level === 3) {
    return (
      <Card title={t('kyc.topTitle')}>
        <p className={styles.note}>{t('kyc.topReached')}</p>
      </Card>
    );
  }
  const next = asKycLevel(level + 1);
  const submitted = nextSubmittedLevel(level);
  const lastDecided = status.history[0];
  return (
    <Card title={t('kyc.nextTitle', { level: next })}>
      <div className={styles.stack}>
        {lastDecided?.status === 'rejected' && lastDecided.level === next && <RejectionNote submission={lastDecided} />}
        <p className={styles.note}>{levelAsks(next)}</p>
        <p className={styles.note}>{t('kyc.unlocks')}</p>
        <LimitFigures limits={limitsOf(status, next)} money={money} testId="kyc-next-limit" />
        {submitted === null ? (
          <div className={styles.buttons}>
            <p className={styles.note}>{t('kyc.contactHint')}</p>
            {(['email', 'phone'] as const).map((kind) => (
              <Button
                key={kind}
                block
                shape="rounded"
                color="primary"
                fill={kind === 'email' ? 'solid' : 'outline'}
                onClick={() => {
                  void navigate(href(ROUTE.contactChange, { kind }));
                }}
              >
                {kind === 'email' ? t('kyc.verifyEmail') : t('kyc.verifyPhone')}
              </Button>
            ))}
          </div>
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => {
              onStart(submitted);
            }}
          >
            {t('kyc.start', { level: submitted })}
          </Button>
        )}
      </div>
    </Card>
  );
}
