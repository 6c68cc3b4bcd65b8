import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationKeys, fetchUpdates, refreshConversation } from './api.ts';

const INTERVAL_MS = 4000;
// The unread total is only counted when something changed; once a minute it is asked for anyway
// (a colleague may have read an old chat).
const TOTAL_EVERY = 15;

/**
 * Live updates by polling GET /api/conversations/updates every 4 s while the tab is visible.
 * The answer is small (ids that changed and, when it moved, the unread total) and the query behind
 * it reads one range of an index; only what changed is fetched again. Polling works the same on PGlite and on a
 * PostgreSQL server behind a load balancer, needs no open connection per tab on cheap phones and
 * flaky networks, and stops by itself in a background tab. (SSE with LISTEN/NOTIFY can replace the
 * timer later without changing the invalidation below.)
 */
export function useInboxUpdates(): { unreadTotal: number | null } {
  const client = useQueryClient();
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);
  useEffect(() => {
    let since: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let stopped = false;
    let round = 0;
    const poll = async () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      controller = new AbortController();
      try {
        const answer = await fetchUpdates(since, ++round % TOTAL_EVERY === 0, controller.signal);
        // The first answer only sets the clock: the lists were just loaded.
        if (since !== null) {
          if (answer.overflow) void client.invalidateQueries({ queryKey: conversationKeys.all });
          else for (const id of answer.changed) refreshConversation(client, id);
        }
        since = answer.now;
        if (answer.unread_total !== null) setUnreadTotal(answer.unread_total);
      } catch {
        // Offline for a moment: the next round tries again with the same `since`.
      }
      if (!stopped) timer = setTimeout(() => void poll(), INTERVAL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
      else clearTimeout(timer);
    };
    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
  return { unreadTotal };
}
