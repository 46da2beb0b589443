import type { CallDefinition } from '../../http/define-call.js';
import { cancelPriceAlertCall } from './cancel-price-alert.js';
import { createPriceAlertCall } from './create-price-alert.js';
import { getPriceAlertsCall } from './get-price-alerts.js';

export const ALERT_CALLS: readonly CallDefinition[] = [getPriceAlertsCall, createPriceAlertCall, cancelPriceAlertCall];
