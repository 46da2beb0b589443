import type { TBeginTwoStepResponse } from '@meridian/protocol';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { RecoveryCodesCard } from '../../../components/recovery-codes';
import { useGoBack } from '../../../components/use-go-back';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useBeginTwoStep } from '../api/begin-two-step';
import { useTwoStep } from '../api/get-two-step';
import { TwoStepEnrolment } from '../components/two-step-enrolment';
import { TwoStepOffForm } from '../components/two-step-off-form';
import styles from '../components/two-step.module.css';

/**
 * my/security/two-step: the authenticator app. Off: turn it on (QR and secret, the first code,
 * then the recovery codes shown once). On: since when, codes left, and turning it off by a code.
 */
export function TwoStepPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const status = useTwoStep();
  const begin = useBeginTwoStep();
  const [enrolment, setEnrolment] = useState<TBeginTwoStepResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [heldUntil, setHeldUntil] = useState<number | null>(null);
  // In the member's own zone, as the withdrawal's refusal names the end of the same hold.
  const timeZone = useSession((state) => state.user?.timeZone);

  const body = () => {
    if (recoveryCodes !== null) {
      return (
        <RecoveryCodesCard
          label={t('twoStep.recoveryTitle')}
          text={t('twoStep.recoveryText', { count: recoveryCodes.length })}
          codes={recoveryCodes}
          doneLabel={t('twoStep.savedCodes')}
          onDone={goBack}
        />
      );
    }
    if (heldUntil !== null) {
      return <Result status="success" title={t('twoStep.turnedOff')} description={t('twoStep.heldUntil', { time: formatDateTime(heldUntil, timeZone) })} />;
    }
    if (enrolment !== null) {
      return (
        <TwoStepEnrolment
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
        />
      );
    }
    return (
      <Loaded query={status}>
        {(current) =>
          current.enabled ? (
            <>
              <Card>
                <p className={styles.status}>{t('twoStep.isOn')}</p>
                {current.enabledAt !== null && <p className={styles.text}>{t('twoStep.onSince', { time: formatDateTime(current.enabledAt, timeZone) })}</p>}
                <p className={styles.text}>{t('twoStep.codesLeft', { count: current.recoveryCodesLeft })}</p>
              </Card>
              <TwoStepOffForm onTurnedOff={setHeldUntil} />
            </>
          ) : (
            <>
              <Card>
                <p className={styles.status}>{t('twoStep.isOff')}</p>
                <p className={styles.text}>{t('twoStep.explain')}</p>
              </Card>
              <Button block color="primary" size="large" shape="rounded" loading={begin.isPending} onClick={() => {
                  begin.mutate(undefined, { onSuccess: setEnrolment });
                }}>
                {t('twoStep.begin')}
              </Button>
            </>
          )
        }
      </Loaded>
    );
  };

  return <Page title={t('titles.twoStep')}>{body()}</Page>;
}
