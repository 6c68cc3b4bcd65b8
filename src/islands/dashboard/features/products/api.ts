import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductCreate, ProductUpdate, StockAdjust } from '../../../../lib/catalog-schemas.ts';
import type { Product } from '../../../../lib/contracts/product.ts';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import { call } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
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
export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) =>
      call('GET /api/products', {
        query: {
          ...params,
          category: oneOf(PRODUCT_CATEGORIES, params.category),
          status: oneOf(['active', 'draft'], params.status),
          stock: oneOf(['low', 'out'], params.stock),
          page_size: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/products/:id', { params: { id }, signal }),
  });

// Orders move stock too, so the history is always read fresh.
export const movementsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.movements(id),
    queryFn: ({ signal, pageParam }) =>
      call('GET /api/products/:id/movements', { params: { id }, query: { page: pageParam, page_size: 20 }, signal }),
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
      mutationFn: (input: ProductCreate) => call('POST /api/products', { body: input }),
      onSuccess: (p) => {
        store(p);
        void lists();
      },
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: ProductUpdate & { id: string }) =>
        call('PUT /api/products/:id', { params: { id }, body: input }),
      onSuccess: (p) => {
        store(p);
        void lists();
        void client.invalidateQueries({ queryKey: productKeys.movements(p.id) });
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => call('DELETE /api/products/:id', { params: { id } }),
      onSuccess: (_, id) => {
        client.removeQueries({ queryKey: productKeys.detail(id) });
        void lists();
      },
    }),
    uploadImage: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) =>
        call('POST /api/products/:id/images', { params: { id }, body: imageForm(file) }),
      onSuccess: (p) => {
        store(p);
        void lists();
      },
    }),
    removeImage: useMutation({
      mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
        call('DELETE /api/products/:id/images/:imageId', { params: { id, imageId } }),
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
        call('POST /api/products/:id/stock', { params: { id }, body: input }),
      onSuccess: (_, { id }) => {
        void client.invalidateQueries({ queryKey: productKeys.detail(id) });
        void lists();
      },
    }),
    importCsv: useMutation({
      mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
        const form = new FormData();
        form.set('file', file);
        return call('POST /api/products/import', { query: { dry_run: dryRun ? 'true' : 'false' }, body: form });
      },
      onSuccess: (report) => {
        if (!report.dry_run) void client.invalidateQueries({ queryKey: productKeys.all });
      },
    }),
  };
}
