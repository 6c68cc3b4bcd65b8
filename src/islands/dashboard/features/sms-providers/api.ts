import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkSmsAccount, UpdateSmsAccount } from '../../../../lib/sms-account-schemas.ts';
import { call } from '../../lib/client.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { SmsAccountDto, SmsConnectionTest, SmsProviderInfo } from '../../../../lib/contracts/sms-account.ts';

export const smsAccountKeys = {
  all: ['sms-accounts'] as const,
  list: () => [...smsAccountKeys.all, 'list'] as const,
  providers: () => [...smsAccountKeys.all, 'providers'] as const,
};

export const smsAccountsQuery = () =>
  queryOptions({
    queryKey: smsAccountKeys.list(),
    queryFn: ({ signal }) => call('GET /api/sms-accounts', { signal }),
  });

/** What each gateway takes: its credential fields come from the server's adapters. */
export const smsProvidersQuery = () =>
  queryOptions({
    queryKey: smsAccountKeys.providers(),
    queryFn: ({ signal }) => call('GET /api/sms-accounts/providers', { signal }),
    staleTime: Infinity,
  });

function useInvalidateList() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: smsAccountKeys.list() });
}

export function useLinkSmsAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: LinkSmsAccount) => call('POST /api/sms-accounts', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateSmsAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSmsAccount }) =>
      call('PATCH /api/sms-accounts/:id', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

/** Writes nothing: the answer (with the balance) is shown beside the account, not cached. */
export function useTestSmsAccount() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/sms-accounts/:id/test', { params: { id } }),
  });
}

export function useUnlinkSmsAccount() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/sms-accounts/:id', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
