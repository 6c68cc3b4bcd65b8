import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSetInput } from '../../../../lib/catalog-schemas.ts';
import { call } from '../../lib/client.ts';
import { productSetKeys } from '../../lib/query-keys.ts';

// Answer shape: the contract the server's DTO is typed with.
export type { ProductSet } from '../../../../lib/contracts/product-set.ts';

export const setListQuery = () =>
  queryOptions({
    queryKey: productSetKeys.lists(),
    queryFn: ({ signal }) => call('GET /api/product-sets', { signal }),
  });
export const setQuery = (id: string) =>
  queryOptions({
    queryKey: productSetKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/product-sets/:id', { params: { id }, signal }),
  });

/** What a set holds right now (a rule is evaluated by the server when asked). */
export const setPreviewQuery = (input: ProductSetInput, enabled: boolean) =>
  queryOptions({
    queryKey: productSetKeys.preview(input),
    queryFn: ({ signal }) => call('POST /api/product-sets/preview', { body: input, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useSetMutations() {
  const client = useQueryClient();
  return {
    save: useMutation({
      mutationFn: ({ id, ...input }: ProductSetInput & { id?: string }) =>
        id
          ? call('PUT /api/product-sets/:id', { params: { id }, body: input })
          : call('POST /api/product-sets', { body: input }),
      onSuccess: (set) => {
        client.setQueryData(productSetKeys.detail(set.id), set);
        void client.invalidateQueries({ queryKey: productSetKeys.lists() });
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => call('DELETE /api/product-sets/:id', { params: { id } }),
      onSuccess: (_, id) => {
        client.removeQueries({ queryKey: productSetKeys.detail(id) });
        void client.invalidateQueries({ queryKey: productSetKeys.lists() });
      },
    }),
  };
}
