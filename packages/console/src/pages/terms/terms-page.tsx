import type { TContractSecondsSetting, TInterestSettings } from '@meridian/protocol';
import { CanAccess, useCan } from '@refinedev/core';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { changeCall, readCall } from '../../api/admin-call';



const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const PERCENT = /^\d{1,6}(\.\d{1,6})?$/;

/** Adds a duration or changes one (PUT /admin/contract-options/:seconds); all three terms are sent. */
function ContractOptionModal({ option, onClose, onSaved }: { option: TContractSecondsSetting | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TContractSecondsSetting>();
  const { change, isPending } = useAdminChange();
  const isNew = option === 'new';
  useEffect(() => {
    if (option !== null && option !== 'new') form.setFieldsValue(option);
  }, [option, form]);
  const submit = (values: TContractSecondsSetting) => {
    change(changeCall('contract-option-set', { seconds: values.seconds }), { yieldPercent: values.yieldPercent.trim(), minAmount: values.minAmount.trim(), maxAmount: values.maxAmount.trim() }, () => {
      onSaved();
      onClose();
    });
  };
  return (
    <Modal
      open={option !== null}
      title={isNew ? t('terms.addOption') : t('terms.editOption', { seconds: option?.seconds })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TContractSecondsSetting> name="contract-option" form={form} layout="vertical" onFinish={submit} requiredMark={false} preserve={false}>
        <Form.Item name="seconds" label={t('terms.seconds')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={1} precision={0} disabled={!isNew} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="yieldPercent" label={t('terms.yieldPercent')} rules={[{ required: true, pattern: PERCENT, message: t('terms.percentHint') }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="minAmount" label={t('terms.minAmount')} rules={[{ required: true, pattern: AMOUNT, message: t('terms.amountHint') }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="maxAmount" label={t('terms.maxAmount')} rules={[{ required: true, pattern: AMOUNT, message: t('terms.amountHint') }]}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The interest wallet's terms (GET/PATCH /admin/interest-terms). */
function InterestTermsCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TInterestSettings>();
  const { read, data } = useAdminRead(readCall('interest-terms'));
  const { change, isPending } = useAdminChange();
  const { data: may } = useCan({ resource: 'terms', action: 'interest-terms' });
  useEffect(() => {
    // Read without changes, the command answers the terms (a change answers the setting changed).
    if (data !== undefined && 'terms' in data) form.setFieldsValue(data.terms);
  }, [data, form]);
  const submit = (values: TInterestSettings) => {
    change(changeCall('interest-terms'), { ...values, minAmount: values.minAmount.trim(), dailyRatePercent: values.dailyRatePercent.trim(), handlingPercent: values.handlingPercent.trim() }, () => void read.refetch());
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('terms.interestTitle')}</h2>}>
      {read.isError ? <RefusalAlert error={read.error} onRetry={() => void read.refetch()} /> : null}
      <Form<TInterestSettings> name="interest-terms" form={form} layout="inline" onFinish={submit} requiredMark={false} disabled={may?.can !== true}>
        <Form.Item name="minAmount" label={t('terms.minAmount')} rules={[{ required: true, pattern: AMOUNT, message: t('terms.amountHint') }]}>
          <Input inputMode="decimal" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="dailyRatePercent" label={t('terms.dailyRatePercent')} rules={[{ required: true, pattern: PERCENT, message: t('terms.percentHint') }]}>
          <Input inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="holdDays" label={t('terms.holdDays')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={0} max={3650} precision={0} />
        </Form.Item>
        <Form.Item name="handlingPercent" label={t('terms.handlingPercent')} rules={[{ required: true, pattern: PERCENT, message: t('terms.percentHint') }]}>
          <Input inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isPending}>
            {t('buttons.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** Contract durations and the interest wallet: changes apply to new orders only (the server says so). */
export default function TermsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<TContractSecondsSetting | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('contract-options'));
  const { change } = useAdminChange();
  const refetch = () => void read.refetch();

  const confirmRemove = (option: TContractSecondsSetting) => {
    modal.confirm({
      title: t('terms.removeOption'),
      content: t('terms.removeConfirm', { seconds: option.seconds }),
      okText: t('terms.removeOption'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => { change(changeCall('contract-option-remove', { seconds: option.seconds }), {}, refetch); },
    });
  };

  return (
    <PageFrame title={t('terms.title')}>
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('terms.contractTitle')}</h2>}
        extra={
          <CanAccess resource="terms" action="contract-option-set">
            <Button type="primary" onClick={() => { setEditing('new'); }}>
              {t('terms.addOption')}
            </Button>
          </CanAccess>
        }
      >
        {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
        <Table<TContractSecondsSetting> dataSource={data?.options ?? []} loading={read.isLoading} rowKey="seconds" size="middle" pagination={false}>
          <Table.Column<TContractSecondsSetting> dataIndex="seconds" title={t('terms.seconds')} />
          <Table.Column<TContractSecondsSetting> dataIndex="yieldPercent" title={t('terms.yieldPercent')} />
          <Table.Column<TContractSecondsSetting> dataIndex="minAmount" title={t('terms.minAmount')} />
          <Table.Column<TContractSecondsSetting> dataIndex="maxAmount" title={t('terms.maxAmount')} />
          <Table.Column<TContractSecondsSetting>
            key="actions"
            title={t('common.actions')}
            render={(_value, option) => (
              <Space>
                <CanAccess resource="terms" action="contract-option-set">
                  <Button size="small" onClick={() => { setEditing(option); }}>
                    {t('common.edit')}
                  </Button>
                </CanAccess>
                <CanAccess resource="terms" action="contract-option-remove">
                  <Button size="small" danger onClick={() => { confirmRemove(option); }}>
                    {t('terms.removeOption')}
                  </Button>
                </CanAccess>
              </Space>
            )}
          />
        </Table>
      </Card>
      <InterestTermsCard />
      <ContractOptionModal option={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
