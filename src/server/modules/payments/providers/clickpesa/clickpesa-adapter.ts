// ClickPesa (protocols.md §2; ClickPesa/developers.docs, docs.clickpesa.com): token, USSD push,
// status by orderReference, checksummed requests and webhooks, and payouts to wallets (with their
// preview: the receiver's registered name and the fee) and to bank accounts. ClickPesa documents
// no way to cancel a push, so there is no cancelCollection: an unpaid push stays queried.
import type { ConnectionOutcome, PaymentProvider, ProviderContext } from '../provider.ts';
import { clickpesaStartBankPayout } from './clickpesa-bank-payout.ts';
import { clickpesaToken } from './clickpesa-call.ts';
import { CLICKPESA_CREDENTIALS } from './clickpesa-credentials.ts';
import { CLICKPESA_NETWORKS } from './clickpesa-networks.ts';
import { clickpesaQuery } from './clickpesa-query.ts';
import { clickpesaPreviewPayout } from './clickpesa-preview-payout.ts';
import { clickpesaStartCollection, clickpesaStartPayout } from './clickpesa-start.ts';
import { clickpesaCallbackAnswer, clickpesaVerifyCallback } from './clickpesa-verify-callback.ts';

/** A fresh token request: the cheapest call that proves the client id and API key. */
async function clickpesaTestConnection(ctx: ProviderContext): Promise<ConnectionOutcome> {
  const token = await clickpesaToken(ctx, true);
  if (token.kind === 'token') return { ok: true, exchanges: token.exchanges };
  return { ok: false, outcome: token.kind, reason: token.reason, exchanges: token.exchanges };
}

export const clickpesaProvider: PaymentProvider = {
  id: 'clickpesa',
  credentialFields: CLICKPESA_CREDENTIALS,
  networks: CLICKPESA_NETWORKS,
  startCollection: clickpesaStartCollection,
  verifyCallback: clickpesaVerifyCallback,
  queryStatus: (ctx, query) => clickpesaQuery(ctx, 'payments', query),
  previewPayout: clickpesaPreviewPayout,
  startPayout: clickpesaStartPayout,
  startBankPayout: clickpesaStartBankPayout,
  queryPayout: (ctx, query) => clickpesaQuery(ctx, 'payouts', query),
  testConnection: clickpesaTestConnection,
  callbackAnswer: clickpesaCallbackAnswer,
};
