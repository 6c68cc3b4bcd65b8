import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

type Patch = Record<string, string | null | undefined>;

/** The search box waits for a pause before it asks the server: one request per word on a slow network, not one per letter. */
export const SEARCH_DELAY_MS = 350;

/**
 * A list screen's filters, search ('q') and page, kept in the URL so Back and a shared link show
 * the same list. A filter at its default stays out of the URL; changing a filter goes back to
 * page 1 and replaces the history entry, while turning a page adds one (Back returns to it).
 * Keys that are not filters (an open drawer's id) survive a reset.
 */
export function useListParams<K extends string>(filters: readonly K[], defaults: Partial<Record<K, string>> = {}) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(filters.map((k) => [k, params.get(k) || defaults[k]])) as Record<
    K,
    string | undefined
  >;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const filtered = filters.some((k) => params.get(k));
  const [text, setText] = useState(values['q' as K] ?? '');

  const set = (patch: Patch, { push = false } = {}) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value && value !== defaults[key as K]) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in patch) && Object.keys(patch).some((k) => (filters as readonly string[]).includes(k)))
          next.delete('page');
        return next;
      },
      { replace: !push },
    );

  const reset = () => {
    setText('');
    set(Object.fromEntries([...filters, 'page'].map((k) => [k, null])));
  };

  useEffect(() => {
    if (text.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => set({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts the wait; the URL catching up must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return {
    values,
    page,
    filtered,
    /** A key that is not a filter, e.g. the entry open in a drawer. */
    get: (key: string) => params.get(key),
    /** What the search box shows; it reaches the URL's 'q' after a pause. */
    text,
    setText,
    setFilter: (key: K, value: string | null | undefined) => set({ [key]: value }),
    setPage: (p: number) => set({ page: String(p) }, { push: true }),
    set,
    reset,
  };
}

export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
