import { useCustomMutation } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { changeCall } from '../../api/admin-call';

interface Letter {
  title: string;
  content: string;
}

interface SendLetterModalProps {
  username: string;
  open: boolean;
  onClose: () => void;
}

/** A letter to this member's inbox (POST /admin/letters with `member`). */
export function SendLetterModal({ username, open, onClose }: SendLetterModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Letter>();
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ title, content }: Letter) => {
    mutate(
      {
        ...changeCall('letter-send', { title: title.trim(), content, member: username }),
        successNotification: doneNotification,
        errorNotification: refusalNotification,
      },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('members.letterTitle', { username })}
      okText={t('members.letterSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Letter> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="title" label={t('members.letterSubject')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="content" label={t('members.letterContent')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
