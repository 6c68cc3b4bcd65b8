import type { DebtStatement } from '../../lib/contracts/debt-statement.ts';
import type { OrderPayment } from '../../lib/contracts/order-payment.ts';
import type { StatementPaymentStart } from '../../lib/debt-statement-schemas.ts';
import { AttemptKey } from '../../lib/attempt-key.ts';
import { call, readHeaders, READ_TIMEOUT_MS, SUBMIT_TIMEOUT_MS, withReadRetries } from '../cart/api.ts';

// The statement page's calls (/api/v1/statement…): the order page's request helpers, other routes.
const url = (token: string, path = '') => `/api/v1/statement${path}?token=${encodeURIComponent(token)}`;

export const loadStatement = (token: string, lang: string) =>
  withReadRetries(() => call<DebtStatement>(url(token), { headers: readHeaders(lang) }, READ_TIMEOUT_MS));

export const pollStatementPayment = (token: string, id: string, lang: string) =>
  call<OrderPayment>(url(token, `/payment/${encodeURIComponent(id)}`), { headers: readHeaders(lang) }, 10_000);

// A request resent after a lost answer reuses its key: the same push, never a second one.
const attempt = new AttemptKey();
export async function startStatementPay(token: string, lang: string, body: StatementPaymentStart) {
  const headers = {
    ...readHeaders(lang),
    'content-type': 'application/json',
    'idempotency-key': attempt.for({ token, body }),
  };
  const started = await call<OrderPayment>(
    url(token, '/payment'),
    { method: 'POST', headers, body: JSON.stringify(body) },
    SUBMIT_TIMEOUT_MS,
  );
  attempt.settled();
  return started;
}
