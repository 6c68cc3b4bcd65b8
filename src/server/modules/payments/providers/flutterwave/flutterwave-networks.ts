import type { Network } from '../../../../../lib/mobile-money.ts';

/**
 * The wallets Flutterwave's Tanzanian mobile money reaches, and the `network` word for each: the
 * official Node SDK accepts exactly HALOPESA, AIRTEL, TIGO and VODACOM for TZS (Flutterwave/Node-v3
 * services/schema/create.js, "Only HALOPESA, AIRTEL, TIGO, and VODACOM are valid for TZS."). Mixx by
 * Yas is the former Tigo Pesa and M-Pesa is Vodacom's. AzamPesa is not among them.
 */
export const FLUTTERWAVE_NETWORK_NAMES: Partial<Record<Network, string>> = {
  mpesa: 'VODACOM',
  mixx: 'TIGO',
  airtel: 'AIRTEL',
  halopesa: 'HALOPESA',
};

export const FLUTTERWAVE_NETWORKS: readonly Network[] = ['mpesa', 'mixx', 'airtel', 'halopesa'];
