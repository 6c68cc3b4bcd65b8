import { useEffect, useRef, useState } from 'react';
import type { PublicShopsQuery } from '../../lib/public-shops.ts';
import { fetchShops, takeFirstPage, type ShopsState } from './fetch-shops.ts';

/**
 * Loads one page of the directory; a newer query cancels the older request (pass a memoised
 * query). The first page starts from what the page's script already fetched, if it did.
 */
export function useShops(
  query: PublicShopsQuery,
  attempt: number,
  fetchImpl: typeof fetch = globalThis.fetch,
): ShopsState {
  const [handoff] = useState(() => takeFirstPage(query));
  const [state, setState] = useState<ShopsState>(handoff?.state ?? { status: 'loading' });
  const pending = useRef(handoff?.state.status === 'ready' ? null : (handoff?.answer ?? null));
  const skip = useRef(handoff?.state.status === 'ready');
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const answer = pending.current ?? fetchShops(query, controller.signal, fetchImpl);
    pending.current = null;
    void answer.then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [query, attempt, fetchImpl]);
  return state;
}

/** The latest value once it has stopped changing for `ms` (typing in the search box). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
