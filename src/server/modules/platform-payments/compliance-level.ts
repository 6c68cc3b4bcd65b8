import type { Db } from '../../db/client.ts';

// The shop's KYC level, as the compliance module answers it (issue 29). Its face is
// `complianceStatus(db, shopId)` in src/server/modules/compliance; until that module is in this
// branch, the status comes through this hook, installed at start-up (create-order-hooks.ts) and in
// tests. Without one installed, every shop is unverified: money never guesses, so a payout of the
// platform's balance waits rather than goes out on an assumption.

export type ComplianceRequirement = {
  key: string;
  state: string;
  label: { en: string; sw: string };
};
export type ComplianceStatus = { level: 0 | 1 | 2; missing: ComplianceRequirement[] };
export type ComplianceStatusFn = (db: Db, shopId: string) => Promise<ComplianceStatus>;

/** What a shop lacks when nobody can tell: its owner's identity, level 1's requirement as a whole. */
const unknownYet: ComplianceStatusFn = async () => ({
  level: 0,
  missing: [
    {
      key: 'owner_identity',
      state: 'not_started',
      label: { en: "The owner's identity (level 1)", sw: 'Utambulisho wa mmiliki (ngazi ya 1)' },
    },
  ],
});

let current: ComplianceStatusFn = unknownYet;

export function installComplianceStatus(fn: ComplianceStatusFn | null): void {
  current = fn ?? unknownYet;
}

export const complianceStatusOf: ComplianceStatusFn = (db, shopId) => current(db, shopId);

/** Level 1 (the owner verified) releases the shop's platform balance for payouts (decision 0046). */
export const PAYOUT_LEVEL = 1;
