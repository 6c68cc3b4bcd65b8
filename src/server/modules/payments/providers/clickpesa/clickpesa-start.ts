// A USSD push and a mobile-money payout are started alike (amount as a string, TZS, the number,
// our reference as orderReference, the checksum when the shop has a key) and answer alike
// ({id, status, orderReference, …}), so one function starts both.
import { checkMoneyInput, msisdn } from '../check-input.ts';
import { asRecord, isServerError, str } from '../http-call.ts';
import type { ProviderContext, StartOutcome } from '../provider.ts';
import { clickpesaCall, withChecksum } from './clickpesa-call.ts';
import { clickpesaChecksum } from './clickpesa-checksum.ts';
import { CLICKPESA_NETWORKS } from './clickpesa-networks.ts';
import { clickpesaStatus } from './clickpesa-statuses.ts';

export async function clickpesaStart(
  ctx: ProviderContext,
  path: string,
  input: {
    reference: string;
    amount: number;
    phone: string;
    network: Parameters<typeof checkMoneyInput>[0]['network'];
  },
): Promise<StartOutcome> {
  checkMoneyInput(input, CLICKPESA_NETWORKS, 'ClickPesa');
  const body = withChecksum(
    ctx,
    {
      amount: String(input.amount),
      currency: 'TZS',
      orderReference: input.reference,
      phoneNumber: msisdn(input.phone),
    },
    clickpesaChecksum,
  );
  return clickpesaPostStart(ctx, path, body);
}

/**
 * Sends a request that starts something (push, wallet or bank payout) and reads the answer, which
 * is alike for all three ({id, status, orderReference, …}): FAILED or a 4xx is a refusal.
 */
export async function clickpesaPostStart(
  ctx: ProviderContext,
  path: string,
  body: Record<string, unknown>,
): Promise<StartOutcome> {
  const call = await clickpesaCall(ctx, 'POST', path, body);
  if (call.kind === 'unknown')
    return { outcome: 'unknown', code: call.code, reason: call.reason, exchanges: call.exchanges };
  if (call.kind === 'refused')
    return { outcome: 'refused', reason: call.reason, code: 'token', exchanges: call.exchanges };
  const { res, exchanges } = call;
  const answer = asRecord(res.json);
  const message = str(answer?.message);
  if (isServerError(res.status)) return { outcome: 'unknown', code: 'server-error', reason: message, exchanges };
  if (res.status >= 400)
    return { outcome: 'refused', reason: message ?? `HTTP ${res.status}`, code: `HTTP ${res.status}`, exchanges };
  if (!answer) return { outcome: 'unknown', code: 'bad-answer', reason: null, exchanges };
  const status = clickpesaStatus(str(answer.status));
  if (!status.known)
    return { outcome: 'unknown', code: 'unrecognised-status', reason: `status ${str(answer.status)}`, exchanges };
  if (status.status === 'failed')
    return { outcome: 'refused', reason: message ?? str(answer.status), code: str(answer.status), exchanges };
  return { outcome: 'accepted', status: status.status, providerRef: str(answer.id), reason: message, exchanges };
}
