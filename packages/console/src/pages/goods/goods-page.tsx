import { type AppLanguage, FALLBACK_LANGUAGE, type TAdminGoodsItem } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { Form, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalField, LanguageTextFields, SortEnabledFields } from '../../components/content/content-fields';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { ImageUpload } from '../../components/image-upload';
import { editingLanguageOf } from '../../lib/content-languages';
import { newImageOf } from '../../lib/image-file';
import { shownText } from '../../lib/shown-text';

interface GoodsForm {
  language: AppLanguage;
  name: string;
  price: string;
  image?: string;
  sort: number;
  enabled: boolean;
}

const textsIn = (item: TAdminGoodsItem, language: AppLanguage) => ({ language, name: item.name[language] ?? '' });

const valuesOf = (item: TAdminGoodsItem | undefined): Partial<GoodsForm> =>
  item === undefined ? { language: FALLBACK_LANGUAGE, sort: 0, enabled: true } : { ...item, ...textsIn(item, editingLanguageOf(item.name)) };

/** POST /admin/goods or PATCH /admin/goods/:id: a new picture only (a data URL), `enabled` on a change. */
const bodyOf = (values: GoodsForm, item: TAdminGoodsItem | undefined) => ({
  name: values.name.trim(),
  language: values.language,
  price: values.price.trim(),
  sort: values.sort,
  ...newImageOf(values.image),
  ...(item === undefined ? {} : { enabled: values.enabled }),
});

/** The goods catalogue of tasks (GET/POST/PATCH /admin/goods). */
export default function GoodsPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  const { tableProps, rows, read } = useContentTable<TAdminGoodsItem>('goods', { pageSize: 20 });
  const rowKey = (item: TAdminGoodsItem) => item.id;
  const create = useContentModal<TAdminGoodsItem, GoodsForm, 'goods-add'>({ command: 'goods-add', resource: 'goods', action: 'create', rows, rowKey, valuesOf, bodyOf, title: () => t('goods.add') });
  const edit = useContentModal<TAdminGoodsItem, GoodsForm, 'goods-set'>({ command: 'goods-set', resource: 'goods', action: 'edit', rows, rowKey, valuesOf, textsIn, bodyOf, title: (item) => t('goods.edit', { id: item?.id }) });
  const form = (editing: boolean) => (
    <>
      <LanguageTextFields field="name" max={100} />
      <DecimalField name="price" label={t('mining-products.price')} kind="amount" />
      <Form.Item name="image" label={t('content.image')} extra={t('goods.imageHint')}>
        <ImageUpload />
      </Form.Item>
      <SortEnabledFields editing={editing} />
    </>
  );
  return (
    <ContentList resource="goods" title={t('goods.title')} read={read} actions={<CreateButton resource="goods" onClick={() => { create.show(); }}>{t('goods.add')}</CreateButton>}>
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      <Table<TAdminGoodsItem> {...tableProps} rowKey="id">
        <Table.Column<TAdminGoodsItem> dataIndex="id" title="#" />
        <Table.Column<TAdminGoodsItem> {...columns.image<TAdminGoodsItem>((item) => shownText(item.name), 48)} />
        <Table.Column<TAdminGoodsItem> {...columns.text('name', t('content.name'))} />
        <Table.Column<TAdminGoodsItem> {...columns.languages('name')} />
        <Table.Column<TAdminGoodsItem> dataIndex="price" title={t('mining-products.price')} render={(price: string, item) => `${price} ${item.currency}`} />
        <Table.Column<TAdminGoodsItem> {...columns.enabled} />
        <Table.Column<TAdminGoodsItem> {...columns.sort} />
        <Table.Column<TAdminGoodsItem> {...columns.actions<TAdminGoodsItem>('goods', rowKey, edit.show)} />
      </Table>
      <ContentModals name="goods" create={create} edit={edit} fields={form} />
    </ContentList>
  );
}
