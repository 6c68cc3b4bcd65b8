// A shop's KYC level from the states of its requirements (issue 29, decision 0044). Pure, so the
// server's face (complianceStatus) and any screen compute it the same way.
import {
  BUSINESS_TYPE_KEY,
  BUSINESS_TYPE_WORDS,
  levelOneRequirements,
  levelTwoRequirements,
  type BusinessType,
  type KycRequirement,
  type Words,
} from './kyc-requirements.ts';
import { daysBetween } from './eat-day.ts';

/** What is stored per shop and requirement (no row: not_started). */
export const KYC_STORED_STATES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type StoredState = (typeof KYC_STORED_STATES)[number];
/**
 * What a person is shown: a verified requirement whose document expires within EXPIRING_DAYS is
 * `expiring` (still counts as verified), one whose expiry day has passed is `expired` (counts as
 * rejected). Both are computed when read, from the expiry date and today in EAT: no job has to run.
 */
export const KYC_STATES = [...KYC_STORED_STATES, 'expiring', 'expired'] as const;
export type RequirementState = (typeof KYC_STATES)[number];

export const EXPIRING_DAYS = 30;

export function effectiveState(stored: StoredState, expiresOn: string | null, today: string): RequirementState {
  if (stored !== 'verified' || !expiresOn) return stored;
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= EXPIRING_DAYS ? 'expiring' : 'verified';
}

/** Whether the state counts toward a level. */
export const countsAsVerified = (state: RequirementState) => state === 'verified' || state === 'expiring';

export type KycLevel = 0 | 1 | 2;
export type MissingRequirement = { key: string; state: RequirementState; label: Words };

const missingOf = (requirements: readonly KycRequirement[], stateOf: (key: string) => RequirementState) =>
  requirements
    .map((r) => ({ key: r.key, state: stateOf(r.key), label: r.label }))
    .filter((r) => !countsAsVerified(r.state));

/**
 * The highest level whose requirements are all verified (level 2 needs level 1), and what stands
 * between the shop and the next level: level 1's requirements while it is not reached, then level
 * 2's (with the business type itself while the shop has not chosen it); nothing at level 2.
 */
export function computeLevel(
  stateOf: (key: string) => RequirementState,
  businessType: BusinessType | null,
): { level: KycLevel; missing: MissingRequirement[] } {
  const one = missingOf(levelOneRequirements(), stateOf);
  if (one.length > 0) return { level: 0, missing: one };
  if (!businessType) {
    return { level: 1, missing: [{ key: BUSINESS_TYPE_KEY, state: 'not_started', label: BUSINESS_TYPE_WORDS }] };
  }
  const two = missingOf(levelTwoRequirements(businessType), stateOf);
  return two.length > 0 ? { level: 1, missing: two } : { level: 2, missing: [] };
}
