import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '../../../lib/account-schemas.ts';
import { doneSchema } from '../../../lib/contracts/common.ts';
import { currentUserSchema } from '../../../lib/contracts/user.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { languageOf } from '../../http/errors.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { toUserDto } from '../user/index.ts';
import { createSession, logIn, requestPasswordReset, resetPassword, revokeSession, signUp } from './auth.service.ts';
import { announceChange } from '../../http/cache-sync.ts';
import { dbOf } from '../../http/route-glue.ts';

const tags = ['Auth' as const];

export const authRoutes = [
  declareRoute({
    method: 'POST',
    path: '/api/auth/signup',
    access: PUBLIC,
    tags,
    summary: 'Create an account and sign in (sets the session cookie)',
    body: signupSchema,
    answers: { 201: currentUserSchema },
    errors: [409],
    handler: async (c, { body: input }) => {
      const { env, database } = c.get('deps');
      const user = await signUp(database.db, { ...input, language: input.language ?? languageOf(c) });
      const session = await createSession(database.db, user.id, env.SESSION_DAYS, {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
      });
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json(toUserDto(user, null), 201);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: PUBLIC,
    tags,
    summary: 'Sign in with email and password (sets the session cookie)',
    body: loginSchema,
    answers: { 200: doneSchema },
    errors: [401, 429], // a wrong email or password is 401 invalid_credentials
    handler: async (c, { body }) => {
      const { env, database } = c.get('deps');
      const user = await logIn(database.db, body.email, body.password, clientIp(c));
      const session = await createSession(database.db, user.id, env.SESSION_DAYS, {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
      });
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json({ ok: true as const });
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/auth/logout',
    access: PUBLIC,
    tags,
    summary: 'Sign out: ends the session and clears the cookie',
    answers: { 204: null },
    handler: async (c) => {
      const hash = c.get('sessionHash');
      if (hash) await revokeSession(dbOf(c), hash);
      clearSessionCookie(c);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: PUBLIC,
    tags,
    summary: 'Email a password reset link (same answer whether the account exists or not)',
    body: forgotPasswordSchema,
    answers: { 202: doneSchema },
    errors: [429],
    handler: async (c, { body }) => {
      await requestPasswordReset(c.get('deps'), body.email, clientIp(c));
      return c.json({ ok: true as const }, 202);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: PUBLIC,
    tags,
    summary: 'Set a new password with the token from the reset email; ends every session',
    body: resetPasswordSchema,
    answers: { 200: doneSchema },
    handler: async (c, { body }) => {
      const userId = await resetPassword(dbOf(c), body.token, body.password);
      await announceChange(c.get('deps'), { user: userId }); // its sessions were just deleted
      return c.json({ ok: true as const });
    },
  }),
] satisfies RouteDef[];
