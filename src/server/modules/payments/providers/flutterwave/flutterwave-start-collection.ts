// POST /v3/charges?type=mobile_money_tanzania (developer.flutterwave.com/docs/tanzania; Node-v3
// documentation/collections.md): the USSD push. tx_ref is our reference; Flutterwave answers
// {status:"success", message:"Charge initiated", data:{id, tx_ref, flw_ref, status:"pending", …}}.
// Webhooks go to the URL set in Flutterwave's dashboard, not one given per charge, so the input's
// callbackUrl is not sent; the flow gives each account one unguessable URL to set there.
import { checkMoneyInput, msisdn } from '../check-input.ts';
import { str } from '../../../../providers/http-call.ts';
import type { ProviderContext, StartCollectionInput, StartOutcome } from '../provider.ts';
import { flutterwaveCall } from './flutterwave-call.ts';
import { FLUTTERWAVE_NETWORK_NAMES, FLUTTERWAVE_NETWORKS } from './flutterwave-networks.ts';
import { flutterwaveStatus } from './flutterwave-statuses.ts';

/**
 * Flutterwave requires an email for every charge (it files customers by it) and the flow asks the
 * payer for none: one per wallet number, on a domain of ours that receives nothing.
 */
export const payerEmailFor = (phone: string) => `${msisdn(phone)}@payers.duka.chat`;

/** +255754123456 → 0754123456, the form Flutterwave's Tanzanian examples use. */
const localNumber = (e164: string) => `0${e164.slice(4)}`;

export async function flutterwaveStartCollection(
  ctx: ProviderContext,
  input: StartCollectionInput,
): Promise<StartOutcome> {
  checkMoneyInput(input, FLUTTERWAVE_NETWORKS, 'Flutterwave');
  const network = FLUTTERWAVE_NETWORK_NAMES[input.network];
  const call = await flutterwaveCall(ctx, 'POST', '/v3/charges?type=mobile_money_tanzania', {
    tx_ref: input.reference,
    amount: input.amount,
    currency: 'TZS',
    email: input.payerEmail ?? payerEmailFor(input.phone),
    phone_number: localNumber(input.phone),
    ...(network ? { network } : {}),
    ...(input.payerName ? { fullname: input.payerName } : {}),
    meta: { description: input.description },
  });
  const { res, data, message } = call;
  const exchanges = [res.exchange];
  if (res.kind === 'no-answer') return { outcome: 'unknown', code: res.code, reason: res.reason, exchanges };
  if (call.serverError) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.json === null || typeof res.json !== 'object')
    return { outcome: 'unknown', code: 'bad-answer', reason: `HTTP ${res.status} without a JSON answer`, exchanges };
  if (!data)
    return { outcome: 'refused', reason: message ?? `HTTP ${res.status}`, code: `HTTP ${res.status}`, exchanges };
  const status = flutterwaveStatus(str(data.status));
  // A charge refused at once comes back as "success" with data.status "failed" and the reason.
  if (status.status === 'failed')
    return {
      outcome: 'refused',
      reason: str(data.processor_response) ?? message,
      code: str(data.status),
      exchanges,
    };
  return {
    outcome: 'accepted',
    status: status.status,
    providerRef: str(data.id),
    reason: status.known ? message : `unrecognised status ${str(data.status)}`,
    exchanges,
  };
}
