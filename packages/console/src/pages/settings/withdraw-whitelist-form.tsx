import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm, useSettingEditor } from './setting-form';
import { useSettingRules } from './setting-rules';
import type { TWithdrawWhitelistSettings } from '@meridian/protocol';

/** The server's bound: a newly added destination waits at most 30 days. */
const MAX_DELAY_HOURS = 24 * 30;

const toFields = (value: TWithdrawWhitelistSettings): TWithdrawWhitelistSettings => ({ delayHours: value.delayHours });
const toValue = (fields: TWithdrawWhitelistSettings): TWithdrawWhitelistSettings => ({ delayHours: fields.delayHours });

/** The withdrawal whitelist: how long a new destination, or turning the whitelist off, waits. */
export function WithdrawWhitelistForm() {
  const { t } = useTranslation();
  const rules = useSettingRules();
  const editor = useSettingEditor('withdrawWhitelist', toFields);
  return (
    <SettingForm editor={editor} name="withdraw-whitelist" toValue={toValue}>
      <Form.Item name="delayHours" label={t('settings.withdrawWhitelist.delayHours')} extra={t('settings.withdrawWhitelist.delayHoursHint')} rules={rules.whole(0, MAX_DELAY_HOURS)}>
        <InputNumber min={0} max={MAX_DELAY_HOURS} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </SettingForm>
  );
}
