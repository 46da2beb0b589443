import { AMOUNT_TEXT, PERCENT_TEXT, type TContractSecondsSetting, type TInterestSettings } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Button, Card, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDeleteButton } from '../../components/content/content-delete-button';
import { DecimalField } from '../../components/content/content-fields';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { changeCall, readCall } from '../../api/admin-call';

/** Adds a duration or changes one (PUT /admin/contract-options/:seconds): all three terms are sent. */
const bodyOf = (values: TContractSecondsSetting) => ({ seconds: values.seconds, yieldPercent: values.yieldPercent.trim(), minAmount: values.minAmount.trim(), maxAmount: values.maxAmount.trim() });

const valuesOf = (option: TContractSecondsSetting | undefined): Partial<TContractSecondsSetting> => option ?? {};

const rowKey = (option: TContractSecondsSetting) => option.seconds;

function ContractOptionFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="seconds" label={t('terms.seconds')} rules={[{ required: true, message: t('common.required') }]}>
        <InputNumber min={1} precision={0} disabled={editing} style={{ width: '100%' }} />
      </Form.Item>
      <DecimalField name="yieldPercent" label={t('terms.yieldPercent')} kind="percent" />
      <DecimalField name="minAmount" label={t('terms.minAmount')} kind="amount" />
      <DecimalField name="maxAmount" label={t('terms.maxAmount')} kind="amount" />
    </>
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
    change(changeCall('interest-terms', { ...values, minAmount: values.minAmount.trim(), dailyRatePercent: values.dailyRatePercent.trim(), handlingPercent: values.handlingPercent.trim() }), () => void read.refetch());
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('terms.interestTitle')}</h2>}>
      {read.isError ? <RefusalAlert error={read.error} onRetry={() => void read.refetch()} /> : null}
      <Form<TInterestSettings> name="interest-terms" form={form} layout="inline" onFinish={submit} requiredMark={false} disabled={may?.can !== true}>
        <Form.Item name="minAmount" label={t('terms.minAmount')} rules={[{ required: true, pattern: AMOUNT_TEXT, message: t('terms.amountHint') }]}>
          <Input inputMode="decimal" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="dailyRatePercent" label={t('terms.dailyRatePercent')} rules={[{ required: true, pattern: PERCENT_TEXT, message: t('terms.percentHint') }]}>
          <Input inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="holdDays" label={t('terms.holdDays')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={0} max={3650} precision={0} />
        </Form.Item>
        <Form.Item name="handlingPercent" label={t('terms.handlingPercent')} rules={[{ required: true, pattern: PERCENT_TEXT, message: t('terms.percentHint') }]}>
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
  const columns = useContentColumns();
  // The durations are read and changed at /admin/contract-options; the screen (and its rights) is `terms`.
  const { tableProps, rows, read } = useContentTable<TContractSecondsSetting>('contract-options');
  const shared = { resource: 'contract-options', command: 'contract-option-set', rows, rowKey, valuesOf, bodyOf } as const;
  const create = useContentModal<TContractSecondsSetting, TContractSecondsSetting, 'contract-option-set'>({ ...shared, action: 'create', title: () => t('terms.addOption') });
  const edit = useContentModal<TContractSecondsSetting, TContractSecondsSetting, 'contract-option-set'>({ ...shared, action: 'edit', title: (option) => t('terms.editOption', { seconds: option?.seconds }) });
  // refine reloads the `terms` list it removed from: the durations are read as `contract-options`.
  const remove = (option: TContractSecondsSetting) => (
    <ContentDeleteButton
      resource="terms"
      recordItemId={option.seconds}
      meta={{ command: 'contract-option-remove' }}
      label={t('terms.removeOption')}
      question={t('terms.removeConfirm', { seconds: option.seconds })}
      onRemoved={() => void read.refetch()}
    />
  );
  return (
    <ContentList resource="terms" title={t('terms.title')} read={read}>
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('terms.contractTitle')}</h2>}
        extra={<CreateButton resource="terms" onClick={() => { create.show(); }}>{t('terms.addOption')}</CreateButton>}
      >
        <Table<TContractSecondsSetting> {...tableProps} rowKey="seconds">
          <Table.Column<TContractSecondsSetting> dataIndex="seconds" title={t('terms.seconds')} />
          <Table.Column<TContractSecondsSetting> dataIndex="yieldPercent" title={t('terms.yieldPercent')} />
          <Table.Column<TContractSecondsSetting> dataIndex="minAmount" title={t('terms.minAmount')} />
          <Table.Column<TContractSecondsSetting> dataIndex="maxAmount" title={t('terms.maxAmount')} />
          <Table.Column<TContractSecondsSetting> {...columns.actions<TContractSecondsSetting>('terms', rowKey, edit.show, remove)} />
        </Table>
      </Card>
      <InterestTermsCard />
      <ContentModals name="contract-option" create={create} edit={edit} fields={(editing) => <ContractOptionFields editing={editing} />} />
    </ContentList>
  );
}
