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

/**
 * Only a provider's documented final verdict ends a payment (issue 25, DESIGN.md "Money"):
 * - pending: asked for, no verdict yet; queried again with backoff.
 * - unknown: the provider's answers were not a documented verdict for longer than we wait (an
 *   ambiguous code, no answer, still in progress after our wait): still queried, shown in
 *   reconciliation, never failed or reversed on a guess.
 * - succeeded, failed, expired: final (expired only on the provider's word, or when the push never
 *   reached it).
 * - reversed: succeeded, then the provider documented that the money went back (ClickPesa's
 *   REVERSED / REFUNDED): a reversal entry takes the credit off the ledger.
 */
export const PAYMENT_STATUSES = ['pending', 'unknown', 'succeeded', 'failed', 'expired', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Unsettled statuses: nothing is final, the payment is still queried. */
export const isFinal = (status: PaymentStatus) => status !== 'pending' && status !== 'unknown';

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
