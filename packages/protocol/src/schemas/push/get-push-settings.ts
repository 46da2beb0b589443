import { z } from 'zod/mini';
import { ZPushDevice, ZPushSettings } from './push-settings.js';

/**
 * The member's push settings and devices. `endpoint` (this browser's subscription, when it has
 * one) lets the answer say whether this very device is among them.
 */
export const ZGetPushSettingsRequest = z.strictObject({ endpoint: z.optional(z.string().check(z.maxLength(2048))) });
export type TGetPushSettingsRequest = z.infer<typeof ZGetPushSettingsRequest>;
export const ZGetPushSettingsResponse = z.object({
  /** The server's VAPID public key (base64url) to subscribe with, or null when this server sends no pushes. */
  publicKey: z.nullable(z.string()),
  settings: ZPushSettings,
  devices: z.array(ZPushDevice),
  thisDevice: z.boolean(),
});
export type TGetPushSettingsResponse = z.infer<typeof ZGetPushSettingsResponse>;
