import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListState } from '../../lib/list-state.tsx';
import { setQuery, type ProductSet } from './sets-api.ts';

/** The set editors take `?id=` to edit an existing set; without it they start a new one. */
export function SetLoader({ children }: { children: (set: ProductSet | undefined) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const set = useQuery({ ...setQuery(id ?? ''), enabled: !!id });
  if (!id) return <>{children(undefined)}</>;
  return <ListState query={set}>{children}</ListState>;
}
