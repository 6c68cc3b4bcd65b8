import { shopsQueryString, type PublicShopsPage, type PublicShopsQuery } from '../../lib/public-shops.ts';

export type ShopsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PublicShopsPage };

/** One page of the directory from the public API, as what the directory should show. */
export async function fetchShops(
  query: PublicShopsQuery,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<ShopsState> {
  try {
    const response = await fetchImpl(`/api/public/shops${shopsQueryString(query)}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { status: 'ready', data: (await response.json()) as PublicShopsPage };
  } catch {
    return { status: 'error' };
  }
}

// The first page, fetched by the page's own script before the island hydrates, is handed to the
// island when it does: it neither asks twice nor redraws the list under the visitor's finger.
type FirstPage = { key: string; answer: Promise<ShopsState>; state: ShopsState };
let first: FirstPage | null = null;

export function fetchFirstPage(query: PublicShopsQuery): Promise<ShopsState> {
  const entry: FirstPage = { key: shopsQueryString(query), answer: fetchShops(query), state: { status: 'loading' } };
  first = entry;
  void entry.answer.then((state) => {
    entry.state = state;
  });
  return entry.answer;
}

/** The first page for this query, once, if the page's script fetched it. */
export function takeFirstPage(query: PublicShopsQuery): Pick<FirstPage, 'answer' | 'state'> | null {
  const taken = first?.key === shopsQueryString(query) ? first : null;
  first = null;
  return taken;
}
