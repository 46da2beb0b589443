import { type AppLanguage, FALLBACK_LANGUAGE, type TAdminMiningProduct } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { DatePicker, Form, InputNumber, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DecimalField, LanguageTextFields, SortEnabledFields } from '../../components/content/content-fields';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { editingLanguageOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';

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

const textsIn = (product: TAdminMiningProduct, language: AppLanguage) => ({ language, name: product.name[language] ?? '' });

const valuesOf = (product: TAdminMiningProduct | undefined): Partial<ProductForm> =>
  product === undefined
    ? { language: FALLBACK_LANGUAGE, sort: 0, expiresAt: null, enabled: true }
    : { ...product, expiresAt: product.expiresAt === null ? null : dayjs(product.expiresAt), ...textsIn(product, editingLanguageOf(product.name)) };

/** POST /admin/mining-products or PATCH /admin/mining-products/:id (`enabled` on a change). */
const bodyOf = (values: ProductForm, product: TAdminMiningProduct | undefined) => ({
  name: values.name.trim(),
  language: values.language,
  price: values.price.trim(),
  dailyRate: values.dailyRate.trim(),
  lockDays: values.lockDays,
  singleLimit: values.singleLimit,
  expiresAt: values.expiresAt === null ? null : values.expiresAt.toISOString(),
  sort: values.sort,
  ...(product === undefined ? {} : { enabled: values.enabled }),
});

function ProductFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LanguageTextFields field="name" max={100} />
      <DecimalField name="price" label={t('mining-products.price')} kind="amount" />
      <DecimalField name="dailyRate" label={t('mining-products.dailyRate')} kind="percent" />
      <Form.Item name="lockDays" label={t('mining-products.lockDays')} rules={[{ required: true, message: t('common.required') }]}>
        <InputNumber min={1} max={3650} precision={0} />
      </Form.Item>
      <Form.Item name="singleLimit" label={t('mining-products.singleLimit')} rules={[{ required: true, message: t('common.required') }]}>
        <InputNumber min={1} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('mining-products.expiresAt')}>
        <DatePicker showTime allowClear />
      </Form.Item>
      <SortEnabledFields editing={editing} />
    </>
  );
}

/** The mining products members buy (GET/POST/PATCH /admin/mining-products). */
export default function MiningProductsPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  const { tableProps, rows, read } = useContentTable<TAdminMiningProduct>('mining-products');
  const rowKey = (product: TAdminMiningProduct) => product.id;
  const create = useContentModal<TAdminMiningProduct, ProductForm, 'mining-product-add'>({ command: 'mining-product-add', resource: 'mining-products', action: 'create', rows, rowKey, valuesOf, bodyOf, title: () => t('mining-products.add') });
  const edit = useContentModal<TAdminMiningProduct, ProductForm, 'mining-product-set'>({ command: 'mining-product-set',
    resource: 'mining-products',
    action: 'edit',
    rows,
    rowKey,
    valuesOf,
    textsIn,
    bodyOf,
    title: (product) => t('mining-products.edit', { id: product?.id }),
  });
  return (
    <ContentList
      resource="mining-products"
      title={t('mining-products.title')}
      read={read}
      actions={<CreateButton resource="mining-products" onClick={() => { create.show(); }}>{t('mining-products.add')}</CreateButton>}
    >
      <Typography.Paragraph type="secondary">{t('terms.newOrdersOnly')}</Typography.Paragraph>
      <Table<TAdminMiningProduct> {...tableProps} rowKey="id">
        <Table.Column<TAdminMiningProduct> dataIndex="id" title="#" />
        <Table.Column<TAdminMiningProduct> {...columns.text('name', t('content.name'))} />
        <Table.Column<TAdminMiningProduct> {...columns.languages('name')} />
        <Table.Column<TAdminMiningProduct> dataIndex="price" title={t('mining-products.price')} render={(price: string, product) => `${price} ${product.currency}`} />
        <Table.Column<TAdminMiningProduct> dataIndex="dailyRate" title={t('mining-products.dailyRate')} />
        <Table.Column<TAdminMiningProduct> dataIndex="lockDays" title={t('mining-products.lockDays')} />
        <Table.Column<TAdminMiningProduct> dataIndex="singleLimit" title={t('mining-products.singleLimit')} />
        <Table.Column<TAdminMiningProduct> dataIndex="expiresAt" title={t('mining-products.expiresAt')} render={(time: string | null) => (time === null ? t('mining-products.never') : formatTime(time))} />
        <Table.Column<TAdminMiningProduct> {...columns.enabled} />
        <Table.Column<TAdminMiningProduct> {...columns.sort} />
        <Table.Column<TAdminMiningProduct> {...columns.actions<TAdminMiningProduct>('mining-products', rowKey, edit.show)} />
      </Table>
      <ContentModals name="mining-product" create={create} edit={edit} fields={(editing) => <ProductFields editing={editing} />} />
    </ContentList>
  );
}
