import { type AppLanguage, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentTextFields } from '../../components/content-text-fields';
import { PageFrame } from '../../components/page-frame';
import { useAdminChange } from '../../lib/admin-calls';
import { changeCall } from '../../api/admin-call';

interface PopupForm {
  to: 'everyone' | 'member';
  member?: string;
  language: AppLanguage;
  title: string;
  content: string;
}

/**
 * A notice popup (POST /admin/popups): to everyone online, also kept as a notice in its language,
 * or to one member's devices only. The content is HTML, sent as written. Sending to everyone asks
 * first.
 */
export default function PopupPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<PopupForm>();
  const to = Form.useWatch('to', form);
  const { change, isPending } = useAdminChange();
  const send = (values: PopupForm) => {
    const member = values.to === 'member' ? values.member?.trim() : undefined;
    change(changeCall('popup', { title: values.title.trim(), content: values.content.trim(), language: values.language, ...(member === undefined ? {} : { member }) }), () => {
      form.resetFields(['title', 'content']);
    });
  };
  const submit = (values: PopupForm) => {
    if (values.to === 'member') {
      send(values);
      return;
    }
    modal.confirm({
      title: t('popups.confirmEveryone'),
      content: t('popups.confirmEveryoneDetail', { title: values.title.trim() }),
      okText: t('popups.sendEveryone'),
      cancelText: t('common.cancel'),
      onOk: () => {
        send(values);
      },
    });
  };
  return (
    <PageFrame title={t('popups.title')}>
      <Form<PopupForm> name="popup" form={form} layout="vertical" style={{ maxWidth: 640 }} requiredMark={false} onFinish={submit} initialValues={{ to: 'everyone', language: FALLBACK_LANGUAGE }}>
        <Form.Item name="to" label={t('popups.to')} extra={to === 'member' ? t('popups.memberHint') : t('popups.everyoneHint')}>
          <Radio.Group
            options={[
              { value: 'everyone', label: t('popups.everyone') },
              { value: 'member', label: t('popups.oneMember') },
            ]}
          />
        </Form.Item>
        {to === 'member' ? (
          <Form.Item name="member" label={t('common.username')} rules={[{ required: true, whitespace: true, max: 100, message: t('common.required') }]}>
            <Input autoComplete="off" style={{ maxWidth: 240 }} />
          </Form.Item>
        ) : null}
        <ContentTextFields />
        <Button type="primary" htmlType="submit" loading={isPending}>
          {to === 'member' ? t('popups.send') : t('popups.sendEveryone')}
        </Button>
      </Form>
    </PageFrame>
  );
}
