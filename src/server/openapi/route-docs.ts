import type { RouteDoc } from '../http/route-doc.ts';
import { whatsappDocs } from './docs/whatsapp.ts';
import { connectDocs } from './docs/connect.ts';
import { conversationsDocs } from './docs/conversations.ts';

/**
 * The hand-kept OpenAPI lines of the routes still declared with `route()`, keyed 'METHOD /path'
 * as the route table spells it; a route declared with `declareRoute` carries its own and has no
 * line here (openapi.test.ts fails on either a missing line or a line for a declared route).
 */
/** Every undeclared route's line, in each domain's own file in docs/. */
export const routeDocs: Record<string, RouteDoc> = {
  ...whatsappDocs,
  ...connectDocs,
  ...conversationsDocs,
};
