import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { kycRequirements } from '../../db/schema/compliance.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { recordOperatorAction } from '../operator-audit/index.ts';
import type { KycQueueDto, KycShopReviewDto } from '../../../lib/contracts/compliance.ts';
import type { KycVerdictInput } from '../../../lib/compliance-schemas.ts';
import { computeLevel } from '../../../lib/kyc-level.ts';
import { ALL_REQUIREMENTS, requirementByKey, requirementsFor } from '../../../lib/kyc-requirements.ts';
import { kycToday } from '../../../lib/kyc-validation.ts';
import { complianceLevels } from './kyc-status.ts';
import {
  businessTypeOf,
  documentsOf,
  eventDto,
  lockRequirement,
  requirementDto,
  requirementRowsOf,
  setState,
  timelineOf,
} from './kyc-rows.ts';
import { KYC_VERDICT_QUEUE } from './kyc-verdict-mail.ts';

// The operators' side of KYC (issue 29): the queue of what waits for review, one shop's submission
// with its documents beside its fields, and a verdict per requirement, written with the operators'
// log in one transaction and told to the shop by mail (a job queued in that transaction).

const QUEUE_LIMIT = 500;

/** Submitted requirements grouped by shop, the shop waiting longest first. */
export async function kycQueue(db: Db, now: Date = new Date()): Promise<KycQueueDto> {
  const rows = await db
    .select({
      shopId: kycRequirements.shopId,
      shopName: shops.name,
      key: kycRequirements.requirementKey,
      submittedAt: kycRequirements.submittedAt,
    })
    .from(kycRequirements)
    .innerJoin(shops, eq(shops.id, kycRequirements.shopId))
    .where(eq(kycRequirements.state, 'submitted'))
    .orderBy(asc(kycRequirements.submittedAt))
    .limit(QUEUE_LIMIT);
  const groups = new Map<string, { shopName: string; items: { key: string; submittedAt: Date }[] }>();
  for (const row of rows) {
    const group = groups.get(row.shopId) ?? { shopName: row.shopName, items: [] };
    group.items.push({ key: row.key, submittedAt: row.submittedAt ?? now });
    groups.set(row.shopId, group);
  }
  // One shop's requirements sent together come in the order the data lists them.
  const rank = (key: string) => ALL_REQUIREMENTS.findIndex((r) => r.key === key);
  for (const group of groups.values()) {
    group.items.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || rank(a.key) - rank(b.key));
  }
  const levels = await complianceLevels(db, [...groups.keys()], now);
  // Rows came oldest first, so each group's first item is its oldest and the map is in queue order.
  return {
    shops: [...groups].map(([shopId, group]) => ({
      shop_id: shopId,
      shop_name: group.shopName,
      level: levels.get(shopId)!.level,
      oldest_submitted_at: group.items[0]!.submittedAt.toISOString(),
      waiting_seconds: Math.max(0, Math.floor((now.getTime() - group.items[0]!.submittedAt.getTime()) / 1000)),
      requirements: group.items.map((item) => ({
        key: item.key,
        level: requirementByKey(item.key)?.level ?? 1,
        submitted_at: item.submittedAt.toISOString(),
      })),
    })),
  };
}

/** One shop's KYC as a reviewer reads it (404 for a shop that does not exist). */
export async function kycShopReview(db: Db, shopId: string, now: Date = new Date()): Promise<KycShopReviewDto> {
  const [shop] = await db
    .select({ name: shops.name, ownerName: users.name, ownerEmail: users.email })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound();
  const [businessType, rows, documents, timeline] = await Promise.all([
    businessTypeOf(db, shopId),
    requirementRowsOf(db, shopId),
    documentsOf(db, shopId),
    timelineOf(db, shopId),
  ]);
  const today = kycToday(now);
  const byKey = new Map(rows.map((r) => [r.requirementKey, r]));
  const requirements = requirementsFor(businessType).map((r) => requirementDto(r, byKey.get(r.key), documents, today));
  const states = new Map(requirements.map((r) => [r.key, r.state]));
  const { level, missing } = computeLevel((key) => states.get(key) ?? 'not_started', businessType);
  return {
    shop_id: shopId,
    shop_name: shop.name,
    owner_name: shop.ownerName,
    owner_email: shop.ownerEmail,
    level,
    business_type: businessType,
    missing,
    requirements,
    timeline: timeline.map((e) => eventDto(e, true)),
  };
}

/**
 * Verifies or rejects one submitted requirement (409 when it is not waiting for review), appends the
 * timeline, writes the operators' log and queues the shop's mail, all in one transaction.
 */
export async function decideRequirement(
  db: Db,
  operator: { id: string; email: string },
  shopId: string,
  key: string,
  input: KycVerdictInput,
  now: Date = new Date(),
): Promise<KycShopReviewDto> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound();
  const reason = input.verdict === 'reject' ? input.reason!.trim() : null;
  await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ state: kycRequirements.state })
      .from(kycRequirements)
      .where(and(eq(kycRequirements.shopId, shopId), eq(kycRequirements.requirementKey, key)));
    if (!exists) throw notFound('kyc_requirement_not_found');
    const row = await lockRequirement(tx, shopId, key);
    if (row.state !== 'submitted') throw new AppError(409, 'kyc_not_submitted');
    const to = input.verdict === 'verify' ? 'verified' : 'rejected';
    await setState(tx, row, to, { kind: 'operator', ...operator }, now, { reason, decidedAt: now });
    await recordOperatorAction(tx, operator, {
      action: input.verdict === 'verify' ? 'kyc.verify' : 'kyc.reject',
      subjectType: 'kyc_requirement',
      subjectId: key,
      shopId,
      // States only: the owner's ID numbers stay in the KYC tables, not copied into the log.
      before: { state: 'submitted' },
      after: { state: to },
      reason,
    });
    await enqueue(tx as unknown as Db, {
      queue: KYC_VERDICT_QUEUE,
      payload: { requirementKey: key, verdict: to, reason, at: now.toISOString() },
      shopId,
    });
  });
  return kycShopReview(db, shopId, now);
}
