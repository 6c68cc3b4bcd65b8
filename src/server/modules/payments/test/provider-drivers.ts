import { startFakeAzampay, type FakeAzampay } from '../../../../../tests/fixtures/fake-azampay.ts';
import { startFakeClickpesa, type FakeClickpesa } from '../../../../../tests/fixtures/fake-clickpesa.ts';
import { startFakeFlutterwave, type FakeFlutterwave } from '../../../../../tests/fixtures/fake-flutterwave.ts';
import { startFakeSelcom, type FakeSelcom } from '../../../../../tests/fixtures/fake-selcom.ts';
import type { Payment } from '../../../db/schema/payments.ts';
import type { Env } from '../../../env.ts';
import type { LinkableProviderId } from '../providers/index.ts';

// One face over the local fakes, so the payment-flow tests run the same story against each
// provider: how to reach it, what the payer did, and the callback it would send.

export type Callback = { headers: Record<string, string>; rawBody: string };

export type ProviderDriver = {
  id: LinkableProviderId;
  credentials: Record<string, string>;
  /** Points the app's configuration at this fake. */
  configure(env: Env): void;
  /** The payer approved (success) or declined (failure) the push. */
  settle(payment: Payment, result: 'success' | 'failure'): void;
  /** What the provider says it collected, where it differs from what we asked. */
  setAmount(payment: Payment, amount: number): void;
  /** The callback the provider sends now; `forge`: one not made by the provider. */
  callback(payment: Payment, options?: { forge?: boolean }): Callback;
  setDelay(ms: number): void;
  /** The next push is turned down by the provider with these words. */
  refuseNext(message: string): void;
  /** Requests seen, to tell whether a status query was made. */
  queries(): number;
  /** Every request the fake received (to tell whether a cancel was asked). */
  requests(): { method: string; path: string; query: URLSearchParams }[];
  /** The fake's status query, to answer it differently once (a 5xx, an undocumented body). */
  statusPath: RegExp;
  /** The next request on `path` gets this answer instead of the fake's own. */
  answerNext(answer: { status?: number; json?: unknown; text?: string }, path?: RegExp): void;
  /** The provider's status word for this payment becomes `word` (documented or not). */
  sayStatus(payment: Payment, word: string): void;
  /** The payment status words the provider documents (what its fake can report). */
  documentedWords: string[];
  close(): Promise<void>;
};

export async function selcomDriver(): Promise<ProviderDriver> {
  const keys = { vendor: 'TILL60917564', apiKey: 'selcom-key-0001', apiSecret: 'selcom-secret-0001' };
  const fake: FakeSelcom = await startFakeSelcom(keys);
  return {
    id: 'selcom',
    credentials: keys,
    configure: (env) => void (env.SELCOM_BASE_URL = fake.baseUrl),
    settle: (p, r) => fake.settle(p.reference, r === 'success' ? 'COMPLETED' : 'REJECTED'),
    setAmount: (p, amount) => void (fake.orders.get(p.reference)!.amount = amount),
    callback: (p, o = {}) => fake.callbackFor(p.reference, { forge: o.forge }),
    setDelay: fake.setDelay,
    refuseNext: (message) => fake.refuseNextPush('403', message),
    queries: () => fake.requests.filter((r) => r.path.endsWith('/order-status')).length,
    requests: () => fake.requests,
    statusPath: /\/order-status$/,
    answerNext: fake.answerNext,
    sayStatus: (p, word) => void (fake.orders.get(p.reference)!.payment_status = word as never),
    documentedWords: ['PENDING', 'COMPLETED', 'CANCELLED', 'REJECTED'],
    close: fake.close,
  };
}

