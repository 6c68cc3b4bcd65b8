import type { CurrentUser } from '../../../lib/contracts/user.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users, type User } from '../../db/schema/accounts.ts';
import type { Membership } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import { uniqueOr } from '../../db/pg-errors.ts';
import { hashPassword } from './password.ts';

export function toUserDto(user: User, membership: Membership | null): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    // Written only through languageSchema.
    language: user.language as CurrentUser['language'],
    shop_id: membership?.shop.id ?? null,
    is_owner: membership?.member.isOwner ?? false,
    permissions: membershipPermissions(membership?.member),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { name?: string; email?: string; phone?: string; language?: 'en' | 'sw' },
): Promise<User> {
  if (input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)));
    if (taken) throw conflict('email_taken', {}, 'email');
  }
  // Two people taking the same new address at once: the check above passed for both.
  const [user] = await uniqueOr(conflict('email_taken', {}, 'email'), () =>
    db
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(),
  );
  return user!;
}

/** Changing the password signs out every other session of the account. */
export async function setPassword(
  db: Db,
  userId: string,
  password: string,
  keepSessionHash: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => storePasswordHash(tx, userId, passwordHash, keepSessionHash));
}

export async function storePasswordHash(
  db: Db | Tx,
  userId: string,
  passwordHash: string,
  keepSessionHash: string | null,
) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db
    .delete(sessions)
    .where(
      keepSessionHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash))
        : eq(sessions.userId, userId),
    );
}
