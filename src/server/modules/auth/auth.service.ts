import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { signupSchema } from '../../../lib/account-schemas.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users, type User } from '../../db/schema/accounts.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { Deps } from '../../http/context.ts';
import { resetPasswordMail } from '../../email/templates.ts';
import { hit } from '../rate-limit/index.ts';
import { findUserByEmail, storePasswordHash } from '../user/index.ts';
import { checkPasswordThrottled, LOGIN_WINDOW_MS } from '../user/index.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../user/index.ts';
import { hashToken, randomToken } from '../../http/tokens.ts';
import { cutAt } from '../../../lib/text-cut.ts';

const RESET_TTL_MS = 60 * 60_000;

export async function createSession(db: Db, userId: string, days: number, meta: { ip: string; userAgent?: string }) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent === undefined ? undefined : cutAt(meta.userAgent, 300),
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function signUp(db: Db, input: z.infer<typeof signupSchema>): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      language: input.language ?? 'en',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict('email_taken', {}, 'email');
  return user;
}

/** Signs in: throttled as above; the same answer for an unknown e-mail and a wrong password. */
export async function logIn(db: Db, email: string, password: string, ip: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  await checkPasswordThrottled(db, { account: `login:account:${email}`, address: `login:address:${ip}` }, () =>
    (async () => (await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()))) && !!user)(),
  );
  return user!;
}

/** Always answers the same way, so the form does not reveal which emails have accounts. */
export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<void> {
  const { db } = deps.database;
  const perAddress = await hit(db, `reset:address:${ip}`, LOGIN_WINDOW_MS);
  if (perAddress.count > 10)
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.ceil((perAddress.resetAt.getTime() - Date.now()) / 1000),
    });
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await db
    .insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${deps.env.appUrl}/reset-password?token=${token}`;
  const mail = resetPasswordMail(user.language === 'sw' ? 'sw' : 'en', user.name, link);
  await deps.mailer.send({ to: user.email, ...mail });
}

/** One-time: the token is marked used in the same statement that checks it, so two tabs cannot both use it. */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const tokenHash = hashToken(token);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (used) await storePasswordHash(tx, used.userId, passwordHash, null);
    return used?.userId ?? null;
  });
  if (userId) return userId;
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  throw badRequest(row && !row.usedAt ? 'reset_expired' : 'reset_invalid', {}, 'token');
}
