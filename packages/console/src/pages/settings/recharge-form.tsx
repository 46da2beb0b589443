import { Button, Card, Flex, Form, Image, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddItemButton, BankList, CodeItem, ListItemCard, LocalizedNameItem, NamesLanguageField, SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { cleanText, trimmedText, useSettingRules, type FieldPath } from './setting-rules';
import { type AppLanguage, FALLBACK_LANGUAGE, PAYMENT_PROVIDERS, type TBankSetting, type TRechargeSettings } from '@meridian/protocol';

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

const toFields = (value: TRechargeSettings): TRechargeSettings => structuredClone(value);

const toValue = (fields: TRechargeSettings): TRechargeSettings => ({
  onlineChannels: fields.onlineChannels.map((channel) => ({
    code: trimmedText(channel.code),
    name: cleanText(channel.name),
    provider: channel.provider,
    min: trimmedText(channel.min),
    max: trimmedText(channel.max),
  })),
  offlineMethods: fields.offlineMethods.map((method) => ({
    code: trimmedText(method.code),
    name: cleanText(method.name),
    min: trimmedText(method.min),
    max: trimmedText(method.max),
    payees: method.payees.map((payee) => ({ bankCode: payee.bankCode, holder: trimmedText(payee.holder), account: trimmedText(payee.account), branch: trimmedText(payee.branch) })),
  })),
  banks: fields.banks.map((bank) => ({ code: trimmedText(bank.code), name: cleanText(bank.name) })),
  cryptoChannels: fields.cryptoChannels.map((channel) => ({
    code: trimmedText(channel.code),
    coin: trimmedText(channel.coin),
    network: trimmedText(channel.network),
    address: trimmedText(channel.address),
    rate: trimmedText(channel.rate),
    min: trimmedText(channel.min),
    max: trimmedText(channel.max),
  })),
  amounts: { quickAmounts: fields.amounts.quickAmounts.map(trimmedText), min: trimmedText(fields.amounts.min), max: trimmedText(fields.amounts.max) },
  openRechargeImg: trimmedText(fields.openRechargeImg),
});

/** A channel's limits: the order must keep them, narrowed by the overall ones. */
function LimitItems({ listPath, field }: { listPath: FieldPath; field: number }) {
  const { t } = useTranslation();
  const rules = useSettingRules();
  return (
    <>
      <Form.Item name={[field, 'min']} label={t('settings.minAmount')} rules={rules.amount()} style={{ width: 150 }}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name={[field, 'max']} label={t('settings.maxAmount')} rules={[...rules.amount(), rules.notBelow([...listPath, field, 'min'])]} dependencies={[[...listPath, field, 'min']]} style={{ width: 150 }}>
        <Input inputMode="decimal" />
      </Form.Item>
    </>
  );
}

/** The accounts members transfer to for one offline method, each at one of the banks above. */
function PayeeList({ method, bankCodes }: { method: number; bankCodes: string[] }) {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const listPath = ['offlineMethods', method, 'payees'];
  return (
    <Form.List name={[method, 'payees']}>
      {(fields, { add, remove }) => (
        <Flex vertical style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card key={field.key} size="small" type="inner" title={t('settings.recharge.payee', { number: index + 1 })} style={{ marginBottom: 8 }}
              extra={
                <Button size="small" danger onClick={() => { remove(field.name); }} aria-label={t('settings.removeItem', { item: t('settings.recharge.payee', { number: index + 1 }) })}>
                  {t('settings.remove')}
                </Button>
              }
            >
              <Flex wrap gap="0 16px" align="flex-start">
                <Form.Item name={[field.name, 'bankCode']} label={t('settings.recharge.payeeBank')} rules={[rules.chosen(), rules.once(listPath, 'bankCode')]} style={{ width: 160 }}>
                  <Select options={bankCodes.map((code) => ({ value: code, label: code }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'holder']} label={t('settings.recharge.holder')} rules={rules.text(100)} style={{ width: 220 }}>
                  <Input autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'account']} label={t('settings.recharge.account')} rules={rules.text(60)} style={{ width: 200 }}>
                  <Input autoComplete="off" spellCheck={false} />
                </Form.Item>
                <Form.Item name={[field.name, 'branch']} label={t('settings.recharge.branch')} rules={[{ max: 100, transform: trimmedText, message: t('settings.tooLong', { max: 100 }) }]} style={{ width: 220 }}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Flex>
            </Card>
          ))}
          <AddItemButton onAdd={() => { add({ bankCode: undefined, holder: '', account: '', branch: '' }); }}>{t('settings.recharge.addPayee')}</AddItemButton>
        </Flex>
      )}
    </Form.List>
  );
}

/**
 * How members pay in: the overall amounts and the page's banner, the banks, online channels (each
 * through a payment provider), offline bank-transfer methods with the accounts members transfer
 * to, and crypto deposit channels with their rate.
 */
