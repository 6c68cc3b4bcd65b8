import type { OrderPageSubmit } from '../../lib/order-page-schema.ts';
import type { OrderPageCart, OrderPageSubmitted } from '../../lib/contracts/order-page.ts';
import type { OrderPayment, OrderPaymentState } from '../../lib/contracts/order-payment.ts';
import type { OrderPaymentStart } from '../../lib/order-payment-schema.ts';
import { AttemptKey } from '../../lib/attempt-key.ts';
import type { OrderPageDiscountAnswer } from '../../lib/contracts/discount.ts';

/** An answer of the API that was not a success: its status and parsed body ({ code, message }). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: { code?: string; message?: string; field?: string } | null;
  constructor(status: number, body: ApiError['body']) {
    super(body?.message ?? `Request failed with status code ${status}`);
    this.status = status;
    this.body = body;
  }
}

// A slow network is the normal case: wait long enough, but not for ever.
export const READ_TIMEOUT_MS = 30_000;
export const SUBMIT_TIMEOUT_MS = 60_000;

/** One request of a public page (the order page, the statement page): no cookie, a time limit. */
export async function call<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  const res = await fetch(url, { ...init, signal, credentials: 'omit' });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}

const url = (token: string, extra = '') => `/api/v1/order?${extra}token=${encodeURIComponent(token)}`;

// Spec 7: reads are retried 3 times, the delay doubling from 1 s (capped at 30 s); writes never.
// Only failures that may pass are retried: the network, 429 and 5xx, not a refused link.
const READ_RETRIES = 3;
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read, retried as spec 7 says (shared with the statement page). */
export async function withReadRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= READ_RETRIES || !retryable(error)) throw error;
      await sleep(Math.min(1000 * 2 ** attempt, 30_000));
    }
  }
}

export function loadCart(token: string, lang: string): Promise<OrderPageCart> {
  return withReadRetries(() =>
    call<OrderPageCart>(
      url(token),
      { headers: { accept: 'application/json', 'accept-language': lang } },
      READ_TIMEOUT_MS,
    ),
  );
}

// Spec 7 sends channel=whatsapp; the server takes the order's channel from the link anyway.
// The same order sent again after a lost answer (a dropped connection) reuses its key: the
// customer gets their order's confirmation, not "already submitted".
const attempt = new AttemptKey();
export async function sendOrder(token: string, lang: string, body: OrderPageSubmit): Promise<OrderPageSubmitted> {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-language': lang,
    'idempotency-key': attempt.for({ token, body }),
  };
  const done = await call<OrderPageSubmitted>(
    url(token, 'channel=whatsapp&'),
    { method: 'POST', headers, body: JSON.stringify(body) },
    SUBMIT_TIMEOUT_MS,
  );
  attempt.settled();
  return done;
}

/** What a failed load means for the page. */
export function linkState(error: unknown): 'invalid' | 'expired' | 'used' | 'suspended' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  // The platform's operators suspended the shop (issue 29): it takes no orders for now.
  if (error.status === 409 && error.body?.code === 'shop_suspended') return 'suspended';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  if (error.status === 400 || error.status === 404) return 'invalid';
  return 'failed';
}

// Paying after submit (issue 15): the same token, other routes.
const payUrl = (token: string, path = '') => `/api/v1/order/${path}?token=${encodeURIComponent(token)}`;
export const readHeaders = (lang: string) => ({ accept: 'application/json', 'accept-language': lang });

export function loadPayment(token: string, lang: string, timeoutMs = READ_TIMEOUT_MS): Promise<OrderPaymentState> {
  return call<OrderPaymentState>(payUrl(token, 'payment'), { headers: readHeaders(lang) }, timeoutMs);
}

/** One poll of the waiting screen: short, as the next one comes soon anyway. */
export function pollPayment(token: string, id: string, lang: string): Promise<OrderPayment> {
  return call<OrderPayment>(payUrl(token, `payment/${encodeURIComponent(id)}`), { headers: readHeaders(lang) }, 10_000);
}

// A request resent after a lost answer reuses its key: the same push, never a second one.
const payAttempt = new AttemptKey();
export async function startPay(token: string, lang: string, body: OrderPaymentStart): Promise<OrderPayment> {
  const headers = {
    ...readHeaders(lang),
    'content-type': 'application/json',
    'idempotency-key': payAttempt.for({ token, body }),
  };
  const started = await call<OrderPayment>(
    payUrl(token, 'payment'),
    { method: 'POST', headers, body: JSON.stringify(body) },
    SUBMIT_TIMEOUT_MS,
  );
  payAttempt.settled();
  return started;
}

export function chooseCash(token: string, lang: string): Promise<OrderPaymentState> {
  return call<OrderPaymentState>(
    payUrl(token, 'cash'),
    { method: 'POST', headers: readHeaders(lang) },
    SUBMIT_TIMEOUT_MS,
  );
}

/** The "Apply" of a discount code (issue 28): what it takes off these goods, or a refusal in words. Not retried: the customer taps again. */
export function checkDiscount(
  token: string,
  lang: string,
  body: { code: string; subtotal: number },
): Promise<OrderPageDiscountAnswer> {
  return call<OrderPageDiscountAnswer>(
    `/api/v1/order/discount?token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
    },
    READ_TIMEOUT_MS,
  );
}
