import { type AdminOutput, adminPath, type AppLanguage, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRequest } from '../../api/admin-request';
import { ContentTextFields } from '../../components/content-text-fields';
import { PageFrame } from '../../components/page-frame';
import { useAdminChange } from '../../lib/admin-calls';
import { refusalDetail, refusalTitle } from '../../lib/refusal-text';
import { changeCall } from '../../api/admin-call';

interface LetterForm {
  to: 'everyone' | 'member';
  member?: string;
  language: AppLanguage;
  title: string;
  content: string;
}

/**
 * A letter to every member's inbox, or to one (POST /admin/letters; no `member`: everyone). A
 * letter to everyone cannot be taken back: the operator is asked first, with how many it reaches.
 */
export default function LettersPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const [form] = Form.useForm<LetterForm>();
  const to = Form.useWatch('to', form);
  const { change, isPending } = useAdminChange();
  const [isCounting, setCounting] = useState(false);
  const send = (values: LetterForm) => {
    const member = values.to === 'member' ? values.member?.trim() : undefined;
    change(changeCall('letter-send', { language: values.language, title: values.title.trim(), content: values.content.trim(), ...(member === undefined ? {} : { member }) }), () => {
      form.resetFields(['title', 'content']);
    });
  };
  const askEveryone = async (values: LetterForm) => {
    setCounting(true);
    try {
      const { data } = await adminRequest<AdminOutput<'letter-reach'>>({ method: 'GET', path: adminPath('letter-reach') });
      modal.confirm({
        title: t('letters.confirmEveryoneTitle'),
        content: t('letters.confirmEveryone', { count: data.members, title: values.title.trim() }),
        okText: t('letters.sendEveryone'),
        cancelText: t('common.cancel'),
        onOk: () => {
          send(values);
        },
      });
    } catch (error) {
      notification.error({ message: refusalTitle(error), description: refusalDetail(error) });
    } finally {
      setCounting(false);
    }
  };
  const submit = (values: LetterForm) => {
    if (values.to === 'member') send(values);
    else void askEveryone(values);
  };
  return (
    <PageFrame title={t('letters.title')}>
      <Form<LetterForm> name="letter" form={form} layout="vertical" style={{ maxWidth: 640 }} requiredMark={false} onFinish={submit} initialValues={{ to: 'everyone', language: FALLBACK_LANGUAGE }}>
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
        <Button type="primary" htmlType="submit" loading={isPending || isCounting}>
          {to === 'member' ? t('letters.send') : t('letters.sendEveryone')}
        </Button>
      </Form>
    </PageFrame>
  );
}
