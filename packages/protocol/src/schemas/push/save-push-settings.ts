import { z } from 'zod/mini';
import { ZOk } from '../shared.js';
import { ZPushSettings } from './push-settings.js';

/** Saves the whole of the member's push settings (the page sends them all on every change). */
export const ZSavePushSettingsRequest = z.strictObject({ ...ZPushSettings.shape });
export type TSavePushSettingsRequest = z.infer<typeof ZSavePushSettingsRequest>;
export const ZSavePushSettingsResponse = ZOk;
