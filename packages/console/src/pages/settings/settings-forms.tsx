import { AMOUNT_TEXT, type TFourEyesSettings } from '@meridian/protocol';
import { useCan } from '@refinedev/core';
import { Button, ColorPicker, Form, Input } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/refusal-alert';
import { LogoUpload } from './logo-upload';
import { useAdminChange, useSettingRead } from '../../lib/admin-calls';
import { changeCall } from '../../api/admin-call';

type FourEyes = TFourEyesSettings;

/** Four eyes: adjustments and payments above these wait for a second operator. */
export function FourEyesForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FourEyes>();
  const { read, data } = useSettingRead('fourEyes');
  const { change, isPending } = useAdminChange();
  const { data: may } = useCan({ resource: 'settings', action: 'edit', params: { key: 'fourEyes' } });
  useEffect(() => {
    if (data !== undefined) form.setFieldsValue(data.value);
  }, [data, form]);
  if (read.isError) return <RefusalAlert error={read.error} onRetry={() => void read.refetch()} />;
  return (
    <Form<FourEyes> name="four-eyes"
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      requiredMark={false}
      disabled={may?.can !== true}
      onFinish={(values) => { change(changeCall('settings-set', { value: { adjustmentAbove: values.adjustmentAbove.trim(), withdrawalAbove: values.withdrawalAbove.trim() } }, { key: 'fourEyes' }), () => void read.refetch()); }}
    >
      <Form.Item name="adjustmentAbove" label={t('settings.adjustmentAbove')} rules={[{ required: true, pattern: AMOUNT_TEXT, message: t('terms.amountHint') }]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="withdrawalAbove" label={t('settings.withdrawalAbove')} rules={[{ required: true, pattern: AMOUNT_TEXT, message: t('terms.amountHint') }]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('buttons.save')}
      </Button>
    </Form>
  );
}

interface CompanyForm {
  companyName: string;
  currency: string;
  themeColor: string;
}

/**
 * The company (name, currency, logo: the `company` setting) and the app's theme colour (the `app`
 * setting's `themeColor`): each saved as its whole setting, keeping the fields this form leaves out.
 * The logo is an image of its own, sent on its own (logo-upload.tsx): the form keeps the stored one.
 */
export function CompanyForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyForm>();
  const company = useSettingRead('company');
  const app = useSettingRead('app');
  const { change, isPending } = useAdminChange();
  const { data: may } = useCan({ resource: 'settings', action: 'edit', params: { key: 'company' } });
  useEffect(() => {
    if (company.data !== undefined && app.data !== undefined) {
      const { companyName, currency } = company.data.value;
      form.setFieldsValue({ companyName, currency, themeColor: app.data.value.themeColor });
    }
  }, [company.data, app.data, form]);
  if (company.read.isError) return <RefusalAlert error={company.read.error} onRetry={() => void company.read.refetch()} />;
  if (app.read.isError) return <RefusalAlert error={app.read.error} onRetry={() => void app.read.refetch()} />;

  const submit = (values: CompanyForm) => {
    if (company.data === undefined || app.data === undefined) return;
    const nextCompany = { ...company.data.value, companyName: values.companyName.trim(), currency: values.currency.trim() };
    change(changeCall('settings-set', { value: nextCompany }, { key: 'company' }), () => void company.read.refetch());
    if (values.themeColor !== app.data.value.themeColor) {
      change(changeCall('settings-set', { value: { ...app.data.value, themeColor: values.themeColor } }, { key: 'app' }), () => void app.read.refetch());
    }
  };

  return (
    <Form<CompanyForm> name="company" form={form} layout="vertical" style={{ maxWidth: 480 }} requiredMark={false} disabled={may?.can !== true} onFinish={submit}>
      <Form.Item name="companyName" label={t('settings.companyName')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="currency" label={t('common.currency')} extra={t('settings.currencyHint')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="themeColor"
        label={t('settings.themeColor')}
        // The picker's second argument is CSS (`rgb(…)` once a colour is picked); the app and the server take `#rrggbb`.
        getValueFromEvent={(color: Color) => color.toHexString()}
        // A validator, not `required`: antd would put aria-required on the picker's trigger, which has no role to carry it.
        rules={[{ validator: (_rule, value: unknown) => (typeof value === 'string' && value !== '' ? Promise.resolve() : Promise.reject(new Error(t('common.required')))) }]}
      >
        <ColorPicker showText format="hex" disabledAlpha />
      </Form.Item>
      {company.data === undefined ? null : <LogoUpload logo={company.data.value.logo} onChanged={() => void company.read.refetch()} />}
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('buttons.save')}
      </Button>
    </Form>
  );
}
