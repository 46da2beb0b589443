import { ZGetContractProofRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ContractVerification } from '../components/contract-verification';
import styles from './proof-pages.module.css';

/**
 * verify/contract?orderNo=…: anyone, signed in or not, checks a contract by its order number (their
 * own, or one shared with them). The browser does the checking, with the same code as the server.
 */
export function VerifyContractPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const { control, handleSubmit } = useSchemaForm(ZGetContractProofRequest, { defaultValues: { orderNo } });
  const field = useTextController(control, 'orderNo');
  const submit = handleSubmit((input) => {
    setParams({ orderNo: input.orderNo }, { replace: true });
  });
  return (
    <Page title={t('titles.verifyContract')}>
      <div className={styles.stack}>
        <Card>
          <p className={styles.intro}>{t('proof.intro')}</p>
          <SubmitForm onSubmit={() => void submit()}>
            <TextField label={t('proof.orderNo')} {...field} placeholder={t('proof.orderNoPlaceholder')} maxLength={40} autoComplete="off" autoCapitalize="characters" />
            <Button block type="submit" color="primary" shape="rounded">
              {t('proof.verify')}
            </Button>
          </SubmitForm>
        </Card>
        {orderNo !== '' && (
          <Card title={t('proof.resultTitle', { orderNo })}>
            <ContractVerification orderNo={orderNo} />
          </Card>
        )}
      </div>
    </Page>
  );
}
