import type { TNotificationKind } from '@meridian/protocol';

/**
 * How long a push service keeps a push for a device that is off (the TTL header, seconds) and
 * how hard it tries to wake one (Urgency, RFC 8030). A price alert is news for minutes; a
 * security alert must wake the phone; a deposit merely seen can wait for the device to be awake.
 */
export const PUSH_DELIVERY: Record<TNotificationKind, { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' }> = {
  contractSettled: { ttlSeconds: 6 * 3600, urgency: 'normal' },
  depositSeen: { ttlSeconds: 3600, urgency: 'low' },
  depositCredited: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  withdrawalApproved: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  withdrawalSent: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  withdrawalRejected: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  kycApproved: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  kycRejected: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  newDevice: { ttlSeconds: 24 * 3600, urgency: 'high' },
  security: { ttlSeconds: 24 * 3600, urgency: 'high' },
  priceAlert: { ttlSeconds: 15 * 60, urgency: 'high' },
  letter: { ttlSeconds: 24 * 3600, urgency: 'normal' },
};

/**
 * What the service worker shows (web/public/sw.js reads exactly this): the texts in the device's
 * language, the app's page a tap opens, and a tag that makes a push sent twice (a sender that died
 * after posting) replace itself on the screen instead of showing twice.
 */
export interface PushMessage {
  id: number;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  tag: string;
}

export const pushTagOf = (notificationId: number) => `meridian-n-${notificationId}`;
