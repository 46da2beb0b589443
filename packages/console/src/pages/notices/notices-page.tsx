import { type AppLanguage, FALLBACK_LANGUAGE, type TAdminNotice } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { Checkbox, Flex, Form, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDeleteButton } from '../../components/content/content-delete-button';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { ContentTextFields } from '../../components/content-text-fields';
import { MemberAppPreview } from '../../components/member-app-preview';
import { ShowPeriodCell, ShowPeriodField } from '../../components/show-period';
import { ToneTag } from '../../components/tone-tag';
import { editingLanguageOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { shownText } from '../../lib/shown-text';

interface NoticeForm {
  language: AppLanguage;
  title: string;
  content: string;
  popup: boolean;
  period: PeriodField;
}

const textsIn = (notice: TAdminNotice, language: AppLanguage) => ({ language, title: notice.title[language] ?? '', content: notice.content[language] ?? '' });

const valuesOf = (notice: TAdminNotice | undefined): Partial<NoticeForm> =>
  notice === undefined ? { language: FALLBACK_LANGUAGE, popup: false, period: null } : { period: periodField(notice), ...textsIn(notice, editingLanguageOf(notice.title)) };

/**
 * POST /admin/notices (`popup` also pushes it to everyone online) or PATCH /admin/notices/:id (one
 * language rewritten). A popup goes out at once: it has no dates (the server refuses both).
 */
function bodyOf(values: NoticeForm, notice: TAdminNotice | undefined) {
  const text = { language: values.language, title: values.title.trim(), content: values.content.trim() };
  return notice === undefined && values.popup ? { ...text, popup: true } : { ...text, ...periodBody(values.period) };
}

function NoticeFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ContentTextFields />
      {editing ? null : (
        <Form.Item name="popup" valuePropName="checked" extra={t('notices.popupHint')}>
          <Checkbox>{t('notices.popup')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item noStyle dependencies={['popup']}>{({ getFieldValue }) => (getFieldValue('popup') === true ? null : <ShowPeriodField />)}</Form.Item>
    </>
  );
}

/** The notices members read, and the popup pushed to everyone online (GET/POST/PATCH/DELETE /admin/notices), beside the member app. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  const { tableProps, rows, read } = useContentTable<TAdminNotice>('notices', { pageSize: 20, filters: [{ field: 'limit', operator: 'eq', value: 100 }] });
  // Each change reloads the member app beside the list.
  const [changes, setChanges] = useState(0);
  const onSaved = () => { setChanges((count) => count + 1); };
  const rowKey = (notice: TAdminNotice) => notice.id;
  const shared = { resource: 'notices', rows, rowKey, valuesOf, bodyOf, onSaved, width: 640 };
  const create = useContentModal<TAdminNotice, NoticeForm, 'notice-add'>({ command: 'notice-add', ...shared, action: 'create', okText: t('notices.publish'), title: () => t('notices.add') });
  const edit = useContentModal<TAdminNotice, NoticeForm, 'notice-set'>({ command: 'notice-set', ...shared, action: 'edit', textsIn, title: (notice) => t('notices.edit', { id: notice?.id }) });
  const remove = (notice: TAdminNotice) => (
    <ContentDeleteButton resource="notices" recordItemId={notice.id} label={t('notices.remove')} question={t('notices.removeConfirm', { title: shownText(notice.title) })} onRemoved={onSaved} />
  );
  return (
    <ContentList resource="notices" title={t('notices.title')} read={read} actions={<CreateButton resource="notices" onClick={() => { create.show(); }}>{t('notices.add')}</CreateButton>}>
      <Flex gap={24} align="flex-start" wrap>
        <Table<TAdminNotice> {...tableProps} rowKey="id" style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Table.Column<TAdminNotice> dataIndex="id" title="#" />
          <Table.Column<TAdminNotice> {...columns.text('title', t('content.title'))} />
          <Table.Column<TAdminNotice> {...columns.languages('title')} />
          <Table.Column<TAdminNotice> dataIndex="popup" title={t('notices.popup')} render={(popup: boolean) => (popup ? <ToneTag tone="info">{t('notices.popup')}</ToneTag> : null)} />
          <Table.Column<TAdminNotice> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<TAdminNotice> key="period" title={t('content.period')} render={(_value, notice) => <ShowPeriodCell period={notice} />} />
          <Table.Column<TAdminNotice> {...columns.actions<TAdminNotice>('notices', rowKey, edit.show, remove)} />
        </Table>
        <MemberAppPreview changes={changes} />
      </Flex>
      <ContentModals name="notice" create={create} edit={edit} fields={(editing) => <NoticeFields editing={editing} />} />
    </ContentList>
  );
}
