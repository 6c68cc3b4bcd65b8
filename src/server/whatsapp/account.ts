import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { whatsappAccounts, type WhatsappAccount } from '../db/schema/whatsapp.ts';
import type { Env } from '../env.ts';
import { open } from './secret-box.ts';

export async function accountOfShop(db: Db, shopId: string): Promise<WhatsappAccount | null> {
  const [row] = await db.select().from(whatsappAccounts).where(eq(whatsappAccounts.shopId, shopId));
  return row ?? null;
}

export async function accountOfNumber(db: Db, phoneNumberId: string): Promise<WhatsappAccount | null> {
  const [row] = await db.select().from(whatsappAccounts).where(eq(whatsappAccounts.phoneNumberId, phoneNumberId));
  return row ?? null;
}

/** The numbers of one WhatsApp Business Account (usually one; a business may connect several shops). */
export async function accountsOfWaba(db: Db, wabaId: string): Promise<WhatsappAccount[]> {
  return db.select().from(whatsappAccounts).where(eq(whatsappAccounts.wabaId, wabaId));
}

export const accessTokenOf = (env: Pick<Env, 'secretKey'>, account: WhatsappAccount) =>
  open(env.secretKey, account.accessTokenEnc);

/**
 * Who signs this number's webhooks: a 'manual' number's own Meta app (its secret sealed in the
 * account), otherwise the platform's app (META_APP_SECRET). Null when no secret is known.
 */
export function appSecretOf(
  env: Pick<Env, 'secretKey' | 'META_APP_SECRET'>,
  account: WhatsappAccount | null,
): string | null {
  if (account?.mode === 'manual' && account.appSecretEnc) {
    try {
      return open(env.secretKey, account.appSecretEnc);
    } catch {
      return null;
    }
  }
  return env.META_APP_SECRET ?? null;
}
