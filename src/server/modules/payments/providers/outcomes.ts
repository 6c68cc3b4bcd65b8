// The outcomes every aggregator adapter writes the same way: a callback that is not authentic,
// a JSON answer to a callback, and a token call that got no answer to read.
import type { TokenCall } from '../../../providers/token-call.ts';
import type { CallbackAnswer, CallbackVerdict } from './provider.ts';

/** A callback that settles nothing: forged, unreadable, or not one of ours. */
export const notAuthentic = (
  reason: string,
  confirmBy: CallbackVerdict['confirmBy'],
  reference: string | null = null,
): CallbackVerdict => ({
  authentic: false,
  kind: 'collection',
  reference,
  providerRef: null,
  status: 'pending',
  amount: null,
  currency: null,
  reason,
  confirmBy,
});

/** The provider's expected answer to a callback: `ok` when authentic, else `no` (with its status). */
export function jsonCallbackAnswer(
  verdict: CallbackVerdict,
  ok: unknown,
  no: { status: number; body: unknown },
): CallbackAnswer {
  return verdict.authentic
    ? { status: 200, contentType: 'application/json', body: JSON.stringify(ok) }
    : { status: no.status, contentType: 'application/json', body: JSON.stringify(no.body) };
}

type NotAnswered = Exclude<TokenCall, { kind: 'answer' }>;

/** A request that starts something: a refused token refuses it (code 'token'), no answer is 'unknown'. */
export const startNotAnswered = (call: NotAnswered) =>
  call.kind === 'unknown'
    ? { outcome: 'unknown' as const, code: call.code, reason: call.reason, exchanges: call.exchanges }
    : { outcome: 'refused' as const, reason: call.reason, code: 'token', exchanges: call.exchanges };

/** A status query: a refused token is no verdict ('unknown', code 'refused'), nor is no answer. */
export const queryNotAnswered = (call: NotAnswered) => ({
  outcome: 'unknown' as const,
  code: call.kind === 'unknown' ? call.code : ('refused' as const),
  reason: call.reason,
  exchanges: call.exchanges,
});
