// When a call to a provider is sent again. One rule holds whatever the policy says: a call that
// is not idempotent (it starts a payment, a payout, an SMS) is never sent again on an ambiguous
// answer (no answer, or a 5xx): the provider may have acted on it, and a second one could pay or
// send twice. Such an answer is the caller's 'unknown', settled later by a status query.
import { isServerError, type HttpResult } from './http-call.ts';

export type RetryPolicy = {
  /** How many times one call may be sent in all (1: never again). */
  attempts: number;
  /** Whether this result asks for another attempt (still subject to the rule above). */
  retryWhen: (res: HttpResult) => boolean;
};

/** Sent once: what Selcom and Flutterwave do today. */
export const NO_RETRY: RetryPolicy = { attempts: 1, retryWhen: () => false };

/**
 * A 401 means the provider refused the token (expired early, revoked, or the account toggled
 * ClickPesa's checksum): nothing was acted on, so the call is sent once more with a fresh token.
 * What ClickPesa and AzamPay do today.
 */
export const ONCE_MORE_ON_REFUSED_TOKEN: RetryPolicy = {
  attempts: 2,
  retryWhen: (res) => res.kind === 'answer' && res.status === 401,
};

/** No answer, or a provider that broke mid-way: it may have acted on the request. */
export const isAmbiguous = (res: HttpResult): boolean => res.kind === 'no-answer' || isServerError(res.status);

/** GET and DELETE are idempotent unless told; a POST is not unless told (an idempotency key). */
export const idempotentByDefault = (method: string): boolean => method === 'GET' || method === 'DELETE';

/** Whether attempt number `attempt` (1-based) that gave `res` is followed by another. */
export function shouldRetry(policy: RetryPolicy, attempt: number, res: HttpResult, idempotent: boolean): boolean {
  if (attempt >= policy.attempts) return false;
  if (!idempotent && isAmbiguous(res)) return false;
  return policy.retryWhen(res);
}
