import { useCustomMutation } from '@refinedev/core';
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMemberTaskLevel } from '@meridian/protocol';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { changeCall } from '../../api/admin-call';

/** What the select holds: a level's number, or "none" for no grant. */
const NO_GRANT = 'none';

interface ChangeLevelModalProps {
  username: string;
  taskLevel: TMemberTaskLevel;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Grants the member a task level, or takes the grant back (PATCH /admin/members/:username/level).
 * A grant only ever raises: the member keeps every level their paid orders reach.
 */
export function ChangeLevelModal({ username, taskLevel, open, onClose, onChanged }: ChangeLevelModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ level: string }>();
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ level }: { level: string }) => {
    mutate(
      {
        ...changeCall('member-level', { level: level === NO_GRANT ? null : Number(level) }, { username }),
        successNotification: doneNotification,
        errorNotification: refusalNotification,
      },
      {
        onSuccess: () => {
          onChanged();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('members.levelTitle', { username })}
      okText={t('members.levelSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('members.levelExplain', { count: taskLevel.completedTotal })}</Typography.Paragraph>
      <Form<{ level: string }>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ level: taskLevel.grantedLevel === null ? NO_GRANT : String(taskLevel.grantedLevel) }}
      >
        <Form.Item name="level" label={t('members.levelGranted')} rules={[{ required: true, message: t('common.required') }]}>
          <Select
            options={[
              { value: NO_GRANT, label: t('members.levelNoGrant') },
              ...taskLevel.levels.map((level) => ({
                value: String(level.level),
                label: t('members.levelOption', { name: level.name, count: level.completedTasksNeeded }),
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
