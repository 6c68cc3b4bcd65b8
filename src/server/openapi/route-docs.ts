import type { z } from 'zod';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, profileSchema, resetPasswordSchema, signupSchema } from '../../lib/account-schemas.ts';
import { pageQuerySchema, productCreateSchema, productListQuerySchema, productSetSchema, productUpdateSchema, stockAdjustSchema } from '../../lib/catalog-schemas.ts';
import { contactSchema } from '../../lib/contact-schema.ts';
import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema, segmentRuleSchema, segmentSchema } from '../../lib/customer-schemas.ts';
import { orderCreateSchema, orderListQuerySchema, posSettingsSchema, transitionSchema, workflowSchema } from '../../lib/order-schemas.ts';
import { PRODUCT_CATEGORIES } from '../../lib/options.ts';
import { SHOPS_QUERY_MAX } from '../../lib/public-shops.ts';
import { shopCreateSchema, shopUpdateSchema } from '../../lib/shop-schemas.ts';
import { accessSchema, inviteSchema } from '../../lib/staff-schemas.ts';
import { chatDocs } from './docs/chat.ts';
import { flowsDocs } from './docs/flows.ts';
import { widgetDocs } from './docs/widget.ts';
import { orderLinkDocs } from './docs/order-link.ts';
import { whatsappDocs } from './docs/whatsapp.ts';
import { connectDocs } from './docs/connect.ts';
import { conversationsDocs } from './docs/conversations.ts';

/**
 * What the OpenAPI document says about each route of `apiRoutes`, keyed 'METHOD /path' as the
 * route table spells it. The schemas are the very ones the routes validate with (same imports),
 * so the document cannot drift from the validation. openapi.test.ts fails when a route has no line.
 *
 * - body: the zod schema of a JSON body; upload: a multipart form (field name, accepted types) instead.
 * - query: the zod schema of the query string; params: hand-described query parameters, only for
 *   routes that read their query without an importable zod schema.
 * - status: the success status when it is not 200; errors: statuses beyond those implied by the access
 *   and the inputs (409 conflicts, 410 gone, 429 rate limits).
 */
export type Tag = (typeof TAGS)[number]['name'];
export type QueryParamDoc = { name: string; description: string; schema: Record<string, unknown> };
export type RouteDoc = {
  summary: string;
  tags: Tag[];
  body?: z.ZodType;
  upload?: { field: string; types: string[]; alsoRaw?: string[] };
  query?: z.ZodType;
  params?: QueryParamDoc[];
  status?: 201 | 202 | 204;
  errors?: (409 | 410 | 422 | 429)[];
  /** Takes an Idempotency-Key header (src/server/http/idempotency.ts). */
  idempotent?: true;
  description?: string;
  cache?: string;
};

export const TAGS = [
  { name: 'Auth', description: 'Sign up, sign in and out, password reset. A session is an HttpOnly cookie named sid.' },
  { name: 'Account', description: 'The signed-in user: profile and password.' },
  { name: 'Shop', description: "The signed-in user's shop and its settings." },
  { name: 'Staff', description: 'Members of the shop, their permissions and invitations.' },
  { name: 'Products', description: 'Catalogue: products, variants, add-ons, images, stock, CSV import and export.' },
  { name: 'Product sets', description: 'Hand-picked collections and rule-based templates of products.' },
  { name: 'Customers', description: "The shop's customers." },
  { name: 'Segments', description: 'Saved groups of customers defined by criteria.' },
  { name: 'Orders', description: 'Orders, their status workflow and the point of sale.' },
  { name: 'Dashboard', description: 'Figures for the back-office home screen.' },
  { name: 'Chat flows', description: "The shop's bot flow: draft, validation and published versions." },
  { name: 'Bot', description: 'The bot API the chat widget calls from any site (CORS open, no cookie).' },
  { name: 'Widget', description: 'Chat widget settings: theme and embed code.' },
  { name: 'Order page', description: 'The tokenised order page a customer opens from the chat.' },
  { name: 'WhatsApp', description: 'WhatsApp Cloud API: number connection and the webhook Meta calls.' },
  { name: 'Conversations', description: 'The inbox of WhatsApp and widget chats.' },
  { name: 'Webhook logs', description: 'Every inbound webhook and outbound call, with replay.' },
  { name: 'Public', description: 'Open to anyone without signing in: the shops directory and the contact form.' },
  { name: 'Meta', description: 'This document.' },
] as const;

