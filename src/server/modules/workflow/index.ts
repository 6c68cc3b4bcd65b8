// The face of the workflow module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { notifyInWebsiteChat, notifyOnWhatsapp } from './notify-customer.ts';
export { findTransition, getWorkflow, nextStatuses } from './workflow.service.ts';
