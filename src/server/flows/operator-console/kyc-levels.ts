import type { Db } from '../../db/client.ts';

/**
 * Each shop's KYC level for the operators' shop list (0 new, 1 owner verified, 2 business verified).
 *
 * MERGE POINT: the compliance module (issue 29, built beside this flow) owns the levels and shows
 * them through its face as `complianceLevels(db, shopIds)`. Until that face is merged this answers
 * no level for any shop, and the console shows "not known" rather than a made-up level. At merge
 * (its answer is Map<shopId, ComplianceStatus>, whose `level` is the number):
 *   import { complianceLevels } from '../../modules/compliance/index.ts';
 *   const statuses = await complianceLevels(db, shopIds);
 *   return new Map([...statuses].map(([id, status]) => [id, status.level]));
 */
export async function kycLevels(_db: Db, _shopIds: readonly string[]): Promise<Map<string, number>> {
  return new Map();
}
