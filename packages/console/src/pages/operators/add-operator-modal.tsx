import { useCreate } from '@refinedev/core';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewOperator, Role } from '../../api/admin-types';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { RoleSelect } from './role-select';

interface OperatorForm {
  username: string;
  role: Role;
}

/**
 * Adds an operator (POST /admin/operators) and then shows the one-time password the server made,
 * once: closing the dialog forgets it.
 */
export function AddOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OperatorForm>();
  const [added, setAdded] = useState<NewOperator | null>(null);
  const { mutate, mutation } = useCreate<NewOperator>();

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

  if (added !== null) {
    return (
      <Modal open={open} title={t('operators.passwordTitle', { username: added.username })} onOk={close} onCancel={close} okText={t('common.close')} cancelButtonProps={{ style: { display: 'none' } }}>
        <Alert type="warning" showIcon message={t('operators.passwordHint')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph copyable code style={{ fontSize: 18 }}>
          {added.password}
        </Typography.Paragraph>
      </Modal>
    );
  }

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
