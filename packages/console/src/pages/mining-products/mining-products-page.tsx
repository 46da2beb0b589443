import { type AppLanguage, FALLBACK_LANGUAGE, type LocalizedText, type TAdminMiningProduct } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { LanguageSelect } from '../../components/language-select';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { editingLanguageOf, languagesOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';
import { changeCall, readCall } from '../../api/admin-call';


interface ProductForm {
  language: AppLanguage;
  name: string;
  price: string;
  dailyRate: string;
  lockDays: number;
  singleLimit: number;
  expiresAt: Dayjs | null;
  sort: number;
  enabled: boolean;
}

function ProductModal({ product, onClose, onSaved }: { product: TAdminMiningProduct | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductForm>();
  const { change, isPending } = useAdminChange();
  const editing = product !== null && product !== 'new' ? product : null;
  useEffect(() => {
    if (editing !== null) {
      form.setFieldsValue({ ...editing, language: editingLanguageOf(editing.name), name: editing.name[editingLanguageOf(editing.name)] ?? '', expiresAt: editing.expiresAt === null ? null : dayjs(editing.expiresAt) });
    }
  }, [editing, form]);
  const submit = (values: ProductForm) => {
    const body = {
      name: values.name.trim(),
      language: values.language,
      price: values.price.trim(),
      dailyRate: values.dailyRate.trim(),
      lockDays: values.lockDays,
      singleLimit: values.singleLimit,
      expiresAt: values.expiresAt === null ? null : values.expiresAt.toISOString(),
      sort: values.sort,
      ...(editing === null ? {} : { enabled: values.enabled }),
    };
    const done = () => {
      onSaved();
      onClose();
    };
    if (editing === null) change(changeCall('mining-product-add'), body, done);
    else change(changeCall('mining-product-set', { id: editing.id }), body, done);
  };
  return (
    <Modal
      open={product !== null}
      title={editing === null ? t('mining-products.add') : t('mining-products.edit', { id: editing.id })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProductForm> name="mining-product"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        preserve={false}
        initialValues={{ language: FALLBACK_LANGUAGE, sort: 0, expiresAt: null, enabled: true }}
        onValuesChange={(changed: Partial<ProductForm>) => {
          // Another language: show that language's version of the name, to translate or rewrite it.
          if (changed.language !== undefined && editing !== null) form.setFieldValue('name', editing.name[changed.language] ?? '');
        }}
      >
        <Form.Item name="language" label={t('content.language')}>
          <LanguageSelect />
        </Form.Item>
        <Form.Item name="name" label={t('content.name')} rules={[{ required: true, whitespace: true, max: 100, message: t('common.required') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="price" label={t('mining-products.price')} rules={[{ required: true, pattern: /^\d{1,15}(\.\d{1,8})?$/, message: t('terms.amountHint') }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="dailyRate" label={t('mining-products.dailyRate')} rules={[{ required: true, pattern: /^\d{1,6}(\.\d{1,6})?$/, message: t('terms.percentHint') }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="lockDays" label={t('mining-products.lockDays')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        <Form.Item name="singleLimit" label={t('mining-products.singleLimit')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={1} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('mining-products.expiresAt')}>
          <DatePicker showTime allowClear />
        </Form.Item>
        <Form.Item name="sort" label={t('content.sort')}>
          <InputNumber precision={0} />
        </Form.Item>
        {editing === null ? null : (
          <Form.Item name="enabled" label={t('content.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export default function MiningProductsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TAdminMiningProduct | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('mining-products'));
  const refetch = () => void read.refetch();
  return (
    <PageFrame
      title={t('mining-products.title')}
      actions={
        <CanAccess resource="mining-products" action="create">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('mining-products.add')}
          </Button>
        </CanAccess>
      }
    >
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
      <Table<TAdminMiningProduct> dataSource={data?.products ?? []} loading={read.isLoading} rowKey="id" size="middle" pagination={false}>
        <Table.Column<TAdminMiningProduct> dataIndex="id" title="#" />
        <Table.Column<TAdminMiningProduct> dataIndex="name" title={t('content.name')} render={(name: LocalizedText) => shownText(name)} />
        <Table.Column<TAdminMiningProduct> dataIndex="name" key="languages" title={t('content.languages')} render={(name: LocalizedText) => languagesOf(name).join(', ')} />
        <Table.Column<TAdminMiningProduct> dataIndex="price" title={t('mining-products.price')} render={(price: string, product) => `${price} ${product.currency}`} />
        <Table.Column<TAdminMiningProduct> dataIndex="dailyRate" title={t('mining-products.dailyRate')} />
        <Table.Column<TAdminMiningProduct> dataIndex="lockDays" title={t('mining-products.lockDays')} />
        <Table.Column<TAdminMiningProduct> dataIndex="singleLimit" title={t('mining-products.singleLimit')} />
        <Table.Column<TAdminMiningProduct> dataIndex="expiresAt" title={t('mining-products.expiresAt')} render={(time: string | null) => (time === null ? t('mining-products.never') : formatTime(time))} />
        <Table.Column<TAdminMiningProduct> dataIndex="enabled" title={t('common.status')} render={(enabled: boolean) => <ToneTag tone={enabled ? 'positive' : 'neutral'}>{enabled ? t('content.on') : t('content.off')}</ToneTag>} />
        <Table.Column<TAdminMiningProduct> dataIndex="sort" title={t('content.sort')} />
        <Table.Column<TAdminMiningProduct>
          key="actions"
          title={t('common.actions')}
          render={(_value, product) => (
            <CanAccess resource="mining-products" action="edit">
              <Button size="small" onClick={() => { setEditing(product); }}>
                {t('common.edit')}
              </Button>
            </CanAccess>
          )}
        />
      </Table>
      <ProductModal product={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
