import { ErrorBlock } from '../../../ui/error-block.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

/**
 * What a sheet shows until its one record has come: a spinner, or the failure with Retry. The caller
 * renders it while `!query.isSuccess`, which leaves `query.data` typed as present after.
 */
export function QueryWait({
  query,
  t,
}: {
  query: { isPending: boolean; isFetching: boolean; refetch: () => unknown };
  t: (key: 'loading' | 'detailLoadFailed' | 'retry') => string;
}) {
  if (query.isPending) return <Spinner label={t('loading')} />;
  return (
    <ErrorBlock
      message={t('detailLoadFailed')}
      onRetry={() => void query.refetch()}
      retryLabel={t('retry')}
      retrying={query.isFetching}
    />
  );
}
