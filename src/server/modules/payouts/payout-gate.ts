import type { Db } from '../../db/client.ts';
import type { PayoutGate } from '../ledger/index.ts';

/**
 * Whether the shop may be paid out (issue 15: payouts wait for a verified compliance status, once
 * a compliance check exists). No compliance check exists yet, so every shop may: this is where it
 * goes. To refuse, throw `forbidden('payout_compliance_unverified')` (403, a message the merchant
 * can act on); requestPayout calls the gate before it writes anything.
 */
export function payoutGate(_db: Db): PayoutGate {
  return async (_shopId: string) => {};
}
