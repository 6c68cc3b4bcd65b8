// The declared API as a type, for the dashboard's typed client (src/islands/dashboard/lib/client.ts).
// Types only: every import is `import type` and erased at build, so the browser may import this one
// server file with `import type` (eslint-zones.js allows exactly that) and no server code reaches the
// bundle. Decision 0017.
import type { DeclaredRoute } from './http/declare-route.ts';
import type { appModules } from './modules.ts';

/**
 * Every route made with declareRoute, each with its literal method and path and its schemas. A
 * module joins through its manifest's `routes` (src/server/modules.ts). The order page, the bot and
 * the webhooks are its `outsideRoutes`, left out: they are the cart's, the widget's, the providers'
 * and Meta's to call, not the dashboard's. A plain RouteDef would have
 * the path `string` and open the client to any path, so only declared routes are kept.
 */
export type ApiRoutes = Extract<(typeof appModules)[number]['routes'][number], DeclaredRoute>;

/** 'GET /api/customers/:id' → that route: the names the client is called with, as in the OpenAPI document. */
export type ApiRouteMap = { [R in ApiRoutes as `${R['method']} ${R['path']}`]: R };
