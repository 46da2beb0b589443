import { useCustomMutation } from '@refinedev/core';
import { newRequestId, type TChainDepositRow } from '@meridian/protocol';
import { App, Form, Input, Modal, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCall } from '../../api/admin-call';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';

interface Credit {
  username: string;
  reason: string;
}

interface CreditDepositModalProps {
  /** The unmatched deposit to credit; null: closed. */
  deposit: TChainDepositRow | null;
  onClose: () => void;
  onCredited: () => void;
}

/** Credits an unmatched deposit to the member an operator found it is from, with the reason the audit log keeps. */
export function CreditDepositModal({ deposit, onClose, onCredited }: CreditDepositModalProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<Credit>();
  const { mutate, mutation } = useCustomMutation();

  const submit = ({ username, reason }: Credit, requestId: string) => {
    if (deposit === null) return;
    mutate(
      {
        ...changeCall('chain-deposit-credit', { username: username.trim(), reason: reason.trim(), requestId }, { id: deposit.id }),
        // Four eyes may hold it (202), as an adjustment.
        successNotification: doneUnlessHeld,
        errorNotification: refusalNotification,
      },
      {
        onSuccess: (answer) => {
          const held = heldNotice(answer);
          if (held !== null) notification.warning(held);
          onCredited();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={deposit !== null}
      title={t('chain.creditTitle', { id: deposit?.id ?? '' })}
      okText={t('chain.creditSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      {deposit === null ? null : <p>{t('chain.creditIntro', { amount: deposit.amount, network: deposit.network, txHash: deposit.txHash })}</p>}
      <CreditForm form={form} onSubmit={submit} />
    </Modal>
  );
}

/** The dialog's fields, with one request id per opening: pressing Credit again after a timeout credits once. */
function CreditForm({ form, onSubmit }: { form: FormInstance<Credit>; onSubmit: (credit: Credit, requestId: string) => void }) {
  const { t } = useTranslation();
  const [requestId] = useState(newRequestId);
  return (
    <Form<Credit> form={form} layout="vertical" requiredMark={false} onFinish={(credit) => { onSubmit(credit, requestId); }}>
      <Form.Item name="username" label={t('common.username')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="reason" label={t('common.reason')} extra={t('chain.creditReasonHint')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </Form>
  );
}
