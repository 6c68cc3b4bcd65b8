// GET /public/v1/vendors/balance (userAccountBalance/node-js/balance.js): the connection test.
import { asRecord, str } from '../../../../providers/http-call.ts';
import { type BalanceOutcome, type SmsContext } from '../sms-provider.ts';
import { base, beemCall, beemWords } from './beem-call.ts';

export async function beemBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const res = await beemCall(ctx, 'GET', `${base(ctx.urls.beem)}/public/v1/vendors/balance`);
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return { ok: false, outcome: 'refused', reason: beemWords(res.json).message ?? `HTTP ${res.status}`, exchanges };
  const data = asRecord(asRecord(res.json)?.data);
  return { ok: true, balance: str(data?.credit_balance), exchanges };
}
