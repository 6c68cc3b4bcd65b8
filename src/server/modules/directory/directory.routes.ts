import { parseShopsQuery } from '../../../lib/public-shops.ts';
import { languageOf } from '../../http/errors.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { listPublicShops } from './directory.service.ts';

// Same answer for every visitor: browsers and shared caches may keep it for a minute, and serve
// it a little longer while they fetch a fresh copy.
export const DIRECTORY_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const directoryRoutes: RouteDef[] = [
  route('GET', '/api/public/shops', PUBLIC, async (c) => {
    const query = parseShopsQuery(new URL(c.req.url).searchParams);
    const page = await listPublicShops(c.get('deps').database.db, query, languageOf(c));
    c.header('cache-control', DIRECTORY_CACHE);
    c.header('vary', 'accept-language');
    return c.json(page);
  }),
];
