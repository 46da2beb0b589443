import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

// antd-mobile's ErrorBlock brings four illustrations (about 10 KB gzipped) that a page needs only
// when something failed: they are fetched then, not with the first page.
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block').then((module) => ({ default: module.default })));

/** antd-mobile's ErrorBlock, loaded when first shown. */
export function FailureBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
