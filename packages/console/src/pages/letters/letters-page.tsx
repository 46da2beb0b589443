import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentTextFields } from '../../components/content-text-fields';
import { PageFrame } from '../../components/page-frame';
import { useAdminChange } from '../../lib/admin-calls';
import { DEFAULT_CONTENT_LANGUAGE, type ContentLanguage } from '../../lib/content-languages';

interface LetterForm {
  to: 'everyone' | 'member';
  member?: string;
  language: ContentLanguage;
  title: string;
  content: string;
}

/** A letter to every member's inbox, or to one (POST /admin/letters; no `member`: everyone). */
export default function LettersPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LetterForm>();
  const to = Form.useWatch('to', form);
  const { change, isPending } = useAdminChange();
  const submit = (values: LetterForm) => {
    const member = values.to === 'member' ? values.member?.trim() : undefined;
    change('post', '/admin/letters', { language: values.language, title: values.title.trim(), content: values.content.trim(), ...(member === undefined ? {} : { member }) }, () => {
      form.resetFields(['title', 'content']);
    });
  };
  return (
    <PageFrame title={t('letters.title')}>
      <Form<LetterForm> name="letter" form={form} layout="vertical" style={{ maxWidth: 640 }} requiredMark={false} onFinish={submit} initialValues={{ to: 'everyone', language: DEFAULT_CONTENT_LANGUAGE }}>
        <Form.Item name="to" label={t('letters.to')}>
          <Radio.Group
            options={[
              { value: 'everyone', label: t('letters.everyone') },
              { value: 'member', label: t('letters.oneMember') },
            ]}
          />
        </Form.Item>
        {to === 'member' ? (
          <Form.Item name="member" label={t('common.username')} rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
            <Input autoComplete="off" style={{ maxWidth: 240 }} />
          </Form.Item>
        ) : null}
        <ContentTextFields />
        <Button type="primary" htmlType="submit" loading={isPending}>
          {to === 'member' ? t('letters.send') : t('letters.sendEveryone')}
        </Button>
      </Form>
    </PageFrame>
  );
}
