import { publicShopsPageSchema } from '../../../lib/contracts/directory.ts';
import { PRODUCT_CATEGORIES } from '../../../lib/options.ts';
import { parseShopsQuery, SHOPS_QUERY_MAX } from '../../../lib/public-shops.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { languageOf } from '../../http/errors.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { listPublicShops } from './directory.service.ts';
import { dbOf } from '../../http/route-glue.ts';

// Same answer for every visitor: browsers and shared caches may keep it for a minute, and serve
// it a little longer while they fetch a fresh copy.
export const DIRECTORY_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const directoryRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/public/shops',
    access: PUBLIC,
    tags: ['Public'],
    summary: 'Shops listed in the directory, searchable by name and category',
    // Read leniently with parseShopsQuery (bad input means defaults, never a 400), so described by hand.
    queryDoc: [
      { name: 'q', description: 'Part of the shop name.', schema: { type: 'string', maxLength: SHOPS_QUERY_MAX } },
      { name: 'category', description: 'One category.', schema: { type: 'string', enum: [...PRODUCT_CATEGORIES] } },
      {
        name: 'page',
        description: 'Page number, from 1; out-of-range values give page 1.',
        schema: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
      },
    ],
    answers: { 200: publicShopsPageSchema },
    cache: DIRECTORY_CACHE,
    handler: async (c) => {
      const query = parseShopsQuery(new URL(c.req.url).searchParams);
      const page = await listPublicShops(dbOf(c), query, languageOf(c));
      c.header('cache-control', DIRECTORY_CACHE);
      c.header('vary', 'accept-language');
      return c.json(page);
    },
  }),
] satisfies RouteDef[];