export function RechargeForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('recharge', toFields);
  const [language, setLanguage] = useState<AppLanguage>(FALLBACK_LANGUAGE);
  const banks = Form.useWatch('banks', editor.form) as TBankSetting[] | undefined;
  const bankCodes = [...new Set((banks ?? []).map((bank) => trimmedText(bank.code)).filter((code) => code !== ''))];
  const banner = trimmedText(Form.useWatch('openRechargeImg', editor.form));
  const quickAmountRule = {
    validator: (_rule: unknown, amounts: unknown) =>
      Array.isArray(amounts) && amounts.every((amount) => AMOUNT.test(trimmedText(amount))) ? Promise.resolve() : Promise.reject(new Error(t('settings.recharge.quickAmountsHint'))),
  };
  const providers = PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: t(`settings.recharge.providers.${provider}`) }));

  return (
    <SettingForm editor={editor} name="recharge" toValue={toValue}>
      <SettingSection title={t('settings.recharge.amounts')} hint={t('settings.recharge.amountsHint')}>
        <Flex wrap gap="0 16px" align="flex-start">
          <Form.Item name={['amounts', 'min']} label={t('settings.minAmount')} rules={rules.amount()} style={{ width: 180 }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name={['amounts', 'max']} label={t('settings.maxAmount')} rules={[...rules.amount(), rules.notBelow(['amounts', 'min'])]} dependencies={[['amounts', 'min']]} style={{ width: 180 }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name={['amounts', 'quickAmounts']} label={t('settings.recharge.quickAmounts')} extra={t('settings.recharge.quickAmountsHint')} rules={[quickAmountRule]} style={{ minWidth: 320, flex: 1 }}>
            <Select mode="tags" tokenSeparators={[',', ' ']} notFoundContent={null} suffixIcon={null} />
          </Form.Item>
        </Flex>
        <Form.Item name="openRechargeImg" label={t('settings.recharge.banner')} extra={t('settings.recharge.bannerHint')} rules={[{ max: 500, transform: trimmedText, message: t('settings.tooLong', { max: 500 }) }]}>
          <Input placeholder="/uploads/recharge.png" style={{ maxWidth: 480 }} />
        </Form.Item>
        {banner === '' ? null : (
          <Flex style={{ marginBottom: 16 }}>
            <Image src={banner} alt={t('settings.recharge.banner')} height={64} />
          </Flex>
        )}
      </SettingSection>
      <NamesLanguageField id="recharge-names-language" value={language} onChange={setLanguage} />
      <SettingSection title={t('settings.recharge.banks')} hint={t('settings.recharge.banksHint')}>
        <BankList language={language} />
      </SettingSection>
      <SettingSection title={t('settings.recharge.onlineChannels')} hint={t('settings.recharge.onlineChannelsHint')}>
        <Form.List name="onlineChannels">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <ListItemCard key={field.key} noun={t('settings.recharge.onlineChannel')} index={index} codePath={['onlineChannels', field.name, 'code']} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
                  <CodeItem listPath={['onlineChannels']} field={field.name} />
                  <LocalizedNameItem listPath={['onlineChannels']} field={field.name} language={language} />
                  <Form.Item name={[field.name, 'provider']} label={t('settings.recharge.provider')} rules={[rules.chosen()]} style={{ width: 200 }}>
                    <Select options={providers} />
                  </Form.Item>
                  <LimitItems listPath={['onlineChannels']} field={field.name} />
                </ListItemCard>
              ))}
              <AddItemButton onAdd={() => { add({ code: '', name: {}, provider: PAYMENT_PROVIDERS[0], min: '', max: '' }); }}>{t('settings.recharge.addOnlineChannel')}</AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
      <SettingSection title={t('settings.recharge.offlineMethods')} hint={t('settings.recharge.offlineMethodsHint')}>
        <Form.List name="offlineMethods">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <ListItemCard key={field.key} noun={t('settings.recharge.offlineMethod')} index={index} codePath={['offlineMethods', field.name, 'code']} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
                  <CodeItem listPath={['offlineMethods']} field={field.name} />
                  <LocalizedNameItem listPath={['offlineMethods']} field={field.name} language={language} />
                  <LimitItems listPath={['offlineMethods']} field={field.name} />
                  <PayeeList method={field.name} bankCodes={bankCodes} />
                </ListItemCard>
              ))}
              <AddItemButton onAdd={() => { add({ code: '', name: {}, min: '', max: '', payees: [] }); }}>{t('settings.recharge.addOfflineMethod')}</AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
      <SettingSection title={t('settings.recharge.cryptoChannels')} hint={t('settings.recharge.cryptoChannelsHint')}>
        <Form.List name="cryptoChannels">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <ListItemCard key={field.key} noun={t('settings.recharge.cryptoChannel')} index={index} codePath={['cryptoChannels', field.name, 'code']} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
                  <CodeItem listPath={['cryptoChannels']} field={field.name} />
                  <Form.Item name={[field.name, 'coin']} label={t('settings.recharge.coin')} rules={rules.text(20)} style={{ width: 110 }}>
                    <Input autoComplete="off" spellCheck={false} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'network']} label={t('settings.recharge.network')} rules={rules.text(40)} style={{ width: 130 }}>
                    <Input autoComplete="off" spellCheck={false} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'address']} label={t('settings.recharge.address')} rules={rules.text(200)} style={{ width: 420 }}>
                    <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rate']} label={t('settings.recharge.rate')} extra={t('settings.recharge.rateHint')} rules={rules.amount({ aboveZero: true })} style={{ width: 200 }}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                  <LimitItems listPath={['cryptoChannels']} field={field.name} />
                </ListItemCard>
              ))}
              <AddItemButton onAdd={() => { add({ code: '', coin: 'USDT', network: '', address: '', rate: '1.00', min: '', max: '' }); }}>{t('settings.recharge.addCryptoChannel')}</AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
    </SettingForm>
  );
}
