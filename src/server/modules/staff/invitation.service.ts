import type { InvitationInfo, InvitationStatus } from '../../../lib/contracts/staff.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/accounts.ts';
import { invitations, shopMembers, shops, type Invitation } from '../../db/schema/shops.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { uniqueOr } from '../../db/pg-errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import { hashToken } from '../../http/tokens.ts';

function statusOf(invitation: Invitation): InvitationStatus {
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'valid';
}

const refusal: Record<Exclude<InvitationStatus, 'valid'>, MessageKey> = {
  used: 'invite_used',
  revoked: 'invite_revoked',
  expired: 'invite_expired',
};

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: invitations, shopName: shops.name, inviter: users.name })
    .from(invitations)
    .innerJoin(shops, eq(shops.id, invitations.shopId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!row) throw new AppError(404, 'invite_invalid');
  return row;
}

/**
 * The language of an invitation mail: the one the inviter chose, else the invitee's own when they
 * already have an account, else the shop's language.
 */
export async function invitationLanguage(
  db: Db,
  email: string,
  chosen: 'en' | 'sw' | undefined,
  shopLanguage: string,
): Promise<'en' | 'sw'> {
  if (chosen) return chosen;
  const [invitee] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
  const lang = invitee?.language ?? shopLanguage;
  return lang === 'sw' ? 'sw' : 'en';
}

/** What the /invite/<token> page shows before the person signs in. */
export async function describeInvitation(db: Db, token: string): Promise<InvitationInfo> {
  const { invitation, shopName, inviter } = await findByToken(db, token);
  return {
    shop_name: shopName,
    inviter_name: inviter,
    email: invitation.email,
    is_admin: invitation.isAdmin,
    status: statusOf(invitation),
  };
}

/** Accepting marks the invitation used in the same transaction that adds the member. */
export async function acceptInvitation(db: Db, token: string, user: User): Promise<string> {
  const { invitation } = await findByToken(db, token);
  const status = statusOf(invitation);
  if (status !== 'valid') throw new AppError(410, refusal[status]);
  if (invitation.email !== user.email) throw new AppError(403, 'invite_email_mismatch', { email: invitation.email });
  // One shop per person: of two invitations accepted at once, the second is refused whole.
  return uniqueOr(conflict('already_member'), () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ shopId: shopMembers.shopId })
        .from(shopMembers)
        .where(eq(shopMembers.userId, user.id));
      if (existing) throw conflict('already_member');
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: new Date(), acceptedBy: user.id })
        .where(
          and(
            eq(invitations.shopId, invitation.shopId),
            eq(invitations.id, invitation.id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning({ id: invitations.id });
      if (!claimed) throw new AppError(410, 'invite_used');
      await tx.insert(shopMembers).values({
        shopId: invitation.shopId,
        userId: user.id,
        isAdmin: invitation.isAdmin,
        permissions: invitation.permissions,
      });
      return invitation.shopId;
    }),
  );
}
