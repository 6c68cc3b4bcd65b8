import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { inlineHashes, type InlineHashes } from './inline-hashes.ts';
import { answerHeaders, pageHeaders } from './security-headers.ts';

/**
 * Every answer's own headers (security-headers.ts), set on Node's response before the app runs.
 * Through Hono they would turn each JSON answer's headers into a Headers object and take
 * @hono/node-server off its fast path (see the request-id note in app.ts); Node merges them with
 * the answer's, the answer's own value winning. Without a Node response (app.fetch called
 * directly) they go through Hono.
 */
export function answerSecurityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers = answerHeaders(c.req.path);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (typeof outgoing?.setHeader === 'function') for (const [name, value] of headers) outgoing.setHeader(name, value);
    else for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}

const MEMO_SIZE = 64;

/**
 * The headers of every HTML page the server sends (site pages, app shells, the 404 page), with
 * the hashes read from the page as sent. A page's hashes are kept by its text (the built pages are
 * a few dozen), so a rebuilt dist/ is picked up without a restart.
 */
export function pageSecurityHeaders(): MiddlewareHandler<AppEnv> {
  const memo = new Map<string, InlineHashes>();
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const html = await c.res.clone().text();
    let inline = memo.get(html);
    if (!inline) {
      inline = inlineHashes(html);
      if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
      memo.set(html, inline);
    }
    const { env } = c.get('deps');
    const headers = pageHeaders(c.req.path, {
      inline,
      origins: { appUrl: env.appUrl, botUrl: env.botUrl, geoUrl: env.PUBLIC_GEO_URL },
    });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}
