import type { TGetConversationResponse } from '@meridian/protocol';
import { useDeviceNow } from '../../../lib/use-device-now';
import { isSupportThere } from '../lib/support-presence';

/** How often the page looks at the clock again: the away note follows the hours within this. */
const RECHECK_MS = 15_000;

/** isSupportThere, now and again as time passes while the conversation is on screen. */
export function useSupportThere(conversation: TGetConversationResponse): boolean {
  return isSupportThere(conversation, useDeviceNow(RECHECK_MS));
}
