import type { z } from 'zod';

/**
 * What the OpenAPI document says about a route. A route made with `declareRoute` holds it in its
 * declaration (and the mount validates with the very same schemas); the routes still made with
 * `route()` have a line in src/server/openapi/route-docs.ts instead.
 *
 * - body: the zod schema of a JSON body; upload: a multipart form (field name, accepted types) instead.
 * - query: the zod schema of the query string; params: hand-described query parameters, only for
 *   routes that read their query without an importable zod schema.
 * - answers: the success statuses, each with the zod schema of its body (src/lib/contracts/), CSV,
 *   or null for no content; status: the success status of an undeclared route when it is not 200.
 * - errors: statuses beyond those implied by the access and the inputs (409 conflicts, 410 gone,
 *   429 rate limits; 403 and 404 where a public route refuses a token: a foreign preview token,
 *   a forged order link).
 */
export type Tag = (typeof TAGS)[number]['name'];
export type QueryParamDoc = { name: string; description: string; schema: Record<string, unknown> };
export const CSV = 'text/csv';
export type Answer = z.ZodType | typeof CSV | null;
export type SuccessStatus = 200 | 201 | 202 | 204;
export type Answers = Partial<Record<SuccessStatus, Answer>>;
export type ErrorStatus = 403 | 404 | 409 | 410 | 422 | 429;
export type RouteDoc = {
  summary: string;
  tags: Tag[];
  body?: z.ZodType;
  upload?: { field: string; types: string[]; alsoRaw?: string[] };
  query?: z.ZodType;
  params?: QueryParamDoc[];
  answers?: Answers;
  status?: Exclude<SuccessStatus, 200>;
  errors?: ErrorStatus[];
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
