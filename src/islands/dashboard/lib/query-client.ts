import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

// Spec 7: cache 5 minutes; reads retried 3 times (never a 4xx: it will not get better);
// writes not retried; the delay doubles from 1 s up to 30 s.
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, staleTime: 30_000, retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
