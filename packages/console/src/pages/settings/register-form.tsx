import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm, useSettingEditor } from './setting-form';
import { trimmedText } from './setting-rules';
import { type TRegisterConfig, VERIFY_BY } from '@meridian/protocol';

const toFields = (value: TRegisterConfig): TRegisterConfig => ({ ...value });
const toValue = (fields: TRegisterConfig): TRegisterConfig => ({
  inviteCodeRequired: fields.inviteCodeRequired,
  verifyBy: fields.verifyBy,
  agreementCode: trimmedText(fields.agreementCode),
});

/** What a new member must give to register: an invite code, a proven contact, the agreement they accept. */
export function RegisterForm() {
  const { t } = useTranslation();
  const editor = useSettingEditor('register', toFields);
  return (
    <SettingForm editor={editor} name="register" toValue={toValue}>
      <Form.Item name="inviteCodeRequired" label={t('settings.register.inviteCodeRequired')} extra={t('settings.register.inviteCodeRequiredHint')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="verifyBy" label={t('settings.register.verifyBy')} extra={t('settings.register.verifyByHint')}>
        <Radio.Group
          optionType="button"
          options={VERIFY_BY.map((way) => ({ value: way, label: t(`settings.register.verifyByOptions.${way}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="agreementCode"
        label={t('settings.register.agreementCode')}
        extra={t('settings.register.agreementCodeHint')}
        rules={[{ max: 64, transform: trimmedText, message: t('settings.tooLong', { max: 64 }) }]}
      >
        <Input style={{ width: 280 }} autoComplete="off" spellCheck={false} />
      </Form.Item>
    </SettingForm>
  );
}
