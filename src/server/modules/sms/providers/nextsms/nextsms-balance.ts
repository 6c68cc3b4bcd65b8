// GET /api/sms/v1/balance (docs/apis/_getSmsBalance.md): the connection test.
import { asRecord, str } from '../../../../providers/http-call.ts';
import { type BalanceOutcome, type SmsContext } from '../sms-provider.ts';
import { nextCall, words } from './nextsms-call.ts';

export async function nextBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const res = await nextCall(ctx, 'GET', '/api/sms/v1/balance');
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return { ok: false, outcome: 'refused', reason: words(res.json) ?? `HTTP ${res.status}`, exchanges };
  return { ok: true, balance: str(asRecord(res.json)?.sms_balance), exchanges };
}
