import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

// antd-mobile's ErrorBlock brings four illustrations (about 9 KB gzipped) that a page needs only
// when something failed or a list is empty: they are fetched then, not with the page. The app shows
// ErrorBlock only through this component (eslint.config.js).
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block').then((module) => ({ default: module.default })));

/** antd-mobile's ErrorBlock (a failure, or an empty list), loaded when first shown. */
export function StatusBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
