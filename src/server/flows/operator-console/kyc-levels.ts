import type { Db } from '../../db/client.ts';
import { complianceLevels } from '../../modules/compliance/index.ts';

/** Each shop's KYC level for the operators' shop list (0 new, 1 owner verified, 2 business verified). */
export async function kycLevels(db: Db, shopIds: readonly string[]): Promise<Map<string, number>> {
  const statuses = await complianceLevels(db, shopIds);
  return new Map([...statuses].map(([id, status]) => [id, status.level]));
}