export async function clickpesaDriver(): Promise<ProviderDriver> {
  const keys = { clientId: 'cp-client-0001', apiKey: 'cp-key-0001', checksumKey: 'cp-checksum-0001' };
  const fake: FakeClickpesa = await startFakeClickpesa(keys);
  return {
    id: 'clickpesa',
    credentials: keys,
    configure: (env) => void (env.CLICKPESA_BASE_URL = fake.url),
    settle: (p, r) =>
      r === 'success'
        ? fake.settle(p.reference, 'SUCCESS')
        : fake.settle(p.reference, 'FAILED', 'Insufficient balance'),
    setAmount: (p, amount) => void (fake.payments.get(p.reference)!.amount = String(amount)),
    callback: (p, o = {}) => fake.callbackFor(p.reference, { forge: o.forge }),
    setDelay: fake.setDelay,
    refuseNext: fake.refuseNext,
    queries: () => fake.requests.filter((r) => r.method === 'GET' && r.path.includes('/payments/')).length,
    requests: () => fake.requests,
    statusPath: /^\/third-parties\/payments\/[^/]+$/,
    answerNext: fake.answerNext,
    sayStatus: (p, word) => fake.settle(p.reference, word),
    documentedWords: ['PROCESSING', 'PENDING', 'SUCCESS', 'SETTLED', 'FAILED', 'ON-HOLD', 'REFUNDED', 'REVERSED'],
    close: fake.close,
  };
}

/** AzamPay signs nothing: a forgery is a made-up success the status query then contradicts. */
export async function azampayDriver(): Promise<ProviderDriver> {
  const keys = {
    appName: 'duka-chat',
    clientId: 'azam-client-0001',
    clientSecret: 'azam-client-secret-0001',
    apiKey: 'azam-api-key-0001',
  };
  const fake: FakeAzampay = await startFakeAzampay(keys);
  const txnOf = (p: Payment) => fake.byExternalId(p.reference)!;
  return {
    id: 'azampay',
    credentials: keys,
    configure: (env) => {
      env.AZAMPAY_AUTH_URL = fake.url;
      env.AZAMPAY_CHECKOUT_URL = fake.url;
    },
    settle: (p, r) =>
      r === 'success'
        ? fake.settle(txnOf(p).transactionId, 'success')
        : fake.settle(txnOf(p).transactionId, 'failure', 'Insufficient balance'),
    setAmount: (p, amount) => void (txnOf(p).amount = String(amount)),
    callback: (p, o = {}) =>
      fake.callbackFor(txnOf(p).transactionId, o.forge ? { transactionstatus: 'success', message: 'forged' } : {}),
    setDelay: fake.setDelay,
    refuseNext: fake.refuseNext,
    queries: () => fake.requests.filter((r) => r.path.endsWith('/gettransactionstatus')).length,
    requests: () => fake.requests,
    statusPath: /\/gettransactionstatus$/,
    answerNext: fake.answerNext,
    sayStatus: (p, word) => void (txnOf(p).status = word as never),
    documentedWords: ['pending', 'success', 'failure'],
    close: fake.close,
  };
}

/** Flutterwave's verif-hash is a static secret: a forgery carries another hash and is refused. */
export async function flutterwaveDriver(): Promise<ProviderDriver> {
  const keys = { secretKey: 'FLWSECK_TEST-flutterwave-0001-X', secretHash: 'flw-secret-hash-0001' };
  const fake: FakeFlutterwave = await startFakeFlutterwave(keys);
  return {
    id: 'flutterwave',
    credentials: keys,
    configure: (env) => void (env.FLUTTERWAVE_BASE_URL = fake.url),
    settle: (p, r) =>
      r === 'success'
        ? fake.settle(p.reference, 'successful', 'Approved')
        : fake.settle(p.reference, 'failed', 'Insufficient balance'),
    setAmount: (p, amount) => void (fake.charges.get(p.reference)!.amount = amount),
    callback: (p, o = {}) => fake.callbackFor(p.reference, { forge: o.forge }),
    setDelay: fake.setDelay,
    refuseNext: fake.refuseNext,
    queries: () => fake.requests.filter((r) => r.path === '/v3/transactions/verify_by_reference').length,
    requests: () => fake.requests,
    statusPath: /^\/v3\/transactions\/verify_by_reference$/,
    answerNext: fake.answerNext,
    sayStatus: (p, word) => fake.settle(p.reference, word),
    documentedWords: ['pending', 'successful', 'failed'],
    close: fake.close,
  };
}

export const providerDrivers = {
  selcom: selcomDriver,
  clickpesa: clickpesaDriver,
  azampay: azampayDriver,
  flutterwave: flutterwaveDriver,
};
