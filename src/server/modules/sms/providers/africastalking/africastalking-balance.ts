// GET /version1/user?username= (lib/customAxios/application.js): the balance, the connection test.
import { asRecord, httpCall, str } from '../../../../providers/http-call.ts';
import { secretValues } from '../../../../providers/registry.ts';
import { credential, type BalanceOutcome, type SmsContext } from '../sms-provider.ts';
import { AFRICASTALKING_CREDENTIALS, base, headers } from './africastalking-call.ts';

export async function atBalance(ctx: SmsContext): Promise<BalanceOutcome> {
  const q = new URLSearchParams({ username: credential(ctx.credentials, 'username') });
  const res = await httpCall(ctx, {
    method: 'GET',
    url: `${base(ctx)}/version1/user?${q}`,
    headers: headers(ctx),
    secrets: secretValues(ctx.credentials, AFRICASTALKING_CREDENTIALS),
  });
  if (res.kind === 'no-answer' || res.status >= 500)
    return {
      ok: false,
      outcome: 'unknown',
      reason: res.kind === 'no-answer' ? res.reason : `HTTP ${res.status}`,
      exchanges: [res.exchange],
    };
  const exchanges = [res.exchange];
  if (res.status >= 400)
    return {
      ok: false,
      outcome: 'refused',
      reason: typeof res.json === 'string' ? res.json : `HTTP ${res.status}`,
      exchanges,
    };
  return { ok: true, balance: str(asRecord(asRecord(res.json)?.UserData)?.balance), exchanges };
}
