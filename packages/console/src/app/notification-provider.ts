import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';

/**
 * refine's antd provider shows `description` as antd's title and `message` under it: the
 * console's own sentence (message) would sit under the server's. Swapped back here, so every
 * notification reads as the pages write it: the console's text above, the server's message under.
 */
export function titleFirst(params: OpenNotificationParams): OpenNotificationParams {
  if (params.type === 'progress') return params;
  return { ...params, message: params.description ?? '', description: params.message };
}

export function useConsoleNotificationProvider(): NotificationProvider {
  const provider = useNotificationProvider();
  return { ...provider, open: (params) => { provider.open(titleFirst(params)); } };
}
