import { useCustom, useCustomMutation, type BaseRecord } from '@refinedev/core';
import { doneNotification, refusalNotification } from './refusal-text';

/**
 * One admin API read that answers a record of lists (`{goods: […]}`, `{options: […]}`), not the
 * paged `{items, total}` of refine's lists; refusals are the page's to show (RefusalAlert).
 */
export function useAdminRead<T extends BaseRecord>(url: string, query: Record<string, string | number | undefined> = {}) {
  const { query: read, result } = useCustom<T>({ url, method: 'get', config: { query }, errorNotification: false, queryOptions: { retry: false } });
  return { read, data: read.isSuccess ? result.data : undefined };
}

type Method = 'post' | 'put' | 'patch' | 'delete';

/**
 * A change through the admin API with the console's notifications: "Done" with the server's
 * sentence under it (which says, for terms, that they apply to new orders only), or the refusal.
 */
export function useAdminChange() {
  const { mutate, mutation } = useCustomMutation();
  const change = (method: Method, url: string, values: Record<string, unknown>, onDone?: () => void) => {
    mutate({ url, method, values, successNotification: doneNotification, errorNotification: refusalNotification }, { onSuccess: () => onDone?.() });
  };
  return { change, isPending: mutation.isPending };
}
