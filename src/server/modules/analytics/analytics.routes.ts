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
import { forbidden } from '../../http/errors.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import type { AnalyticsView } from '../../../lib/analytics-schemas.ts';
import { canSeeSales, missingForAnalyticsView } from '../../../lib/analytics-access.ts';
import {
  analyticsChannels,
  analyticsChat,
  analyticsCustomers,
  analyticsOverview,
  analyticsPeaks,
  analyticsProducts,
} from './analytics.service.ts';
import { dbOf, userOf } from '../../http/route-glue.ts';
import { analyticsDiscountsSchema } from '../../../lib/contracts/discount.ts';
import { analyticsDiscounts } from './analytics-discounts.ts';

type C = Parameters<RouteDef['handler']>[0];
/**
 * The shop of a member who may see this view (src/lib/analytics-access.ts), else 403 naming the
 * permission that is missing: sales need orders or transactions read, names of customers need
 * customers read (docs/decisions/0029-analytics-permissions.md).
 */
const shopFor = (c: C, view: AnalyticsView) => {
  const membership = requireMembership(c);
  const missing = missingForAnalyticsView(membershipPermissions(membership.member), view);
  if (missing) throw forbidden('permission_denied', missing);
  return membership.shop.id;
};
const tags = ['Analytics' as const];
const rangeDoc =
  'Days are days in Tanzania (EAT, UTC+3). Cancelled orders are left out. Each figure comes with the previous period of the same length.';

// Open to members, each view to those who may read what it shows (decision 0029): 403 otherwise.
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsOverview(dbOf(c), shopFor(c, 'overview'), query)),
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsProducts(dbOf(c), shopFor(c, 'products'), query)),
  }),
  declareRoute({
    method: 'GET',
    path: '/api/analytics/discounts',
    access: MEMBER,
    tags,
    summary: 'Discount codes used: orders with a code and what the codes took off',
    description: rangeDoc,
    query: analyticsQuerySchema,
    answers: { 200: analyticsDiscountsSchema },
    errors: [403],
    // A sales figure: shown to who may see the overview's sales.
    handler: async (c, { query }) => c.json(await analyticsDiscounts(dbOf(c), shopFor(c, 'overview'), query)),
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsPeaks(dbOf(c), shopFor(c, 'peaks'), query)),
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsChannels(dbOf(c), shopFor(c, 'channels'), query)),
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsCustomers(dbOf(c), shopFor(c, 'customers'), query)),
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
    errors: [403],
    handler: async (c, { query }) => c.json(await analyticsChat(dbOf(c), shopFor(c, 'chat'), query)),
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
    errors: [403],
    handler: async (c, { query }) => {
      const { view, ...range } = query;
      // Queried before the answer starts, so a refused range is a 400, not a broken download.
      const chunks = analyticsCsv(dbOf(c), shopFor(c, view), view, range);
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
    errors: [403, 429],
    handler: (c) => {
      const membership = requireMembership(c);
      if (!canSeeSales(membershipPermissions(membership.member)))
        throw forbidden('permission_denied', { resource: 'orders', action: 'read' });
      return openLiveStream(c.get('deps').database, membership.shop.id, userOf(c), c.req.raw.signal);
    },
  }),
] satisfies RouteDef[];
