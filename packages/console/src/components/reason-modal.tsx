import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What the reason is for, above the field. */
  intro?: ReactNode;
  label: string;
  okText: string;
  /** A refusal's red button; a go-ahead's is the usual one. */
  danger?: boolean;
  isPending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before a decision goes: required, and sent without the spaces around it. */
export function ReasonModal({ open, title, intro, label, okText, danger = false, isPending, onSubmit, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro === undefined ? null : <p>{intro}</p>}
      <Form<{ reason: string }> form={form} layout="vertical" requiredMark={false} onFinish={({ reason }) => { onSubmit(reason.trim()); }}>
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
