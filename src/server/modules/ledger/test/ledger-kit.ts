import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderCounters, orders } from '../../../db/schema/orders.ts';
import { paymentAccounts, payments, payoutAccounts } from '../../../db/schema/payments.ts';
import { timeOrderedId } from '../../../db/time-ordered-id.ts';
import { seal } from '../../../whatsapp/secret-box.ts';
import type { ProviderId } from '../../../../lib/mobile-money.ts';

// Rows the ledger tests stand on, written straight to the tables: the payment flow and the
// provider adapters that will make them in the product come in other changes.

export async function addPaymentAccount(db: Db, shopId: string, provider: ProviderId = 'clickpesa') {
  const [row] = await db
    .insert(paymentAccounts)
    .values({
      shopId,
      provider,
      label: `${provider} till`,
      credentialsEnc: seal('test-secret', JSON.stringify({ client_id: 'id', api_key: 'key' })),
      networks: ['mpesa', 'airtel'],
      callbackKey: randomBytes(24).toString('base64url'),
    })
    .returning();
  return row!;
}

export async function addPayoutAccount(db: Db, shopId: string) {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ shopId, kind: 'bank', label: 'CRDB', institution: 'CRDB', accountName: 'Asha', accountNumber: '0150000' })
    .returning();
  return row!;
}

export async function addOrder(
  db: Db,
  shopId: string,
  options: { total?: number; status?: string; paymentMethod?: 'cash' | 'mobile_money' } = {},
) {
  const [counter] = await db
    .insert(orderCounters)
    .values({ shopId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderCounters.shopId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
    .returning();
  const total = options.total ?? 15000;
  const [row] = await db
    .insert(orders)
    .values({
      shopId,
      id: timeOrderedId(),
      number: counter!.lastNumber,
      status: options.status ?? 'pending',
      channel: 'widget',
      fulfilment: 'pickup',
      paymentMethod: options.paymentMethod ?? 'mobile_money',
      subtotal: total,
      total,
    })
    .returning();
  return row!;
}

export async function addPayment(
  db: Db,
  shopId: string,
  accountId: string,
  orderId: string,
  options: { amount?: number; provider?: ProviderId; providerReference?: string } = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      shopId,
      id: timeOrderedId(),
      orderId,
      accountId,
      provider: options.provider ?? 'clickpesa',
      reference: `DK${randomBytes(6).toString('hex').toUpperCase()}`,
      providerReference: options.providerReference ?? null,
      phone: '+255754123456',
      network: 'mpesa',
      amount: options.amount ?? 15000,
      expiresAt: new Date(Date.now() + 10 * 60_000),
    })
    .returning();
  return row!;
}
