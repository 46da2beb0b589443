import { requiredKycDocuments, type TKycIdentityAsks, type TKycSubmission } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SubmitForm } from '../../../components/submit-form';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useSubmitKyc } from '../api/submit-kyc';
import { useKycPictureUploads } from '../hooks/use-kyc-picture-uploads';
import { identityFormSchema, isAcceptedDocumentType } from '../lib/identity-form';
import { DraftActions } from './draft-actions';
import { IdentityFields } from './identity-fields';
import styles from './kyc.module.css';
import { PictureList, missingPictures } from './picture-list';

/** The document chosen from the start: the one the owner accepts, when there is only one. */
const onlyDocumentType = (asks: TKycIdentityAsks): string => (asks.documentTypes.length === 1 ? (asks.documentTypes[0] ?? '') : '');

/**
 * Level 2 being put together: the document's type, number and country (sent with the submission)
 * and its pictures (each sent as it is chosen; a passport has no back to show), as the owner asks:
 * only the documents accepted (the one, chosen already, where there is one), the selfie only where
 * required.
 */
export function IdentityDraftCard({ draft, asks, onLeave }: { draft: TKycSubmission | null; asks: TKycIdentityAsks; onLeave: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitKyc();
  const pictures = useKycPictureUploads(2);
  const schema = identityFormSchema(asks.documentTypes, { documentType: t('kyc.documentTypeRequired'), documentNumber: t('kyc.documentNumberInvalid'), country: t('kyc.countryRequired') });
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: { documentType: onlyDocumentType(asks), documentNumber: '', country: '' } });
  const documentType = useTextController(control, 'documentType');
  const documentNumber = useTextController(control, 'documentNumber');
  const country = useTextController(control, 'country');
  const accepted = (value: string) => isAcceptedDocumentType(asks.documentTypes, value);
  const required = requiredKycDocuments(2, accepted(documentType.value) ? documentType.value : null, asks);
  const canSubmit = missingPictures(required, draft).length === 0 && !pictures.isBusy;

  const send = handleSubmit((form) => {
    // The keyboard's Go key submits too: not before every picture is there.
    if (!canSubmit || !accepted(form.documentType)) return;
    submit.mutate(
      { level: 2, documentType: form.documentType, documentNumber: form.documentNumber, country: form.country },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('kyc.submitted') });
        },
      },
    );
  });

  return (
    <Card title={t('kyc.draftTitle2')}>
      <SubmitForm onSubmit={() => void send()}>
        <p className={styles.note}>{t('kyc.draftIntro2')}</p>
        <IdentityFields documentTypes={asks.documentTypes} documentType={documentType} documentNumber={documentNumber} country={country} />
        <PictureList kinds={required} draft={draft} uploads={pictures.uploads} onFile={(kind, file) => void pictures.choose(kind, file)} />
        <DraftActions canSubmit={canSubmit} isSubmitting={submit.isPending} draft={draft} onLeave={onLeave} />
      </SubmitForm>
    </Card>
  );
}
