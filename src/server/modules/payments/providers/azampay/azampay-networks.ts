import type { Network } from '../../../../../lib/mobile-money.ts';

/**
 * The `provider` AzamPay's MNO checkout wants for each wallet (flexcodelabs/azampay MnoCheckout):
 * Mixx by Yas is still "Tigo" there.
 */
export const AZAMPAY_PROVIDER_NAMES: Record<Network, string> = {
  mpesa: 'Mpesa',
  mixx: 'Tigo',
  airtel: 'Airtel',
  halopesa: 'Halopesa',
  azampesa: 'Azampesa',
};

export const AZAMPAY_NETWORKS: readonly Network[] = ['mpesa', 'mixx', 'airtel', 'halopesa', 'azampesa'];
