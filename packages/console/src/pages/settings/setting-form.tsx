import { useCan } from '@refinedev/core';
import { Button, Flex, Form, Spin, type FormInstance } from 'antd';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useSettingRead } from '../../lib/admin-calls';
import type { SettingValue } from '@meridian/protocol';
import { changeCall } from '../../api/admin-call';

/** The settings that have a form of this kind (settings-get / settings-set by key). */
export type FormSettingKey = 'recharge' | 'withdraw' | 'withdrawWhitelist' | 'kyc' | 'task' | 'contract' | 'customerService' | 'register';

export interface SettingEditor<Value, Fields> {
  form: FormInstance<Fields>;
  /** The stored value, once read. */
  value: Value | undefined;
  readError: unknown;
  reload: () => void;
  /** settings-set with the whole value; the form shows what the server then holds. */
  save: (value: Value) => void;
  isSaving: boolean;
  mayEdit: boolean;
  /** Puts the stored value back into the fields, dropping the operator's edits. */
  showStored: () => void;
}

/**
 * One setting's form, as FourEyesForm's: `GET /admin/settings/:key`, its value into the fields,
 * and `PUT /admin/settings/:key {value}` with the whole value on save. `toFields` must be a
 * module-level function: each new one puts the stored value back into the fields.
 */
export function useSettingEditor<K extends FormSettingKey, Fields extends object>(key: K, toFields: (value: SettingValue<K>) => Fields): SettingEditor<SettingValue<K>, Fields> {
  const [form] = Form.useForm<Fields>();
  const { read, data } = useSettingRead(key);
  const { change, isPending } = useAdminChange();
  const { data: may } = useCan({ resource: 'settings', action: 'edit', params: { key } });
  const value = data?.value;
  const showStored = useCallback(() => {
    if (value === undefined) return;
    form.resetFields();
    form.setFieldsValue(toFields(value));
  }, [value, form, toFields]);
  useEffect(showStored, [showStored]);
  return {
    form,
    value,
    readError: read.isError ? read.error : null,
    reload: () => void read.refetch(),
    save: (next) => { change(changeCall('settings-set', { value: next }, { key }), () => void read.refetch()); },
    isSaving: isPending,
    mayEdit: may?.can === true,
    showStored,
  };
}

interface SettingFormProps<Value, Fields> {
  editor: SettingEditor<Value, Fields>;
  /** The form's name: its fields' ids start with it (`task_levels_0_name`). */
  name: string;
  /** The whole value to save, from every field (the other languages' names included). */
  toValue: (fields: Fields, stored: Value) => Value;
  children: ReactNode;
}

/**
 * The frame of every setting's form: the read's refusal, the fields (disabled until the value is
 * here, and for a role that may read settings but not change them), Save and Undo my edits.
 */
export function SettingForm<Value, Fields extends object>({ editor, name, toValue, children }: SettingFormProps<Value, Fields>) {
  const { t } = useTranslation();
  const { form, value } = editor;
  if (editor.readError !== null) return <RefusalAlert error={editor.readError} onRetry={editor.reload} />;
  // The whole store rather than only what a field is registered for: the versions of a name in
  // the languages not shown, and whatever else the form holds without a field, are saved as read.
  const submit = () => {
    if (value !== undefined) editor.save(toValue(form.getFieldsValue(true) as Fields, value));
  };
  return (
    <Spin spinning={value === undefined}>
      <Form<Fields> name={name} form={form} layout="vertical" requiredMark={false} disabled={!editor.mayEdit || value === undefined} onFinish={submit} scrollToFirstError style={{ maxWidth: 1080 }}>
        {children}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={editor.isSaving}>
            {t('buttons.save')}
          </Button>
          <Button onClick={editor.showStored}>{t('settings.revert')}</Button>
        </Flex>
      </Form>
    </Spin>
  );
}
