import { type AppLanguage, FALLBACK_LANGUAGE, type LocalizedText, type TAdminBanner } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button, Flex, Form, Image, Input, InputNumber, Modal, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { ImageUpload } from '../../components/image-upload';
import { LanguageSelect } from '../../components/language-select';
import { MemberAppPreview } from '../../components/member-app-preview';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ShowPeriodCell, ShowPeriodField } from '../../components/show-period';
import { ToneTag } from '../../components/tone-tag';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { editingLanguageOf, languagesOf } from '../../lib/content-languages';
import { changeCall, readCall } from '../../api/admin-call';


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

/** Adds a home banner (POST /admin/banners: the image is required) or changes one (PATCH). */
function BannerModal({ banner, onClose, onSaved }: { banner: TAdminBanner | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerForm>();
  const { change, isPending } = useAdminChange();
  const editing = banner !== null && banner !== 'new' ? banner : null;
  useEffect(() => {
    if (editing !== null) {
      const language = editingLanguageOf(editing.title);
      form.setFieldsValue({ ...editing, link: editing.link ?? '', language, title: editing.title[language] ?? '', period: periodField(editing) });
    }
  }, [editing, form]);
  const submit = (values: BannerForm) => {
    const image = values.image?.startsWith('data:') === true ? values.image : undefined;
    const link = values.link?.trim() ?? '';
    const body = { language: values.language, title: values.title.trim(), link: link === '' ? null : link, sort: values.sort, ...periodBody(values.period), ...(image === undefined ? {} : { image }) };
    const done = () => {
      onSaved();
      onClose();
    };
    if (editing === null) change(changeCall('banner-add'), body, done);
    else change(changeCall('banner-set', { id: editing.id }), { ...body, enabled: values.enabled }, done);
  };
  return (
    <Modal
      open={banner !== null}
      title={editing === null ? t('banners.add') : t('banners.edit', { id: editing.id })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BannerForm> name="banner"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        preserve={false}
        initialValues={{ language: FALLBACK_LANGUAGE, sort: 0, enabled: true, link: '', period: null }}
        onValuesChange={(changed: Partial<BannerForm>) => {
          if (changed.language !== undefined && editing !== null) form.setFieldValue('title', editing.title[changed.language] ?? '');
        }}
      >
        <Form.Item name="language" label={t('content.language')}>
          <LanguageSelect />
        </Form.Item>
        <Form.Item name="title" label={t('content.title')} rules={[{ required: true, whitespace: true, max: 200, message: t('common.required') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="image" label={t('content.image')} extra={t('banners.imageHint')} rules={[{ required: editing === null, message: t('banners.imageRequired') }]}>
          <ImageUpload />
        </Form.Item>
        <Form.Item name="link" label={t('banners.link')} extra={t('banners.linkHint')} rules={[{ pattern: APP_LINK, message: t('banners.linkHint') }]}>
          <Input placeholder="/pages/market/market" />
        </Form.Item>
        <ShowPeriodField />
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

/** The home banners (the member app's carousel), beside the member app itself. */
export default function BannersPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TAdminBanner | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('banners'));
  // Each change reloads the member app beside the list, once the list has it too.
  const [changes, setChanges] = useState(0);
  const refetch = () => {
    void read.refetch().then(() => {
      setChanges((count) => count + 1);
    });
  };
  return (
    <PageFrame
      title={t('banners.title')}
      actions={
        <CanAccess resource="banners" action="create">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('banners.add')}
          </Button>
        </CanAccess>
      }
    >
      <Flex gap={24} align="flex-start" wrap>
        <Flex vertical gap={16} style={{ flex: '1 1 480px', minWidth: 0 }}>
          {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
          <Table<TAdminBanner> dataSource={data?.banners ?? []} loading={read.isLoading} rowKey="id" size="middle" pagination={false}>
            <Table.Column<TAdminBanner> dataIndex="id" title="#" />
            <Table.Column<TAdminBanner>
              dataIndex="image"
              title={t('content.image')}
              render={(image: string, banner) => <Image src={image} alt={shownText(banner.title)} width={120} height={48} style={{ objectFit: 'cover' }} />}
            />
            <Table.Column<TAdminBanner> dataIndex="title" title={t('content.title')} render={(title: LocalizedText) => shownText(title)} />
            <Table.Column<TAdminBanner> dataIndex="title" key="languages" title={t('content.languages')} render={(title: LocalizedText) => languagesOf(title).join(', ')} />
            <Table.Column<TAdminBanner> dataIndex="link" title={t('banners.link')} render={(link: string | null) => link ?? t('common.none')} />
            <Table.Column<TAdminBanner> dataIndex="enabled" title={t('common.status')} render={(enabled: boolean) => <ToneTag tone={enabled ? 'positive' : 'neutral'}>{enabled ? t('content.on') : t('content.off')}</ToneTag>} />
            <Table.Column<TAdminBanner> key="period" title={t('content.period')} render={(_value, banner) => <ShowPeriodCell period={banner} />} />
            <Table.Column<TAdminBanner> dataIndex="sort" title={t('content.sort')} />
            <Table.Column<TAdminBanner>
              key="actions"
              title={t('common.actions')}
              render={(_value, banner) => (
                <CanAccess resource="banners" action="edit">
                  <Button size="small" onClick={() => { setEditing(banner); }}>
                    {t('common.edit')}
                  </Button>
                </CanAccess>
              )}
            />
          </Table>
        </Flex>
        <MemberAppPreview changes={changes} />
      </Flex>
      <BannerModal banner={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
