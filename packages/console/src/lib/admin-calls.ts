import { useCustom, useCustomMutation, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { doneUnlessHeld, heldNotice } from './held-answer';
import { refusalNotification } from './refusal-text';

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
 * sentence under it (which says, for terms, that they apply to new orders only), the refusal, or,
 * for a change four eyes holds (202: where members send money, limits, fees, yields), that it
 * waits for a second operator and members do not see it yet.
 */
export function useAdminChange() {
  const { notification } = App.useApp();
  const { mutate, mutation } = useCustomMutation();
  const change = (method: Method, url: string, values: Record<string, unknown>, onDone?: () => void) => {
    mutate(
      { url, method, values, successNotification: doneUnlessHeld, errorNotification: refusalNotification },
      {
        onSuccess: (answer) => {
          const held = heldNotice(answer);
          if (held !== null) notification.warning(held);
          onDone?.();
        },
      },
    );
  };
  return { change, isPending: mutation.isPending };
}
