import type { CallDefinition } from '../../http/define-call.js';
import { getNotificationPageCall } from './get-notification-page.js';
import { getNotificationUnreadNumCall } from './get-notification-unread-num.js';
import { readNotificationsCall } from './read-notifications.js';

export const NOTIFICATION_CALLS: readonly CallDefinition[] = [getNotificationPageCall, getNotificationUnreadNumCall, readNotificationsCall];
