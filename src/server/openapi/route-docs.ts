import { type QueryParamDoc, type RouteDoc } from '../http/route-doc.ts';
import { productSetSchema } from '../../lib/catalog-schemas.ts';
import { contactSchema } from '../../lib/contact-schema.ts';
import { PRODUCT_CATEGORIES } from '../../lib/options.ts';
import { SHOPS_QUERY_MAX } from '../../lib/public-shops.ts';
import { chatDocs } from './docs/chat.ts';
import { flowsDocs } from './docs/flows.ts';
import { widgetDocs } from './docs/widget.ts';
import { orderLinkDocs } from './docs/order-link.ts';
import { whatsappDocs } from './docs/whatsapp.ts';
import { connectDocs } from './docs/connect.ts';
import { conversationsDocs } from './docs/conversations.ts';

/**
 * The hand-kept OpenAPI lines of the routes still declared with `route()`, keyed 'METHOD /path'
 * as the route table spells it; a route declared with `declareRoute` carries its own and has no
 * line here (openapi.test.ts fails on either a missing line or a line for a declared route).
 */
const pageParam: QueryParamDoc = { name: 'page', description: 'Page number, from 1; out-of-range values give page 1.', schema: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } };

const coreDocs: Record<string, RouteDoc> = {




  'GET /api/product-sets': { tags: ['Product sets'], summary: 'List product sets' },
  'POST /api/product-sets': { tags: ['Product sets'], summary: 'Create a collection or a rule-based template', body: productSetSchema, status: 201 },
  'POST /api/product-sets/preview': { tags: ['Product sets'], summary: 'Products a set would contain, without saving it', body: productSetSchema },
  'GET /api/product-sets/:id': { tags: ['Product sets'], summary: 'One product set' },
  'PUT /api/product-sets/:id': { tags: ['Product sets'], summary: 'Replace a product set', body: productSetSchema },
  'DELETE /api/product-sets/:id': { tags: ['Product sets'], summary: 'Delete a product set', status: 204 },
  'GET /api/product-sets/:id/products': { tags: ['Product sets'], summary: 'A set and the products it contains now' },




  'GET /api/dashboard/summary': { tags: ['Dashboard'], summary: "Today's orders and sales (East Africa Time) and the latest orders" },

  'POST /api/contact': { tags: ['Public'], summary: 'Send a message from the contact form (rate-limited per address)', body: contactSchema, status: 201, errors: [429] },
  'GET /api/public/shops': {
    tags: ['Public'],
    summary: 'Shops listed in the directory, searchable by name and category',
    // The route reads its query leniently with parseShopsQuery (lib/public-shops.ts), not with zod.
    params: [
      { name: 'q', description: 'Part of the shop name.', schema: { type: 'string', maxLength: SHOPS_QUERY_MAX } },
      { name: 'category', description: 'One category.', schema: { type: 'string', enum: [...PRODUCT_CATEGORIES] } },
      pageParam,
    ],
    cache: 'public, max-age=60, stale-while-revalidate=300',
  },

  'GET /api/openapi.json': { tags: ['Meta'], summary: 'This OpenAPI 3.1 document', cache: 'public, max-age=300' },
};

/** Every route's line: the core ones above and each domain's own file in docs/. */
export const routeDocs: Record<string, RouteDoc> = { ...coreDocs, ...chatDocs, ...flowsDocs, ...widgetDocs, ...orderLinkDocs, ...whatsappDocs, ...connectDocs, ...conversationsDocs };
