import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api.ts';
import { analyticsKeys } from '../../lib/query-keys.ts';
import { FALLBACK_REFETCH_MS } from '../../lib/analytics/api.ts';

/** An event stream, outside the typed client (which reads JSON answers). */
export const LIVE_URL = `${API_BASE}/analytics/live`;
/**
 * A burst of changes (a POS sale writes the order and its payment) becomes one refetch. The wait
 * starts at the first event and is not pushed back by the next ones, so a busy shop still sees
 * its figures move within 2 s rather than only once it goes quiet.
 */
export const LIVE_BATCH_MS = 300;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps the analytics figures current: each `change` event on /api/analytics/live invalidates the
 * analytics queries. The browser reconnects a dropped stream by itself; a stream it gave up on (an
 * error answer instead of a stream) is opened again after the fallback interval.
 */
export function useAnalyticsLive(): LiveStatus {
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
    const refresh = () => void client.invalidateQueries({ queryKey: analyticsKeys.all });

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
  }, [client]);

  return status;
}
