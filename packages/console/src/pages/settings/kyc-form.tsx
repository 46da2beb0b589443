import { ID_DOCUMENT_TYPES, KYC_LEVELS, type TKycSettings } from '@meridian/protocol';
import { Checkbox, Flex, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { trimmedText, useSettingRules } from './setting-rules';

/** The server's bounds on how long decided submissions' pictures are kept. */
const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const toFields = (value: TKycSettings): TKycSettings => ({ ...value, limits: [...value.limits], documentTypes: [...value.documentTypes] });
const toValue = (fields: TKycSettings): TKycSettings => {
  const limit = (level: TKycSettings['limits'][number]) => ({ withdraw24h: trimmedText(level.withdraw24h), withdraw30d: trimmedText(level.withdraw30d) });
  const [zero, one, two, three] = fields.limits;
  return {
    limits: [limit(zero), limit(one), limit(two), limit(three)],
    retentionDays: fields.retentionDays,
    // In the product's order, each once, whatever order they were ticked in.
    documentTypes: ID_DOCUMENT_TYPES.filter((type) => fields.documentTypes.includes(type)),
    selfieRequired: fields.selfieRequired,
  };
};

/**
 * Identity verification (the `kyc` setting, finance's duty): each level's withdrawal limits per
 * 24 hours and per 30 days in the platform currency (empty: none; level 0's always an amount, so a
 * member who proves nothing can still take their money out), how long decided submissions'
 * pictures are kept, and what level 2 asks for: the documents accepted (at least one) and whether
 * a selfie holding it is required. Levels 1 and 3 ask for what the product does (an email or a
 * phone, a proof of address); the member's Verification page says it all.
 */
export function KycForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('kyc', toFields);
  return (
    <SettingForm editor={editor} name="kyc" toValue={toValue}>
      <SettingSection title={t('settings.kyc.limits')} hint={t('settings.kyc.limitsHint')}>
        {KYC_LEVELS.map((level) => {
          const rule = level === 0 ? rules.amount({ aboveZero: true }) : rules.limit();
          return (
            <Flex key={level} wrap gap="0 16px" align="flex-start">
              <Form.Item name={['limits', level, 'withdraw24h']} label={t('settings.kyc.per24h', { level })} rules={rule} style={{ width: 220 }}>
                <Input inputMode="decimal" placeholder={level === 0 ? undefined : t('settings.kyc.noLimit')} />
              </Form.Item>
              <Form.Item name={['limits', level, 'withdraw30d']} label={t('settings.kyc.per30d', { level })} rules={rule} style={{ width: 220 }}>
                <Input inputMode="decimal" placeholder={level === 0 ? undefined : t('settings.kyc.noLimit')} />
              </Form.Item>
            </Flex>
          );
        })}
      </SettingSection>
      <SettingSection title={t('settings.kyc.identityAsks')} hint={t('settings.kyc.identityAsksHint')}>
        <Form.Item name="documentTypes" label={t('settings.kyc.documentTypes')} rules={[{ type: 'array', required: true, min: 1, message: t('settings.kyc.documentTypesRequired') }]}>
          <Checkbox.Group options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`kyc.documentTypes.${type}`) }))} />
        </Form.Item>
        <Form.Item name="selfieRequired" label={t('settings.kyc.selfieRequired')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </SettingSection>
      <SettingSection title={t('settings.kyc.retention')} hint={t('settings.kyc.retentionHint')}>
        <Form.Item name="retentionDays" label={t('settings.kyc.retentionDays')} rules={rules.whole(RETENTION_DAYS.min, RETENTION_DAYS.max)}>
          <InputNumber min={RETENTION_DAYS.min} max={RETENTION_DAYS.max} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </SettingSection>
    </SettingForm>
  );
}
