// The face of the compliance module (KYC, issue 29; decision 0035): what other modules and flows may
// import. Payouts ask complianceStatus whether a shop may withdraw ("why can't I withdraw?" names
// `missing`); the operator's shop list asks complianceLevels for a page of shops at once.
export { complianceLevels, complianceStatus } from './kyc-status.ts';
export type { ComplianceStatus } from './kyc-status.ts';
export type { KycLevel, MissingRequirement, RequirementState } from '../../../lib/kyc-level.ts';
