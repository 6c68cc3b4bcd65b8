import {
  analyticsChannelsSchema,
  analyticsChatSchema,
  analyticsCustomersSchema,
  analyticsOverviewSchema,
  analyticsPeaksSchema,
  analyticsProductsSchema,
} from '../../../lib/contracts/analytics.ts';
import { analyticsExportQuerySchema, analyticsQuerySchema } from '../../../lib/analytics-schemas.ts';
import { csvDownload } from '../../http/csv-download.ts';
import { analyticsCsv } from './analytics-export.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { CSV, EVENTS } from '../../http/route-doc.ts';
import { openLiveStream } from './live-sales.ts';
import { MEMBER, requireMembership, type RouteDef } from '../../http/route-table.ts';
import {
  analyticsChannels,
  analyticsChat,
  analyticsCustomers,
  analyticsOverview,
  analyticsPeaks,
  analyticsProducts,
} from './analytics.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;
const tags = ['Analytics' as const];
const rangeDoc =
  'Days are days in Tanzania (EAT, UTC+3). Cancelled orders are left out. Each figure comes with the previous period of the same length.';

// Open to every member of the shop (spec 2.5: analytics has no permission of its own).
export const analyticsRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/analytics/overview',
    access: MEMBER,
    tags,
    summary: 'Orders, sales, average order value and items sold, with sales over time',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsOverviewSchema },
    handler: async (c, { query }) => c.json(await analyticsOverview(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/products',
    access: MEMBER,
    tags,
    summary: 'Best sellers by quantity and by revenue, and products that did not sell',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsProductsSchema },
    handler: async (c, { query }) => c.json(await analyticsProducts(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/peaks',
    access: MEMBER,
    tags,
    summary: 'Orders by weekday and hour, and the busiest window',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsPeaksSchema },
    handler: async (c, { query }) => c.json(await analyticsPeaks(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/channels',
    access: MEMBER,
    tags,
    summary: 'Orders and sales by channel and by payment method',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsChannelsSchema },
    handler: async (c, { query }) => c.json(await analyticsChannels(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/customers',
    access: MEMBER,
    tags,
    summary: 'New and returning customers, top customers and the repeat rate',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsCustomersSchema },
    handler: async (c, { query }) => c.json(await analyticsCustomers(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/chat',
    access: MEMBER,
    tags,
    summary: 'Conversations started and the orders placed from them, by channel',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsChatSchema },
    handler: async (c, { query }) => c.json(await analyticsChat(dbOf(c), shopOf(c), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/export',
    access: MEMBER,
    tags,
    summary: 'Download what one view of /analytics shows, as CSV',
    description: rangeDoc,
    query: analyticsExportQuerySchema,
    answers: { 200: CSV },
    handler: async (c, { query }) => {
      const { view, ...range } = query;
      // Queried before the answer starts, so a refused range is a 400, not a broken download.
      const chunks = analyticsCsv(dbOf(c), shopOf(c), view, range);
      const first = await chunks.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* chunks;
      }
      return csvDownload(c, all(), `analytics-${view}.csv`);
    },
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/live',
    access: MEMBER,
    tags,
    summary: 'Server-sent events: one per order written, paid or cancelled in the shop',
    description:
      'A text/event-stream that stays open: `event: change` with data `{"kind":"order"|"payment"|"cancel","at":"<ISO>"}` after each change to the figures, and a comment line every 25 s. 429 when too many are open for the shop or the person.',
    answers: { 200: EVENTS },
    errors: [429],
    handler: (c) => {
      const membership = requireMembership(c);
      return openLiveStream(c.get('deps').database, membership.shop.id, c.get('user')!.id, c.req.raw.signal);
    },
  }),
] satisfies RouteDef[];
