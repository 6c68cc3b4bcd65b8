import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { EmptyState, type EmptyStateProps } from '../../../ui/empty-state.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { InnerSpinner } from '../../../ui/spinner.tsx';
import { QueryErrorBlock } from '../query-error-block.tsx';
import { useAppT } from './use-app-t.ts';

/** The part of a TanStack query (plain or infinite) a list screen shows. */
export type ListQuery<T> = {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: ListQuery<T>;
  /** Left out for a read that is never empty (one record). */
  isEmpty?: (data: T) => boolean;
  /** Nothing yet: usually says how the first item comes and offers to create it. */
  empty?: EmptyStateProps;
  /** Filters or a search are on: an empty answer then means "no match", with a way out. */
  filtered?: boolean;
  onClearFilters?: () => void;
  noMatch?: ReactNode;
  clearLabel?: string;
  /** Replaces the server's words for a failure other than a refusal. */
  errorMessage?: ReactNode;
  retryLabel?: string;
  loadingLabel?: string;
  count?: (data: T) => ReactNode;
  paging?: (data: T) => { page: number; total: number; pageSize: number; onPage: (page: number) => void };
  /** An infinite list's next page. */
  more?: { hasMore: boolean; loading: boolean; onMore: () => void; label: string };
  /** For the loading, error and empty blocks, e.g. a margin inside a panel. */
  blockClassName?: string;
  children: (data: T) => ReactNode;
};

/**
 * Every state of a list screen in one place: loading, a failed first read (a refusal says Access
 * Denied with no Retry), nothing yet, nothing matching the filters, and the list with its count and
 * pager. A failed background refresh keeps the rows already shown rather than hiding them.
 */
export function ListState<T>({
  query,
  isEmpty,
  empty,
  filtered,
  onClearFilters,
  noMatch,
  clearLabel,
  errorMessage,
  retryLabel,
  loadingLabel,
  count,
  paging,
  more,
  blockClassName,
  children,
}: Props<T>) {
  const t = useAppT();
  const { data } = query;
  if (data === undefined) {
    if (query.error)
      return (
        <QueryErrorBlock
          className={blockClassName}
          error={query.error}
          message={errorMessage}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <InnerSpinner label={loadingLabel} />;
  }
  if (isEmpty?.(data)) {
    if (!filtered) return <EmptyState className={blockClassName} title={null} {...empty} />;
    const clear = onClearFilters && (
      <Button variant="secondary" onClick={onClearFilters}>
        {clearLabel ?? t('clearFilters')}
      </Button>
    );
    return <EmptyState className={blockClassName} title={noMatch ?? t('noMatches')} action={clear} />;
  }
  const pager = paging?.(data);
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={query.isFetching}>
      {count && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {count(data)}
        </p>
      )}
      {children(data)}
      {pager && <Pager {...pager} />}
      {more?.hasMore && (
        <div className="flex justify-center p-3">
          <Button variant="secondary" loading={more.loading} onClick={more.onMore}>
            {more.label}
          </Button>
        </div>
      )}
    </div>
  );
}
