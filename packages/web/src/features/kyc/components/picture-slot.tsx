import type { TKycDocumentKind } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { CameraOutline, CheckCircleOutline } from 'antd-mobile-icons';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { PictureUpload } from '../hooks/use-kyc-picture-uploads';
import { useMemberTime } from '../hooks/use-member-time';
import styles from './kyc.module.css';

/**
 * Which camera a picture opens on a phone: the front one for the selfie, the back one for the
 * document's sides. A proof of address opens the phone's choice (a bill is often a saved file or a
 * photo taken earlier, not one to take now).
 */
const CAMERA: Record<TKycDocumentKind, 'user' | 'environment' | undefined> = { idFront: 'environment', idBack: 'environment', selfie: 'user', addressProof: undefined };

interface PictureSlotProps {
  kind: TKycDocumentKind;
  /** When the draft on the server got this picture, or null when it has none. */
  heldAt: number | null;
  /** This page's own upload of it, if any. */
  upload: PictureUpload | undefined;
  onFile: (kind: TKycDocumentKind, file: File) => void;
}

/** Where a picture stands, from this page's upload of it and the draft on the server. */
function pictureView(upload: PictureUpload | undefined, heldAt: number | null) {
  const isSending = upload?.phase === 'waiting' || upload?.phase === 'uploading';
  return {
    isSending,
    isHeld: heldAt !== null || upload?.phase === 'added',
    preview: upload === undefined || upload.phase === 'refused' ? null : upload.preview,
    refusal: upload?.phase === 'refused' ? upload.message : null,
    phase: isSending ? upload.phase : heldAt === null ? 'missing' : 'added',
  } as const;
}

/** The picture itself once chosen here, else a mark of whether the draft holds one. */
function PictureThumb({ preview, isHeld }: { preview: string | null; isHeld: boolean }) {
  return (
    <div className={cx(styles.thumb, isHeld && styles.thumbAdded)} aria-hidden="true">
      {preview !== null ? <img src={preview} alt="" /> : isHeld ? <CheckCircleOutline /> : <CameraOutline />}
    </div>
  );
}

/**
 * One picture of a draft: what it should show, where it stands (not added, waiting, uploading,
 * added, or refused and why), and a button that opens the camera or the gallery.
 */
export function PictureSlot({ kind, heldAt, upload, onFile }: PictureSlotProps) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const actionId = useId();
  const view = pictureView(upload, heldAt);
  const state = {
    waiting: t('kyc.pictureWaiting'),
    uploading: t('kyc.pictureUploading'),
    added: heldAt === null ? '' : t('kyc.pictureAdded', { time: time(heldAt) }),
    missing: t('kyc.pictureMissing'),
  }[view.phase];

  return (
    <li className={styles.picture} data-testid={`kyc-picture-${kind}`}>
      <PictureThumb preview={view.preview} isHeld={view.isHeld} />
      <div className={styles.pictureText}>
        <span className={styles.pictureName} id={nameId}>
          {t(`kyc.picture.${kind}`)}
        </span>
        <span className={styles.pictureHint}>{t(`kyc.pictureHint.${kind}`)}</span>
        <span className={cx(styles.pictureState, view.phase === 'added' && styles.pictureAdded)} role="status" data-testid={`kyc-picture-state-${kind}`}>
          {state}
        </span>
      </div>
      {view.refusal !== null && (
        <p className={styles.pictureError} role="alert" data-testid={`kyc-picture-error-${kind}`}>
          {view.refusal}
        </p>
      )}
      <div className={styles.pictureAction}>
        <Button block size="small" shape="rounded" color="primary" fill="outline" disabled={view.isSending} aria-labelledby={`${actionId} ${nameId}`} onClick={() => input.current?.click()}>
          <span id={actionId}>{view.isHeld ? t('kyc.replacePicture') : t('kyc.addPicture')}</span>
        </Button>
        <input
          ref={input}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          capture={CAMERA[kind]}
          aria-label={t(`kyc.picture.${kind}`)}
          data-testid={`kyc-picture-input-${kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so the same file can be chosen again after a refusal.
            event.target.value = '';
            if (file !== undefined) onFile(kind, file);
          }}
        />
      </div>
    </li>
  );
}
