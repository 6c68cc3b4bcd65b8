import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, paymentAccounts, payments } from '../../db/schema/payments.ts';
import { platformShopSettings } from '../../db/schema/platform-payments.ts';
import { shops } from '../../db/schema/shops.ts';
import { badRequest } from '../../http/errors.ts';
import type { FiguresDay, OperatorShopPayout, SetupFeePaid } from '../../../lib/contracts/platform-payments.ts';
import { complianceStatusOf } from '../../modules/platform-payments/index.ts';

// The operator's money screens (issue 29): shops whose money the platform holds, their payouts
// held or released, the setup fees paid, and the platform's figures per day. Read-only here; the
// changes (hold, release, the fee) are in modules/platform-payments with their audit entries.

const e = ledgerEntries;
const LIST_MAX = 200;
/** Days are days in Tanzania (EAT), as everywhere in the product. */
const TZ = 'Africa/Dar_es_Salaam';

/** Every shop with a managed account (or settings an operator touched), held ones first, then the largest balance. */
export async function operatorShopPayouts(db: Db, filter: { held?: boolean }): Promise<OperatorShopPayout[]> {
  const rows = await db
    .select({
      shopId: shops.id,
      shopName: shops.name,
      balance: sql<string>`coalesce((select sum(${e.amount}) from ${e} join ${paymentAccounts} a on a.shop_id = ${e.shopId} and a.id = ${e.accountId} where ${e.shopId} = ${shops.id} and a.managed), 0)`,
      paidOut: sql<string>`coalesce((select -sum(${e.amount}) from ${e} join ${paymentAccounts} a on a.shop_id = ${e.shopId} and a.id = ${e.accountId} where ${e.shopId} = ${shops.id} and a.managed and ${e.kind} = 'payout'), 0)`,
      lastPayoutAt: sql<Date | null>`(select max(${e.createdAt}) from ${e} join ${paymentAccounts} a on a.shop_id = ${e.shopId} and a.id = ${e.accountId} where ${e.shopId} = ${shops.id} and a.managed and ${e.kind} = 'payout')`,
      settings: platformShopSettings,
    })
    .from(shops)
    .leftJoin(platformShopSettings, eq(platformShopSettings.shopId, shops.id))
    .where(
      and(
        sql`(exists (select 1 from ${paymentAccounts} a where a.shop_id = ${shops.id} and a.managed) or ${platformShopSettings.shopId} is not null)`,
        filter.held === undefined
          ? undefined
          : eq(sql`coalesce(${platformShopSettings.payoutsHeld}, false)`, filter.held),
      ),
    )
    .orderBy(desc(sql`coalesce(${platformShopSettings.payoutsHeld}, false)`), desc(sql`3`), shops.name)
    .limit(LIST_MAX);
  return Promise.all(
    rows.map(async (r) => ({
      shop_id: r.shopId,
      shop_name: r.shopName,
      level: (await complianceStatusOf(db, r.shopId)).level,
      balance: Number(r.balance),
      payouts_held: r.settings?.payoutsHeld ?? false,
      held_reason: r.settings?.heldReason ?? null,
      held_at: r.settings?.heldAt?.toISOString() ?? null,
      schedule: r.settings?.payoutSchedule ?? 'manual',
      last_payout_at: r.lastPayoutAt ? new Date(r.lastPayoutAt).toISOString() : null,
      paid_out: Number(r.paidOut),
    })),
  );
}

/** The shops that paid their setup fee, newest first: who paid and when. */
export async function setupFeesPaid(db: Db): Promise<SetupFeePaid[]> {
  const rows = await db
    .select({ payment: payments, shopName: shops.name, paidAt: e.createdAt })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .innerJoin(e, and(eq(e.shopId, payments.shopId), eq(e.paymentId, payments.id), eq(e.kind, 'setup_fee')))
    .where(and(eq(payments.purpose, 'setup_fee'), inArray(payments.status, ['succeeded'])))
    .orderBy(desc(e.createdAt))
    .limit(LIST_MAX);
  return rows.map((r) => ({
    shop_id: r.payment.shopId,
    shop_name: r.shopName,
    amount: r.payment.amount,
    phone: r.payment.phone,
    paid_at: r.paidAt.toISOString(),
  }));
}

const MAX_DAYS = 366;

/** The platform per day from `from` to `to` (both included, EAT): shops, orders, platform payments, fee income, setup fees. */
export async function platformFigures(db: Db, from: string, to: string): Promise<FiguresDay[]> {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(days >= 0 && days < MAX_DAYS)) throw badRequest('figures_range_invalid', {}, 'from');
  const dayOf = (column: SQL) => sql`(${column} at time zone ${TZ})::date`;
  const result = await db.execute(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    s as (select ${dayOf(sql`created_at`)} as day, count(*)::int as n from shops
          where created_at >= (${from}::date::timestamp at time zone ${TZ}) and created_at < ((${to}::date + 1)::timestamp at time zone ${TZ}) group by 1),
    o as (select ${dayOf(sql`created_at`)} as day, count(*)::int as n from orders
          where created_at >= (${from}::date::timestamp at time zone ${TZ}) and created_at < ((${to}::date + 1)::timestamp at time zone ${TZ}) group by 1),
    l as (select ${dayOf(sql`l.created_at`)} as day,
            count(*) filter (where l.kind = 'payment' and p.purpose = 'sale')::int as payments,
            coalesce(sum(l.amount) filter (where l.kind = 'payment' and p.purpose = 'sale'), 0) as payments_amount,
            coalesce(-sum(l.amount) filter (where l.kind = 'platform_fee'), 0) as fee_income,
            coalesce(-sum(l.amount) filter (where l.kind = 'setup_fee'), 0) as setup_fees
          from ledger_entries l
          join payment_accounts a on a.shop_id = l.shop_id and a.id = l.account_id and a.managed
          left join payments p on p.shop_id = l.shop_id and p.id = l.payment_id
          where l.created_at >= (${from}::date::timestamp at time zone ${TZ}) and l.created_at < ((${to}::date + 1)::timestamp at time zone ${TZ})
          group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(s.n, 0) as shops_created, coalesce(o.n, 0) as orders,
           coalesce(l.payments, 0) as payments, coalesce(l.payments_amount, 0) as payments_amount,
           coalesce(l.fee_income, 0) as fee_income, coalesce(l.setup_fees, 0) as setup_fees
    from days left join s on s.day = days.day left join o on o.day = days.day left join l on l.day = days.day
    order by days.day`);
  type Row = Record<
    'day' | 'shops_created' | 'orders' | 'payments' | 'payments_amount' | 'fee_income' | 'setup_fees',
    string
  >;
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    day: r.day,
    shops_created: Number(r.shops_created),
    orders: Number(r.orders),
    payments: Number(r.payments),
    payments_amount: Number(r.payments_amount),
    fee_income: Number(r.fee_income),
    setup_fees: Number(r.setup_fees),
  }));
}
