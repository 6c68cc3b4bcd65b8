import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '../../../../lib/options.ts';
import { call } from '../../lib/client.ts';
import { sessionKeys } from '../../lib/session.ts';
import { toast } from '../../../../ui/toast-store.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import type { ShopFormValues } from './shop-form.tsx';

/**
 * The form holds the category as text ('' until one is chosen). Its select is `required`, so the
 * browser submits the form only with one of PRODUCT_CATEGORIES; were that bypassed, the server's 400
 * names the field, as it always did.
 */
type Sent<T> = { [K in keyof T]: K extends 'category' ? ProductCategory : T[K] };
const chosen = <T extends { category?: string }>(values: T) => values as unknown as Sent<T>;

// Spec 8: exact toast texts; failures are danger toasts at the bottom right.
export function useCreateShop() {
  const t = useAppT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ShopFormValues) => call('POST /api/shop', { body: chosen(values) }),
    onSuccess: async (shop) => {
      client.setQueryData(sessionKeys.shop, shop);
      await client.invalidateQueries({ queryKey: sessionKeys.user });
      toast({ title: t('shopCreatedTitle'), description: t('shopCreatedText'), variant: 'success', duration: 3000 });
    },
    onError: (error) =>
      toast({ title: t('shopCreateFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
  });
}

export function useUpdateShop() {
  const t = useAppT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<ShopFormValues>) => call('PUT /api/shop', { body: chosen(values) }),
    onSuccess: (shop) => {
      client.setQueryData(sessionKeys.shop, shop);
      toast({ title: t('shopUpdatedTitle'), description: t('shopUpdatedText'), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: t('shopUpdateFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
  });
}

export function useUploadLogo() {
  const t = useAppT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('logo', file);
      return call('PUT /api/shop/logo', { body: form });
    },
    onSuccess: (shop) => {
      client.setQueryData(sessionKeys.shop, shop);
      toast({ title: t('logoUploaded'), variant: 'success', duration: 3000 });
    },
    onError: (error) =>
      toast({ title: t('shopUpdateFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
  });
}