const pageParam: QueryParamDoc = { name: 'page', description: 'Page number, from 1; out-of-range values give page 1.', schema: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } };

const coreDocs: Record<string, RouteDoc> = {
  'POST /api/auth/signup': { tags: ['Auth'], summary: 'Create an account and sign in (sets the session cookie)', body: signupSchema, status: 201, errors: [409] },
  'POST /api/auth/login': { tags: ['Auth'], summary: 'Sign in with email and password (sets the session cookie)', body: loginSchema, errors: [429] },
  'POST /api/auth/logout': { tags: ['Auth'], summary: 'Sign out: ends the session and clears the cookie', status: 204 },
  'POST /api/auth/forgot-password': { tags: ['Auth'], summary: 'Email a password reset link (same answer whether the account exists or not)', body: forgotPasswordSchema, status: 202, errors: [429] },
  'POST /api/auth/reset-password': { tags: ['Auth'], summary: 'Set a new password with the token from the reset email; ends every session', body: resetPasswordSchema },

  'GET /api/user': { tags: ['Account'], summary: 'The signed-in user, their shop and permissions' },
  'PUT /api/user': { tags: ['Account'], summary: 'Update name, email, phone or language', body: profileSchema, errors: [409] },
  'PUT /api/user/password': { tags: ['Account'], summary: 'Change the password; other sessions are ended', body: changePasswordSchema },

  'GET /api/shop': { tags: ['Shop'], summary: "The signed-in user's shop (404 when they have none yet)" },
  'POST /api/shop': { tags: ['Shop'], summary: 'Create a shop; the caller becomes its owner', body: shopCreateSchema, status: 201, errors: [409] },
  'PUT /api/shop': { tags: ['Shop'], summary: 'Update the shop profile and directory listing', body: shopUpdateSchema },
  'PUT /api/shop/logo': { tags: ['Shop'], summary: 'Upload the shop logo (PNG, JPEG or WebP, up to 2 MB)', upload: { field: 'logo', types: ['image/png', 'image/jpeg', 'image/webp'] } },

  'GET /api/staff': { tags: ['Staff'], summary: 'Members of the shop and pending invitations' },
  'POST /api/staff/invitations': { tags: ['Staff'], summary: 'Invite someone by email; answers the invitation link too', body: inviteSchema, status: 201, errors: [409] },
  'DELETE /api/staff/invitations/:id': { tags: ['Staff'], summary: 'Revoke a pending invitation', status: 204 },
  'PUT /api/staff/:userId': { tags: ['Staff'], summary: "Change a member's permissions", body: accessSchema },
  'DELETE /api/staff/:userId': { tags: ['Staff'], summary: 'Remove a member from the shop', status: 204 },
  'GET /api/invitations/:token': { tags: ['Staff'], summary: 'Describe an invitation (shop, inviter, email) before accepting it' },
  'POST /api/invitations/:token/accept': { tags: ['Staff'], summary: 'Accept an invitation and join the shop', errors: [409, 410] },

  'GET /api/products': { tags: ['Products'], summary: 'List products with search, filters and pages', query: productListQuerySchema },
  'POST /api/products': { tags: ['Products'], summary: 'Create a product with its variants and add-on groups', body: productCreateSchema, status: 201, errors: [409] },
  'GET /api/products/export': { tags: ['Products'], summary: 'Download every product as CSV' },
  'POST /api/products/import': {
    tags: ['Products'],
    summary: 'Import products from CSV; a dry run reports without saving',
    upload: { field: 'file', types: ['text/csv'], alsoRaw: ['text/csv', 'text/plain'] },
    // The route validates dry_run with an inline zod schema (products.routes.ts), so it is described by hand.
    params: [{ name: 'dry_run', description: 'true: check every row and report, save nothing.', schema: { type: 'string', enum: ['true', 'false'], default: 'false' } }],
    description: 'Send a multipart form with a `file` field, or the CSV itself as text/csv. Rows that cannot be saved are listed in a 400 answer with their line numbers.',
  },
  'GET /api/products/:id': { tags: ['Products'], summary: 'One product with variants, add-ons, images and stock' },
  'PUT /api/products/:id': { tags: ['Products'], summary: 'Update a product; given lists (variants, add-ons, images) replace the stored ones', body: productUpdateSchema, errors: [409] },
  'DELETE /api/products/:id': { tags: ['Products'], summary: 'Delete a product (kept for past orders)', status: 204 },
  'POST /api/products/:id/images': { tags: ['Products'], summary: 'Add an image to a product (up to 5 MB)', upload: { field: 'image', types: ['image/png', 'image/jpeg', 'image/webp'] }, status: 201, errors: [409] },
  'DELETE /api/products/:id/images/:imageId': { tags: ['Products'], summary: 'Remove an image from a product', status: 204 },
  'POST /api/products/:id/stock': { tags: ['Products'], summary: 'Adjust the stock of a product or variant, with a reason', body: stockAdjustSchema, errors: [409] },
  'GET /api/products/:id/movements': { tags: ['Products'], summary: 'Stock history of a product, newest first', query: pageQuerySchema },

  'GET /api/product-sets': { tags: ['Product sets'], summary: 'List product sets' },
  'POST /api/product-sets': { tags: ['Product sets'], summary: 'Create a collection or a rule-based template', body: productSetSchema, status: 201 },
  'POST /api/product-sets/preview': { tags: ['Product sets'], summary: 'Products a set would contain, without saving it', body: productSetSchema },
  'GET /api/product-sets/:id': { tags: ['Product sets'], summary: 'One product set' },
  'PUT /api/product-sets/:id': { tags: ['Product sets'], summary: 'Replace a product set', body: productSetSchema },
  'DELETE /api/product-sets/:id': { tags: ['Product sets'], summary: 'Delete a product set', status: 204 },
  'GET /api/product-sets/:id/products': { tags: ['Product sets'], summary: 'A set and the products it contains now' },

  'GET /api/customers': { tags: ['Customers'], summary: 'List customers, searchable by name or phone', query: customerListQuerySchema },
  'POST /api/customers': { tags: ['Customers'], summary: 'Add a customer', body: customerCreateSchema, status: 201, errors: [409] },
  'GET /api/customers/:id': { tags: ['Customers'], summary: 'One customer with their recent orders' },
  'PUT /api/customers/:id': { tags: ['Customers'], summary: 'Update a customer', body: customerUpdateSchema, errors: [409] },

  'GET /api/segments': { tags: ['Segments'], summary: 'List customer segments, each with its member count' },
  'POST /api/segments/count': { tags: ['Segments'], summary: 'Count the customers matching criteria (reads only)', body: segmentRuleSchema },
  'POST /api/segments': { tags: ['Segments'], summary: 'Create a segment', body: segmentSchema, status: 201 },
  'GET /api/segments/:id': { tags: ['Segments'], summary: 'One segment with its current count' },
  'PUT /api/segments/:id': { tags: ['Segments'], summary: 'Replace a segment', body: segmentSchema },
  'DELETE /api/segments/:id': { tags: ['Segments'], summary: 'Delete a segment', status: 204 },
  'GET /api/segments/:id/customers': { tags: ['Segments'], summary: 'Customers in a segment, paginated', query: pageQuerySchema },
  'GET /api/segments/:id/export': { tags: ['Segments'], summary: 'Download the customers in a segment as CSV' },

  'GET /api/orders': { tags: ['Orders'], summary: 'List orders by status, customer, dates or search', query: orderListQuerySchema },
  'POST /api/orders': { tags: ['Orders'], summary: 'Create an order; stock is reserved at once', body: orderCreateSchema, status: 201, errors: [409, 422], idempotent: true },
  'GET /api/orders/:id': { tags: ['Orders'], summary: 'One order with lines, charges and status history' },
  'POST /api/orders/:id/transitions': { tags: ['Orders'], summary: "Move an order to another status along the shop's workflow", body: transitionSchema, errors: [409] },
  'GET /api/order-workflow': { tags: ['Orders'], summary: "The shop's order statuses and allowed transitions" },
  'PUT /api/order-workflow': { tags: ['Orders'], summary: 'Replace the order workflow and its customer notifications', body: workflowSchema },
  'GET /api/pos-settings': { tags: ['Orders'], summary: 'Point-of-sale settings: receipt texts, charges, cash rounding' },
  'PUT /api/pos-settings': { tags: ['Orders'], summary: 'Update the point-of-sale settings', body: posSettingsSchema },

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
