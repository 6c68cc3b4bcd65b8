import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';
import { assertSameSite } from './csrf.ts';
import { loadSession } from './load-session.ts';
import { hashToken } from './tokens.ts';
import { announceChange } from './cache-sync.ts';

export const SESSION_COOKIE = 'sid';

/** One cookie's value without parsing the whole header: this runs on every API request. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let start = header.startsWith(name + '=') ? 0 : header.indexOf('; ' + name + '=');
  if (start === -1) return undefined;
  start += start === 0 ? name.length + 1 : name.length + 3;
  const end = header.indexOf(';', start);
  const value = header.slice(start, end === -1 ? undefined : end).trim();
  return value || undefined;
}
/**
 * A readable marker beside the HttpOnly token: it carries no secret, only "someone is signed in",
 * so the apps and the marketing header skip the user call for visitors (spec 7: GET /user runs only
 * when a session cookie exists). See docs/decisions/0004-session-cookies.md.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

function secure(c: Context<AppEnv>): boolean {
  return c.get('deps').env.appUrl.startsWith('https://');
}

/** HttpOnly: page scripts never see the token. SameSite=Lax: other sites cannot post with it. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    path: '/',
    expires: expiresAt,
  });
  setCookie(c, SIGNED_IN_COOKIE, '1', { sameSite: 'Lax', secure: secure(c), path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', secure: secure(c), sameSite: 'Lax' });
}

/**
 * For every API request, in one middleware (it runs on every call, so it stays lean): refuses
 * cross-site writes, loads the user and shop of the session cookie (an unknown or expired cookie is
 * cleared). No Cache-Control by default: API answers have no validators, so nothing stores them
 * heuristically, and the one extra header would halve throughput (docs/decisions/0004).
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readCookie(c.req.header('cookie'), SESSION_COOKIE);
    assertSameSite(c, !!token);
    c.set('user', null);
    c.set('membership', null);
    c.set('sessionHash', null);
    const { database, sessions } = c.get('deps');
    if (token) {
      let found = sessions.get(token) ?? null;
      if (!found) {
        const hash = hashToken(token);
        const loaded = await loadSession(database.db, hash);
        if (loaded) found = sessions.set(token, hash, loaded.user, loaded.membership);
      }
      if (found) {
        c.set('user', found.user);
        c.set('membership', found.membership);
        c.set('sessionHash', found.tokenHash);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
    // Spec 4: any 401 ends the session in the browser; the cookie is HttpOnly, so the server clears it.
    if (c.res.status === 401 && token) clearSessionCookie(c);
    // A successful write may change what a session sees (profile, shop, staff access) and what
    // the chat shows of the shop: every process forgets the caller's and the shop's cached state.
    const user = c.get('user');
    if (user && c.req.method !== 'GET' && c.res.status < 400) {
      await announceChange(c.get('deps'), { user: user.id, shop: c.get('membership')?.shop.id });
    }
  };
}
