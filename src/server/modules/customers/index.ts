// The face of the customers module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { customerIdByPhone, findOrCreateCustomer, getCustomer, toCustomerDto } from './customer.service.ts';
