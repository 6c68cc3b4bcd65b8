import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductCreate, ProductUpdate, StockAdjust } from '../../../../lib/catalog-schemas.ts';
import type {
  ImportReport,
  MovementPage,
  Product,
  ProductPage,
  StockLevel,
} from '../../../../lib/contracts/product.ts';
import { api, get, send } from '../../lib/api.ts';
import { productKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type {
  AddonGroup,
  ImportReport,
  Movement,
  Product,
  ProductImage,
  ProductPage,
  ProductSummary,
  Variant,
} from '../../../../lib/contracts/product.ts';
export type ProductListParams = { page: number; q?: string; category?: string; status?: string; stock?: string };

export const PAGE_SIZE = 20;
export const toSearch = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => get<ProductPage>(`/products?${toSearch({ ...params, page_size: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => get<Product>(`/products/${id}`, signal) });

// Orders move stock too, so the history is always read fresh.
export const movementsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.movements(id),
    queryFn: ({ signal, pageParam }) =>
      get<MovementPage>(`/products/${id}/movements?page=${pageParam}&page_size=20`, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    staleTime: 0,
  });

const imageForm = (file: File) => {
  const form = new FormData();
  form.set('image', file);
  return form;
};

export function useProductMutations() {
  const client = useQueryClient();
  const lists = () => client.invalidateQueries({ queryKey: productKeys.lists() });
  const store = (product: Product) => client.setQueryData(productKeys.detail(product.id), product);
  return {
    create: useMutation({
      mutationFn: (input: ProductCreate) => send<Product>('POST', '/products', input),
      onSuccess: (p) => {
        store(p);
        void lists();
      },
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: ProductUpdate & { id: string }) => send<Product>('PUT', `/products/${id}`, input),
      onSuccess: (p) => {
        store(p);
        void lists();
        void client.invalidateQueries({ queryKey: productKeys.movements(p.id) });
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => send<void>('DELETE', `/products/${id}`),
      onSuccess: (_, id) => {
        client.removeQueries({ queryKey: productKeys.detail(id) });
        void lists();
      },
    }),
    uploadImage: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) =>
        api<Product>(`/products/${id}/images`, { method: 'POST', body: imageForm(file) }),
      onSuccess: (p) => {
        store(p);
        void lists();
      },
    }),
    removeImage: useMutation({
      mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
        send<void>('DELETE', `/products/${id}/images/${imageId}`),
      onSuccess: (_, { id, imageId }) => {
        client.setQueryData<Product>(
          productKeys.detail(id),
          (p) => p && { ...p, images: p.images.filter((i) => i.id !== imageId) },
        );
        void lists();
      },
    }),
    adjustStock: useMutation({
      mutationFn: ({ id, ...input }: Omit<StockAdjust, 'note'> & { note?: string; id: string }) =>
        send<StockLevel>('POST', `/products/${id}/stock`, input),
      onSuccess: (_, { id }) => {
        void client.invalidateQueries({ queryKey: productKeys.detail(id) });
        void lists();
      },
    }),
    importCsv: useMutation({
      mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
        const form = new FormData();
        form.set('file', file);
        return api<ImportReport>(`/products/import?dry_run=${dryRun}`, { method: 'POST', body: form });
      },
      onSuccess: (report) => {
        if (!report.dry_run) void client.invalidateQueries({ queryKey: productKeys.all });
      },
    }),
  };
}
