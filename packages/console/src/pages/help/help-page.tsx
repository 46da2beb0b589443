import { type AppLanguage, FALLBACK_LANGUAGE, type TAdminHelpArticle } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentTextFields } from '../../components/content-text-fields';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useAdminRead } from '../../lib/admin-calls';
import { changeCall, readCall } from '../../api/admin-call';
import { adminUrl } from '../../api/admin-request';
import { appLanguageOf } from '../../lib/content-languages';


interface ArticleForm {
  code: string;
  language: AppLanguage;
  title: string;
  content: string;
  sort: number;
}

/**
 * Sets one language of an article (PUT /admin/help/:code/:language): a new one, or a replacement.
 * The list does not carry the HTML, so a replacement is written whole.
 */
function ArticleModal({ article, onClose, onSaved }: { article: TAdminHelpArticle | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ArticleForm>();
  const { change, isPending } = useAdminChange();
  const editing = article !== null && article !== 'new' ? article : null;
  useEffect(() => {
    if (editing !== null) form.setFieldsValue({ ...editing, language: appLanguageOf(editing.language), content: '' });
  }, [editing, form]);
  const submit = (values: ArticleForm) => {
    const code = values.code.trim();
    change(changeCall('help-set', { code, language: values.language }), { title: values.title.trim(), content: values.content.trim(), sort: values.sort }, () => {
      onSaved();
      onClose();
    });
  };
  return (
    <Modal
      open={article !== null}
      title={editing === null ? t('help.add') : t('help.edit', { code: editing.code })}
      okText={t('buttons.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ArticleForm> name="help-article" form={form} layout="vertical" onFinish={submit} requiredMark={false} preserve={false} initialValues={{ language: FALLBACK_LANGUAGE, sort: 0 }}>
        <Form.Item name="code" label={t('help.code')} extra={t('help.codeHint')} rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]{0,63}$/, message: t('help.codeHint') }]}>
          <Input disabled={editing !== null} autoComplete="off" />
        </Form.Item>
        <ContentTextFields />
        {editing === null ? null : <Typography.Paragraph type="secondary">{t('help.replaceHint')}</Typography.Paragraph>}
        <Form.Item name="sort" label={t('content.sort')}>
          <InputNumber precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Removing an article: in every language, or in one (`?language=`). */
function helpRemoval(article: TAdminHelpArticle, everyLanguage: boolean) {
  const call = changeCall('help-remove', { code: article.code });
  return everyLanguage ? call : { ...call, url: adminUrl(call.url, { language: article.language }) };
}

export default function HelpPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<TAdminHelpArticle | 'new' | null>(null);
  const { read, data } = useAdminRead(readCall('help-articles'));
  const { change } = useAdminChange();
  const refetch = () => void read.refetch();
  const confirmRemove = (article: TAdminHelpArticle, everyLanguage: boolean) => {
    modal.confirm({
      title: t('help.remove'),
      content: everyLanguage ? t('help.removeAllConfirm', { code: article.code }) : t('help.removeConfirm', { code: article.code, language: article.language }),
      okText: t('help.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => { change(helpRemoval(article, everyLanguage), {}, refetch); },
    });
  };
  return (
    <PageFrame
      title={t('help.title')}
      actions={
        <CanAccess resource="help" action="edit">
          <Button type="primary" onClick={() => { setEditing('new'); }}>
            {t('help.add')}
          </Button>
        </CanAccess>
      }
    >
      {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
      <Table<TAdminHelpArticle> dataSource={data?.articles ?? []} loading={read.isLoading} rowKey={(article) => `${article.code}:${article.language}`} size="middle" pagination={{ pageSize: 20 }}>
        <Table.Column<TAdminHelpArticle> dataIndex="code" title={t('help.code')} />
        <Table.Column<TAdminHelpArticle> dataIndex="language" title={t('content.language')} render={(language: AppLanguage) => t(`contentLanguages.${language}`)} />
        <Table.Column<TAdminHelpArticle> dataIndex="title" title={t('content.title')} />
        <Table.Column<TAdminHelpArticle> dataIndex="sort" title={t('content.sort')} />
        <Table.Column<TAdminHelpArticle>
          key="actions"
          title={t('common.actions')}
          render={(_value, article) => (
            <Space>
              <CanAccess resource="help" action="edit">
                <Button size="small" onClick={() => { setEditing(article); }}>
                  {t('common.edit')}
                </Button>
              </CanAccess>
              <CanAccess resource="help" action="delete">
                <Button size="small" danger onClick={() => { confirmRemove(article, false); }}>
                  {t('help.removeLanguage')}
                </Button>
                <Button size="small" danger onClick={() => { confirmRemove(article, true); }}>
                  {t('help.removeAll')}
                </Button>
              </CanAccess>
            </Space>
          )}
        />
      </Table>
      <ArticleModal article={editing} onClose={() => { setEditing(null); }} onSaved={refetch} />
    </PageFrame>
  );
}
