import { type AppLanguage, FALLBACK_LANGUAGE, type LocalizedText, type TAdminNotice } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { App, Button, Checkbox, Flex, Form, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { ContentTextFields } from '../../components/content-text-fields';
import { MemberAppPreview } from '../../components/member-app-preview';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ShowPeriodCell, ShowPeriodField } from '../../components/show-period';
import { ToneTag } from '../../components/tone-tag';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { editingLanguageOf, languagesOf } from '../../lib/content-languages';
import { formatTime } from '../../lib/format-time';
import { periodBody, periodField, type PeriodField } from '../../lib/show-period';
import { changeCall, readCall } from '../../api/admin-call';


interface NoticeForm {
  language: AppLanguage;
  title: string;
  content: string;
  popup: boolean;
  period: PeriodField;
}

/** Publishes a notice (POST /admin/notices, `popup` also pushes it to everyone online) or rewrites one in a language (PATCH). */
function NoticeModal({ notice, onClose, onSaved }: { notice: TAdminNotice | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeForm>();
  const { change, isPending } = useAdminChange();
  const editing = notice !== null && notice !== 'new' ? notice : null;
  const fill = (record: TAdminNotice, language: AppLanguage) => {
    form.setFieldsValue({ title: record.title[language] ?? '', content: record.content[language] ?? '' });
  };
  useEffect(() => {
    if (editing !== null) {
      const language = editingLanguageOf(editing.title);
      form.setFieldsValue({ language, period: periodField(editing) });
      fill(editing, language);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill is this render's; the record is what matters.
  }, [editing]);
  const submit = (values: NoticeForm) => {
    const done = () => {
      onSaved();
      onClose();
    };
    const text = { language: values.language, title: values.title.trim(), content: values.content.trim() };
    // A popup goes out at once: it has no dates (the server refuses both).
    if (editing === null) change(changeCall('notice-add'), values.popup ? { ...text, popup: true } : { ...text, ...periodBody(values.period) }, done);
    else change(changeCall('notice-set', { id: editing.id }), { ...text, ...periodBody(values.period) }, done);
  };
  return (
    <Modal
      open={notice !== null}
      title={editing === null ? t('notices.add') : t('notices.edit', { id: editing.id })}
      okText={editing === null ? t('notices.publish') : t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<NoticeForm> name="notice"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        preserve={false}
        initialValues={{ language: FALLBACK_LANGUAGE, popup: false, period: null }}
        onValuesChange={(changed: Partial<NoticeForm>) => {
          if (changed.language !== undefined && editing !== null) fill(editing, changed.language);
        }}
      >
        <ContentTextFields />
        {editing === null ? (
          <Form.Item name="popup" valuePropName="checked" extra={t('notices.popupHint')}>
            <Checkbox>{t('notices.popup')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item noStyle dependencies={['popup']}>{({ getFieldValue }) => (getFieldValue('popup') === true ? null : <ShowPeriodField />)}</Form.Item>
      </Form>
    </Modal>
  );
}

export default function NoticesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<TAdminNotice | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('notices'), { limit: 100 });
  const { change } = useAdminChange();
  // Each change reloads the member app beside the list, once the list has it too.
  const [changes, setChanges] = useState(0);
  const refetch = () => {
    void read.refetch().then(() => {
      setChanges((count) => count + 1);
    });
  };
  const confirmRemove = (notice: TAdminNotice) => {
    modal.confirm({
      title: t('notices.remove'),
      content: t('notices.removeConfirm', { title: shownText(notice.title) }),
      okText: t('notices.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => { change(changeCall('notice-remove', { id: notice.id }), {}, refetch); },
    });
  };
  return (
    <PageFrame
      title={t('notices.title')}
      actions={
        <CanAccess resource="notices" action="create">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('notices.add')}
          </Button>
        </CanAccess>
      }
    >
      <Flex gap={24} align="flex-start" wrap>
        <Flex vertical gap={16} style={{ flex: '1 1 480px', minWidth: 0 }}>
          {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
          <Table<TAdminNotice> dataSource={data?.notices ?? []} loading={read.isLoading} rowKey="id" size="middle" pagination={{ pageSize: 20 }}>
            <Table.Column<TAdminNotice> dataIndex="id" title="#" />
            <Table.Column<TAdminNotice> dataIndex="title" title={t('content.title')} render={(title: LocalizedText) => shownText(title)} />
            <Table.Column<TAdminNotice> dataIndex="title" key="languages" title={t('content.languages')} render={(title: LocalizedText) => languagesOf(title).join(', ')} />
            <Table.Column<TAdminNotice> dataIndex="popup" title={t('notices.popup')} render={(popup: boolean) => (popup ? <ToneTag tone="info">{t('notices.popup')}</ToneTag> : null)} />
            <Table.Column<TAdminNotice> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
            <Table.Column<TAdminNotice> key="period" title={t('content.period')} render={(_value, notice) => <ShowPeriodCell period={notice} />} />
            <Table.Column<TAdminNotice>
              key="actions"
              title={t('common.actions')}
              render={(_value, notice) => (
                <Space>
                  <CanAccess resource="notices" action="edit">
                    <Button size="small" onClick={() => { setEditing(notice); }}>
                      {t('common.edit')}
                    </Button>
                  </CanAccess>
                  <CanAccess resource="notices" action="delete">
                    <Button size="small" danger onClick={() => { confirmRemove(notice); }}>
                      {t('notices.remove')}
                    </Button>
                  </CanAccess>
                </Space>
              )}
            />
          </Table>
        </Flex>
        <MemberAppPreview changes={changes} />
      </Flex>
      <NoticeModal notice={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
