import { useCustomMutation } from '@refinedev/core';
import { newRequestId, SIGNED_AMOUNT_TEXT } from '@meridian/protocol';
import { App, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';
import { changeCall } from '../../api/admin-call';

interface Adjustment {
  amount: string;
  reason: string;
}

interface AdjustBalanceModalProps {
  username: string;
  open: boolean;
  onClose: () => void;
  onAdjusted: () => void;
}

/** Credit or debit a member, with the reason the audit log and the bill keep (POST /admin/adjustments). */
export function AdjustBalanceModal({ username, open, onClose, onAdjusted }: AdjustBalanceModalProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Adjustment>();
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ amount, reason }: Adjustment, requestId: string) => {
    mutate(
      {
        ...changeCall('adjust', { username, amount: amount.trim(), reason: reason.trim(), requestId }),
        // Four eyes may hold it (202): that is no "Done" (held-answer.ts).
        successNotification: doneUnlessHeld,
        errorNotification: refusalNotification,
      },
      {
        onSuccess: (answer) => {
          const held = heldNotice(answer);
          if (held !== null) notification.warning(held);
          form.resetFields();
          onAdjusted();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('members.adjustTitle', { username })}
      okText={t('members.adjustSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <AdjustmentForm form={form} onSubmit={submit} />
    </Modal>
  );
}

/**
 * The dialog's fields. Shown afresh each time the dialog opens (the modal destroys it when
 * hidden), it keeps one request id for that opening: pressing Adjust again after a timeout sends
 * the same id, and the server answers the first adjustment instead of making a second.
 */
function AdjustmentForm({ form, onSubmit }: { form: FormInstance<Adjustment>; onSubmit: (adjustment: Adjustment, requestId: string) => void }) {
  const { t } = useTranslation();
  const [requestId] = useState(newRequestId);
  return (
    <Form<Adjustment> form={form} layout="vertical" onFinish={(adjustment) => { onSubmit(adjustment, requestId); }} requiredMark={false}>
      <Form.Item
        name="amount"
        label={t('common.amount')}
        extra={t('members.adjustAmountHint')}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: SIGNED_AMOUNT_TEXT, message: t('members.adjustAmountFormat') },
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="reason" label={t('common.reason')} extra={t('members.adjustReasonHint')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </Form>
  );
}
