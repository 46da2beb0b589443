import type { TWithdrawParamResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { PayPasswordSheet } from '../../../components/pay-password-sheet';
import { shortAddress, type PayoutOption } from '../lib/payout-options';
import type { WithdrawPreview } from '../lib/withdraw-preview';
import { ChargesSummary } from './charges-summary';
import styles from './withdraw-confirm-sheet.module.css';

interface WithdrawConfirmSheetProps {
  rules: TWithdrawParamResponse;
  /** The checked amount while the sheet asks for the pay password; null: the sheet is closed. */
  amount: string | null;
  destination: PayoutOption | undefined;
  /** What the amount costs and brings. */
  preview: WithdrawPreview;
  /** The member's anti-phishing code (null when not set or not known yet). */
  antiPhishingCode: string | null;
  /** Resolves to what the sheet says about the pay password (null: done). */
  onSubmit: (payPassword: string) => Promise<string | null>;
  onClose: () => void;
}

/** The last look before the money goes: where to, the member's anti-phishing code, what it costs; then the pay password. */
export function WithdrawConfirmSheet({ rules, amount, destination, preview, antiPhishingCode, onSubmit, onClose }: WithdrawConfirmSheetProps) {
  const { t } = useTranslation();
  return (
    <PayPasswordSheet visible={amount !== null} title={t('withdraw.confirmTitle')} onSubmit={onSubmit} onClose={onClose}>
      {destination !== undefined && (
        <p className={styles.destination}>
          {destination.method === 'bank'
            ? t('withdraw.toBank', { bank: destination.card.bankName, account: destination.card.account })
            : t('withdraw.toCoin', { network: destination.network, address: shortAddress(destination.address) })}
        </p>
      )}
      {antiPhishingCode !== null && (
        <p className={styles.antiPhishing} data-testid="withdraw-anti-phishing-code">
          {t('withdraw.antiPhishingCode', { code: antiPhishingCode })}
        </p>
      )}
      {amount !== null && (preview.state === 'ok' || preview.state === 'credit-low') && (
        <ChargesSummary amount={amount} charges={preview.charges} currency={rules.currency} taxPercent={rules.taxPercent} />
      )}
    </PayPasswordSheet>
  );
}
