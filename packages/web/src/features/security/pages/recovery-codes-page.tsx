import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { RecoveryCodesCard } from '../../../components/recovery-codes';
import { useGoBack } from '../../../components/use-go-back';
import { useRecoveryCodes } from '../api/get-recovery-codes';
import { NewRecoveryCodesForm } from '../components/new-recovery-codes-form';
import styles from './security-pages.module.css';

/**
 * my/security/recovery: the account recovery codes (issue 35), which reset the password without
 * email or phone. How many are left, and a new set, shown once.
 */
export function RecoveryCodesPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const left = useRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Page title={t('titles.securityRecovery')}>
      {codes === null ? (
        <div className={styles.stack}>
          <Card>
            <div className={styles.stack}>
              <p className={styles.note}>{t('recovery.explain')}</p>
              <Loaded query={left} rows={1} card={false}>
                {({ left: count }) =>
                  count === 0 ? <p className={styles.warning}>{t('recovery.noneLeft')}</p> : <p className={styles.heading}>{t('recovery.left', { count })}</p>
                }
              </Loaded>
            </div>
          </Card>
          <NewRecoveryCodesForm onMade={setCodes} />
        </div>
      ) : (
        <RecoveryCodesCard
          label={t('recovery.title')}
          text={t('recovery.text', { count: codes.length })}
          codes={codes}
          doneLabel={t('recovery.done')}
          onDone={goBack}
          confirmKept
        />
      )}
    </Page>
  );
}
