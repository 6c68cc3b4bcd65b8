import { z } from 'zod';
import { orderPaymentStartSchema } from './order-payment-schema.ts';

// What the statement page sends (issue 16). The page imports only the types: zod stays out of its
// bundle.

/** A part payment below this is refused unless it is the whole rest (a push costs the customer a fee). */
export const MIN_DEBT_PAYMENT = 1000;

const token = z
  .string({ error: 'statement_token_required' })
  .min(1, { error: 'statement_token_required' })
  .meta({ description: "The signed token of the debt's statement link (a new link revokes the old one)." });

export const statementQuerySchema = z.object({ token });

/** Pay all or part: the amount is checked against the balance when the push is asked for. */
export const statementPaymentStartSchema = orderPaymentStartSchema.extend({
  amount: z.int({ error: 'amount_invalid' }).positive({ error: 'amount_invalid' }).max(1_000_000_000),
});

export type StatementPaymentStart = z.input<typeof statementPaymentStartSchema>;
