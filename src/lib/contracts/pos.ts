import { z } from 'zod';
import { NETWORKS } from '../mobile-money.ts';

// What the till needs to know before it offers mobile money (issue 25, decision 0030).

export const posMobileMoneySchema = z.strictObject({
  networks: z.array(z.enum(NETWORKS)).meta({
    description:
      'The wallets the shop can send a payment request to now (an enabled provider account collects for them). Empty: the till cannot take mobile money.',
  }),
});

export type PosMobileMoney = z.infer<typeof posMobileMoneySchema>;
