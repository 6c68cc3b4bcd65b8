import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentAccounts } from '../db/schema/payments.ts';
import type { Env } from '../env.ts';
import { seal } from '../whatsapp/secret-box.ts';
import { NETWORKS } from '../../lib/mobile-money.ts';

/**
 * The demo shop collects through the sandbox provider (issue 15), so that a newcomer who orders in
 * the demo widget can pay on a simulated phone. Linked once (a shop that has a sandbox account,
 * even one the merchant disabled or narrowed, is left alone), for every wallet no other enabled
 * account collects from; never in production, where the sandbox cannot be linked at all.
 */
export async function ensureDemoSandbox(db: Db, env: Pick<Env, 'NODE_ENV' | 'secretKey'>, shopId: string) {
  if (env.NODE_ENV === 'production') return;
  const accounts = await db
    .select({
      provider: paymentAccounts.provider,
      enabled: paymentAccounts.enabled,
      networks: paymentAccounts.networks,
    })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.shopId, shopId));
  if (accounts.some((a) => a.provider === 'sandbox')) return;
  const taken = accounts.filter((a) => a.enabled).flatMap((a) => a.networks);
  await db.insert(paymentAccounts).values({
    shopId,
    provider: 'sandbox',
    label: 'Sandbox (demo)',
    credentialsEnc: seal(env.secretKey, '{}'),
    networks: NETWORKS.filter((n) => !taken.includes(n)),
    callbackKey: randomBytes(24).toString('base64url'),
  });
}
