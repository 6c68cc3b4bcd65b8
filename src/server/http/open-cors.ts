import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context.ts';

/**
 * CORS open to any origin, without cookies (the bot API, which the widget calls from any
 * merchant's site). A preflight (OPTIONS) is answered by hono's cors. Every other answer gets its
 * Access-Control-Allow-Origin on Node's response before the app runs, as the security headers do
 * (security-middleware.ts): hono's cors sets it on c.res before the handler, and Hono then rebuilds
 * every answer to copy that header over (a second Response, two Headers objects), which cost the
 * chat's hot path a few per cent of its CPU (docs/decisions/0055). Node merges it with the
 * answer's own headers. Without a Node response (app.fetch called directly) it goes through Hono.
 */
export function openCors(allowHeaders: string[]): MiddlewareHandler<AppEnv> {
  const preflight = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders, maxAge: 86400 });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (typeof outgoing?.setHeader === 'function') outgoing.setHeader('Access-Control-Allow-Origin', '*');
    else c.header('Access-Control-Allow-Origin', '*');
    await next();
  };
}
