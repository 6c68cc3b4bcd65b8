// The face of the whatsapp-webhook module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { WEBHOOK_PATH } from './whatsapp-webhook.service.ts';
