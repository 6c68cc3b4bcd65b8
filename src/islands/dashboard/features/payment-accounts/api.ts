import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkPaymentAccount, UpdatePaymentAccount } from '../../../../lib/payment-account-schemas.ts';
import { call } from '../../lib/client.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { ConnectionTest, PaymentAccountDto, ProviderInfo } from '../../../../lib/contracts/payment-account.ts';

export const paymentAccountKeys = {
  all: ['payment-accounts'] as const,
  list: () => [...paymentAccountKeys.all, 'list'] as const,
  providers: () => [...paymentAccountKeys.all, 'providers'] as const,
};

export const paymentAccountsQuery = () =>
  queryOptions({
    queryKey: paymentAccountKeys.list(),
    queryFn: ({ signal }) => call('GET /api/payment-accounts', { signal }),
  });

/** What each provider takes: its credential fields and networks come from the server's adapters. */
export const providersQuery = () =>
  queryOptions({
    queryKey: paymentAccountKeys.providers(),
    queryFn: ({ signal }) => call('GET /api/payment-accounts/providers', { signal }),
    staleTime: Infinity,
  });

// Every write changes the one list (an account's networks or state, or which accounts exist).
function useInvalidateList() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: paymentAccountKeys.list() });
}

export function useLinkAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: LinkPaymentAccount) => call('POST /api/payment-accounts', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentAccount }) =>
      call('PATCH /api/payment-accounts/:id', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

/** Writes nothing: the answer is shown beside the account, not cached. */
export function useTestAccount() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/payment-accounts/:id/test', { params: { id } }),
  });
}

export function useUnlinkAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/payment-accounts/:id', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
