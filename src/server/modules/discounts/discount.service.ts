import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DiscountCode } from '../../../lib/contracts/discount.ts';
import {
  DISCOUNT_STATUSES,
  type DiscountCreate,
  type DiscountListQuery,
  type DiscountUpdate,
} from '../../../lib/discount-schemas.ts';
import { MAX_ORDER_TOTAL } from '../../../lib/money.ts';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions, type DiscountCodeRow } from '../../db/schema/discounts.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { forgetShopCodeNames } from './code-names.ts';

// The merchant's discount codes (issue 28): every query of discount_codes for the back-office.
// Each takes the shop id and filters by it; a function that may run in another's transaction
// takes db first. Using a code on an order is redeem.ts.

export const PAGE_SIZE = 50;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function statusOf(c: DiscountCodeRow, now: Date): (typeof DISCOUNT_STATUSES)[number] {
  if (!c.active) return 'disabled';
  if (c.expiresAt && c.expiresAt <= now) return 'expired';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'used_up';
  return 'active';
}

function toDto(c: DiscountCodeRow, given: number, now: Date): DiscountCode {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    min_order: c.minOrder,
    expires_at: iso(c.expiresAt),
    max_uses: c.maxUses,
    max_uses_per_customer: c.maxUsesPerCustomer,
    active: c.active,
    used: c.usedCount,
    uses_left: c.maxUses === null ? null : Math.max(0, c.maxUses - c.usedCount),
    status: statusOf(c, now),
    discount_given: given,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** What each code took off its orders (redemptions given back by a cancel do not count). */
// Named in full: drizzle leaves the table off the columns of a one-table select, and a bare "id"
// here would be the redemption's own.
const givenSql = sql<string>`coalesce((select sum(r.amount) from ${discountRedemptions} r
  where r.shop_id = "discount_codes"."shop_id" and r.code_id = "discount_codes"."id" and r.released_at is null), 0)`;

function statusWhere(status: DiscountListQuery['status'], now: Date): SQL | undefined {
  const c = discountCodes;
  const notExpired = or(isNull(c.expiresAt), gt(c.expiresAt, now));
  const left = or(isNull(c.maxUses), sql`${c.usedCount} < ${c.maxUses}`);
  switch (status) {
    case 'disabled':
      return eq(c.active, false);
    case 'expired':
      return and(eq(c.active, true), isNotNull(c.expiresAt), lte(c.expiresAt, now));
    case 'used_up':
      return and(eq(c.active, true), notExpired, isNotNull(c.maxUses), sql`${c.usedCount} >= ${c.maxUses}`);
    case 'active':
      return and(eq(c.active, true), notExpired, left);
    default:
      return undefined;
  }
}

export async function listCodes(db: Db, shopId: string, q: DiscountListQuery, now = new Date()) {
  const c = discountCodes;
  // The search is on the stored (upper-case) spelling; % and _ typed by the merchant match themselves.
  const search = q.q ? `%${q.q.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const rows = await db
    .select({ row: c, given: givenSql })
    .from(c)
    .where(and(eq(c.shopId, shopId), statusWhere(q.status, now), search ? ilike(c.code, search) : undefined))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(PAGE_SIZE + 1)
    .offset((q.page - 1) * PAGE_SIZE);
  return {
    items: rows.slice(0, PAGE_SIZE).map((r) => toDto(r.row, Number(r.given), now)),
    page: q.page,
    page_size: PAGE_SIZE,
    has_more: rows.length > PAGE_SIZE,
  };
}

async function findCode(db: Db, shopId: string, id: string, lock = false) {
  const query = db
    .select({ row: discountCodes, given: givenSql })
    .from(discountCodes)
    .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.id, id)));
  const [found] = await (lock ? query.for('update', { of: discountCodes }) : query);
  if (!found) throw notFound('discount_code_not_found');
  return found;
}

export async function getCode(db: Db, shopId: string, id: string, now = new Date()): Promise<DiscountCode> {
  const { row, given } = await findCode(db, shopId, id);
  return toDto(row, Number(given), now);
}

function refuseExpiryInPast(expiresAt: string | null | undefined, now: Date) {
  if (expiresAt && new Date(expiresAt) <= now) throw badRequest('discount_expiry_past', {}, 'expires_at');
}

/** A percentage over 100 would be taken off as more than the goods cost; a fixed amount must fit an order. */
function refuseValueOutOfRange(kind: DiscountCodeRow['kind'], value: number) {
  const max = kind === 'percentage' ? 100 : MAX_ORDER_TOTAL;
  if (!(value >= 1 && value <= max)) throw badRequest('discount_value_range', {}, 'value');
}

/** 409 when the shop has the code already: the unique index decides, so two creates at once get one row and one 409. */
export async function createCode(
  db: Db,
  shopId: string,
  userId: string | null,
  body: DiscountCreate,
  now = new Date(),
): Promise<DiscountCode> {
  refuseExpiryInPast(body.expires_at, now);
  refuseValueOutOfRange(body.kind, body.value);
  const [row] = await db
    .insert(discountCodes)
    .values({
      shopId,
      code: body.code,
      kind: body.kind,
      value: body.value,
      minOrder: body.min_order,
      expiresAt: body.expires_at ? new Date(body.expires_at) : null,
      maxUses: body.max_uses,
      maxUsesPerCustomer: body.max_uses_per_customer,
      active: body.active,
      createdBy: userId,
    })
    .onConflictDoNothing({ target: [discountCodes.shopId, discountCodes.code] })
    .returning();
  if (!row) throw conflict('discount_code_taken', { code: body.code }, 'code');
  forgetShopCodeNames(shopId);
  return toDto(row, 0, now);
}

export async function updateCode(
  db: Db,
  shopId: string,
  id: string,
  body: DiscountUpdate,
  now = new Date(),
): Promise<DiscountCode> {
  // Locked: a limit lowered while an order redeems the code is checked against the count that order leaves.
  const { row: old, given } = await findCode(db, shopId, id, true);
  // An expiry left as it was may have passed since; only a new one must lie ahead.
  if (body.expires_at !== undefined && body.expires_at !== iso(old.expiresAt)) refuseExpiryInPast(body.expires_at, now);
  refuseValueOutOfRange(body.kind ?? old.kind, body.value ?? old.value);
  if (body.max_uses != null && body.max_uses < old.usedCount)
    throw badRequest('discount_max_below_used', { used: old.usedCount }, 'max_uses');
  const set = {
    ...(body.code !== undefined && { code: body.code }),
    ...(body.kind !== undefined && { kind: body.kind }),
    ...(body.value !== undefined && { value: body.value }),
    ...(body.min_order !== undefined && { minOrder: body.min_order }),
    ...(body.expires_at !== undefined && { expiresAt: body.expires_at ? new Date(body.expires_at) : null }),
    ...(body.max_uses !== undefined && { maxUses: body.max_uses }),
    ...(body.max_uses_per_customer !== undefined && { maxUsesPerCustomer: body.max_uses_per_customer }),
    ...(body.active !== undefined && { active: body.active }),
    updatedAt: new Date(),
  };
  if (body.code !== undefined && body.code !== old.code) {
    const [taken] = await db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.code, body.code)));
    if (taken) throw conflict('discount_code_taken', { code: body.code }, 'code');
  }
  try {
    const [row] = await db
      .update(discountCodes)
      .set(set)
      .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.id, id)))
      .returning();
    if (body.code !== undefined) forgetShopCodeNames(shopId);
    return toDto(row!, Number(given), now);
  } catch (error) {
    // A rename racing another create of the same code: the index has the last word.
    if (isUniqueViolation(error, 'discount_codes_code_uq'))
      throw conflict('discount_code_taken', { code: body.code ?? old.code }, 'code');
    throw error;
  }
}

/**
 * A code no order has used goes; one that was used stays (its orders name it, its figures count
 * it) and is disabled instead: 409 says so.
 */
export async function deleteCode(db: Db, shopId: string, id: string): Promise<void> {
  await findCode(db, shopId, id, true);
  const [used] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.shopId, shopId), eq(discountRedemptions.codeId, id)))
    .limit(1);
  if (used) throw conflict('discount_code_used');
  await db.delete(discountCodes).where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.id, id)));
}
