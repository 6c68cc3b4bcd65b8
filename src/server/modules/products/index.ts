// The face of the products module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { effectiveStock, summarySelect, toSummary } from './product.service.ts';
export { catalogueRows } from './catalogue-rows.ts';
