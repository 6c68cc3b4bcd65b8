import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { discountAmount, isValidCode, normaliseCode } from '../../../lib/discount-code.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { Db, Tx } from '../../db/client.ts';
import { discountCodes, discountRedemptions, type DiscountCodeRow } from '../../db/schema/discounts.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { shopCodeNames } from './code-names.ts';

// Using a code on an order (issue 28). The order's writer calls redeemCode in the order's
// transaction, before it writes the order, and recordRedemption after: a failed order rolls back
// the use with it, and a refused code leaves no order.

export type CodeRequest = {
  /** As the customer typed it: any case, spaces around it. */
  code: string;
  /**
   * The goods' total the code is taken off (delivery and other charges are not discounted); null
   * in the chat, before the basket is final: the minimum order is checked on the order page.
   */
  subtotal: number | null;
  /** Null when the order has no customer: a code limited per customer then cannot be used. */
  customerId: string | null;
  /** A preview before the customer said who they are: the per-customer limit is left to the order. */
  unknownCustomerMayPass?: boolean;
};

/** A code that may be used on this order, and what it takes off. */
export type CodeClaim = {
  codeId: string;
  code: string;
  kind: DiscountCodeRow['kind'];
  value: number;
  minOrder: number;
  amount: number;
};

const FIELD = 'discount_code';

/**
 * The checks every use passes, in the order a customer can do something about them. Each refusal
 * is a 400 in words (en and sw) on the field, never a silent zero discount.
 */
async function check(
  db: Db,
  shopId: string,
  row: DiscountCodeRow | undefined,
  req: CodeRequest,
  now: Date,
): Promise<CodeClaim> {
  if (!row) throw badRequest('discount_code_unknown', {}, FIELD);
  if (!row.active) throw badRequest('discount_code_disabled', {}, FIELD);
  if (row.expiresAt && row.expiresAt <= now) throw badRequest('discount_code_expired', {}, FIELD);
  if (row.maxUses !== null && row.usedCount >= row.maxUses) throw badRequest('discount_code_used_up', {}, FIELD);
  if (req.subtotal !== null && (req.subtotal < row.minOrder || req.subtotal <= 0))
    throw badRequest('discount_code_min_order', { min: formatMoney(Math.max(row.minOrder, 1)) }, FIELD);
  if (row.maxUsesPerCustomer !== null && !(req.unknownCustomerMayPass && !req.customerId)) {
    if (!req.customerId) throw badRequest('discount_code_customer_limit', { max: row.maxUsesPerCustomer }, FIELD);
    const [mine] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.shopId, shopId),
          eq(discountRedemptions.codeId, row.id),
          eq(discountRedemptions.customerId, req.customerId),
          isNull(discountRedemptions.releasedAt),
        ),
      );
    if (Number(mine?.n ?? 0) >= row.maxUsesPerCustomer)
      throw badRequest('discount_code_customer_limit', { max: row.maxUsesPerCustomer }, FIELD);
  }
  const amount = req.subtotal === null ? 0 : discountAmount(row.kind, row.value, req.subtotal);
  // 1 % of a 20-shilling basket rounds to nothing: not worth a use of the code.
  if (req.subtotal !== null && amount <= 0)
    throw badRequest('discount_code_min_order', { min: formatMoney(Math.max(row.minOrder, 1)) }, FIELD);
  return { codeId: row.id, code: row.code, kind: row.kind, value: row.value, minOrder: row.minOrder, amount };
}

async function rowOf(db: Db, shopId: string, typed: string, lock: boolean) {
  const code = normaliseCode(typed);
  // A code that could never have been created is unknown without a query.
  if (!isValidCode(code)) return undefined;
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.code, code)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** What the code would take off, without using it (the order page's "Apply"). */
export async function previewCode(db: Db, shopId: string, req: CodeRequest, now = new Date()): Promise<CodeClaim> {
  return check(db, shopId, await rowOf(db, shopId, req.code, false), req, now);
}

/**
 * Takes one use of the code, in the caller's transaction. The code's row is locked first, so of
 * two orders after its last use, the second waits for the first to commit, then reads the count
 * it left (and the customer's redemption it wrote) and is refused: exactly one gets it.
 */
export async function redeemCode(
  tx: Tx,
  shopId: string,
  req: CodeRequest & { subtotal: number },
  now = new Date(),
): Promise<CodeClaim> {
  const claim = await check(tx, shopId, await rowOf(tx, shopId, req.code, true), req, now);
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.id, claim.codeId)));
  return claim;
}

/** The order the claimed use went to, written once the order row exists (same transaction). */
export async function recordRedemption(
  tx: Tx,
  shopId: string,
  claim: CodeClaim,
  orderId: string,
  customerId: string | null,
): Promise<void> {
  await tx
    .insert(discountRedemptions)
    .values({ shopId, codeId: claim.codeId, orderId, customerId, code: claim.code, amount: claim.amount });
}

/**
 * A cancelled order gives its use back: the code may be used again (up to its limits), and what
 * it took off counts no more in the figures. Once: a released redemption is not released again.
 */
export async function releaseRedemption(tx: Tx, shopId: string, orderId: string): Promise<void> {
  const [released] = await tx
    .update(discountRedemptions)
    .set({ releasedAt: new Date() })
    .where(
      and(
        eq(discountRedemptions.shopId, shopId),
        eq(discountRedemptions.orderId, orderId),
        isNull(discountRedemptions.releasedAt),
      ),
    )
    .returning({ codeId: discountRedemptions.codeId });
  if (!released) return;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.id, released.codeId)));
}

/**
 * A customer wrote a short message in the chat: is one of its words a code of this shop? Null when
 * none is (the message is for the flow). Otherwise the code as it can be used now (its minimum
 * order is for the order page, where the basket is final), or the refusal in the customer's words.
 */
export async function codeInChat(
  db: Db,
  shopId: string,
  words: string[],
  customerId: string | null,
  now = new Date(),
): Promise<{ claim: CodeClaim } | { refused: AppError } | null> {
  const candidates = [...new Set(words.map(normaliseCode).filter(isValidCode))];
  if (!candidates.length) return null;
  const names = await shopCodeNames(db, shopId);
  if (names && !candidates.some((c) => names.has(c))) return null;
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.shopId, shopId), inArray(discountCodes.code, candidates)))
    .limit(1);
  if (!row) return null;
  try {
    return { claim: await check(db, shopId, row, { code: row.code, subtotal: null, customerId }, now) };
  } catch (error) {
    if (error instanceof AppError) return { refused: error };
    throw error;
  }
}
