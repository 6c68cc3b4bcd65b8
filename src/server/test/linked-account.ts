import { randomBytes } from 'node:crypto';
import { paymentAccounts } from '../db/schema/payments.ts';
import { seal } from '../whatsapp/secret-box.ts';
import type { TestApp } from './harness.ts';

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
