import { z } from 'zod/mini';
import { session } from '../../../lib/session-store';
import { STORAGE_KEY, getItem, setItem } from '../../../lib/storage';

const ZPushOwner = z.object({ endpoint: z.string(), memberId: z.int() });

/**
 * Remembers that this browser's subscription was registered for the signed-in member. When the
 * server later does not know it, this tells apart a device the member removed (from another
 * device, or the push service expired it: it stays off) from one registered by another member who
 * used this browser before (it is registered again, for this one).
 */
export function rememberPushOwner(endpoint: string): void {
  const memberId = session.get().user?.id;
  if (memberId !== undefined) setItem(STORAGE_KEY.pushOwner, { endpoint, memberId }, null);
}

/** Whether `endpoint` was last registered by the signed-in member. */
export function isOwnPushSubscription(endpoint: string): boolean {
  const owner = getItem(STORAGE_KEY.pushOwner, ZPushOwner);
  return owner !== null && owner.endpoint === endpoint && owner.memberId === session.get().user?.id;
}
