// The face of the ledger module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { recordAdjustment } from './adjust.ts';
export { appendEntry, lockCashDrawer } from './append-entry.ts';
export { availableForPayout, balanceOf, balances } from './balances.ts';
export { bookPayoutFee, givePayoutBack, requestPayout } from './payouts.ts';
export type { PayoutGate } from './payouts.ts';
export { reverseEntry } from './reverse-entry.ts';
export { bookPlatformFee, bookSetupFee, givePlatformFeeBack } from './platform-fee.ts';
