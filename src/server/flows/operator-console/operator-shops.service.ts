import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorShop } from '../../../lib/contracts/operator.ts';
import { OPERATOR_PAGE_SIZE, type OperatorShopFilter } from '../../../lib/operator-schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { conversations } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { shops } from '../../db/schema/shops.ts';
import { balances } from '../../modules/ledger/index.ts';
import { kycLevels } from './kyc-levels.ts';

// The operators' shop list (issue 29): search by the shop's name, its owner's email or a phone,
// newest first, a keyset page at a time so thousands page as fast as the first. The figures of a
// page's shops (orders, balance, last activity) are read for those shops only, in a few queries.

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A row's time to the microsecond, as the keyset cursor carries it. */
const cursorKey = sql<string>`to_char(${shops.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

const row = {
  shop: shops,
  ownerName: users.name,
  ownerEmail: users.email,
  ownerPhone: users.phone,
  cursorKey,
};

function searchOf(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const byText = [ilike(shops.name, like), ilike(users.email, like)];
  // A phone as people type it (0754 123 456, +255 754…): its last nine digits, wherever stored.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 6) {
    const tail = `%${digits.slice(-9)}%`;
    byText.push(
      sql`regexp_replace(${shops.whatsappNumber}, '\\D', '', 'g') like ${tail}`,
      sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${tail}`,
    );
  }
  return or(...byText);
}

export async function listOperatorShops(
  db: Db,
  query: { q?: string; filter: OperatorShopFilter; cursor?: string },
): Promise<{ items: OperatorShop[]; next_cursor: string | null }> {
  const where: SQL[] = [];
  if (query.q) where.push(searchOf(query.q)!);
  if (query.filter === 'suspended') where.push(isNotNull(shops.suspendedAt));
  if (query.filter === 'hidden') where.push(isNotNull(shops.directoryHiddenAt));
  if (query.cursor) {
    const [at, id] = query.cursor.split('_') as [string, string];
    where.push(sql`(${shops.createdAt}, ${shops.id}) < (${at}::timestamp at time zone 'UTC', ${id}::uuid)`);
  }
  const rows = await db
    .select(row)
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(...where))
    .orderBy(desc(shops.createdAt), desc(shops.id))
    .limit(OPERATOR_PAGE_SIZE + 1);
  const page = rows.slice(0, OPERATOR_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: await withFigures(db, page),
    next_cursor: rows.length > OPERATOR_PAGE_SIZE && last ? `${last.cursorKey}_${last.shop.id}` : null,
  };
}

/** One shop as the list shows it, or null. */
export async function operatorShopById(db: Db, shopId: string): Promise<OperatorShop | null> {
  const rows = await db
    .select(row)
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, shopId));
  const [one] = await withFigures(db, rows);
  return one ?? null;
}

type Row = { shop: typeof shops.$inferSelect; ownerName: string; ownerEmail: string; ownerPhone: string };

async function withFigures(db: Db, rows: Row[]): Promise<OperatorShop[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.shop.id);
  const [orderFigures, chatFigures, levels, held] = await Promise.all([
    db
      .select({
        shopId: orders.shopId,
        n: sql<string>`count(*)`,
        last: sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt),
      })
      .from(orders)
      .where(inArray(orders.shopId, ids))
      .groupBy(orders.shopId),
    db
      .select({
        shopId: conversations.shopId,
        last: sql<Date | null>`max(${conversations.lastInboundAt})`.mapWith(conversations.lastInboundAt),
      })
      .from(conversations)
      .where(inArray(conversations.shopId, ids))
      .groupBy(conversations.shopId),
    kycLevels(db, ids),
    // What the provider accounts hold, through the ledger's face (the cash drawer is in the shop's hands).
    Promise.all(
      ids.map(async (id) => {
        const accounts = await balances(db, id);
        return [id, accounts.filter((a) => a.accountId !== null).reduce((sum, a) => sum + a.balance, 0)] as const;
      }),
    ),
  ]);
  const balanceOf = new Map(held);
  const time = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return rows.map(({ shop, ownerName, ownerEmail, ownerPhone }) => {
    const o = orderFigures.find((f) => f.shopId === shop.id);
    const chat = chatFigures.find((f) => f.shopId === shop.id);
    const times = [shop.updatedAt, time(o?.last), time(chat?.last)].filter((d): d is Date => !!d);
    const last = times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
    return {
      id: shop.id,
      name: shop.name,
      owner_name: ownerName,
      owner_email: ownerEmail,
      owner_phone: ownerPhone || null,
      whatsapp_number: shop.whatsappNumber,
      created_at: shop.createdAt.toISOString(),
      kyc_level: levels.get(shop.id) ?? null,
      orders_count: Number(o?.n ?? 0),
      balance: balanceOf.get(shop.id) ?? 0,
      last_activity_at: last?.toISOString() ?? null,
      suspended_at: shop.suspendedAt?.toISOString() ?? null,
      suspended_reason: shop.suspendedReason,
      listed: shop.listed,
      directory_hidden_at: shop.directoryHiddenAt?.toISOString() ?? null,
      directory_hidden_reason: shop.directoryHiddenReason,
    };
  });
}
