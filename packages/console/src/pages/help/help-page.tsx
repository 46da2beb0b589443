import { type AppLanguage, FALLBACK_LANGUAGE, type TAdminHelpArticle } from '@meridian/protocol';
import { CreateButton } from '@refinedev/antd';
import { Form, Input, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentDeleteButton } from '../../components/content/content-delete-button';
import { ContentList } from '../../components/content/content-list';
import { ContentModals } from '../../components/content/content-modals';
import { useContentColumns } from '../../components/content/content-columns';
import { useContentModal } from '../../components/content/use-content-modal';
import { useContentTable } from '../../components/content/use-content-table';
import { ContentTextFields } from '../../components/content-text-fields';
import { appLanguageOf } from '../../lib/content-languages';

interface ArticleForm {
  code: string;
  language: AppLanguage;
  title: string;
  content: string;
  sort: number;
}

const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A row is one language of an article. */
const rowKey = (article: TAdminHelpArticle) => `${article.code}:${article.language}`;

// The list does not carry the HTML, so a replacement is written whole.
const valuesOf = (article: TAdminHelpArticle | undefined): Partial<ArticleForm> =>
  article === undefined ? { language: FALLBACK_LANGUAGE, sort: 0 } : { ...article, language: appLanguageOf(article.language), content: '' };

/** PUT /admin/help/:code/:language (the data provider puts the code and language in the path): a new one, or a replacement. */
const bodyOf = (values: ArticleForm) => ({ code: values.code.trim(), language: values.language, title: values.title.trim(), content: values.content.trim(), sort: values.sort });

function ArticleFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="code" label={t('help.code')} extra={t('help.codeHint')} rules={[{ required: true, pattern: CODE, message: t('help.codeHint') }]}>
        <Input disabled={editing} autoComplete="off" />
      </Form.Item>
      <ContentTextFields />
      {editing ? <Typography.Paragraph type="secondary">{t('help.replaceHint')}</Typography.Paragraph> : null}
      <Form.Item name="sort" label={t('content.sort')}>
        <InputNumber precision={0} />
      </Form.Item>
    </>
  );
}

/** The help articles, one language at a time (GET/PUT/DELETE /admin/help). */
export default function HelpPage() {
  const { t } = useTranslation();
  const columns = useContentColumns();
  const { tableProps, rows, read } = useContentTable<TAdminHelpArticle>('help', { pageSize: 20 });
  const shared = { resource: 'help', command: 'help-set', rows, rowKey, valuesOf, bodyOf, width: 640 } as const;
  const create = useContentModal<TAdminHelpArticle, ArticleForm, 'help-set'>({ ...shared, action: 'create', title: () => t('help.add') });
  const edit = useContentModal<TAdminHelpArticle, ArticleForm, 'help-set'>({ ...shared, action: 'edit', title: (article) => t('help.edit', { code: article?.code }) });
  // Removing an article: in its one language (`?language=`), or in every language.
  const remove = (article: TAdminHelpArticle) => (
    <>
      <ContentDeleteButton
        resource="help"
        recordItemId={article.code}
        meta={{ query: { language: article.language } }}
        label={t('help.removeLanguage')}
        question={t('help.removeConfirm', { code: article.code, language: article.language })}
      />
      <ContentDeleteButton resource="help" recordItemId={article.code} label={t('help.removeAll')} question={t('help.removeAllConfirm', { code: article.code })} />
    </>
  );
  return (
    <ContentList resource="help" title={t('help.title')} read={read} actions={<CreateButton resource="help" onClick={() => { create.show(); }}>{t('help.add')}</CreateButton>}>
      <Table<TAdminHelpArticle> {...tableProps} rowKey={rowKey}>
        <Table.Column<TAdminHelpArticle> dataIndex="code" title={t('help.code')} />
        <Table.Column<TAdminHelpArticle> dataIndex="language" title={t('content.language')} render={(language: AppLanguage) => t(`contentLanguages.${language}`)} />
        <Table.Column<TAdminHelpArticle> dataIndex="title" title={t('content.title')} />
        <Table.Column<TAdminHelpArticle> {...columns.sort} />
        <Table.Column<TAdminHelpArticle> {...columns.actions<TAdminHelpArticle>('help', rowKey, edit.show, remove)} />
      </Table>
      <ContentModals name="help-article" create={create} edit={edit} fields={(editing) => <ArticleFields editing={editing} />} />
    </ContentList>
  );
}
