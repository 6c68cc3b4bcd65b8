import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../../lib/account-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import { languageOf } from '../../http/errors.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { jsonBody } from '../../http/validate.ts';
import { toUserDto } from '../user/user.service.ts';
import { createSession, logIn, requestPasswordReset, resetPassword, revokeSession, signUp } from './auth.service.ts';
import { announceChange } from '../../cache-sync.ts';

export const authRoutes: RouteDef[] = [
  route('POST', '/api/auth/signup', PUBLIC, async (c) => {
    const { env, database } = c.get('deps');
    const input = await jsonBody(c, signupSchema);
    const user = await signUp(database.db, { ...input, language: input.language ?? languageOf(c) });
    const session = await createSession(database.db, user.id, env.SESSION_DAYS, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toUserDto(user, null), 201);
  }),

  route('POST', '/api/auth/login', PUBLIC, async (c) => {
    const { env, database } = c.get('deps');
    const input = await jsonBody(c, loginSchema);
    const user = await logIn(database.db, input.email, input.password, clientIp(c));
    const session = await createSession(database.db, user.id, env.SESSION_DAYS, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ ok: true });
  }),

  route('POST', '/api/auth/logout', PUBLIC, async (c) => {
    const hash = c.get('sessionHash');
    if (hash) await revokeSession(c.get('deps').database.db, hash);
    clearSessionCookie(c);
    return c.body(null, 204);
  }),

  route('POST', '/api/auth/forgot-password', PUBLIC, async (c) => {
    const input = await jsonBody(c, forgotPasswordSchema);
    await requestPasswordReset(c.get('deps'), input.email, clientIp(c));
    return c.json({ ok: true }, 202);
  }),

  route('POST', '/api/auth/reset-password', PUBLIC, async (c) => {
    const input = await jsonBody(c, resetPasswordSchema);
    const userId = await resetPassword(c.get('deps').database.db, input.token, input.password);
    await announceChange(c.get('deps'), { user: userId }); // its sessions were just deleted
    return c.json({ ok: true });
  }),
];
