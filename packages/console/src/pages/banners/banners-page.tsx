import { type AdminRequestBody, type AppLanguage, FALLBACK_LANGUAGE, type TAdminBanner } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { Flex, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTextFields, SortEnabledFields } from '../../components/content/content-fields';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { ImageUpload } from '../../components/image-upload';
import { MemberAppPreview } from '../../components/member-app-preview';
import { ShowPeriodCell, ShowPeriodField } from '../../components/show-period';
import { editingLanguageOf } from '../../lib/content-languages';
import { newImageOf } from '../../lib/image-file';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { shownText } from '../../lib/shown-text';

interface BannerForm {
  language: AppLanguage;
  title: string;
  image?: string;
  link?: string;
  sort: number;
  enabled: boolean;
  period: PeriodField;
}

const APP_LINK = /^\/(?!\/)\S*$/;

const textsIn = (banner: TAdminBanner, language: AppLanguage) => ({ language, title: banner.title[language] ?? '' });

const valuesOf = (banner: TAdminBanner | undefined): Partial<BannerForm> =>
  banner === undefined
    ? { language: FALLBACK_LANGUAGE, sort: 0, enabled: true, link: '', period: null }
    : { ...banner, link: banner.link ?? '', period: periodField(banner), ...textsIn(banner, editingLanguageOf(banner.title)) };

/** POST /admin/banners (the image is required) or PATCH /admin/banners/:id. */
function bodyOf(values: BannerForm, banner: TAdminBanner | undefined) {
  const link = values.link?.trim() ?? '';
  return {
    language: values.language,
    title: values.title.trim(),
    link: link === '' ? null : link,
    sort: values.sort,
    ...periodBody(values.period),
    ...newImageOf(values.image),
    ...(banner === undefined ? {} : { enabled: values.enabled }),
  };
}

/** POST /admin/banners: its image is required (the form asks for it before it sends). */
const addBodyOf = (values: BannerForm): AdminRequestBody<'banner-add'> => ({ ...bodyOf(values, undefined), image: newImageOf(values.image).image ?? '' });

function BannerFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LanguageTextFields field="title" max={200} />
      <Form.Item name="image" label={t('content.image')} extra={t('banners.imageHint')} rules={[{ required: !editing, message: t('banners.imageRequired') }]}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="link" label={t('banners.link')} extra={t('banners.linkHint')} rules={[{ pattern: APP_LINK, message: t('banners.linkHint') }]}>
        <Input placeholder="/pages/market/market" />
      </Form.Item>
      <ShowPeriodField />
      <SortEnabledFields editing={editing} />
    </>
  );
}

/** The home banners (the member app's carousel), beside the member app itself. */
export default function BannersPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  const { tableProps, rows, read } = useContentTable<TAdminBanner>('banners');
  // Each change reloads the member app beside the list.
  const [changes, setChanges] = useState(0);
  const onSaved = () => { setChanges((count) => count + 1); };
  const rowKey = (banner: TAdminBanner) => banner.id;
  const create = useContentModal<TAdminBanner, BannerForm, 'banner-add'>({ command: 'banner-add', resource: 'banners', action: 'create', rows, rowKey, valuesOf, bodyOf: addBodyOf, onSaved, title: () => t('banners.add') });
  const edit = useContentModal<TAdminBanner, BannerForm, 'banner-set'>({ command: 'banner-set', resource: 'banners', action: 'edit', rows, rowKey, valuesOf, textsIn, bodyOf, onSaved, title: (banner) => t('banners.edit', { id: banner?.id }) });
  return (
    <ContentList resource="banners" title={t('banners.title')} read={read} actions={<CreateButton resource="banners" onClick={() => { create.show(); }}>{t('banners.add')}</CreateButton>}>
      <Flex gap={24} align="flex-start" wrap>
        <Table<TAdminBanner> {...tableProps} rowKey="id" style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Table.Column<TAdminBanner> dataIndex="id" title="#" />
          <Table.Column<TAdminBanner> {...columns.image<TAdminBanner>((banner) => shownText(banner.title), 120)} />
          <Table.Column<TAdminBanner> {...columns.text('title', t('content.title'))} />
          <Table.Column<TAdminBanner> {...columns.languages('title')} />
          <Table.Column<TAdminBanner> dataIndex="link" title={t('banners.link')} render={(link: string | null) => link ?? t('common.none')} />
          <Table.Column<TAdminBanner> {...columns.enabled} />
          <Table.Column<TAdminBanner> key="period" title={t('content.period')} render={(_value, banner) => <ShowPeriodCell period={banner} />} />
          <Table.Column<TAdminBanner> {...columns.sort} />
          <Table.Column<TAdminBanner> {...columns.actions<TAdminBanner>('banners', rowKey, edit.show)} />
        </Table>
        <MemberAppPreview changes={changes} />
      </Flex>
      <ContentModals name="banner" create={create} edit={edit} fields={(editing) => <BannerFields editing={editing} />} />
    </ContentList>
  );
}
