import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCreate, ProductUpdate, StockAdjust, StockStatus } from '../../../../lib/catalog-schemas.ts';
import type { ProductCategory } from '../../../../lib/options.ts';
import { api, get, send } from '../../lib/api.ts';

// Answer shapes of src/server/modules/products (the DTOs live server-side, so they are restated here).
export type ProductSummary = {
  id: string;
  name: string;
  price: number;
  category: ProductCategory;
  sku: string | null;
  status: 'active' | 'draft';
  track_inventory: boolean;
  stock: number;
  low_stock_threshold: number;
  stock_status: StockStatus;
  variant_count: number;
  thumbnail_url: string | null;
  created_at: string;
};
export type ProductImage = { id: string; url: string; thumbnail_url: string };
export type Variant = { id: string; name: string; options: Record<string, string>; price: number; stock: number; sku: string | null };
export type AddonGroup = { id: string; name: string; min: number; max: number; required: boolean; options: { id: string; name: string; price: number }[] };
export type Product = Omit<ProductSummary, 'variant_count' | 'thumbnail_url'> & {
  description: string;
  currency: 'TZS';
  images: ProductImage[];
  variants: Variant[];
  addon_groups: AddonGroup[];
  updated_at: string;
};
export type ProductPage = { items: ProductSummary[]; page: number; page_size: number; total: number };
export type Movement = {
  id: string;
  variant_id: string | null;
  delta: number;
  stock_after: number;
  reason: 'initial' | 'restock' | 'adjustment' | 'damage' | 'count' | 'return' | 'import' | 'order' | 'order_cancelled';
  note: string;
  order_id: string | null;
  actor: { id: string; name: string | null } | null;
  created_at: string;
};
export type ImportReport = {
  rows: number;
  created: number;
  updated: number;
  refused: { line: number; errors: { code: string; field: string | null; message: string }[] }[];
  dry_run: boolean;
};
export type ProductListParams = { page: number; q?: string; category?: string; status?: string; stock?: string };

export const PAGE_SIZE = 20;
export const toSearch = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '').map(([k, v]) => [k, String(v)])).toString();

// One key factory for the resource (DESIGN.md): all → lists → list(q) → details → detail(id).
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  movements: (id: string) => [...productKeys.detail(id), 'movements'] as const,
};

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => get<ProductPage>(`/products?${toSearch({ ...params, page_size: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) => queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => get<Product>(`/products/${id}`, signal) });

// Orders move stock too, so the history is always read fresh.
export const movementsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.movements(id),
    queryFn: ({ signal, pageParam }) => get<{ items: Movement[]; has_more: boolean; page: number }>(`/products/${id}/movements?page=${pageParam}&page_size=20`, signal),
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
      mutationFn: ({ id, file }: { id: string; file: File }) => api<Product>(`/products/${id}/images`, { method: 'POST', body: imageForm(file) }),
      onSuccess: (p) => {
        store(p);
        void lists();
      },
    }),
    removeImage: useMutation({
      mutationFn: ({ id, imageId }: { id: string; imageId: string }) => send<void>('DELETE', `/products/${id}/images/${imageId}`),
      onSuccess: (_, { id, imageId }) => {
        client.setQueryData<Product>(productKeys.detail(id), (p) => p && { ...p, images: p.images.filter((i) => i.id !== imageId) });
        void lists();
      },
    }),
    adjustStock: useMutation({
      mutationFn: ({ id, ...input }: Omit<StockAdjust, 'note'> & { note?: string; id: string }) => send<{ stock: number }>('POST', `/products/${id}/stock`, input),
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
