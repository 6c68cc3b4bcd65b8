// AzamPay's callback: {msisdn, amount, message, utilityref, operator, reference,
// transactionstatus, submerchantAcc, externalreference?} [3P]. Whether and how it is signed is
// unsettled (protocols.md §2: one integrator reads RSA over four fields, AzamPay support told
// another that signatures are "not applicable"), so nothing in it is trusted: a well-formed body is
// "authentic" only in the sense that it names a payment, and confirmBy is always 'status-query'
// (decision 0018). The callback path itself is unguessable.
import { jsonObject, parseAmount, str } from '../../../../providers/http-call.ts';
import { jsonCallbackAnswer, notAuthentic } from '../outcomes.ts';
import type { CallbackAnswer, CallbackInput, CallbackVerdict, ProviderContext } from '../provider.ts';
import { azampayStatus } from './azampay-statuses.ts';

export function azampayVerifyCallback(_ctx: ProviderContext, input: CallbackInput): CallbackVerdict {
  const body = jsonObject(input.rawBody);
  const reference = str(body?.utilityref) ?? str(body?.externalreference);
  const word = str(body?.transactionstatus);
  if (!body || !reference || !word) return notAuthentic('body is not an AzamPay callback', 'status-query', reference);
  return {
    authentic: true,
    kind: 'collection',
    reference,
    providerRef: str(body.reference),
    status: azampayStatus(word).status,
    amount: parseAmount(body.amount),
    currency: str(body.currency),
    reason: str(body.message),
    confirmBy: 'status-query',
  };
}

export function azampayCallbackAnswer(verdict: CallbackVerdict): CallbackAnswer {
  return jsonCallbackAnswer(verdict, { success: true }, { status: 400, body: { success: false } });
}
