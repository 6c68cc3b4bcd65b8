// The face of the analytics module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { salesTotals } from './analytics.service.ts';
export { salesByMonth } from './sales-by-month.ts';
