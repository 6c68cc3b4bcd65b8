import { describe, expect, it } from 'vitest';
import { ApiError, timeoutFor } from './api.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('data-fetching defaults (spec 7)', () => {
  it('retries reads 3 times, never a 4xx', () => {
    const server = new ApiError(503, null, 'Service Unavailable');
    expect([0, 1, 2].map((n) => shouldRetry(n, server))).toEqual([true, true, true]);
    expect(shouldRetry(3, server)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, { code: 'not_found', message: 'Not found.' }, ''))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps data 5 minutes and does not retry writes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });

  it('waits 150 s for a request, 300 s when the URL is about media', () => {
    expect(timeoutFor('/api/user')).toBe(150_000);
    expect(timeoutFor('/api/media/upload')).toBe(300_000);
  });

  it('reads the message of our API errors', () => {
    const error = new ApiError(
      400,
      { code: 'invalid_email', message: 'Enter a valid email address.', field: 'email' },
      'Bad Request',
    );
    expect([error.message, error.code, error.field]).toEqual([
      'Enter a valid email address.',
      'invalid_email',
      'email',
    ]);
  });
});
