import { useSyncExternalStore } from 'react';
import { adminRequest } from '../api/admin-request';
import { adminPath, type TConversationItem, type TListPage, type TSupportMessage, type TSupportPush } from '@meridian/protocol';
import { pushChannel } from './push-channel';

/** A member's message in a conversation with support, and one row of `GET /admin/conversations` (the contract's). */
export type SupportMessage = TSupportMessage;
export type ConversationItem = TConversationItem;



type Listener = () => void;

let unread: number | null = null;
const unreadListeners = new Set<Listener>();
/** The `support` push of the operators' channel (the protocol's ZSupportPush): a member wrote. */
const pushes = pushChannel<TSupportPush>();

/** How many conversations have messages support has not answered (the "Support" entry's badge). */
export function setSupportUnread(count: number | null): void {
  if (unread === count) return;
  unread = count;
  for (const listener of unreadListeners) listener();
}

export function readSupportUnread(): number | null {
  return unread;
}

function subscribeSupportUnread(listener: Listener): () => void {
  unreadListeners.add(listener);
  return () => {
    unreadListeners.delete(listener);
  };
}

export function useSupportUnread(): number | null {
  return useSyncExternalStore(subscribeSupportUnread, readSupportUnread, readSupportUnread);
}

/** The open conversations with unread messages, counted from their list's `supportUnread`. */
export function countUnread(items: readonly Pick<ConversationItem, 'status' | 'supportUnread'>[]): number {
  return items.filter((item) => item.status === 'open' && item.supportUnread > 0).length;
}

/**
 * Asks the list again (open ones, the latest 100: unanswered conversations are the recent ones)
 * and keeps the count of those with unread messages. A refusal leaves the count as it was.
 */
export async function refreshSupportUnread(): Promise<void> {
  try {
    const answer = await adminRequest<TListPage<ConversationItem>>({ method: 'GET', path: adminPath('conversations'), query: { status: 'open', page: 1, pageSize: 100 } });
    setSupportUnread(countUnread(answer.data.items));
  } catch {
    // The badge keeps its last count; the list page shows its own refusal.
  }
}

/** A member's message as the live channel heard it: the conversations page listens. */
export const publishSupportPush = pushes.publish;

/** Calls `onPush` for each member's message heard while the calling page is shown. */
export const useSupportPush = pushes.use;
