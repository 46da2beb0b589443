import { UPLOAD_MIME_TYPES, ZOfflineRechargeRequest, formatAmount, isMoneyAmount } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useImageUpload } from '../../../components/use-image-upload';
import { ROUTE, href } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { useOfflineChannel } from '../api/get-offline-channel-by-code';
import { usePaymentDetail } from '../api/offline-recharge-pament-detail';
import { useOfflineRecharge } from '../api/offline-recharge';
import { CopyRow } from '../components/copy-row';
import { useRequestIds } from '../hooks/use-request-ids';
import styles from './recharge-pages.module.css';

/** A receipt must stay legible: larger than an avatar, still well under the 2 MB upload limit. */
const PROOF_MAX_SIDE = 1280;

/**
 * recharge/offpaybank: the payee account to transfer to, each detail with a copy button; then the
 * member's real name as on their bank account and, if they like, a picture of the receipt.
 */
export function OffpayBankPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const methodCode = search.get('methodCode') ?? '';
  const bankCode = search.get('bankCode') ?? '';
  const amount = search.get('amount') ?? '';
  const channel = useOfflineChannel(methodCode);
  const payee = usePaymentDetail(methodCode, bankCode);
  const currency = channel.data?.currency ?? '';
  const validAmount = channel.data === undefined || isMoneyAmount(amount, currency);

  return (
    <Page title={t('titles.rechargeOffpayBank')}>
      {methodCode === '' || !validAmount ? (
        <StatusBlock status="empty" title={t('recharge.amountInvalid')} />
      ) : (
        <Loaded query={payee}>
          {(detail) => (
            <>
              <Card>
                <div className={styles.summary}>
                  <span className={styles.summaryLabel}>{t('recharge.transferAmount')}</span>
                  <span className={styles.summaryAmount} data-testid="transfer-amount">
                    {formatMoney(amount)} {currency}
                  </span>
                </div>
              </Card>
              <Card title={t('recharge.payee')}>
                <CopyRow label={t('recharge.bankName')} value={detail.bankName} copyable testId="payee-bank" />
                <CopyRow label={t('recharge.holder')} value={detail.holder} copyable testId="payee-holder" />
                <CopyRow label={t('recharge.account')} value={detail.account} copyable testId="payee-account" />
                {detail.branch !== '' && <CopyRow label={t('recharge.branch')} value={detail.branch} testId="payee-branch" />}
                <CopyRow label={t('recharge.amount')} value={amount} copyable />
                <p className={styles.note}>{t('recharge.payeeNote')}</p>
              </Card>
              <TransferForm methodCode={methodCode} bankCode={detail.bankCode} amount={amount} currency={currency} />
            </>
          )}
        </Loaded>
      )}
    </Page>
  );
}

interface TransferFormProps {
  methodCode: string;
  bankCode: string;
  amount: string;
  currency: string;
}

function TransferForm({ methodCode, bankCode, amount, currency }: TransferFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestIds = useRequestIds();
  const offlineRecharge = useOfflineRecharge();
  const fileInput = useRef<HTMLInputElement>(null);
  const [realName, setRealName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [proofUrl, setProofUrl] = useState<string | null>(null);
  const upload = useImageUpload(setProofUrl, PROOF_MAX_SIDE);

  const submit = () => {
    const params = {
      methodCode,
      bankCode,
      amount: currency === '' ? amount : formatAmount(amount, currency),
      realName: realName.trim(),
      ...(proofUrl === null ? {} : { proofUrl }),
    };
    const checked = ZOfflineRechargeRequest.safeParse({ requestId: requestIds.idFor(params), ...params });
    if (params.realName === '') {
      setNameError(t('recharge.realNameRequired'));
      return;
    }
    if (!checked.success) {
      setNameError(t('recharge.realNameInvalid'));
      return;
    }
    offlineRecharge.mutate(checked.data, {
      onSuccess: (orderNo) => {
        requestIds.settled();
        Toast.show({ icon: 'success', content: t('recharge.submitted') });
        void navigate(href(ROUTE.rechargeDetail, { orderNo }), { replace: true });
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Card title={t('recharge.yourTransfer')}>
        <FieldStack>
          <TextField
            label={t('recharge.realName')}
            value={realName}
            onChange={(value) => {
              setRealName(value);
              setNameError(undefined);
            }}
            error={nameError}
            hint={t('recharge.realNameHint')}
            placeholder={t('recharge.realNamePlaceholder')}
            maxLength={60}
            autoComplete="name"
          />
          <FormField label={t('recharge.proof')} hint={t('recharge.proofHint')} plain>
            {(id) => (
              <div className={styles.proof}>
                <button
                  type="button"
                  aria-labelledby={id}
                  className={styles.proofButton}
                  disabled={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {proofUrl === null ? <AddOutline aria-hidden="true" /> : <img src={proofUrl} alt={t('recharge.proofUploaded')} data-testid="proof-preview" />}
                </button>
                <span className={styles.note}>{upload.isPending ? t('common.loading') : proofUrl === null ? t('recharge.proofOptional') : t('recharge.proofUploaded')}</span>
              </div>
            )}
          </FormField>
          <input
            ref={fileInput}
            className={styles.hiddenInput}
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            data-testid="proof-input"
            onChange={(event) => {
              void upload.onFile(event);
            }}
          />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={offlineRecharge.isPending} disabled={upload.isPending}>
        {t('recharge.iHavePaid')}
      </Button>
    </SubmitForm>
  );
}
