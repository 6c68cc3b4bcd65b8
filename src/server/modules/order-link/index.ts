// The face of the order-link module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { collectableNetworks, toOrderPayment } from './order-payment.service.ts';
