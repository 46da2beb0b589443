import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import enUS from '../i18n/en-US.json';
import { initI18n } from '../i18n';

/**
 * Before every console test file: Testing Library's matchers, and its queries and waits tuned to a
 * whole console in happy-dom.
 * - findBy* and waitFor are as patient as a whole console's first render needs: on a loaded
 *   machine a lazy page's first import alone can take seconds. A page that never gets there still
 *   fails, only later.
 * - ByRole queries skip the accessibility-tree check (`hidden: true` by default). The check
 *   computes each candidate's and ancestor's style against antd's CSS-in-JS (600 KB of rules on a
 *   console page): about a second per query. Queries still go by role and accessible name, and
 *   find what the harness's selectors found before; a test that means "shown" says toBeVisible().
 */
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// Every file starts in English with its catalog (the files of a worker share one i18next, and a
// file may leave it in zh-HK); a file about another language sets its own after this.
beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});
