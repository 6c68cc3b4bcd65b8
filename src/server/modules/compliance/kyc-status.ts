import { inArray, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { kycProfiles, kycRequirements } from '../../db/schema/compliance.ts';
import {
  computeLevel,
  effectiveState,
  type KycLevel,
  type MissingRequirement,
  type StoredState,
} from '../../../lib/kyc-level.ts';
import type { BusinessType } from '../../../lib/kyc-requirements.ts';
import { kycToday } from '../../../lib/kyc-validation.ts';

export type ComplianceStatus = { level: KycLevel; missing: MissingRequirement[] };

type Row = { shopId: string; requirementKey: string; state: StoredState; expiresOn: string | null };

function statusOf(rows: Row[], businessType: BusinessType | null, today: string): ComplianceStatus {
  const states = new Map(rows.map((r) => [r.requirementKey, effectiveState(r.state, r.expiresOn, today)] as const));
  return computeLevel((key) => states.get(key) ?? 'not_started', businessType);
}

/**
 * A shop's KYC level (the highest whose requirements are all verified; an expiring licence still
 * counts, an expired one does not) and what stands between it and the next level. Computed at read
 * time from the stored states, the expiry dates and today in EAT.
 */
export async function complianceStatus(db: Db | Tx, shopId: string, now: Date = new Date()): Promise<ComplianceStatus> {
  return (await complianceLevels(db, [shopId], now)).get(shopId)!;
}

/** The status of many shops in two queries (the operator's shop list). Every id asked for is in the answer. */
export async function complianceLevels(
  db: Db | Tx,
  shopIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ComplianceStatus>> {
  const ids = [...new Set(shopIds)];
  const out = new Map<string, ComplianceStatus>();
  if (ids.length === 0) return out;
  const [rows, profiles] = await Promise.all([
    db
      .select({
        shopId: kycRequirements.shopId,
        requirementKey: kycRequirements.requirementKey,
        state: kycRequirements.state,
        expiresOn: kycRequirements.expiresOn,
      })
      .from(kycRequirements)
      .where(ids.length === 1 ? eq(kycRequirements.shopId, ids[0]!) : inArray(kycRequirements.shopId, ids)),
    db
      .select({ shopId: kycProfiles.shopId, businessType: kycProfiles.businessType })
      .from(kycProfiles)
      .where(ids.length === 1 ? eq(kycProfiles.shopId, ids[0]!) : inArray(kycProfiles.shopId, ids)),
  ]);
  const today = kycToday(now);
  const types = new Map(profiles.map((p) => [p.shopId, p.businessType ?? null]));
  const byShop = new Map<string, Row[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  for (const id of ids) out.set(id, statusOf(byShop.get(id) ?? [], types.get(id) ?? null, today));
  return out;
}
