import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';

/**
 * A settings screen until both its settings and the signed-in member have come: a spinner, or the
 * failure with Retry; then the form, which decides from the member whether it may be edited.
 */
export function SettingsState<T, U>({
  query,
  user,
  words,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  user: U | null | undefined;
  words: { loading: string; loadFailed: string; retry: string };
  children: (data: T, user: U) => ReactNode;
}) {
  if (query.isPending || !user) return <InnerSpinner label={words.loading} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorBlock
        message={words.loadFailed}
        onRetry={() => void query.refetch()}
        retryLabel={words.retry}
        retrying={query.isFetching}
      />
    );
  return <>{children(query.data, user)}</>;
}
