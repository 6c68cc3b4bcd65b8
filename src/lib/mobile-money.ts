// Mobile money in Tanzania: the wallets a customer pays from, the providers (aggregators) a shop
// links to collect from them, and the states a payment goes through. Shared by the server, the
// order page and the back-office, so it holds names and rules only, no I/O.

/** The wallets (spec 1: M-Pesa, Tigo Pesa now Mixx by Yas, Airtel Money, HaloPesa, AzamPesa). */
export const NETWORKS = ['mpesa', 'mixx', 'airtel', 'halopesa', 'azampesa'] as const;
export type Network = (typeof NETWORKS)[number];

/** Brand names, the same in English and Swahili: what a message names instead of an id. */
export const NETWORK_NAMES: Record<Network, string> = {
  mpesa: 'M-Pesa',
  mixx: 'Mixx by Yas',
  airtel: 'Airtel Money',
  halopesa: 'HaloPesa',
  azampesa: 'AzamPesa',
};

/** The aggregators a shop can link; `sandbox` is the demo's, which no real shop can link in production. */
export const PROVIDERS = ['selcom', 'clickpesa', 'azampay', 'flutterwave', 'sandbox'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** pending until the provider says otherwise; the other three are final. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const isFinal = (status: PaymentStatus) => status !== 'pending';

// protocols.md §4: the operator a mobile prefix was allocated to. Numbers can be ported, so this only
// suggests the wallet; the payer confirms it. TTCL (73) runs no wallet we collect from.
const WALLET_BY_PREFIX: Record<string, Network> = {
  '61': 'halopesa',
  '62': 'halopesa',
  '63': 'halopesa',
  '65': 'mixx',
  '67': 'mixx',
  '70': 'mixx',
  '71': 'mixx',
  '77': 'mixx',
  '66': 'airtel',
  '68': 'airtel',
  '69': 'airtel',
  '78': 'airtel',
  '72': 'mpesa',
  '74': 'mpesa',
  '75': 'mpesa',
  '76': 'mpesa',
  '79': 'mpesa',
};

/** The wallet a Tanzanian number most likely belongs to (`+255754…` → mpesa), or null. */
export function suggestNetwork(e164: string): Network | null {
  const m = /^\+255(\d{2})\d{7}$/.exec(e164);
  return (m && WALLET_BY_PREFIX[m[1]!]) ?? null;
}
