import { cutAt } from './text-cut.ts';

// Shape of GET /api/public/shops, shared by the server module and the /shops island.
export const SHOPS_PAGE_SIZE = 12;
export const SHOPS_QUERY_MAX = 80;

// The answer's shapes are its contract (src/lib/contracts/directory.ts).
export type { PublicShop, PublicShopsPage } from './contracts/directory.ts';

export type PublicShopsQuery = { q: string; category: string; page: number };

/** Reads q, category and page leniently: the directory is public, bad input just means defaults. */
export function parseShopsQuery(params: URLSearchParams): PublicShopsQuery {
  // Text a database cannot hold (a NUL, half an emoji) is dropped, as anything else odd here.
  const text = (name: string) =>
    cutAt((params.get(name) ?? '').replaceAll('\0', '').toWellFormed().trim(), SHOPS_QUERY_MAX);
  const q = text('q');
  const category = text('category');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q, category, page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export function shopsQueryString(query: PublicShopsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
