import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

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
