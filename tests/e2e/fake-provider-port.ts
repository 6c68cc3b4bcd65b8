// Where the e2e server finds ClickPesa: a port beside its own, which order-payments.spec.ts
// forwards to the local fake (the fake itself takes a free port when it starts).
export const CLICKPESA_E2E_PORT = Number(process.env.E2E_PORT ?? 4391) + 20000;
