// Selcom (protocols.md §2): checkout API with a signed USSD push, a signed webhook, an order
// status query and cancel-order, and wallet payouts (walletcashin) from the merchant's float.
import type { ConnectionOutcome, PaymentProvider, ProviderContext } from '../provider.ts';
import { readSelcomAnswer } from './selcom-answer.ts';
import { selcomCall } from './selcom-call.ts';
import { SELCOM_CREDENTIALS } from './selcom-credentials.ts';
import { SELCOM_NETWORKS } from './selcom-networks.ts';
import { selcomQueryPayout, selcomStartPayout } from './selcom-payout.ts';
import { selcomQueryStatus } from './selcom-query-status.ts';
import { selcomStartCollection } from './selcom-start-collection.ts';
import { selcomCallbackAnswer, selcomVerifyCallback } from './selcom-verify-callback.ts';
import { selcomCancelCollection } from './selcom-cancel-collection.ts';

/**
 * Selcom has no token endpoint, so the proof is a signed order-status query for an order that
 * does not exist: the gateway checks the key and the Digest before it looks the order up, so a
 * 401/403 means wrong keys and any other answer means they are right (a result code 403 is not
 * read as one: Selcom's own sample uses it for "no response from upstream system").
 */
async function selcomTestConnection(ctx: ProviderContext): Promise<ConnectionOutcome> {
  const res = await selcomCall(ctx, 'GET', '/checkout/order-status', { order_id: 'connection-test' });
  const exchanges = [res.exchange];
  const answer = readSelcomAnswer(res);
  if (answer.kind === 'unknown') return { ok: false, outcome: 'unknown', reason: answer.reason, exchanges };
  const denied = answer.httpStatus === 401 || answer.httpStatus === 403;
  return denied ? { ok: false, outcome: 'refused', reason: answer.message, exchanges } : { ok: true, exchanges };
}

export const selcomProvider: PaymentProvider = {
  id: 'selcom',
  credentialFields: SELCOM_CREDENTIALS,
  networks: SELCOM_NETWORKS,
  startCollection: selcomStartCollection,
  verifyCallback: selcomVerifyCallback,
  queryStatus: selcomQueryStatus,
  cancelCollection: selcomCancelCollection,
  startPayout: selcomStartPayout,
  queryPayout: selcomQueryPayout,
  testConnection: selcomTestConnection,
  callbackAnswer: selcomCallbackAnswer,
};
