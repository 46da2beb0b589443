import { ZNoticePopupPush, type TNoticePopupPush } from '@meridian/protocol';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from '../../lib/persisted-store';
import { DEFAULT_LIFETIME_SECONDS, STORAGE_KEY } from '../../lib/storage';

const ZReceivedPopup = z.extend(ZNoticePopupPush, { receivedAt: z.int() });
export type ReceivedPopup = z.infer<typeof ZReceivedPopup>;

const ZNoticePopupData = z.object({ lastPopup: z.nullable(ZReceivedPopup) });

interface NoticePopupState {
  /** The last popup the live channel brought: what the dialog detail page shows. */
  lastPopup: ReceivedPopup | null;
  receive: (popup: TNoticePopupPush, receivedAt?: number) => ReceivedPopup;
}

/** Kept across reloads (a member may open the detail later), with the default cache lifetime. */
export const useNoticePopup = create<NoticePopupState>()(
  persist(
    (set) => ({
      lastPopup: null,
      receive: (popup, receivedAt = Date.now()) => {
        const lastPopup = { ...popup, receivedAt };
        set({ lastPopup });
        return lastPopup;
      },
    }),
    {
      name: STORAGE_KEY.noticePopup,
      storage: persistedStorage(STORAGE_KEY.noticePopup, ZNoticePopupData, DEFAULT_LIFETIME_SECONDS),
      partialize: ({ lastPopup }) => ({ lastPopup }),
    },
  ),
);
