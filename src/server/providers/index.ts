// The provider kit: what every adapter of an outside provider (payment aggregators in
// modules/payments/providers, SMS gateways next) is built from, so that none writes its own HTTP,
// masking, token or retry code.
//
// A new adapter implements:
//   - its kind's interface (PaymentProvider for an aggregator; an SMS gateway's next), which
//     extends ProviderAdapter: an `id` and its `credentialFields` (secret ones are masked);
//   - one `<provider>-call.ts` that builds each request (host, path, headers, body, signature)
//     and sends it with `httpCall`, passing `secretValues(credentials, fields)` (plus any token)
//     as the secrets to mask;
//   - where the provider issues access tokens, a TokenSource (the cache key from TokenCache.key
//     with the account's credentials, the token request, how to read the token and its expiry
//     from the answer) and `tokenClient(sourceOf, send)` gives its `token` and `call` functions
//     (ClickPesa's and AzamPay's `-call.ts` are the examples);
//   - the reading of each answer into its kind's outcomes; a 'no-answer' or a 5xx is never a
//     failure (the provider may have acted), it is 'unknown' and settled by a later query;
//   - one line in its kind's registry (`defineRegistry`, which checks each id).
// It gets:
//   - httpCall: the injected fetch, a timeout (ctx.timeoutMs, else the adapter's own default,
//     else DEFAULT_TIMEOUT_MS), and the raw exchange of every round trip, masked (maskExchange:
//     credential headers and fields, and the given secrets wherever they appear);
//   - TokenCache: tokens per account (keyed by a hash of provider, host and credentials) kept
//     until a minute before expiry, with one token request at a time per account (single flight);
//   - callWithToken: token → call → retry, every exchange on the way returned in order; by
//     default a 401 drops the token and the call is sent once more with a fresh one;
//   - RetryPolicy: when a call is sent again. Whatever the policy, a call that is not idempotent
//     (a POST that starts a payment, a payout, an SMS) is never sent again on an ambiguous answer
//     (none, or a 5xx). Today: ClickPesa and AzamPay ONCE_MORE_ON_REFUSED_TOKEN, Selcom and
//     Flutterwave NO_RETRY (they have no token and are sent once).
export {
  asRecord,
  DEFAULT_TIMEOUT_MS,
  httpCall,
  isServerError,
  jsonObject,
  parseAmount,
  str,
  type CallContext,
  type HttpRequest,
  type HttpResult,
  type NoAnswerCode,
} from './http-call.ts';
export { maskExchange, maskValue, type RawExchange } from './raw-exchange.ts';
export {
  defineRegistry,
  secretValues,
  type CredentialField,
  type ProviderAdapter,
  type ProviderRegistry,
} from './registry.ts';
export {
  idempotentByDefault,
  isAmbiguous,
  NO_RETRY,
  ONCE_MORE_ON_REFUSED_TOKEN,
  shouldRetry,
  type RetryPolicy,
} from './retry.ts';
export {
  callWithToken,
  obtainToken,
  tokenClient,
  type HttpAnswer,
  type TokenCall,
  type TokenRequest,
  type TokenResult,
  type TokenSource,
} from './token-call.ts';
export { sharedTokenCache, TokenCache, type TokenContext } from './token-cache.ts';
