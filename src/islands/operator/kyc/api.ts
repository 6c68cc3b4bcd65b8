import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycVerdictInput } from '../../../lib/compliance-schemas.ts';
import { call, hrefOf, type Answer } from '../../dashboard/lib/client.ts';

// The operators' KYC reads and verdicts (issue 29), through the typed client (decision 0017).

export type KycQueue = Answer<'GET /api/operator/kyc/queue'>;
export type KycShopReview = Answer<'GET /api/operator/kyc/shops/:shopId'>;

export const kycKeys = {
  all: ['operator', 'kyc'] as const,
  queue: ['operator', 'kyc', 'queue'] as const,
  shop: (shopId: string) => ['operator', 'kyc', 'shop', shopId] as const,
};

export const kycQueueQuery = () =>
  queryOptions({
    queryKey: kycKeys.queue,
    queryFn: ({ signal }) => call('GET /api/operator/kyc/queue', { signal }),
    refetchInterval: 60_000,
  });

export const kycShopQuery = (shopId: string) =>
  queryOptions({
    queryKey: kycKeys.shop(shopId),
    queryFn: ({ signal }) => call('GET /api/operator/kyc/shops/:shopId', { params: { shopId }, signal }),
  });

/** A verdict answers the shop's review as it now is; the queue is read again. */
export function useVerdict(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: KycVerdictInput }) =>
      call('POST /api/operator/kyc/shops/:shopId/requirements/:key/verdict', { params: { shopId, key }, body }),
    onSuccess: (review) => {
      client.setQueryData(kycKeys.shop(shopId), review);
      void client.invalidateQueries({ queryKey: kycKeys.queue });
    },
  });
}

export const operatorDocumentHref = (shopId: string, id: string) =>
  hrefOf('GET /api/operator/kyc/shops/:shopId/documents/:id', { params: { shopId, id } });
