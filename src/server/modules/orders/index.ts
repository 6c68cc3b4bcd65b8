// The face of the orders module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { orderDetail } from './order-query.service.ts';
export { createOrder, transitionOrderIn } from './order.service.ts';
export { getPosSettings, savePosSettings } from './pos-settings.ts';
