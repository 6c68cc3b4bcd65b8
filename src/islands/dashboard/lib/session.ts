import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { call } from './client.ts';

// The answer of GET /api/user: its contract.
export type { CurrentUser } from '../../../lib/contracts/user.ts';

/** The readable marker cookie set beside the HttpOnly session (no secret in it). */
export function hasSessionCookie(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1/.test(document.cookie);
}

export const sessionKeys = { user: ['user'] as const, shop: ['shop'] as const };

// Spec 7: the user call runs only when a session exists and is not refetched on mount or focus.
export const userQuery = () =>
  queryOptions({
    queryKey: sessionKeys.user,
    queryFn: async ({ signal }) => {
      if (!hasSessionCookie()) return null;
      try {
        return await call('GET /api/user', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    refetchOnMount: false,
  });

// A 404 means "no shop yet" (spec 2.1), which is an answer, not an error.
export const shopQuery = () =>
  queryOptions({
    queryKey: sessionKeys.shop,
    queryFn: async ({ signal }) => {
      try {
        return await call('GET /api/shop', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useUser = () => useQuery(userQuery());
export const useShop = (enabled: boolean) => useQuery({ ...shopQuery(), enabled });
