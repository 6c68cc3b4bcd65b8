import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '../api.ts';
import { analyticsKeys } from '../query-keys.ts';
import { FALLBACK_REFETCH_MS } from './api.ts';

/** An event stream, outside the typed client (which reads JSON answers). */
export const LIVE_URL = `${API_BASE}/analytics/live`;
/**
 * A burst of changes (a POS sale writes the order and its payment) becomes one refetch. The wait
 * starts at the first event and is not pushed back by the next ones, so a busy shop still sees
 * its figures move within 2 s rather than only once it goes quiet.
 */
export const LIVE_BATCH_MS = 300;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

const NOTHING_MORE: readonly QueryKey[] = [];

/**
 * Keeps the analytics figures current: each `change` event on /api/analytics/live invalidates the
 * analytics queries, and `alsoRefresh` (the home card's latest orders). The browser reconnects a
 * dropped stream by itself; a stream it gave up on (an error answer instead of a stream) is opened
 * again after the fallback interval. `alsoRefresh` must keep its identity between renders.
 */
export function useAnalyticsLive(alsoRefresh: readonly QueryKey[] = NOTHING_MORE): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setStatus('reconnecting');
      return;
    }
    let source: EventSource | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let wasOpen = false;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: analyticsKeys.all });
      for (const queryKey of alsoRefresh) void client.invalidateQueries({ queryKey });
    };

    const open = () => {
      source = new EventSource(LIVE_URL);
      source.onopen = () => {
        // Changes made while the stream was down were never announced: read everything again.
        if (wasOpen) refresh();
        wasOpen = true;
        setStatus('live');
      };
      source.onerror = () => {
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, FALLBACK_REFETCH_MS);
        }
      };
      source.addEventListener('change', () => {
        batch ??= setTimeout(() => {
          batch = undefined;
          refresh();
        }, LIVE_BATCH_MS);
      });
    };
    open();
    return () => {
      clearTimeout(batch);
      clearTimeout(reopen);
      source?.close();
    };
  }, [client, alsoRefresh]);

  return status;
}
