import type { Db } from '../../db/client.ts';
import { complianceStatus } from '../compliance/index.ts';

// The shop's KYC level, as the compliance module answers it (issue 29, decision 0044):
// `complianceStatus(db, shopId)`. Read through this hook so that a test can set a shop's level
// without walking the KYC review (installComplianceStatus); the product always runs the real one.

export type ComplianceRequirement = {
  key: string;
  state: string;
  label: { en: string; sw: string };
};
export type ComplianceStatus = { level: 0 | 1 | 2; missing: ComplianceRequirement[] };
export type ComplianceStatusFn = (db: Db, shopId: string) => Promise<ComplianceStatus>;

const fromCompliance: ComplianceStatusFn = (db, shopId) => complianceStatus(db, shopId);

let current: ComplianceStatusFn = fromCompliance;

/** Tests only: another source of levels; null puts the compliance module's back. */
export function installComplianceStatus(fn: ComplianceStatusFn | null): void {
  current = fn ?? fromCompliance;
}

export const complianceStatusOf: ComplianceStatusFn = (db, shopId) => current(db, shopId);

/** Level 1 (the owner verified) releases the shop's platform balance for payouts (decision 0046). */
export const PAYOUT_LEVEL = 1;
