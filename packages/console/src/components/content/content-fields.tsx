import { AMOUNT_TEXT, PERCENT_TEXT } from '@meridian/protocol';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../language-select';

/**
 * The language a content item is written in and its one translated text (a name or a title): the
 * first two fields of every content form. Picking another language shows that language's text
 * (use-content-modal.ts, `textsIn`).
 */
export function LanguageTextFields({ field, max, required = true }: { field: 'name' | 'title'; max: number; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="language" label={t('content.language')}>
        <LanguageSelect />
      </Form.Item>
      <Form.Item name={field} label={t(field === 'name' ? 'content.name' : 'content.title')} rules={[{ required, whitespace: true, max, message: t('common.required') }]}>
        <Input />
      </Form.Item>
    </>
  );
}

/** The list's order and, on a change (a new item is on), whether members see the item. */
export function SortEnabledFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="sort" label={t('content.sort')}>
        <InputNumber precision={0} />
      </Form.Item>
      {editing ? (
        <Form.Item name="enabled" label={t('content.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      ) : null}
    </>
  );
}

/** A required amount (`100`, `99.50`) or percentage (`85`, `1.25`), as the server takes them: decimal text. */
export function DecimalField({ name, label, kind }: { name: string; label: string; kind: 'amount' | 'percent' }) {
  const { t } = useTranslation();
  const rule = kind === 'amount' ? { pattern: AMOUNT_TEXT, message: t('terms.amountHint') } : { pattern: PERCENT_TEXT, message: t('terms.percentHint') };
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, ...rule }]}>
      <Input inputMode="decimal" />
    </Form.Item>
  );
}
