// The face of the discounts module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { codeInChat, previewCode, recordRedemption, redeemCode, releaseRedemption } from './redeem.ts';
export type { CodeClaim, CodeRequest } from './redeem.ts';
export { discountFigures } from './discount-figures.ts';
export type { DiscountFigures } from './discount-figures.ts';
export { clearCodeNames, forgetShopCodeNames } from './code-names.ts';
