import type { TWithdrawParamResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import { TwoStepCodeField, type TwoStepCode } from '../../../components/two-step-code-field';
import { formatMoney } from '../../../lib/money';
import { maxWithdrawable, type WithdrawPreview } from '../lib/withdraw-preview';
import { ChargesSummary } from './charges-summary';
import { WithdrawFacts } from './withdraw-facts';
import styles from './withdraw-amount-card.module.css';

interface WithdrawAmountCardProps {
  rules: TWithdrawParamResponse;
  /** The available balance; undefined while it loads. */
  available: string | undefined;
  /** The amount field of the form. */
  amount: { value: string; onChange: (value: string) => void; error?: string | undefined };
  twoStep: TwoStepCode;
  /** What the amount typed so far costs and brings. */
  preview: WithdrawPreview;
}

/** How much: the amount (or all that can go), the 2-step code, what applies today, and what it costs. */
export function WithdrawAmountCard({ rules, available, amount, twoStep, preview }: WithdrawAmountCardProps) {
  const { t } = useTranslation();
  const { currency } = rules;
  return (
    <Card>
      <div className={styles.stack}>
        <TextField
          label={t('withdraw.amountLabel', { currency })}
          {...amount}
          inputMode="decimal"
          placeholder={t('withdraw.amountPlaceholder', { min: formatMoney(rules.minAmount), max: formatMoney(rules.maxAmount) })}
          maxLength={20}
          extra={
            available !== undefined && (
              <button
                type="button"
                className={styles.all}
                onClick={() => {
                  amount.onChange(maxWithdrawable(rules, available));
                }}
              >
                {t('withdraw.all')}
              </button>
            )
          }
        />
        <TwoStepCodeField {...twoStep} />
        <WithdrawFacts rules={rules} available={available} />
        {(preview.state === 'ok' || preview.state === 'credit-low') && (
          <FormField label={t('withdraw.preview')} plain>
            {(id) => (
              <div aria-labelledby={id} role="group">
                <ChargesSummary amount={amount.value.trim()} charges={preview.charges} currency={currency} taxPercent={rules.taxPercent} />
              </div>
            )}
          </FormField>
        )}
      </div>
    </Card>
  );
}
