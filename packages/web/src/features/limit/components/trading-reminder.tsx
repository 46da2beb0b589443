import type { TTradingSession } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { ROUTE } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { queueDialog } from '../../../lib/overlays';
import { STORAGE_KEY, getItem, setItem } from '../../../lib/storage';
import { useDeviceNow } from '../../../lib/use-device-now';
import { limitsQuery } from '../api/get-limits';
import { isSessionLive, remindersDue, sessionMinutes } from '../lib/session-reminder';
import styles from './limits.module.css';

/** The figures are asked for again this often while the chart is open; the minutes count on between. */
const REFRESH_MS = 60_000;
const CLOCK_MS = 15_000;
const DAY_SECONDS = 24 * 60 * 60;

/** Which session the reminders shown belong to, so a reload does not show one twice. */
const ZShown = z.object({ startedAt: z.number(), count: z.int() });

function shownCount(session: TTradingSession): number {
  const shown = getItem(STORAGE_KEY.sessionReminder, ZShown);
  return shown?.startedAt === session.startedAt ? shown.count : 0;
}

/**
 * The session reminder on the chart, while the member has one set: a line with the minutes traded
 * and the result so far, and every `minutes` of trading a dialog that says it and offers the limits.
 */
export function TradingReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Asked again only while a reminder is set: a member without one costs one call per visit.
  const limits = useQuery({ ...limitsQuery, refetchInterval: (query) => (query.state.data?.reminder.minutes == null ? false : REFRESH_MS) });
  const deviceNow = useDeviceNow(CLOCK_MS);

  const data = limits.data;
  // The server's time now: its clock when it answered, moved on by the device's since.
  const now = data === undefined ? deviceNow : data.now + Math.max(0, deviceNow - limits.dataUpdatedAt);
  const every = data?.reminder.minutes ?? null;
  const session = data?.session ?? null;
  const live = session !== null && every !== null && isSessionLive(session, now) ? session : null;
  const minutes = live === null ? 0 : sessionMinutes(live, now);
  const due = live === null || every === null ? 0 : remindersDue(minutes, every);
  const currency = data?.currency ?? '';

  useEffect(() => {
    if (live === null || due === 0 || due <= shownCount(live)) return;
    setItem(STORAGE_KEY.sessionReminder, { startedAt: live.startedAt, count: due }, DAY_SECONDS);
    // Queued: at launch it waits for the unread letter's popup instead of stacking on it.
    queueDialog({
      key: 'session-reminder',
      props: () => ({
        title: t('limits.reminderDialogTitle'),
        content: t('limits.reminderDialog', { minutes, result: formatMoney(live.result), currency }),
        closeOnAction: true,
        actions: [
          [
            { key: 'cancel', text: t('limits.keepTrading') },
            {
              key: 'confirm',
              text: t('limits.openLimits'),
              bold: true,
              onClick: () => {
                void navigate(ROUTE.tradingLimits);
              },
            },
          ],
        ],
      }),
    });
  }, [live, due, minutes, currency, t, navigate]);

  if (live === null) return null;
  return (
    <p className={styles.session} role="status" aria-label={t('limits.sessionLabel')}>
      <span>{t('limits.sessionLine', { minutes, result: formatMoney(live.result), currency })}</span>
    </p>
  );
}
