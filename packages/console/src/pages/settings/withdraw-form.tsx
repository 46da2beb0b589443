import { Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddItemButton, BankList, ListItemCard, NamesLanguageField, SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { cleanText, trimmedText, useSettingRules } from './setting-rules';
import { type AppLanguage, FALLBACK_LANGUAGE, type TBankSetting, type TCoinNetwork, type TWithdrawSettings } from '@meridian/protocol';

interface WithdrawFields {
  rules: Omit<TWithdrawSettings['rules'], 'dailyCount' | 'freeCount'> & { dailyCount: number | null; freeCount: number | null };
  banks: TBankSetting[];
  networks: TCoinNetwork[];
  autoSendMax: string;
}

const toFields = (value: TWithdrawSettings): WithdrawFields => ({
  rules: { ...value.rules },
  banks: value.banks.map((bank) => ({ code: bank.code, name: { ...bank.name } })),
  networks: value.networks.map((network) => ({ ...network })),
  autoSendMax: value.autoSendMax ?? '0',
});

const toValue = (fields: WithdrawFields): TWithdrawSettings => ({
  rules: {
    minAmount: trimmedText(fields.rules.minAmount),
    maxAmount: trimmedText(fields.rules.maxAmount),
    // Only called once the rules passed: the counts are numbers by then.
    dailyCount: fields.rules.dailyCount ?? 0,
    freeCount: fields.rules.freeCount ?? 0,
    taxPercent: trimmedText(fields.rules.taxPercent),
    feeAmount: trimmedText(fields.rules.feeAmount),
  },
  banks: fields.banks.map((bank) => ({ code: trimmedText(bank.code), name: cleanText(bank.name) })),
  networks: fields.networks.map((network) => ({ network: trimmedText(network.network), addressPattern: trimmedText(network.addressPattern) })),
  autoSendMax: trimmedText(fields.autoSendMax),
});

/** Whether the server can use the text as an address pattern (it makes a RegExp of it). */
function isPattern(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Withdrawals: the published limits and charges, what the signer sends without an operator, the
 * banks a member's card may be of, and the chains a USDT address may be on, each with the shape of
 * an address there.
 */
export function WithdrawForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('withdraw', toFields);
  const [language, setLanguage] = useState<AppLanguage>(FALLBACK_LANGUAGE);
  const patternRule = {
    validator: (_rule: unknown, value: unknown) => (isPattern(trimmedText(value)) ? Promise.resolve() : Promise.reject(new Error(t('settings.withdraw.patternInvalid')))),
  };

  return (
    <SettingForm editor={editor} name="withdraw" toValue={toValue}>
      <SettingSection title={t('settings.withdraw.rules')} hint={t('settings.withdraw.rulesHint')}>
        <Flex wrap gap="0 16px" align="flex-start">
          <Form.Item name={['rules', 'minAmount']} label={t('settings.minAmount')} rules={rules.amount({ aboveZero: true })} style={{ width: 150 }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name={['rules', 'maxAmount']} label={t('settings.maxAmount')} rules={[...rules.amount(), rules.notBelow(['rules', 'minAmount'])]} dependencies={[['rules', 'minAmount']]} style={{ width: 150 }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name={['rules', 'dailyCount']} label={t('settings.withdraw.dailyCount')} rules={rules.whole(0)} style={{ width: 150 }}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name={['rules', 'freeCount']} label={t('settings.withdraw.freeCount')} rules={rules.whole(0)} style={{ width: 200 }}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name={['rules', 'taxPercent']} label={t('settings.withdraw.taxPercent')} rules={rules.percent()} style={{ width: 150 }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name={['rules', 'feeAmount']} label={t('settings.withdraw.feeAmount')} rules={rules.amount()} style={{ width: 150 }}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Flex>
      </SettingSection>
      <SettingSection title={t('settings.withdraw.autoSend')} hint={t('settings.withdraw.autoSendHint')}>
        <Form.Item name="autoSendMax" label={t('settings.withdraw.autoSendMax')} rules={rules.amount()} style={{ width: 240 }}>
          <Input inputMode="decimal" />
        </Form.Item>
      </SettingSection>
      <SettingSection title={t('settings.withdraw.banks')} hint={t('settings.withdraw.banksHint')}>
        <NamesLanguageField id="withdraw-names-language" value={language} onChange={setLanguage} />
        <BankList language={language} />
      </SettingSection>
      <SettingSection title={t('settings.withdraw.networks')} hint={t('settings.withdraw.networksHint')}>
        <Form.List name="networks">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <ListItemCard key={field.key} noun={t('settings.withdraw.network')} index={index} codePath={['networks', field.name, 'network']} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
                  <Form.Item name={[field.name, 'network']} label={t('settings.withdraw.networkName')} rules={[...rules.text(40), rules.once(['networks'], 'network')]} style={{ width: 160 }}>
                    <Input autoComplete="off" spellCheck={false} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'addressPattern']} label={t('settings.withdraw.addressPattern')} extra={t('settings.withdraw.addressPatternHint')} rules={[...rules.text(200), patternRule]} style={{ width: 420 }}>
                    <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }} />
                  </Form.Item>
                </ListItemCard>
              ))}
              <AddItemButton onAdd={() => { add({ network: '', addressPattern: '' }); }}>{t('settings.withdraw.addNetwork')}</AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
    </SettingForm>
  );
}
