// The face of the platform-payments module (Duka Chat Payments, decision 0046): what other modules
// may import (decision 0035). Its routes cross modules, so they live in flows/platform-payments.
export { complianceStatusOf, installComplianceStatus, PAYOUT_LEVEL } from './compliance-level.ts';
export type { ComplianceStatus, ComplianceStatusFn } from './compliance-level.ts';
export { feeInForce, setPlatformFee } from './fee-setting.ts';
export type { FeeInForce } from './fee-setting.ts';
export { setPayoutSchedule, setPayoutsHeld, shopSettingsOf } from './shop-settings.ts';
export type { PayoutSchedule } from './shop-settings.ts';
