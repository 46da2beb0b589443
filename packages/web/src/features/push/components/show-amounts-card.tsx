import type { TPushSettings } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SwitchField } from '../../../components/switch-field';
import { useChangePushSettings } from '../api/save-push-settings';

/** Whether a push may show an amount: off by default, since a lock screen is read over a shoulder. */
export function ShowAmountsCard({ settings }: { settings: TPushSettings }) {
  const { t } = useTranslation();
  const change = useChangePushSettings();
  return (
    <Card>
      <SwitchField
        label={t('push.showAmounts')}
        hint={t('push.showAmountsHint')}
        checked={settings.showAmounts}
        onChange={(showAmounts) => {
          change((current) => ({ ...current, showAmounts }));
        }}
      />
    </Card>
  );
}
