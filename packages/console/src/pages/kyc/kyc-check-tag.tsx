import type { TKycCheck } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';

const TONES = { pending: 'waiting', clear: 'positive', consider: 'negative' } as const;

/** The automated check's advice: a provider's verdict never decides a submission, the operator does. */
export function KycCheckTag({ check }: { check: TKycCheck | null }) {
  const { t } = useTranslation();
  if (check === null) return <>{t('kyc.noCheck')}</>;
  return <ToneTag tone={TONES[check.status]}>{t('kyc.checkBy', { provider: check.provider, status: t(`kyc.checkStatuses.${check.status}`) })}</ToneTag>;
}
