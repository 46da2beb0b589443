import { type AppLanguage, FALLBACK_LANGUAGE, type LocalizedText, type TAdminActivity } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button, DatePicker, Form, Image, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { ContentTextFields, givenText } from '../../components/content-text-fields';
import { ImageUpload } from '../../components/image-upload';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { editingLanguageOf, languagesOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { changeCall, readCall } from '../../api/admin-call';


interface ActivityForm {
  language: AppLanguage;
  title: string;
  summary: string;
  content?: string;
  image?: string;
  period: PeriodField;
  sort: number;
  enabled: boolean;
}

/** Publishes an activity (POST /admin/activities) or changes one (PATCH; empty content keeps the stored HTML). */
function ActivityModal({ activity, onClose, onSaved }: { activity: TAdminActivity | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityForm>();
  const { change, isPending } = useAdminChange();
  const editing = activity !== null && activity !== 'new' ? activity : null;
  const fill = (record: TAdminActivity, language: AppLanguage) => {
    form.setFieldsValue({ title: record.title[language] ?? '', summary: record.summary[language] ?? '', content: '' });
  };
  useEffect(() => {
    if (editing !== null) {
      form.setFieldsValue({
        image: editing.image,
        period: periodField(editing),
        sort: editing.sort,
        enabled: editing.enabled,
      });
      const language = editingLanguageOf(editing.title);
      form.setFieldValue('language', language);
      fill(editing, language);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill is this render's; the record is what matters.
  }, [editing]);
  const submit = (values: ActivityForm) => {
    const image = values.image?.startsWith('data:') === true ? values.image : undefined;
    const content = givenText(values.content);
    const body = {
      language: values.language,
      title: values.title.trim(),
      summary: values.summary.trim(),
      ...periodBody(values.period),
      sort: values.sort,
      ...(content === undefined ? {} : { content }),
      ...(image === undefined ? {} : { image }),
    };
    const done = () => {
      onSaved();
      onClose();
    };
    if (editing === null) change(changeCall('activity-add'), body, done);
    else change(changeCall('activity-set', { id: editing.id }), { ...body, enabled: values.enabled }, done);
  };
  return (
    <Modal
      open={activity !== null}
      title={editing === null ? t('activities.add') : t('activities.edit', { id: editing.id })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ActivityForm> name="activity"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        preserve={false}
        initialValues={{ language: FALLBACK_LANGUAGE, sort: 0, enabled: true, period: null }}
        onValuesChange={(changed: Partial<ActivityForm>) => {
          if (changed.language !== undefined && editing !== null) fill(editing, changed.language);
        }}
      >
        <ContentTextFields contentRequired={editing === null} />
        {editing === null ? null : <Typography.Paragraph type="secondary">{t('activities.contentKeptHint')}</Typography.Paragraph>}
        <Form.Item name="summary" label={t('activities.summary')} rules={[{ required: true, whitespace: true, max: 500, message: t('common.required') }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="image" label={t('content.image')} extra={t('activities.imageHint')}>
          <ImageUpload />
        </Form.Item>
        <Form.Item name="period" label={t('activities.period')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
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

export default function ActivitiesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TAdminActivity | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('activities'));
  const refetch = () => void read.refetch();
  return (
    <PageFrame
      title={t('activities.title')}
      actions={
        <CanAccess resource="activities" action="create">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('activities.add')}
          </Button>
        </CanAccess>
      }
    >
      {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
      <Table<TAdminActivity> dataSource={data?.activities ?? []} loading={read.isLoading} rowKey="id" size="middle" pagination={{ pageSize: 20 }}>
        <Table.Column<TAdminActivity> dataIndex="id" title="#" />
        <Table.Column<TAdminActivity> dataIndex="image" title={t('content.image')} render={(image: string, activity) => <Image src={image} alt={shownText(activity.title)} width={96} height={48} style={{ objectFit: 'cover' }} />} />
        <Table.Column<TAdminActivity> dataIndex="title" title={t('content.title')} render={(title: LocalizedText) => shownText(title)} />
        <Table.Column<TAdminActivity> dataIndex="title" key="languages" title={t('content.languages')} render={(title: LocalizedText) => languagesOf(title).join(', ')} />
        <Table.Column<TAdminActivity> dataIndex="startsAt" title={t('activities.starts')} render={(time: string | null) => (time === null ? t('activities.anyTime') : formatTime(time))} />
        <Table.Column<TAdminActivity> dataIndex="endsAt" title={t('activities.ends')} render={(time: string | null) => (time === null ? t('activities.noEnd') : formatTime(time))} />
        <Table.Column<TAdminActivity> dataIndex="enabled" title={t('common.status')} render={(enabled: boolean) => <ToneTag tone={enabled ? 'positive' : 'neutral'}>{enabled ? t('content.on') : t('content.off')}</ToneTag>} />
        <Table.Column<TAdminActivity> dataIndex="sort" title={t('content.sort')} />
        <Table.Column<TAdminActivity>
          key="actions"
          title={t('common.actions')}
          render={(_value, activity) => (
            <CanAccess resource="activities" action="edit">
              <Button size="small" onClick={() => { setEditing(activity); }}>
                {t('common.edit')}
              </Button>
            </CanAccess>
          )}
        />
      </Table>
      <ActivityModal activity={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
