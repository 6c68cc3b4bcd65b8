// The face of the payouts module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { payoutSources } from './payout-sources.ts';
