import type { TKycDocumentKind, TKycSubmission } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import type { PictureUpload } from '../hooks/use-kyc-picture-uploads';
import { KYC_DOCUMENT_MAX_MB } from '../lib/kyc-picture-file';
import styles from './kyc.module.css';
import { PictureSlot } from './picture-slot';

interface PictureListProps {
  kinds: readonly TKycDocumentKind[];
  draft: TKycSubmission | null;
  uploads: Partial<Record<TKycDocumentKind, PictureUpload>>;
  onFile: (kind: TKycDocumentKind, file: File) => void;
}

/** The pictures a draft needs, each with its own state. */
export function PictureList({ kinds, draft, uploads, onFile }: PictureListProps) {
  const { t } = useTranslation();
  const heldAt = (kind: TKycDocumentKind) => draft?.documents.find((document) => document.kind === kind)?.uploadedAt ?? null;
  return (
    <>
      <h3 className={styles.picturesTitle}>{t('kyc.pictures')}</h3>
      <p className={styles.note}>{t('kyc.pictureRules', { maxMb: KYC_DOCUMENT_MAX_MB })}</p>
      <ul className={styles.pictures}>
        {kinds.map((kind) => (
          <PictureSlot key={kind} kind={kind} heldAt={heldAt(kind)} upload={uploads[kind]} onFile={onFile} />
        ))}
      </ul>
    </>
  );
}

/** The pictures of `required` the draft on the server does not hold yet. */
export function missingPictures(required: readonly TKycDocumentKind[], draft: TKycSubmission | null): TKycDocumentKind[] {
  const held = new Set(draft?.documents.map((document) => document.kind));
  return required.filter((kind) => !held.has(kind));
}
