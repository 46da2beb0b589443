import { useCustom, useCustomMutation, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import type { AdminOutput, AdminRouteName, SettingKey, TStoredSetting } from '@meridian/protocol';
import { readCall, type AdminChangeCall, type AdminReadCall } from '../api/admin-call';
import { doneUnlessHeld, heldNotice } from './held-answer';
import { refusalNotification } from './refusal-text';

/**
 * One admin API read that answers a record of lists (`{goods: […]}`, `{options: […]}`), not the
 * paged `{items, total}` of refine's lists, as the contract types the command's answer (or a
 * narrower reading of it: one setting by its key); refusals are the page's to show (RefusalAlert).
 */
export function useAdminRead<Name extends AdminRouteName, Answer = AdminOutput<Name>>(call: AdminReadCall<Name>, query: Record<string, string | number | undefined> = {}) {
  const { query: read, result } = useCustom<Answer & BaseRecord>({ url: call.url, method: 'get', config: { query }, errorNotification: false, queryOptions: { retry: false } });
  const data: Answer | undefined = read.isSuccess ? result.data : undefined;
  return { read, data };
}

/** A setting as `settings-get` answers it for `key`: that key's value, of its schema's type. */
export const useSettingRead = <K extends SettingKey>(key: K) => useAdminRead<'settings-get', TStoredSetting<K>>(readCall('settings-get', { key }));

/**
 * A change through the admin API with the console's notifications: "Done" with the server's
 * sentence under it (which says, for terms, that they apply to new orders only), the refusal, or,
 * for a change four eyes holds (202: where members send money, limits, fees, yields), that it
 * waits for a second operator and members do not see it yet.
 */
export function useAdminChange() {
  const { notification } = App.useApp();
  const { mutate, mutation } = useCustomMutation();
  const change = <Name extends AdminRouteName>({ url, method, values }: AdminChangeCall<Name>, onDone?: () => void) => {
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
