import type { TKycSubmission } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useMemberTime } from '../hooks/use-member-time';
import { countryName } from '../lib/issuing-countries';
import styles from './kyc.module.css';

/**
 * What a submission holds and when it moved: its document (the number masked as the server
 * gives it), its pictures by name (never the pictures), and its times.
 */
export function SubmissionFacts({ submission }: { submission: TKycSubmission }) {
  const { t, i18n } = useTranslation();
  const time = useMemberTime();
  const rows: [string, string, string][] = [];
  if (submission.documentType !== null) rows.push(['type', t('kyc.documentType'), t(`kyc.documentTypes.${submission.documentType}`)]);
  if (submission.documentNumber !== null) rows.push(['number', t('kyc.documentNumber'), submission.documentNumber]);
  if (submission.country !== null) rows.push(['country', t('kyc.country'), countryName(submission.country, i18n.language)]);
  const pictures = submission.documents.map((document) => t(`kyc.picture.${document.kind}`));
  if (pictures.length > 0) rows.push(['pictures', t('kyc.pictures'), new Intl.ListFormat(i18n.language, { type: 'unit' }).format(pictures)]);
  rows.push(['created', t('kyc.startedAt'), time(submission.createdAt)]);
  if (submission.submittedAt !== null) rows.push(['submitted', t('kyc.submittedAt'), time(submission.submittedAt)]);
  if (submission.decidedAt !== null) rows.push(['decided', t('kyc.decidedAt'), time(submission.decidedAt)]);
  return (
    <dl className={styles.figures}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={styles.figureRow}>
          <dt>{label}</dt>
          <dd data-testid={`kyc-submission-${submission.id}-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
