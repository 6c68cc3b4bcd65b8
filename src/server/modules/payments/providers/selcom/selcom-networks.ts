import type { Network } from '../../../../../lib/mobile-money.ts';

/** Wallets Selcom's checkout pushes to (M-Pesa, Mixx by Yas, Airtel Money, HaloPesa). */
export const SELCOM_NETWORKS: readonly Network[] = ['mpesa', 'mixx', 'airtel', 'halopesa'];
