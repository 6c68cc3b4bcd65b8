import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin on
 * cross-site POSTs (and Sec-Fetch-Site), so a foreign Origin is refused; requests without a
 * session cookie have nothing to forge and pass (sign-in, public forms, webhooks).
 */
export function assertSameSite(c: Context<AppEnv>, hasSessionCookie: boolean): void {
  if (SAFE.has(c.req.method) || !hasSessionCookie) return;
  const { env } = c.get('deps');
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const own = new URL(c.req.url).origin;
  const trusted = new Set([
    own,
    new URL(env.appUrl).origin,
    ...env.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ]);
  const crossSite = origin ? !trusted.has(origin) : site === 'cross-site' || site === 'same-site';
  if (crossSite) throw new AppError(403, 'cross_site');
}
