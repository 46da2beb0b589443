import { lazy, Suspense } from 'react';

// antd-mobile's ErrorBlock brings four illustrations (about 9 KB gzipped) that a page needs only
// when something failed or a list is empty: they are fetched then, not with the page. The app shows
// ErrorBlock only through this component (eslint.config.js).
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block').then((module) => ({ default: module.default })));

interface StatusBlockProps {
  /** The picture: something failed (`default`) or there is nothing to show (`empty`). */
  status: 'default' | 'empty';
  title: string;
  /** A hint under the title; without one the block shows none. */
  description?: string | undefined;
}

/**
 * antd-mobile's ErrorBlock (a failure, or an empty list) with our own words, loaded when first shown.
 * ErrorBlock fills a missing title or description with its library text ("Want to try a new
 * search?" under every empty list): null, unlike undefined, tells it to show nothing.
 */
export function StatusBlock({ status, title, description }: StatusBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock status={status} title={title} description={description === undefined || description === '' ? null : description} />
    </Suspense>
  );
}
