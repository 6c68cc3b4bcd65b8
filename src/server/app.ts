import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/context.ts';
import { AppError, handleError } from './http/errors.ts';
import { mountRoutes, type RouteDef } from './http/route-table.ts';
import type { TagDoc } from './http/route-doc.ts';
import { sessionMiddleware } from './http/session.ts';
import { answerSecurityHeaders } from './http/security-middleware.ts';
import { openCors } from './http/open-cors.ts';
import { appModules } from './modules.ts';

/**
 * Every API route of the product, in the order of the module list (src/server/modules.ts): each
 * manifest's dashboard routes, then those others call. The permissions test walks this list.
 */
export const apiRoutes: RouteDef[] = appModules.flatMap((m) => [...m.routes, ...(m.outsideRoutes ?? [])]);
/** The OpenAPI document's tags, in list order. */
export const apiTags: TagDoc[] = appModules.flatMap((m) => (m.tag ? [m.tag] : []));

// A random prefix per process and a counter: unique across processes, and cheaper than a UUID per request.
const idPrefix = randomUUID().slice(0, 8);
let idCounter = 0;
const nextRequestId = () => `${idPrefix}-${(++idCounter).toString(36)}`;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || nextRequestId();
    c.set('requestId', requestId);
    // No x-request-id header on every answer: one extra header takes @hono/node-server off its
    // fast path (about half the throughput of GET /api/user). Errors carry the id in their body.
    await next();
    if (deps.log.isLevelEnabled('debug') || c.res.status >= 500) {
      deps.log[c.res.status >= 500 ? 'error' : 'debug'](
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });

  app.use(answerSecurityHeaders());

  app.get('/healthz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch {
      return c.json({ status: 'error', database: deps.database.kind }, 503);
    }
  });

  // Uploaded media (/media) is the media module's mount (modules/media/media-routes.ts).

  // The bot API is called by the widget from any merchant's site: open CORS, no cookies read.
  app.use('/plugin/*', openCors(['Content-Type', 'Authorization', 'X-Preview-Token']));
  app.use('/api/*', sessionMiddleware());
  mountRoutes(app, apiRoutes, deps.env.BODY_LIMIT_KB);
  for (const m of appModules) m.mount?.(app);

  // Any other path of the API (the bot's and the webhooks' included) is a JSON 404 of the error
  // contract, never the site's HTML page: the widget and Meta read these answers too.
  for (const prefix of ['/api/*', '/plugin/*', '/webhooks/*'])
    app.all(prefix, () => {
      throw new AppError(404, 'not_found');
    });
  app.onError((error, c) => handleError(error, c, deps.log));
  return app;
}
