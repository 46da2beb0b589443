import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { languagesOf } from '../../lib/content-languages';
import { AddItemButton, ListItemCard, SettingSection } from './setting-form-parts';
import { SettingForm, useSettingEditor } from './setting-form';
import { cleanText, trimmedText, useSettingRules } from './setting-rules';
import { APP_LANGUAGES, FALLBACK_LANGUAGE, type LocalizedText, SUPPORT_KINDS, type TCustomerServiceSettings, type TSupportChannelSetting, type TSupportKind } from '@meridian/protocol';

interface ChannelFields {
  /** None until one is chosen for a new channel. */
  kind?: TSupportKind;
  value: string;
  label: LocalizedText;
  /** Added here: its first label is written here; a stored channel's labels are the support page's. */
  added?: boolean;
}

interface CustomerServiceFields {
  channels: ChannelFields[];
}

const toFields = (value: TCustomerServiceSettings): CustomerServiceFields => ({ channels: value.channels.map((channel) => ({ ...channel })) });

/**
 * The hours (their text and their schedule, which this form does not show), and the labels of the
 * channels that were already there, go back as they were read.
 */
const toValue = (fields: CustomerServiceFields, stored: TCustomerServiceSettings): TCustomerServiceSettings => ({
  ...stored,
  channels: fields.channels.map((channel): TSupportChannelSetting => ({
    // Only called once the rules passed: every channel has its kind by then.
    kind: channel.kind ?? 'email',
    label: channel.added === true ? cleanText(channel.label) : channel.label,
    value: trimmedText(channel.value),
  })),
  workingHours: stored.workingHours,
});

/**
 * The support desk's channels: which there are, in what order, and the address, name, number or
 * link each one opens. Their labels in each language and the desk's hours are written on the
 * support page (support-label, support-hours); a new channel gets its first label here.
 */
export function CustomerServiceForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('customerService', toFields);
  const kinds = SUPPORT_KINDS.map((kind) => ({ value: kind, label: t(`settings.customerService.kinds.${kind}`) }));
  const defaultLanguage = t(`contentLanguages.${FALLBACK_LANGUAGE}`);

  return (
    <SettingForm editor={editor} name="customer-service" toValue={toValue}>
      <SettingSection title={t('settings.customerService.channels')} hint={t('settings.customerService.channelsHint')}>
        <Form.List name="channels">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => {
                const channel = editor.form.getFieldValue(['channels', field.name]) as ChannelFields | undefined;
                return (
                  <ListItemCard key={field.key} noun={t('settings.customerService.channel')} index={index} codePath={['channels', field.name, 'kind']} describe={(kind) => kinds.find((option) => option.value === kind)?.label ?? kind} onRemove={() => { remove(field.name); }} onMoveUp={() => { move(index, index - 1); }}>
                    <Form.Item name={[field.name, 'kind']} label={t('settings.customerService.kind')} rules={[rules.chosen(), rules.once(['channels'], 'kind')]} style={{ width: 160 }}>
                      <Select options={kinds} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} label={t('settings.customerService.value')} extra={t('settings.customerService.valueHint')} rules={rules.text(200)} style={{ width: 320 }}>
                      <Input autoComplete="off" spellCheck={false} />
                    </Form.Item>
                    {channel?.added === true ? (
                      <Form.Item name={[field.name, 'label', FALLBACK_LANGUAGE]} label={t('settings.customerService.firstLabel', { language: defaultLanguage })} rules={rules.text(100)} style={{ width: 240 }}>
                        <Input />
                      </Form.Item>
                    ) : (
                      <Form.Item label={t('settings.customerService.label')} style={{ minWidth: 200 }}>
                        <Typography.Text>{shownText(channel?.label)}</Typography.Text>{' '}
                        <Typography.Text type="secondary">
                          {t('settings.customerService.labelLanguages', { count: languagesOf(channel?.label).length, total: APP_LANGUAGES.length })}
                        </Typography.Text>
                      </Form.Item>
                    )}
                  </ListItemCard>
                );
              })}
              <AddItemButton onAdd={() => { add({ value: '', label: {}, added: true }); }}>{t('settings.customerService.addChannel')}</AddItemButton>
            </>
          )}
        </Form.List>
      </SettingSection>
    </SettingForm>
  );
}
