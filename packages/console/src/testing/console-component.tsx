import { Refine } from '@refinedev/core';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { CONSOLE_PROVIDERS } from '../app/console-providers';
import { consoleTheme } from '../app/theme';
import { prefersLessMotion } from '../lib/reduced-motion';
import { unmountAll } from './test-root';

/**
 * One part of the console (a form, a card) with refine's providers as the App gives them (the
 * admin API's data provider, access from the session's `allowed`, the notifications, the
 * catalogs) but no router, layout or lazy page: seconds quicker than console-page.tsx for a test
 * about the part itself. The admin API is each test's own fetch stub.
 */

export function renderInConsole(node: ReactNode): void {
  render(
    <ConfigProvider theme={consoleTheme(prefersLessMotion())}>
      <AntdApp>
        <Refine {...CONSOLE_PROVIDERS} options={{ disableTelemetry: true }}>
          {node}
        </Refine>
      </AntdApp>
    </ConfigProvider>,
  );
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export const closeComponent = unmountAll;
