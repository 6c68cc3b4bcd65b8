import { useEffect, useState } from 'react';
import { shopsQueryString, type PublicShopsPage, type PublicShopsQuery } from '../../lib/public-shops.ts';

export type ShopsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PublicShopsPage };

/** Loads one page of the directory; a newer query cancels the older request (pass a memoised query). */
export function useShops(query: PublicShopsQuery, attempt: number, fetchImpl: typeof fetch = globalThis.fetch): ShopsState {
  const [state, setState] = useState<ShopsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetchImpl(`/api/public/shops${shopsQueryString(query)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'ready', data: (await response.json()) as PublicShopsPage });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
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
