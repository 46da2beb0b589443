import { type AppLanguage, FALLBACK_LANGUAGE, type LocalizedText, type TAdminGoodsItem } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button, Form, Image, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { ImageUpload } from '../../components/image-upload';
import { LanguageSelect } from '../../components/language-select';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { editingLanguageOf, languagesOf } from '../../lib/content-languages';
import { changeCall, readCall } from '../../api/admin-call';


interface GoodsForm {
  language: AppLanguage;
  name: string;
  price: string;
  image?: string;
  sort: number;
  enabled: boolean;
}

function GoodsModal({ item, onClose, onSaved }: { item: TAdminGoodsItem | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GoodsForm>();
  const { change, isPending } = useAdminChange();
  const editing = item !== null && item !== 'new' ? item : null;
  useEffect(() => {
    if (editing !== null) form.setFieldsValue({ ...editing, language: editingLanguageOf(editing.name), name: editing.name[editingLanguageOf(editing.name)] ?? '' });
  }, [editing, form]);
  const submit = (values: GoodsForm) => {
    // The stored image's address is not sent back: only a newly chosen file (a data URL) is.
    const image = values.image?.startsWith('data:') === true ? values.image : undefined;
    const body = { name: values.name.trim(), language: values.language, price: values.price.trim(), sort: values.sort, ...(image === undefined ? {} : { image }) };
    const done = () => {
      onSaved();
      onClose();
    };
    if (editing === null) change(changeCall('goods-add'), body, done);
    else change(changeCall('goods-set', { id: editing.id }), { ...body, enabled: values.enabled }, done);
  };
  return (
    <Modal
      open={item !== null}
      title={editing === null ? t('goods.add') : t('goods.edit', { id: editing.id })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GoodsForm> name="goods"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        preserve={false}
        initialValues={{ language: FALLBACK_LANGUAGE, sort: 0, enabled: true }}
        onValuesChange={(changed: Partial<GoodsForm>) => {
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
        <Form.Item name="image" label={t('content.image')} extra={t('goods.imageHint')}>
          <ImageUpload />
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

/** The goods catalogue of tasks (GET/POST/PATCH /admin/goods). */
export default function GoodsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TAdminGoodsItem | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('goods'));
  const refetch = () => void read.refetch();
  return (
    <PageFrame
      title={t('goods.title')}
      actions={
        <CanAccess resource="goods" action="create">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('goods.add')}
          </Button>
        </CanAccess>
      }
    >
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
      <Table<TAdminGoodsItem> dataSource={data?.goods ?? []} loading={read.isLoading} rowKey="id" size="middle" pagination={{ pageSize: 20 }}>
        <Table.Column<TAdminGoodsItem> dataIndex="id" title="#" />
        <Table.Column<TAdminGoodsItem> dataIndex="image" title={t('content.image')} render={(image: string, item) => <Image src={image} alt={shownText(item.name)} width={48} height={48} style={{ objectFit: 'cover' }} />} />
        <Table.Column<TAdminGoodsItem> dataIndex="name" title={t('content.name')} render={(name: LocalizedText) => shownText(name)} />
        <Table.Column<TAdminGoodsItem> dataIndex="name" key="languages" title={t('content.languages')} render={(name: LocalizedText) => languagesOf(name).join(', ')} />
        <Table.Column<TAdminGoodsItem> dataIndex="price" title={t('mining-products.price')} render={(price: string, item) => `${price} ${item.currency}`} />
        <Table.Column<TAdminGoodsItem> dataIndex="enabled" title={t('common.status')} render={(enabled: boolean) => <ToneTag tone={enabled ? 'positive' : 'neutral'}>{enabled ? t('content.on') : t('content.off')}</ToneTag>} />
        <Table.Column<TAdminGoodsItem> dataIndex="sort" title={t('content.sort')} />
        <Table.Column<TAdminGoodsItem>
          key="actions"
          title={t('common.actions')}
          render={(_value, item) => (
            <CanAccess resource="goods" action="edit">
              <Button size="small" onClick={() => { setEditing(item); }}>
                {t('common.edit')}
              </Button>
            </CanAccess>
          )}
        />
      </Table>
      <GoodsModal item={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
