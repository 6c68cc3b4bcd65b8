import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/accounts.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { clear, give, hit } from '../rate-limit/index.ts';
import { verifyPassword } from './password.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
const ACCOUNT_LIMIT = 5; // failures per account per window, then refused
const ADDRESS_LIMIT = 30; // failures per address per window (many accounts behind one NAT)

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
