import { z } from 'zod';
import { NETWORKS } from './mobile-money.ts';
import { normalizePhone } from './phone.ts';

// What the order page sends to pay for a submitted order (POST /api/v1/order/payment). The page
// imports only the type: zod stays out of its bundle.

export const orderPaymentStartSchema = z.strictObject({
  // Any local form (0754…, 754…, +255754…, 255754…): the project's phone helper makes it E.164.
  phone: z
    .string({ error: 'invalid_phone' })
    .trim()
    .max(40)
    .transform((value, ctx) => {
      const e164 = normalizePhone(value);
      if (!e164) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return e164 ?? '';
    }),
  network: z.enum(NETWORKS),
});

export const orderPaymentParamsSchema = z.object({ id: z.uuid() });

export type OrderPaymentStart = z.input<typeof orderPaymentStartSchema>;
