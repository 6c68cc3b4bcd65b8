// Flutterwave Tanzania mobile money (protocols.md §2 "Flutterwave TZ"): a bearer secret key, the
// USSD push as a `mobile_money_tanzania` charge, status by our own tx_ref, webhooks told apart by
// `verif-hash` or `flutterwave-signature` and settled by the status query
// (flutterwave-verify-callback.ts), `app_fee` read as Flutterwave's fee. No cancel: Flutterwave
// documents none for a pending charge, so it stays queried. No payout here: Flutterwave's
// Tanzanian transfers need IP whitelisting and a feature request.
import type { ConnectionOutcome, PaymentProvider, ProviderContext } from '../provider.ts';
import { flutterwaveCall } from './flutterwave-call.ts';
import { FLUTTERWAVE_CREDENTIALS } from './flutterwave-credentials.ts';
import { FLUTTERWAVE_NETWORKS } from './flutterwave-networks.ts';
import { flutterwaveQueryStatus } from './flutterwave-query-status.ts';
import { flutterwaveStartCollection } from './flutterwave-start-collection.ts';
import { flutterwaveCallbackAnswer, flutterwaveVerifyCallback } from './flutterwave-verify-callback.ts';

/**
 * GET /v3/balances/TZS (Node-v3 services/misc/rave.balances-currency.js): a read that only a valid
 * secret key gets past. The secret hash is never sent to Flutterwave, so no call can prove it.
 */
async function flutterwaveTestConnection(ctx: ProviderContext): Promise<ConnectionOutcome> {
  const call = await flutterwaveCall(ctx, 'GET', '/v3/balances/TZS');
  const { res, data, message } = call;
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { ok: false, outcome: 'unknown', reason: res.reason, exchanges };
  if (call.serverError) return { ok: false, outcome: 'unknown', reason: message ?? `HTTP ${res.status}`, exchanges };
  if (!data) return { ok: false, outcome: 'refused', reason: message ?? `HTTP ${res.status}`, exchanges };
  return { ok: true, exchanges };
}

export const flutterwaveProvider: PaymentProvider = {
  id: 'flutterwave',
  credentialFields: FLUTTERWAVE_CREDENTIALS,
  networks: FLUTTERWAVE_NETWORKS,
  startCollection: flutterwaveStartCollection,
  verifyCallback: flutterwaveVerifyCallback,
  queryStatus: flutterwaveQueryStatus,
  testConnection: flutterwaveTestConnection,
  callbackAnswer: flutterwaveCallbackAnswer,
};
