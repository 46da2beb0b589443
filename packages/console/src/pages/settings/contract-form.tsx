import { Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { trimmedText } from './setting-rules';
import type { TContractSettings } from '@meridian/protocol';

interface ContractFields {
  /** allnames null: every pair the market lists, in the market's order. */
  everyPair: boolean;
  allnames: string[];
}

const toFields = (value: TContractSettings): ContractFields => ({ everyPair: value.allnames === null, allnames: [...(value.allnames ?? [])] });

/** The durations are the terms page's: they go back as they were read. */
const toValue = (fields: ContractFields, stored: TContractSettings): TContractSettings => ({
  options: stored.options,
  allnames: fields.everyPair ? null : fields.allnames.map(trimmedText),
});

/**
 * Which pairs second contracts may be signed on. The durations, their yields and amounts are
 * changed on the terms page (contract-option-set), which this form only lists.
 */
export function ContractForm() {
  const { t } = useTranslation();
  const editor = useSettingEditor('contract', toFields);
  // Undefined until the stored value is in the fields.
  const everyPair = Form.useWatch('everyPair', editor.form) as boolean | undefined;
  const durations = editor.value?.options.map((option) => t('settings.contract.seconds', { seconds: option.seconds })).join(', ');

  const pairRules = [
    {
      validator: (_rule: unknown, pairs: unknown) => {
        const list = Array.isArray(pairs) ? pairs.map(trimmedText) : [];
        if (list.length === 0) return Promise.reject(new Error(t('settings.contract.noPair')));
        if (list.some((pair) => pair === '' || /\s/.test(pair))) return Promise.reject(new Error(t('settings.contract.pairHint')));
        return Promise.resolve();
      },
    },
  ];

  return (
    <SettingForm editor={editor} name="contract" toValue={toValue}>
      <SettingSection title={t('settings.contract.pairs')} hint={t('settings.contract.pairsHint')}>
        <Form.Item name="everyPair" label={t('settings.contract.everyPair')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {everyPair === false ? (
          <Form.Item name="allnames" label={t('settings.contract.allnames')} extra={t('settings.contract.allnamesHint')} rules={pairRules}>
            <Select mode="tags" tokenSeparators={[',', ' ']} notFoundContent={null} suffixIcon={null} style={{ maxWidth: 560 }} />
          </Form.Item>
        ) : null}
      </SettingSection>
      <SettingSection title={t('settings.contract.durations')}>
        <Typography.Paragraph>{durations === undefined || durations === '' ? t('settings.contract.noDurations') : durations}</Typography.Paragraph>
      </SettingSection>
    </SettingForm>
  );
}
