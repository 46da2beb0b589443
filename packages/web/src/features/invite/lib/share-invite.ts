import { copyText } from '../../../lib/clipboard';

export interface InviteShare {
  title: string;
  text: string;
  url: string;
}

/** How a share ended: the system sheet took it, the member closed the sheet, or the link was copied (or not). */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

function canUseShareSheet(share: InviteShare): boolean {
  // Absent on most desktop browsers and outside secure contexts, whatever the DOM types say.
  if (!('share' in navigator) || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(share);
}

/**
 * The phone's own share sheet where there is one; elsewhere the link is copied with the clipboard
 * messages of spec section 8. A member closing the sheet is no failure and shows nothing.
 */
export async function shareInvite(share: InviteShare): Promise<ShareOutcome> {
  if (canUseShareSheet(share)) {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // The sheet refused (no user gesture, a blocked target): copying still gets the link out.
    }
  }
  return (await copyText(share.url)) ? 'copied' : 'failed';
}
