import { adminRequest } from '../api/admin-request';
import { adminPath, type TApprovalItem, type TListPage } from '@meridian/protocol';
import { valueStore } from './value-store';

/**
 * How many approvals wait for a second operator (four eyes): the "Approvals" entry's badge. The
 * live channel's `approvals` push sets it whenever one is asked for, decided or cancelled; it starts
 * from the list's own count, asked once when the console opens.
 */
const waiting = valueStore<number>();

export const setWaitingApprovals = waiting.set;
export const readWaitingApprovals = waiting.read;
export const useWaitingApprovals = waiting.use;

/** Calls `onChange` with each new count while the calling page is shown: a list of approvals or orders refetches. */
export const useWaitingApprovalsChange = waiting.useChange;

/** Asks the list how many wait. A refusal leaves the count as it was. */
export async function refreshWaitingApprovals(): Promise<void> {
  try {
    const answer = await adminRequest<TListPage<TApprovalItem>>({ method: 'GET', path: adminPath('approvals'), query: { status: 'pending', page: 1, pageSize: 1 } });
    setWaitingApprovals(answer.data.total);
  } catch {
    // The badge keeps its last count; the list page shows its own refusal.
  }
}
