import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface RejectOrderModalProps {
  orderNo: string | null;
  isPending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason of a rejection: the member reads it with their order. */
export function RejectOrderModal({ orderNo, isPending, onReject, onClose }: RejectOrderModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={orderNo !== null}
      title={t('pending.rejectTitle', { orderNo: orderNo ?? '' })}
      okText={t('pending.rejectSubmit')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ reason: string }> form={form} layout="vertical" requiredMark={false} onFinish={({ reason }) => { onReject(reason.trim()); }}>
        <Form.Item name="reason" label={t('pending.rejectReason')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
