import { useUpdate } from '@refinedev/core';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOperatorItem, TOperatorRole } from '@meridian/protocol';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { RoleSelect } from './role-select';

/** PATCH /admin/operators/:username `{role}`. */
export function ChangeRoleModal({ operator, onClose }: { operator: TOperatorItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role: TOperatorRole }>();
  const { mutate, mutation } = useUpdate();

  const submit = ({ role }: { role: TOperatorRole }) => {
    if (operator === null) return;
    mutate(
      { resource: 'operators', id: operator.username, values: { role }, successNotification: doneNotification, errorNotification: refusalNotification },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open={operator !== null}
      title={t('operators.changeRoleTitle', { username: operator?.username ?? '' })}
      okText={t('operators.changeRole')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ role: TOperatorRole }> form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ role: operator?.role }}>
        <Form.Item name="role" label={t('operators.role')} rules={[{ required: true, message: t('common.required') }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
