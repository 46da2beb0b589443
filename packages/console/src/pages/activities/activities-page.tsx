import { type AdminRequestBody, type AppLanguage, FALLBACK_LANGUAGE, type TAdminActivity } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { DatePicker, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortEnabledFields } from '../../components/content/content-fields';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { ContentTextFields, givenText } from '../../components/content-text-fields';
import { ImageUpload } from '../../components/image-upload';
import { editingLanguageOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';
import { newImageOf } from '../../lib/image-file';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { shownText } from '../../lib/shown-text';

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

// The list does not carry the HTML: an edit starts with it empty, and empty keeps the stored one.
const textsIn = (activity: TAdminActivity, language: AppLanguage) => ({ language, title: activity.title[language] ?? '', summary: activity.summary[language] ?? '', content: '' });

const valuesOf = (activity: TAdminActivity | undefined): Partial<ActivityForm> =>
  activity === undefined
    ? { language: FALLBACK_LANGUAGE, sort: 0, enabled: true, period: null }
    : { image: activity.image, period: periodField(activity), sort: activity.sort, enabled: activity.enabled, ...textsIn(activity, editingLanguageOf(activity.title)) };

/** POST /admin/activities or PATCH /admin/activities/:id: the content only when filled in, `enabled` on a change. */
function bodyOf(values: ActivityForm, activity: TAdminActivity | undefined) {
  const content = givenText(values.content);
  return {
    language: values.language,
    title: values.title.trim(),
    summary: values.summary.trim(),
    ...periodBody(values.period),
    sort: values.sort,
    ...(content === undefined ? {} : { content }),
    ...newImageOf(values.image),
    ...(activity === undefined ? {} : { enabled: values.enabled }),
  };
}

/** POST /admin/activities: its content is required (the form asks for it before it sends). */
const addBodyOf = (values: ActivityForm): AdminRequestBody<'activity-add'> => ({ ...bodyOf(values, undefined), content: givenText(values.content) ?? '' });

function ActivityFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ContentTextFields contentRequired={!editing} />
      {editing ? <Typography.Paragraph type="secondary">{t('activities.contentKeptHint')}</Typography.Paragraph> : null}
      <Form.Item name="summary" label={t('activities.summary')} rules={[{ required: true, whitespace: true, max: 500, message: t('common.required') }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="image" label={t('content.image')} extra={t('activities.imageHint')}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="period" label={t('activities.period')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <SortEnabledFields editing={editing} />
    </>
  );
}

/** The activities members read (GET/POST/PATCH /admin/activities). */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  // Paged by twenty, as before: the pager is in the operator's language (console-language.e2e.ts).
  const { tableProps, rows, read } = useContentTable<TAdminActivity>('activities', { pageSize: 20 });
  const rowKey = (activity: TAdminActivity) => activity.id;
  const shared = { resource: 'activities', rows, rowKey, valuesOf, bodyOf, width: 640 };
  const create = useContentModal<TAdminActivity, ActivityForm, 'activity-add'>({ command: 'activity-add', ...shared, bodyOf: addBodyOf, action: 'create', title: () => t('activities.add') });
  const edit = useContentModal<TAdminActivity, ActivityForm, 'activity-set'>({ command: 'activity-set', ...shared, action: 'edit', textsIn, title: (activity) => t('activities.edit', { id: activity?.id }) });
  return (
    <ContentList resource="activities" title={t('activities.title')} read={read} actions={<CreateButton resource="activities" onClick={() => { create.show(); }}>{t('activities.add')}</CreateButton>}>
      <Table<TAdminActivity> {...tableProps} rowKey="id">
        <Table.Column<TAdminActivity> dataIndex="id" title="#" />
        <Table.Column<TAdminActivity> {...columns.image<TAdminActivity>((activity) => shownText(activity.title), 96)} />
        <Table.Column<TAdminActivity> {...columns.text('title', t('content.title'))} />
        <Table.Column<TAdminActivity> {...columns.languages('title')} />
        <Table.Column<TAdminActivity> dataIndex="startsAt" title={t('activities.starts')} render={(time: string | null) => (time === null ? t('activities.anyTime') : formatTime(time))} />
        <Table.Column<TAdminActivity> dataIndex="endsAt" title={t('activities.ends')} render={(time: string | null) => (time === null ? t('activities.noEnd') : formatTime(time))} />
        <Table.Column<TAdminActivity> {...columns.enabled} />
        <Table.Column<TAdminActivity> {...columns.sort} />
        <Table.Column<TAdminActivity> {...columns.actions<TAdminActivity>('activities', rowKey, edit.show)} />
      </Table>
      <ContentModals name="activity" create={create} edit={edit} fields={(editing) => <ActivityFields editing={editing} />} />
    </ContentList>
  );
}
