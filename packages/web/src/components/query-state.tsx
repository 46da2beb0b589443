import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';
import styles from './query-state.module.css';
import { StatusBlock } from './status-block';

interface QueryStateProps {
  isError: boolean;
  onRetry: () => void;
  /** Skeleton rows while loading. */
  rows?: number;
}

/** The loading and failed states of a block that waits on the server. */
export function QueryState({ isError, onRetry, rows = 3 }: QueryStateProps) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div className={styles.error}>
        <StatusBlock status="default" title={t('common.loadFailed')} description={t('common.loadFailedHint')} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

interface LoadedProps<T> {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  rows?: number;
  /** The waiting state sits on a card of its own (a page's only content). */
  card?: boolean;
}

/** The content of a query once it has data; meanwhile its loading or failed state. */
export function Loaded<T>({ query, children, rows, card = true }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  const state = (
    <QueryState
      isError={query.isError}
      rows={rows}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
  return card ? <Card>{state}</Card> : state;
}
