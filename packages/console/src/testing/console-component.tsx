import { Refine } from '@refinedev/core';
import { App as AntdApp, ConfigProvider } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { accessControlProvider } from '../access/access-control-provider';
import { useConsoleNotificationProvider } from '../app/notification-provider';
import { forgetSession } from '../auth/session-store';
import { dataProvider } from '../data-provider';
import { i18nProvider } from '../i18n/i18n-provider';

/**
 * One part of the console (a form, a card) with refine's providers as the App gives them (the
 * admin API's data provider, access from the session's `allowed`, the notifications, the
 * catalogs) but no router, layout or lazy page: seconds quicker than console-page.tsx for a test
 * about the part itself. The admin API is each test's own fetch stub.
 */

let root: Root | null = null;

export function renderInConsole(node: ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(
      <ConfigProvider>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useConsoleNotificationProvider}
            options={{ disableTelemetry: true }}
          >
            {node}
          </Refine>
        </AntdApp>
      </ConfigProvider>,
    );
  });
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export function closeComponent(): void {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  vi.unstubAllGlobals();
}
