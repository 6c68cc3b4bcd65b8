// The face of the shop module: what other modules and flows may import (decision 0035).
export { isShopSuspended, lockShopStanding, setDirectoryHidden, setShopSuspension } from './shop-standing.ts';
export type { ShopStanding } from './shop-standing.ts';
export { isSingleShopInstall } from './single-shop.ts';
