import type { CallDefinition } from '../../http/define-call.js';
import { getPushSettingsCall } from './get-push-settings.js';
import { savePushSettingsCall } from './save-push-settings.js';
import { subscribePushCall } from './subscribe-push.js';
import { unsubscribePushCall } from './unsubscribe-push.js';

export const PUSH_CALLS: readonly CallDefinition[] = [getPushSettingsCall, savePushSettingsCall, subscribePushCall, unsubscribePushCall];
