import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { setQuery, type ProductSet } from './sets-api.ts';

/** The set editors take `?id=` to edit an existing set; without it they start a new one. */
export function SetLoader({ children }: { children: (set: ProductSet | undefined) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const set = useQuery({ ...setQuery(id ?? ''), enabled: !!id });
  if (!id) return <>{children(undefined)}</>;
  if (set.isPending) return <InnerSpinner />;
  if (set.isError) return <QueryErrorBlock error={set.error} onRetry={() => void set.refetch()} retrying={set.isFetching} />;
  return <>{children(set.data)}</>;
}
