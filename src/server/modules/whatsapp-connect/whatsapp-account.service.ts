import { and, desc, eq, gte, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookLogs, whatsappAccounts, type WhatsappAccount } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { accessTokenOf, accountOfShop } from '../../whatsapp/account.ts';
import { mask, open } from '../../whatsapp/secret-box.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { SYNC_TYPES, type SyncType } from '../../../lib/connect-schemas.ts';
import type { Connection, SyncState } from '../../../lib/contracts/whatsapp.ts';

export type AccountFields = Omit<typeof whatsappAccounts.$inferInsert, 'shopId' | 'connectedAt' | 'updatedAt'>;

export async function requireAccount(db: Db, shopId: string): Promise<WhatsappAccount> {
  const account = await accountOfShop(db, shopId);
  if (!account) throw notFound('connect_not_connected');
  return account;
}

/** A number belongs to one shop: connecting one that another shop holds is refused before any call to Meta. */
export async function assertNumberFree(db: Db, shopId: string, phoneNumberId: string): Promise<void> {
  const [other] = await db
    .select({ shopId: whatsappAccounts.shopId })
    .from(whatsappAccounts)
    .where(and(eq(whatsappAccounts.phoneNumberId, phoneNumberId), ne(whatsappAccounts.shopId, shopId)));
  if (other) throw conflict('connect_number_taken', {}, 'phone_number_id');
}

/** Stores (or replaces) the shop's one account; the unique number index settles a race between two shops. */
export async function saveAccount(db: Db, shopId: string, fields: AccountFields): Promise<void> {
  try {
    await db
      .insert(whatsappAccounts)
      .values({ shopId, ...fields, connectedAt: sql`now()`, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: whatsappAccounts.shopId,
        set: { ...fields, connectedAt: sql`now()`, updatedAt: sql`now()` },
      });
  } catch (error) {
    if (isUniqueViolation(error, 'whatsapp_accounts_phone_uq'))
      throw conflict('connect_number_taken', {}, 'phone_number_id');
    throw error;
  }
}

export async function markAccount(
  db: Db,
  shopId: string,
  status: WhatsappAccount['status'],
  lastError: string | null,
): Promise<void> {
  await db
    .update(whatsappAccounts)
    .set({ status, lastError, updatedAt: sql`now()` })
    .where(eq(whatsappAccounts.shopId, shopId));
}

/**
 * Coexistence syncs run once each (protocols.md §1). Their state is read from the logged Graph calls
 * of this connection (POST /{phone_number_id}/smb_app_data), so no extra table is needed.
 */
export async function syncStates(db: Db, account: WhatsappAccount): Promise<Record<SyncType, SyncState>> {
  const rows = await db
    .select({
      body: webhookLogs.requestBody,
      status: webhookLogs.statusCode,
      error: webhookLogs.error,
      at: webhookLogs.createdAt,
    })
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.shopId, account.shopId),
        eq(webhookLogs.direction, 'out'),
        // The client logs the versioned path: /v23.0/{phone_number_id}/smb_app_data.
        like(webhookLogs.endpoint, `%/${account.phoneNumberId}/smb_app_data`),
        gte(webhookLogs.createdAt, account.connectedAt),
      ),
    )
    .orderBy(desc(webhookLogs.createdAt));
  const states = Object.fromEntries(
    SYNC_TYPES.map((type) => [type, { status: 'not_requested', at: null, error: null }]),
  ) as Record<SyncType, SyncState>;
  for (const type of SYNC_TYPES) {
    const calls = rows.filter((r) => (r.body as { sync_type?: string } | null)?.sync_type === type);
    const done = calls.find((r) => r.status !== null && r.status < 400 && !r.error);
    const last = calls[0];
    if (done) states[type] = { status: 'requested', at: done.at.toISOString(), error: null };
    else if (last) states[type] = { status: 'failed', at: last.at.toISOString(), error: last.error?.title ?? null };
  }
  return states;
}

/** What GET /api/whatsapp answers: never a secret, only their last 4 characters. */
export async function connectionView(db: Db, env: Env, shopId: string): Promise<Connection> {
  const account = await accountOfShop(db, shopId);
  const webhookUrl = `${env.appUrl}/webhooks/whatsapp`;
  if (!account)
    return {
      connected: false,
      account: null,
      webhook_url: webhookUrl,
      embedded_available: embeddedAvailable(env),
    };
  let tokenHint = '••••';
  try {
    tokenHint = mask(accessTokenOf(env, account));
  } catch {
    // Sealed with another SECRET_KEY: the merchant sees that reconnecting is needed (last_error).
  }
  let secretHint: string | null = null;
  if (account.appSecretEnc) {
    try {
      secretHint = mask(open(env.secretKey, account.appSecretEnc));
    } catch {
      secretHint = '••••';
    }
  }
  return {
    connected: true,
    account: {
      phone_number_id: account.phoneNumberId,
      waba_id: account.wabaId,
      business_id: account.businessId,
      display_phone_number: account.displayPhoneNumber,
      verified_name: account.verifiedName,
      mode: account.mode,
      status: account.status,
      last_error: account.lastError,
      connected_at: account.connectedAt.toISOString(),
      access_token: tokenHint,
      app_secret: secretHint,
      // Manual mode: the merchant pastes it into their own app's webhook settings.
      verify_token: account.mode === 'manual' ? account.verifyToken : null,
      sync: account.mode === 'coexistence' ? await syncStates(db, account) : null,
    },
    webhook_url: webhookUrl,
    embedded_available: embeddedAvailable(env),
  };
}

export const embeddedAvailable = (env: Env) => Boolean(env.META_APP_ID && env.META_APP_SECRET && env.META_CONFIG_ID);

export async function deleteAccount(db: Db, shopId: string): Promise<void> {
  await db.delete(whatsappAccounts).where(eq(whatsappAccounts.shopId, shopId));
}
