import { z } from 'zod/mini';
import { ZOk, singleLine } from '../shared.js';

/** A member's browsers and phones that receive pushes; subscribing one more removes the oldest. */
export const PUSH_DEVICES_MAX = 10;

/** A key of the Push API's subscription, base64url without padding (RFC 8291). */
const base64url = (length: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'rule.invalid' }), z.minLength(length), z.maxLength(length + 2));

/**
 * Registers this browser's push subscription (`PushSubscription.toJSON()`) for the member, in
 * the language the app shows (the pushes are worded in it). Subscribing the same endpoint again
 * updates it; an endpoint another member had moves to this one (the browser is now theirs). The
 * endpoint must be a push service the server knows (PUSH_SERVICE_HOSTS): the server posts to it.
 */
export const ZSubscribePushRequest = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, message: 'rule.invalid' }).check(z.maxLength(2048)),
  keys: z.strictObject({ p256dh: base64url(87), auth: base64url(22) }),
  label: z.string().check(z.trim(), z.maxLength(100), singleLine()),
});
export type TSubscribePushRequest = z.infer<typeof ZSubscribePushRequest>;
export const ZSubscribePushResponse = ZOk;
