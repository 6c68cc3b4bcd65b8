import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopDto } from '../../../../lib/shop-schemas.ts';
import { api, send } from '../../lib/api.ts';
import { sessionKeys } from '../../lib/session.ts';
import { toast } from '../../../../ui/toast-store.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import type { ShopFormValues } from './shop-form.tsx';

// Spec 8: exact toast texts; failures are danger toasts at the bottom right.
export function useCreateShop() {
  const t = useAppT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ShopFormValues) => send<ShopDto>('POST', '/shop', values),
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
    mutationFn: (values: Partial<ShopFormValues>) => send<ShopDto>('PUT', '/shop', values),
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
      return api<ShopDto>('/shop/logo', { method: 'PUT', body: form });
    },
    onSuccess: (shop) => {
      client.setQueryData(sessionKeys.shop, shop);
      toast({ title: t('logoUploaded'), variant: 'success', duration: 3000 });
    },
    onError: (error) =>
      toast({ title: t('shopUpdateFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
  });
}
