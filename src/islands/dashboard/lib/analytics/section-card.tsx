import type { ReactNode } from 'react';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { useAnalyticsT } from './use-analytics-t.ts';

type Query<T> = { data: T | undefined; error: Error | null; isFetching: boolean; refetch: () => unknown };

/** A titled card of the analytics screen. */
export function SectionCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Grey blocks the size of what is coming: the layout does not jump when the figures arrive. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const t = useAnalyticsT();
  return (
    <div role="status" aria-label={t('loading')} className="mt-3 space-y-2">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-6 rounded bg-slate-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/**
 * A section's three states: skeleton while its first read runs, the error with Retry, then the
 * figures. A failed refresh keeps the figures already shown (the live stream will try again).
 */
export function SectionBody<T>({
  query,
  lines,
  children,
}: {
  query: Query<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  const t = useAnalyticsT();
  if (query.data !== undefined) return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
  if (query.error)
    return (
      <QueryErrorBlock
        className="mt-3"
        error={query.error}
        message={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <Skeleton lines={lines} />;
}
