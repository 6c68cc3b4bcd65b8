import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { signupSchema } from '../../../lib/account-schemas.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users, type User } from '../../db/schema/accounts.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { Deps } from '../../http/context.ts';
import { resetPasswordMail } from '../../email/templates.ts';
import { clear, give, hit } from '../rate-limit/rate-limit.service.ts';
import { findUserByEmail, storePasswordHash } from '../user/user.service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { hashToken, randomToken } from '../../http/tokens.ts';
import { cutAt } from '../../../lib/text-cut.ts';

const LOGIN_WINDOW_MS = 15 * 60_000;
const ACCOUNT_LIMIT = 5; // failures per account per window, then refused
const ADDRESS_LIMIT = 30; // failures per address per window (many accounts behind one NAT)
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refuseOver(counted: { count: number; resetAt: Date }, limit: number): void {
  if (counted.count > limit) {
    const minutes = Math.max(1, Math.ceil((counted.resetAt.getTime() - Date.now()) / 60_000));
    throw new AppError(429, 'too_many_attempts', { minutes });
  }
}

/**
 * Checks a password someone typed, throttled per account (`accountKey`) and per address. Each
 * attempt is counted before the password is checked, atomically in the database (one statement
 * per counter): 40 guesses sent at once get exactly the limit's number of checks, the rest 429,
 * also across several app processes. A right password gives its attempt back (a person behind a
 * shared address is not locked out by others' successful sign-ins) and clears its account's count.
 * Failed attempts are slowed down from the 3rd.
 */
export async function checkPasswordThrottled(
  db: Db,
  keys: { account: string; address: string },
  check: () => Promise<boolean>,
  failure: () => AppError = () => new AppError(401, 'invalid_credentials'),
): Promise<void> {
  const [account, address] = await Promise.all([
    hit(db, keys.account, LOGIN_WINDOW_MS),
    hit(db, keys.address, LOGIN_WINDOW_MS),
  ]);
  refuseOver(account, ACCOUNT_LIMIT);
  refuseOver(address, ADDRESS_LIMIT);
  if (await check()) {
    await Promise.all([clear(db, keys.account), give(db, keys.address)]);
    return;
  }
  if (account.count >= 3) await sleep(Math.min(250 * 2 ** (account.count - 3), 2000));
  throw failure();
}

/**
 * The current password of a signed-in person, before a change that could take the account over
 * (password, e-mail): throttled like sign-in, so a stolen session cannot try passwords at will.
 */
export function checkCurrentPassword(db: Db, user: User, password: string | undefined, ip: string): Promise<void> {
  if (!password) throw badRequest('current_password_required', {}, 'current_password');
  return checkPasswordThrottled(
    db,
    { account: `password:user:${user.id}`, address: `login:address:${ip}` },
    () => verifyPassword(password, user.passwordHash),
    () => badRequest('wrong_password', {}, 'current_password'),
  );
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
