// Where the e2e server finds ClickPesa: a port beside its own, which order-payments.spec.ts
// forwards to the local fake (the fake itself takes a free port when it starts).
export const CLICKPESA_E2E_PORT = Number(process.env.E2E_PORT ?? 4391) + 20000;

// Where the e2e server finds Africa's Talking (AFRICASTALKING_BASE_URL): campaigns.spec.ts forwards
// this port to its local fake gateway.
export const SMS_E2E_PORT = Number(process.env.E2E_PORT ?? 4391) + 20001;
