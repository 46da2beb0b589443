import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageTextFields } from './content/content-fields';

/** The language, title and HTML content every text form of the content screens has. */
export function ContentTextFields({ titleRequired = true, contentRequired = true }: { titleRequired?: boolean; contentRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LanguageTextFields field="title" max={200} required={titleRequired} />
      <Form.Item name="content" label={t('content.html')} extra={t('content.htmlHint')} rules={[{ required: contentRequired, whitespace: true, max: 50000, message: t('common.required') }]}>
        <Input.TextArea rows={6} spellCheck={false} />
      </Form.Item>
    </>
  );
}

/** A field's text when given: empty means "leave it as it is" on a change. */
export function givenText(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}
