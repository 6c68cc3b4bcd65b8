import type { Network } from '../../../../../lib/mobile-money.ts';

/** Wallets ClickPesa's USSD push reaches; it picks the channel from the number itself. */
export const CLICKPESA_NETWORKS: readonly Network[] = ['mpesa', 'mixx', 'airtel', 'halopesa'];
