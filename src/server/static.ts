import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { serveStatic } from '@hono/node-server/serve-static';
import { splitLocale } from '../i18n/routes.ts';
import type { AppEnv } from './http/context.ts';
import { isApiPath, spaShellFor } from './http/paths.ts';
import { pageSecurityHeaders } from './http/security-middleware.ts';
import { isOperator } from './http/route-table.ts';
import { sessionMiddleware } from './http/session.ts';

/**
 * The built site: hashed assets cached for good, pages revalidated, every deep link of the two
 * apps answered with its shell, anything else the 404 page of its language (/sw/… gets Swahili's).
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : compress()(c, next)));
  mountWidget(app, path.join(distDir, 'widget'));
  app.use('/_astro/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // Every HTML page below (site pages, app shells, the 404 page): its CSP, framing and referrer rules.
  const pageHeaders = pageSecurityHeaders();
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : pageHeaders(c, next)));
  // The operators' console (issue 29): to a signed-in person who is not an operator its page does
  // not exist (the 404 page below, as for any unknown path); a visitor gets the app, which sends
  // them to sign in and back. Its API answers alike (OPERATOR access).
  for (const page of ['/operator', '/operator/*'])
    app.use(page, sessionMiddleware(), async (c, next) => {
      if (c.get('user') && !isOperator(c)) return c.notFound();
      await next();
    });
  app.use('*', async (c, next) => {
    const shell = spaShellFor(c.req.path);
    if (!shell) return next();
    const html = await readFile(path.join(distDir, shell, 'index.html'), 'utf8');
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.ok && type.includes('text/html')) c.header('cache-control', 'no-cache');
  });
  // Astro writes the Swahili 404 as a page of its own (sw/404/index.html): asked for by its
  // address, it is still an answer of 404, not a page of 200.
  app.use('*', async (c, next) => (c.req.path.replace(/\/(index\.html)?$/, '') === '/sw/404' ? c.notFound() : next()));
  app.use('*', serveStatic({ root }));
  app.notFound(async (c) => {
    const page = NOT_FOUND_PAGES[splitLocale(c.req.path).lang];
    const html = await readFile(path.join(distDir, page), 'utf8').catch(() => 'Not found');
    return c.html(html, 404);
  });
}

const NOT_FOUND_PAGES = { en: '404.html', sw: path.join('sw', '404', 'index.html') } as const;

const WIDGET_CHUNK = /^[\w-]+\.js$/;
const JS = 'text/javascript; charset=utf-8';

/**
 * The standalone widget (src/widget): /widget.js is the stable address merchants paste, so it is
 * cached briefly and revalidated; its chunks are content-hashed, cached for good, and open to
 * every origin (the loader imports them as modules from the merchant's page, which needs CORS).
 * `astro build` makes them (src/widget/astro-integration.ts).
 */
function mountWidget(app: Hono<AppEnv>, widgetDir: string): void {
  const loader = path.join(widgetDir, 'widget.js');
  app.get('/widget.js', compress(), etag(), async (c) => {
    const body = await readFile(loader).catch(() => null);
    if (!body) return c.notFound();
    return c.body(body, 200, {
      'content-type': JS,
      'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
      'access-control-allow-origin': '*',
    });
  });
  app.get('/widget/chunks/:file', async (c) => {
    const file = c.req.param('file');
    if (!WIDGET_CHUNK.test(file)) return c.notFound();
    const body = await readFile(path.join(widgetDir, 'chunks', file)).catch(() => null);
    if (!body) return c.notFound();
    return c.body(body, 200, {
      'content-type': JS,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
  });
}
