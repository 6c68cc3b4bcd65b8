import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentUpdate } from '../../../../lib/consent-schemas.ts';
import { call, type Answer } from '../../lib/client.ts';
import { customerKeys } from '../../lib/query-keys.ts';

export type CustomerConsent = Answer<'GET /api/customers/:id/consent'>;
export type ConsentHistory = Answer<'GET /api/customers/:id/consent/history'>;

// Under the customer's detail key: whatever refreshes the customer refreshes its consent too.
const consentKey = (id: string) => [...customerKeys.detail(id), 'consent'] as const;
const historyKey = (id: string) => [...customerKeys.detail(id), 'consent-history'] as const;

export const consentQuery = (id: string) =>
  queryOptions({
    queryKey: consentKey(id),
    queryFn: ({ signal }) => call('GET /api/customers/:id/consent', { params: { id }, signal }),
  });

export const consentHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: historyKey(id),
    queryFn: ({ signal }) => call('GET /api/customers/:id/consent/history', { params: { id }, signal }),
  });

/** The switch: the answer is the consent now; the history gets its new row. */
export function useSetConsent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentUpdate) => call('PUT /api/customers/:id/consent', { params: { id }, body }),
    onSuccess: (consent) => {
      client.setQueryData(consentKey(id), consent);
      void client.invalidateQueries({ queryKey: historyKey(id) });
    },
  });
}
