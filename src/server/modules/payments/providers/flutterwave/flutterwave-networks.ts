import type { Network } from '../../../../../lib/mobile-money.ts';

/**
 * The wallets Flutterwave's Tanzanian mobile money reaches: it routes the push by the phone number,
 * and `network` is optional. Its own docs and SDK name one value only ("Halopesa", Node-v3
 * documentation/collections.md); the others are not published, so they are not sent (a word it
 * does not know would be refused). AzamPesa is not listed by Flutterwave anywhere we could read.
 */
export const FLUTTERWAVE_NETWORKS: readonly Network[] = ['mpesa', 'mixx', 'airtel', 'halopesa'];

export const FLUTTERWAVE_NETWORK_NAMES: Partial<Record<Network, string>> = { halopesa: 'Halopesa' };
