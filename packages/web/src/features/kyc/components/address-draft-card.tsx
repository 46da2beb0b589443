import { requiredKycDocuments, type TKycSubmission } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SubmitForm } from '../../../components/submit-form';
import { useSubmitKyc } from '../api/submit-kyc';
import { useKycPictureUploads } from '../hooks/use-kyc-picture-uploads';
import { DraftActions } from './draft-actions';
import styles from './kyc.module.css';
import { PictureList, missingPictures } from './picture-list';

/** Level 3 being put together: a proof of address is its one picture. */
export function AddressDraftCard({ draft, onLeave }: { draft: TKycSubmission | null; onLeave: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitKyc();
  const pictures = useKycPictureUploads(3);
  // Level 3's picture is the same whatever level 2 asks.
  const required = requiredKycDocuments(3, null, { selfieRequired: false });
  const canSubmit = missingPictures(required, draft).length === 0 && !pictures.isBusy;

  const send = () => {
    if (!canSubmit) return;
    submit.mutate(
      { level: 3 },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('kyc.submitted') });
        },
      },
    );
  };

  return (
    <Card title={t('kyc.draftTitle3')}>
      <SubmitForm onSubmit={send}>
        <p className={styles.note}>{t('kyc.draftIntro3')}</p>
        <PictureList kinds={required} draft={draft} uploads={pictures.uploads} onFile={(kind, file) => void pictures.choose(kind, file)} />
        <DraftActions canSubmit={canSubmit} isSubmitting={submit.isPending} draft={draft} onLeave={onLeave} />
      </SubmitForm>
    </Card>
  );
}
