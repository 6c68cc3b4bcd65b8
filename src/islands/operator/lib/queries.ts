import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorShopFilter, ContactFilter } from '../../../lib/operator-schemas.ts';
import { ApiError } from '../../dashboard/lib/api.ts';
import { call } from '../../dashboard/lib/client.ts';
import { hasSessionCookie } from '../../dashboard/lib/session.ts';

// The console's reads and writes, through the typed client (decision 0017): the paths, inputs and
// answers come from the server's declarations.

export const operatorKeys = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  shops: ['operator', 'shops'] as const,
  contact: ['operator', 'contact'] as const,
  audit: ['operator', 'audit'] as const,
};

/** Who may use the console: null when signed out (401), 'not-operator' when the API says it does not exist (404). */
export const meQuery = () =>
  queryOptions({
    queryKey: operatorKeys.me,
    queryFn: async ({ signal }) => {
      // No session: no call (an expired one's 401 would end it and leave for the root).
      if (!hasSessionCookie()) return null;
      try {
        return await call('GET /api/operator/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        if (error instanceof ApiError && error.status === 404) return 'not-operator' as const;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export const shopsQuery = (q: string, filter: OperatorShopFilter) =>
  infiniteQueryOptions({
    queryKey: [...operatorKeys.shops, { q, filter }],
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/operator/shops', { query: { q: q || undefined, filter, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const contactQuery = (status: ContactFilter) =>
  infiniteQueryOptions({
    queryKey: [...operatorKeys.contact, { status }],
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/operator/contact-messages', { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const auditQuery = (shopId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...operatorKeys.audit, { shopId }],
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/operator/actions', { query: { shop_id: shopId, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const shopQuery = (id: string) =>
  queryOptions({
    queryKey: [...operatorKeys.shops, 'one', id],
    queryFn: ({ signal }) => call('GET /api/operator/shops/:id', { params: { id }, signal }),
  });

export type StandingAction = 'suspend' | 'reinstate' | 'hide' | 'unhide';

/** A change of a shop's standing: the shop lists and the log are read again. */
export function useShopStanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: StandingAction; id: string; reason: string }) => {
      const params = { id };
      const body = { reason };
      switch (action) {
        case 'suspend':
          return call('POST /api/operator/shops/:id/suspend', { params, body });
        case 'reinstate':
          return call('POST /api/operator/shops/:id/reinstate', { params, body });
        case 'hide':
          return call('POST /api/operator/shops/:id/directory/hide', { params, body });
        case 'unhide':
          return call('POST /api/operator/shops/:id/directory/unhide', { params, body });
      }
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorKeys.shops });
      void client.invalidateQueries({ queryKey: operatorKeys.audit });
    },
  });
}

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('POST /api/operator/contact-messages/:id/handled', { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorKeys.contact });
      void client.invalidateQueries({ queryKey: operatorKeys.audit });
    },
  });
}

export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, subject, body }: { id: string; subject: string; body: string }) =>
      call('POST /api/operator/contact-messages/:id/replies', { params: { id }, body: { subject, body } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorKeys.contact });
      void client.invalidateQueries({ queryKey: operatorKeys.audit });
    },
  });
}
