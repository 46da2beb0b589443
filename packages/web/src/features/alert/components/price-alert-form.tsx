import { PRICE_ALERT_PERCENT_MAX, PRICE_ALERT_PERCENT_MIN, PRICE_ALERT_WINDOWS, compareDecimalStrings } from '@meridian/protocol';
import { Button, Selector, Toast } from 'antd-mobile';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { formatPrice } from '../../../lib/money';
import { useCreatePriceAlert } from '../api/create-price-alert';
import { ALERT_KINDS, alertFormSchema, alertWindowOf, newAlertForm } from '../lib/alert-form';
import { windowText } from '../lib/alert-condition';
import type { AlertPair } from '../lib/alert-pair';
import styles from './price-alert-form.module.css';

interface PriceAlertFormProps {
  /** The pairs an alert may watch, with their prices now (the app reads them from the market); the target starts at the price now. */
  pairs: readonly AlertPair[];
  /** The pair the form starts with (the K-line page's), else the first. */
  initialPair: string | null;
  onDone: () => void;
}

/** What the target price field says under it: the price now, and which way it must go to reach the target. */
function usePriceHint(pair: AlertPair | undefined, target: string): string | undefined {
  const { t } = useTranslation();
  if (pair === undefined) return undefined;
  const now = formatPrice(pair.price, pair.scale);
  const way = compareDecimalStrings(target.trim(), pair.price);
  if (way === 1) return t('alert.willRise', { price: now });
  if (way === -1) return t('alert.willFall', { price: now });
  return t('alert.priceNow', { price: now });
}

/**
 * "Alert me when BTC/USDT crosses 65,000" or "moves 5 % within 1 h": the pair, the kind and its
 * fields, and whether it repeats; checked by the protocol's own request schema before it is sent.
 */
export function PriceAlertForm({ pairs, initialPair, onDone }: PriceAlertFormProps) {
  const { t } = useTranslation();
  const create = useCreatePriceAlert();
  const start = pairs.find((pair) => pair.allname === initialPair) ?? pairs[0];
  const { control, handleSubmit, setValue } = useSchemaForm(alertFormSchema, {
    defaultValues: newAlertForm(start?.allname ?? '', start?.price ?? ''),
  });
  const kind = useController({ control, name: 'kind' });
  const allname = useController({ control, name: 'allname' });
  const windowMinutes = useController({ control, name: 'windowMinutes' });
  const repeat = useController({ control, name: 'repeat' });
  const price = useTextController(control, 'price');
  const percent = useTextController(control, 'percent');
  const pair = pairs.find((each) => each.allname === allname.field.value);
  const priceHint = usePriceHint(pair, price.value);

  const choosePair = (next: string) => {
    allname.field.onChange(next);
    // Another pair's price says nothing of this one: the target starts at its price now.
    const chosen = pairs.find((each) => each.allname === next);
    if (chosen !== undefined) setValue('price', chosen.price);
  };

  const submit = handleSubmit((alert) => {
    create.mutate(alert, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('alert.created') });
        onDone();
      },
    });
  });

  const kindLabel = (each: (typeof ALERT_KINDS)[number]) => (each === 'cross' ? t('alert.kindCross') : t('alert.kindMove'));

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <FieldStack>
        <FormField label={t('alert.pair')} error={allname.fieldState.error?.message} plain>
          {(id) => (
            <Selector
              aria-labelledby={id}
              className={styles.chips}
              columns={3}
              options={pairs.map((each) => ({ label: each.allname, value: each.allname }))}
              value={[allname.field.value]}
              onChange={(selected) => {
                const [next] = selected;
                if (next !== undefined) choosePair(next);
              }}
            />
          )}
        </FormField>
        <FormField label={t('alert.kind')} plain>
          {(id) => (
            <Selector
              aria-labelledby={id}
              className={styles.chips}
              columns={2}
              options={ALERT_KINDS.map((each) => ({ label: kindLabel(each), value: each }))}
              value={[kind.field.value]}
              onChange={(selected) => {
                const [next] = selected;
                if (next !== undefined) kind.field.onChange(next);
              }}
            />
          )}
        </FormField>
        {kind.field.value === 'cross' ? (
          <TextField label={t('alert.price')} {...price} hint={priceHint} inputMode="decimal" maxLength={32} />
        ) : (
          <>
            <TextField
              label={t('alert.percent')}
              {...percent}
              hint={t('alert.percentHint', { min: PRICE_ALERT_PERCENT_MIN, max: PRICE_ALERT_PERCENT_MAX })}
              inputMode="decimal"
              maxLength={8}
            />
            <FormField label={t('alert.window')} error={windowMinutes.fieldState.error?.message} plain>
              {(id) => (
                <Selector
                  aria-labelledby={id}
                  className={styles.chips}
                  columns={5}
                  options={PRICE_ALERT_WINDOWS.map((each) => ({ label: windowText(t, each), value: each }))}
                  value={[windowMinutes.field.value]}
                  onChange={(selected) => {
                    const next = alertWindowOf(selected[0]);
                    if (next !== undefined) windowMinutes.field.onChange(next);
                  }}
                />
              )}
            </FormField>
          </>
        )}
        <SwitchField label={t('alert.repeat')} hint={t('alert.repeatHint')} checked={repeat.field.value} onChange={repeat.field.onChange} />
      </FieldStack>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={create.isPending} disabled={pairs.length === 0}>
        {t('alert.save')}
      </Button>
    </SubmitForm>
  );
}
