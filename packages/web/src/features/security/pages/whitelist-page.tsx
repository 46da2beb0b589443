import type { TProtection } from '@meridian/protocol';
import { Dialog, List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/time';
import { useSession } from '../../../lib/session-store';
import { useProtection } from '../api/get-protection';
import { useSetWhitelist } from '../api/set-whitelist';
import styles from './security-pages.module.css';

const HOUR_MS = 60 * 60 * 1000;

/**
 * my/security/whitelist: withdrawals only to saved cards and the saved USDT address. On at once;
 * off only after the operator's delay, so the page says until when it stays on, and from when each
 * card can be used.
 */
export function WhitelistPage() {
  const { t } = useTranslation();
  const protection = useProtection();
  return (
    <Page title={t('titles.securityWhitelist')}>
      <Loaded query={protection}>{(data) => <WhitelistSettings protection={data} />}</Loaded>
    </Page>
  );
}

function WhitelistSettings({ protection }: { protection: TProtection }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const setWhitelist = useSetWhitelist();
  const { whitelist } = protection;
  const hours = whitelist.delayHours;
  const time = (epochMs: number) => formatDateTime(epochMs, timeZone);
  const isTurningOff = whitelist.on && whitelist.endsAt !== null;

  const change = async (on: boolean) => {
    if (!on) {
      const until = time(Date.now() + hours * HOUR_MS);
      const confirmed = await Dialog.confirm({ content: t('security.whitelistOffConfirm', { hours, time: until }), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
      if (!confirmed) return;
    }
    setWhitelist.mutate(on, {
      onSuccess: (next) => {
        const endsAt = next.whitelist.endsAt;
        Toast.show({ icon: 'success', content: on || endsAt === null ? t('security.whitelistSaved') : t('security.whitelistEnds', { time: time(endsAt) }) });
      },
    });
  };

  return (
    <div className={styles.stack}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.switchRow}>
            <span>{t('security.whitelistSwitch')}</span>
            <Switch
              aria-label={t('security.whitelistSwitch')}
              checked={whitelist.on && !isTurningOff}
              loading={setWhitelist.isPending}
              onChange={(on) => void change(on)}
            />
          </div>
          {isTurningOff && whitelist.endsAt !== null && (
            <p className={styles.warning} role="status">
              {t('security.whitelistEnds', { time: time(whitelist.endsAt) })}
            </p>
          )}
          <p className={styles.note}>{t('security.whitelistExplain', { hours })}</p>
        </div>
      </Card>
      {protection.withdrawHoldUntil !== null && (
        <p className={styles.warning} role="status">
          {t('security.holdNotice', { time: time(protection.withdrawHoldUntil) })}
        </p>
      )}
      <Card title={t('security.destinations')} flush>
        {protection.destinations.length === 0 ? (
          <p className={styles.empty}>{t('security.noDestinations')}</p>
        ) : (
          <List>
            {protection.destinations.map((destination) => (
              // Under the label, not beside it: a date and time beside a card or address is cut off on a phone.
              <List.Item
                key={`${destination.kind}-${destination.id}`}
                description={destination.usableAt === null ? t('security.usableNow') : t('security.usableFrom', { time: time(destination.usableAt) })}
              >
                {destination.label}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </div>
  );
}
