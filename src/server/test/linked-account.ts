import { randomBytes } from 'node:crypto';
import { paymentAccounts } from '../db/schema/payments.ts';
import { seal } from '../whatsapp/secret-box.ts';
import { clickpesaDriver, type ProviderDriver } from '../modules/payments/test/provider-drivers.ts';
import { createTestApp, signUpUser, type TestApp } from './harness.ts';

type AccountRow = typeof paymentAccounts.$inferInsert;

/**
 * A provider account written straight to its table, its credentials sealed with the app's key and
 * a callback key of its own, as linking it would: the start of the payment and payout tests.
 * Answers the inserted rows, as `.returning()` does.
 */
export function insertPaymentAccount(
  t: TestApp,
  { credentials, ...values }: Omit<AccountRow, 'credentialsEnc' | 'callbackKey'> & { credentials: string },
) {
  return t.db
    .insert(paymentAccounts)
    .values({
      ...values,
      credentialsEnc: seal(t.deps.env.secretKey, credentials),
      callbackKey: randomBytes(24).toString('base64url'),
    })
    .returning();
}

/** A shop's link to the provider behind `driver` (its fake's credentials), as the payment tests start. */
export async function linkDriverAccount(
  t: TestApp,
  driver: ProviderDriver,
  shopId: string,
  networks: AccountRow['networks'] = ['mpesa'],
) {
  const [row] = await insertPaymentAccount(t, {
    shopId,
    provider: driver.id,
    credentials: JSON.stringify(driver.credentials),
    networks,
  });
  return row!;
}

/**
 * The start of the ClickPesa payment tests: an app whose pushes time out after a second, the
 * ClickPesa fake configured, and the owner of a shop that linked it. Close `driver` and `t` after.
 */
export async function appWithClickpesa(networks?: AccountRow['networks']) {
  const t = await createTestApp();
  t.deps.env.PAYMENT_TIMEOUT_MS = 1000;
  const driver = await clickpesaDriver();
  driver.configure(t.deps.env);
  const owner = await signUpUser(t, { shop: true });
  const shopId: string = owner.shop.id;
  return { t, driver, owner, shopId, account: await linkDriverAccount(t, driver, shopId, networks) };
}
