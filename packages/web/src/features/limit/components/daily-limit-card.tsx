import { LIMIT_LOOSENING_DELAY_MS, MAX_DAILY_LIMIT, currencyScale, isLooserLimit, isMoneyAmount, type TDailyLimitKind, type TTradingLimits } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Card } from '../../../components/card';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { formatMoney } from '../../../lib/money';
import { useSetDailyLimit } from '../api/set-daily-limit';
import { useMemberTime } from '../hooks/use-member-time';
import { confirmChange } from './confirm-dialog';
import styles from './limits.module.css';

/** The texts of each limit: its own names, so the two cards' fields and buttons differ for everyone. */
const TEXT = {
  loss: { title: 'limits.lossTitle', explain: 'limits.lossExplain', label: 'limits.lossLabel', save: 'limits.saveLoss', remove: 'limits.removeLoss' },
  stake: { title: 'limits.stakeTitle', explain: 'limits.stakeExplain', label: 'limits.stakeLabel', save: 'limits.saveStake', remove: 'limits.removeStake' },
} as const;

function limitFormSchema(currency: string, problem: string) {
  return z.object({ amount: z.string() }).check(
    z.superRefine((form, ctx) => {
      const amount = form.amount.trim();
      if (amount === '') ctx.addIssue({ code: 'custom', path: ['amount'], message: 'rule.required' });
      else if (!isMoneyAmount(amount, currency) || new Decimal(amount).greaterThan(MAX_DAILY_LIMIT)) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    }),
  );
}

/**
 * One daily limit (loss or stake): what is in force, what waits, and a form to change it. A lower
 * limit applies at once; a higher one or none is confirmed first, saying when it will apply.
 */
export function DailyLimitCard({ kind, limits }: { kind: TDailyLimitKind; limits: TTradingLimits }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const save = useSetDailyLimit();
  const text = TEXT[kind];
  const { currency } = limits;
  const limit = kind === 'loss' ? limits.lossLimit : limits.stakeLimit;
  const problem = t('limits.amountProblem', { scale: currencyScale(currency), max: formatMoney(MAX_DAILY_LIMIT), currency });
  const { control, handleSubmit, reset } = useSchemaForm(limitFormSchema(currency, problem), { defaultValues: { amount: '' } });
  const amount = useTextController(control, 'amount');
  const shown = (value: string | null) => (value === null ? t('limits.noLimit') : `${formatMoney(value)} ${currency}`);

  const change = async (requested: string | null) => {
    if (isLooserLimit(limit.amount, requested)) {
      const confirmed = await confirmChange(t, t('limits.looserConfirm', { time: time(Date.now() + LIMIT_LOOSENING_DELAY_MS) }));
      if (!confirmed) return;
    }
    save.mutate(
      { kind, amount: requested },
      {
        onSuccess: (next) => {
          reset({ amount: '' });
          const waiting = (kind === 'loss' ? next.lossLimit : next.stakeLimit).next;
          Toast.show({ icon: 'success', content: waiting === null ? t('limits.appliesNow') : t('limits.appliesFrom', { time: time(waiting.at) }) });
        },
      },
    );
  };
  const submit = handleSubmit((form) => void change(form.amount.trim()));

  return (
    <Card title={t(text.title)}>
      <div className={styles.stack}>
        <p className={styles.current} data-testid={`${kind}-limit`}>
          {shown(limit.amount)}
        </p>
        {limit.next !== null && (
          <p className={styles.status} role="status">
            {t('limits.changesTo', { value: shown(limit.next.amount), time: time(limit.next.at) })}
          </p>
        )}
        <p className={styles.note}>{t(text.explain)}</p>
        <SubmitForm onSubmit={() => void submit()}>
          <TextField label={t(text.label, { currency })} {...amount} inputMode="decimal" placeholder={t('limits.amountPlaceholder')} maxLength={16} />
          <div className={styles.buttons}>
            <Button type="submit" color="primary" shape="rounded" loading={save.isPending}>
              {t(text.save)}
            </Button>
            {limit.amount !== null && (
              <Button shape="rounded" onClick={() => void change(null)}>
                {t(text.remove)}
              </Button>
            )}
          </div>
        </SubmitForm>
      </div>
    </Card>
  );
}
