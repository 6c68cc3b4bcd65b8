// AzamPay (protocols.md §2): token, MNO checkout (USSD push), status by AzamPay's transactionId
// (azampay-query-status.ts says which path and why). AzamPay documents no way to cancel a checkout,
// so a push past our wait is left to its status queries.
// Its callbacks are never trusted on their own (azampay-verify-callback.ts). No payout here: the
// disbursement endpoints of the community SDK are absent from AzamPay's own swagger.
import type { ConnectionOutcome, PaymentProvider, ProviderContext } from '../provider.ts';
import { asRecord, str } from '../../../../providers/http-call.ts';
import { azampayCall, azampayToken } from './azampay-call.ts';
import { AZAMPAY_CREDENTIALS } from './azampay-credentials.ts';
import { AZAMPAY_NETWORKS } from './azampay-networks.ts';
import { AZAMPAY_STATUS_PATH, azampayQueryStatus } from './azampay-query-status.ts';
import { azampayStartCollection } from './azampay-start-collection.ts';
import { azampayCallbackAnswer, azampayVerifyCallback } from './azampay-verify-callback.ts';

/**
 * A fresh token proves the app name, client id and secret (and carries the X-API-KEY, as AzamPay's
 * plugin sends it); a status query for a transaction that does not exist then proves the token is
 * taken by the checkout host (refused with 401/403, any other answer gets past it).
 */
async function azampayTestConnection(ctx: ProviderContext): Promise<ConnectionOutcome> {
  const token = await azampayToken(ctx, true);
  if (token.kind !== 'token')
    return { ok: false, outcome: token.kind, reason: token.reason, exchanges: token.exchanges };
  const call = await azampayCall(ctx, 'GET', `${AZAMPAY_STATUS_PATH}?pgReferenceId=connection-test&bankName=Mpesa`);
  const exchanges = [...token.exchanges, ...call.exchanges];
  if (call.kind !== 'answer') return { ok: false, outcome: call.kind, reason: call.reason, exchanges };
  const { status } = call.res;
  if (status === 401 || status === 403)
    return {
      ok: false,
      outcome: 'refused',
      reason: str(asRecord(call.res.json)?.message) ?? `HTTP ${status}`,
      exchanges,
    };
  if (status >= 500) return { ok: false, outcome: 'unknown', reason: `HTTP ${status}`, exchanges };
  return { ok: true, exchanges };
}

export const azampayProvider: PaymentProvider = {
  id: 'azampay',
  credentialFields: AZAMPAY_CREDENTIALS,
  networks: AZAMPAY_NETWORKS,
  startCollection: azampayStartCollection,
  verifyCallback: azampayVerifyCallback,
  queryStatus: azampayQueryStatus,
  testConnection: azampayTestConnection,
  callbackAnswer: azampayCallbackAnswer,
};
