import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/client.ts';
import { moneyKeys, orderKeys } from '../../lib/query-keys.ts';

export type {
  ReconPayment,
  ReconPayout,
  Reconciliation,
  ReconciliationDone,
  UnmatchedCallback,
} from '../../../../lib/contracts/refund.ts';

export const reconciliationQuery = () =>
  queryOptions({
    queryKey: [...moneyKeys.reconciliation, 'lists'],
    queryFn: ({ signal }) => call('GET /api/reconciliation', { signal }),
  });

// The badge: asked again each minute, a payment turns "pending too long" by the clock alone.
export const reconciliationCountsQuery = () =>
  queryOptions({
    queryKey: [...moneyKeys.reconciliation, 'counts'],
    queryFn: ({ signal }) => call('GET /api/reconciliation/counts', { signal }),
    refetchInterval: 60_000,
  });

export type ReconAction =
  | { kind: 'dismiss'; id: string }
  | { kind: 'accept' | 'refund-mismatch'; id: string; amount: number; note: string }
  | { kind: 'check' | 'expire' | 'reopen' | 'keep-credit' | 'seen'; id: string }
  | { kind: 'refund'; id: string; source: 'account' | 'cash' };

function send(action: ReconAction) {
  const params = { id: action.id };
  switch (action.kind) {
    case 'dismiss':
      return call('POST /api/reconciliation/callbacks/:id/dismiss', { params, body: {} });
    case 'accept':
      return call('POST /api/reconciliation/payments/:id/accept', {
        params,
        body: { amount: action.amount, note: action.note },
      });
    case 'refund-mismatch':
      return call('POST /api/reconciliation/payments/:id/refund-mismatch', {
        params,
        body: { amount: action.amount, note: action.note, source: 'account' },
      });
    case 'check':
      return call('POST /api/reconciliation/payments/:id/check', { params, body: {} });
    case 'expire':
      return call('POST /api/reconciliation/payments/:id/expire', { params, body: {} });
    case 'reopen':
      return call('POST /api/reconciliation/payments/:id/reopen', { params, body: {} });
    case 'keep-credit':
      return call('POST /api/reconciliation/payments/:id/keep-credit', { params, body: {} });
    case 'seen':
      return call('POST /api/reconciliation/payments/:id/seen', { params, body: {} });
    case 'refund':
      return call('POST /api/reconciliation/payments/:id/refund', { params, body: { source: action.source } });
  }
}

/** Every action may move money or an order: the lists, the ledger and the orders are read again. */
export function useReconAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moneyKeys.reconciliation });
      void client.invalidateQueries({ queryKey: moneyKeys.ledger });
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
