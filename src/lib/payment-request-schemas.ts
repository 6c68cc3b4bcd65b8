import { z } from 'zod';
import { NETWORKS } from './mobile-money.ts';
import { phoneSchema } from './account-schemas.ts';

// Asking a customer's wallet for an order's money from the back-office (the order screen and the
// POS till, issue 15). Error texts are message keys (src/server/http/messages/payments.ts).

/** The phone defaults to the order's customer's; the network is the one the payer confirmed. */
export const paymentRequestSchema = z.strictObject({
  phone: phoneSchema.optional(),
  network: z.enum(NETWORKS, { error: 'payment_network_required' }),
});

export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
