// The face of the inventory module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { adjustStock, changeStock, listMovements, recordMovement, setStock } from './stock.service.ts';
export type { StockTarget } from './stock.service.ts';
