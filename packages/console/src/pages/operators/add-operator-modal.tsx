import { useCreate } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOperatorAddAnswer, TOperatorRole } from '@meridian/protocol';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { OneTimePasswordModal } from './one-time-password-modal';
import { RoleSelect } from './role-select';

interface OperatorForm {
  username: string;
  role: TOperatorRole;
}

/**
 * Adds an operator (POST /admin/operators) and then shows the one-time password the server made,
 * once: closing the dialog forgets it.
 */
export function AddOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OperatorForm>();
  const [added, setAdded] = useState<TOperatorAddAnswer | null>(null);
  const { mutate, mutation } = useCreate<TOperatorAddAnswer>();

  const close = () => {
    setAdded(null);
    form.resetFields();
    onClose();
  };

  const submit = (values: OperatorForm) => {
    mutate(
      { resource: 'operators', values: { username: values.username.trim(), role: values.role }, successNotification: doneNotification, errorNotification: refusalNotification },
      { onSuccess: ({ data }) => { setAdded(data); } },
    );
  };

  if (added !== null && open) return <OneTimePasswordModal username={added.username} password={added.password} hint={t('operators.passwordHint')} onClose={close} />;

  return (
    <Modal open={open} title={t('operators.add')} okText={t('operators.addSubmit')} cancelText={t('common.cancel')} confirmLoading={mutation.isPending} onOk={() => { form.submit(); }} onCancel={close} destroyOnHidden>
      <Form<OperatorForm> form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ role: 'support' }}>
        <Form.Item name="username" label={t('common.username')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')} rules={[{ required: true, message: t('common.required') }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
