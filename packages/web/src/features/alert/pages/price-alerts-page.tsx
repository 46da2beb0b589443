import { PRICE_ALERT_MAX_ACTIVE, type TPriceAlert } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { useCancelPriceAlert } from '../api/cancel-price-alert';
import { usePriceAlerts } from '../api/get-price-alerts';
import { PriceAlertItem } from '../components/price-alert-item';
import { PriceAlertSheet } from '../components/price-alert-sheet';
import type { AlertPair } from '../lib/alert-pair';
import styles from './price-alerts-page.module.css';

/** One group of alerts (active or fired), or nothing when it has none. */
function AlertGroup({ title, alerts, busy, onCancel }: { title: string; alerts: TPriceAlert[]; busy: boolean; onCancel: (alert: TPriceAlert) => void }) {
  if (alerts.length === 0) return null;
  return (
    <Card title={title} flush>
      <ul className={styles.list} aria-label={title}>
        {alerts.map((alert) => (
          <PriceAlertItem
            key={alert.id}
            alert={alert}
            busy={busy}
            onCancel={() => {
              onCancel(alert);
            }}
          />
        ))}
      </ul>
    </Card>
  );
}

/**
 * market/alerts: the member's price alerts, active first then fired, each cancelled after a
 * confirmation; and the form to set one. `?symbol=` (from a pair's chart) opens the form for that
 * pair at once. The pairs and their prices now come from the market, composed by the app.
 */
export function PriceAlertsPage({ pairs }: { pairs: readonly AlertPair[] | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = params.get('symbol');
  const [isFormOpen, setFormOpen] = useState(symbol !== null);
  const alerts = usePriceAlerts();
  const cancel = useCancelPriceAlert();

  const confirmCancel = async (alert: TPriceAlert) => {
    const isActive = alert.status === 'active';
    const confirmed = await Dialog.confirm({
      content: isActive ? t('alert.cancelConfirm') : t('alert.removeConfirm'),
      confirmText: isActive ? t('alert.cancel') : t('alert.remove'),
      cancelText: t('alert.keep'),
    });
    if (!confirmed) return;
    cancel.mutate(alert.id, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: isActive ? t('alert.cancelled') : t('alert.removed') });
      },
    });
  };
  const onCancel = (alert: TPriceAlert) => {
    void confirmCancel(alert);
  };

  return (
    <Page title={t('titles.priceAlerts')}>
      <Loaded query={alerts}>
        {(list) => {
          const active = list.filter((alert) => alert.status === 'active');
          const isFull = active.length >= PRICE_ALERT_MAX_ACTIVE;
          return (
            <>
              {list.length === 0 ? (
                <Card>
                  <StatusBlock status="empty" title={t('alert.empty')} description={t('alert.emptyHint')} />
                </Card>
              ) : (
                <>
                  <AlertGroup title={t('alert.active', { count: active.length, max: PRICE_ALERT_MAX_ACTIVE })} alerts={active} busy={cancel.isPending} onCancel={onCancel} />
                  <AlertGroup title={t('alert.fired')} alerts={list.filter((alert) => alert.status === 'fired')} busy={cancel.isPending} onCancel={onCancel} />
                </>
              )}
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                disabled={isFull}
                onClick={() => {
                  setFormOpen(true);
                }}
              >
                <AddOutline aria-hidden="true" /> {t('alert.new')}
              </Button>
              {isFull && <p className={styles.hint}>{t('alert.limitReached', { max: PRICE_ALERT_MAX_ACTIVE })}</p>}
            </>
          );
        }}
      </Loaded>
      <PriceAlertSheet
        visible={isFormOpen}
        pairs={pairs}
        initialPair={symbol}
        onClose={() => {
          setFormOpen(false);
        }}
      />
    </Page>
  );
}
