import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../ui/spinner.tsx';

/**
 * A screen built on one read (settings, the WhatsApp connection) until it has come: a spinner, or
 * the screen's own failure sentence with Retry; then what it shows. `ready` holds the spinner
 * while something else it needs (the signed-in member) is still on its way.
 */
export function LoadState<T>({
  query,
  ready = true,
  t,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  ready?: boolean;
  /** The screen's own words: each of these screens says "could not load" its own way. */
  t: (key: 'loading' | 'loadFailed' | 'retry') => string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || !ready) return <InnerSpinner label={t('loading')} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorBlock
        message={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
        retrying={query.isFetching}
      />
    );
  return <>{children(query.data)}</>;
}
