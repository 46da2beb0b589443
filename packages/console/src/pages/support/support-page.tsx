import { APP_LANGUAGES, type AppLanguage, FALLBACK_LANGUAGE } from '@meridian/protocol';
import { useCan } from '@refinedev/core';
import { Button, Card, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { LanguageSelect } from '../../components/language-select';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminChange, useSettingRead } from '../../lib/admin-calls';
import { changeCall } from '../../api/admin-call';



interface TextForm {
  key?: string;
  language: AppLanguage;
  text: string;
}

const heading = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/**
 * The support desk's texts members read: its hours (PUT /admin/support-hours), each channel's label
 * (PUT /admin/support-labels/:kind) and the names of recharge channels, offline methods and banks
 * (PUT /admin/channel-names/:code). What is set now comes from the customerService setting.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { read, data } = useSettingRead('customerService');
  const { change, isPending } = useAdminChange();
  const [hoursForm] = Form.useForm<TextForm>();
  const [labelForm] = Form.useForm<TextForm>();
  const [channelForm] = Form.useForm<TextForm>();
  const { data: mayHours } = useCan({ resource: 'support', action: 'hours' });
  const { data: mayLabel } = useCan({ resource: 'support', action: 'label' });
  const { data: mayChannel } = useCan({ resource: 'support', action: 'channel-name' });
  const refetch = () => void read.refetch();
  const service = data?.value;
  const initial = { language: FALLBACK_LANGUAGE };

  return (
    <PageFrame title={t('support.title')}>
      {read.isError ? <RefusalAlert error={read.error} onRetry={refetch} /> : null}
      <Card title={heading(t('support.hours'))}>
        {service === undefined ? null : (
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            {APP_LANGUAGES.map((language) => (
              <Descriptions.Item key={language} label={t(`contentLanguages.${language}`)}>
                {service.workingHours[language] ?? t('support.notWritten')}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        {mayHours?.can === true ? (
          <Form<TextForm> name="support-hours"
            form={hoursForm}
            layout="inline"
            requiredMark={false}
            initialValues={initial}
            onFinish={(values) => { change(changeCall('support-hours', { language: values.language, text: values.text.trim() }), refetch); }}
          >
            <Form.Item name="language" label={t('content.language')}>
              <LanguageSelect />
            </Form.Item>
            <Form.Item name="text" label={t('support.hoursText')} rules={[{ required: true, whitespace: true, max: 200, message: t('common.required') }]}>
              <Input style={{ width: 280 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isPending}>
              {t('buttons.save')}
            </Button>
          </Form>
        ) : null}
      </Card>
      <Card title={heading(t('support.labels'))}>
        {service === undefined ? null : (
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            {service.channels.map((channel) => (
              <Descriptions.Item key={channel.kind} label={channel.kind}>
                {shownText(channel.label)} ({channel.value})
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        {mayLabel?.can === true ? (
          <Form<TextForm> name="support-label"
            form={labelForm}
            layout="inline"
            requiredMark={false}
            initialValues={initial}
            onFinish={(values) => { change(changeCall('support-label', { language: values.language, text: values.text.trim() }, { kind: values.key ?? '' }), refetch); }}
            onValuesChange={(changed: Partial<TextForm>, all: TextForm) => {
              const channel = service?.channels.find((candidate) => candidate.kind === all.key);
              if ((changed.key !== undefined || changed.language !== undefined) && channel !== undefined) labelForm.setFieldValue('text', channel.label[all.language] ?? '');
            }}
          >
            {/* A validator, not `required`: antd would put aria-required on the select's wrapper, which has no role to carry it. */}
            <Form.Item
              name="key"
              label={t('support.channel')}
              rules={[{ validator: (_rule, value: unknown) => (typeof value === 'string' && value !== '' ? Promise.resolve() : Promise.reject(new Error(t('common.required')))) }]}
            >
              <Select style={{ width: 140 }} options={(service?.channels ?? []).map((channel) => ({ value: channel.kind, label: channel.kind }))} />
            </Form.Item>
            <Form.Item name="language" label={t('content.language')}>
              <LanguageSelect />
            </Form.Item>
            <Form.Item name="text" label={t('support.label')} rules={[{ required: true, whitespace: true, max: 100, message: t('common.required') }]}>
              <Input style={{ width: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isPending}>
              {t('buttons.save')}
            </Button>
          </Form>
        ) : null}
      </Card>
      {mayChannel?.can === true ? (
        <Card title={heading(t('support.channelNames'))}>
          <Form<TextForm> name="channel-name"
            form={channelForm}
            layout="inline"
            requiredMark={false}
            initialValues={initial}
            onFinish={(values) => { change(changeCall('channel-name', { language: values.language, text: values.text.trim() }, { code: values.key?.trim() ?? '' })); }}
          >
            <Form.Item name="key" label={t('support.code')} tooltip={t('support.codeHint')} rules={[{ required: true, whitespace: true, max: 40, message: t('common.required') }]}>
              <Input style={{ width: 160 }} autoComplete="off" />
            </Form.Item>
            <Form.Item name="language" label={t('content.language')}>
              <LanguageSelect />
            </Form.Item>
            <Form.Item name="text" label={t('content.name')} rules={[{ required: true, whitespace: true, max: 100, message: t('common.required') }]}>
              <Input style={{ width: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isPending}>
              {t('buttons.save')}
            </Button>
          </Form>
        </Card>
      ) : null}
    </PageFrame>
  );
}
