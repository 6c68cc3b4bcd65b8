// POST /azampay/mno/checkout (protocols.md §2; flexcodelabs/azampay): the USSD push. AzamPay posts
// its callback to the URL set in its merchant portal, not one given per request, so the input's
// callbackUrl is not sent; the flow registers one unguessable URL per shop there.
import { checkMoneyInput, msisdn } from '../check-input.ts';
import { asRecord, isServerError, str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StartCollectionInput, StartOutcome } from '../provider.ts';
import { startNotAnswered } from '../outcomes.ts';
import { azampayCall } from './azampay-call.ts';
import { AZAMPAY_NETWORKS, AZAMPAY_PROVIDER_NAMES } from './azampay-networks.ts';

export async function azampayStartCollection(ctx: ProviderContext, input: StartCollectionInput): Promise<StartOutcome> {
  checkMoneyInput(input, AZAMPAY_NETWORKS, 'AzamPay');
  const call = await azampayCall(ctx, 'POST', '/azampay/mno/checkout', {
    accountNumber: msisdn(input.phone),
    amount: String(input.amount),
    currency: 'TZS',
    externalId: input.reference,
    provider: AZAMPAY_PROVIDER_NAMES[input.network],
    additionalProperties: { description: input.description },
  });
  if (call.kind !== 'answer') return startNotAnswered(call);
  const { res, exchanges } = call;
  const body = asRecord(res.json);
  const message = str(body?.message) ?? str(body?.msg);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (!body)
    return { outcome: 'unknown', code: 'bad-answer', reason: `HTTP ${res.status} without a JSON answer`, exchanges };
  const transactionId = str(body.transactionId);
  if (res.status >= 400 || body.success === false || !transactionId)
    return {
      outcome: 'refused',
      reason: message ?? `HTTP ${res.status}`,
      code: str(body.messageCode) ?? str(body.statusCode) ?? `HTTP ${res.status}`,
      exchanges,
    };
  return { outcome: 'accepted', status: 'pending', providerRef: transactionId, reason: message, exchanges };
}
