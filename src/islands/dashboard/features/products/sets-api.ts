import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSetInput } from '../../../../lib/catalog-schemas.ts';
import type { ProductSet } from '../../../../lib/contracts/product-set.ts';
import { api, get, send } from '../../lib/api.ts';
import { productSetKeys } from '../../lib/query-keys.ts';
import type { ProductSummary } from './api.ts';

// Answer shape: the contract the server's DTO is typed with.
export type { ProductSet } from '../../../../lib/contracts/product-set.ts';

export const setListQuery = () =>
  queryOptions({
    queryKey: productSetKeys.lists(),
    queryFn: ({ signal }) => get<ProductSet[]>('/product-sets', signal),
  });
export const setQuery = (id: string) =>
  queryOptions({
    queryKey: productSetKeys.detail(id),
    queryFn: ({ signal }) => get<ProductSet>(`/product-sets/${id}`, signal),
  });

/** What a set holds right now (a rule is evaluated by the server when asked). */
export const setPreviewQuery = (input: ProductSetInput, enabled: boolean) =>
  queryOptions({
    queryKey: productSetKeys.preview(input),
    queryFn: ({ signal }) =>
      api<{ items: ProductSummary[] }>('/product-sets/preview', { method: 'POST', body: input, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useSetMutations() {
  const client = useQueryClient();
  return {
    save: useMutation({
      mutationFn: ({ id, ...input }: ProductSetInput & { id?: string }) =>
        id ? send<ProductSet>('PUT', `/product-sets/${id}`, input) : send<ProductSet>('POST', '/product-sets', input),
      onSuccess: (set) => {
        client.setQueryData(productSetKeys.detail(set.id), set);
        void client.invalidateQueries({ queryKey: productSetKeys.lists() });
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => send<void>('DELETE', `/product-sets/${id}`),
      onSuccess: (_, id) => {
        client.removeQueries({ queryKey: productSetKeys.detail(id) });
        void client.invalidateQueries({ queryKey: productSetKeys.lists() });
      },
    }),
  };
}
