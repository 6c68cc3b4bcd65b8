import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFlutterwave, type FakeFlutterwave } from '../../../../../../tests/fixtures/fake-flutterwave.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import { TANZANIA_CHARGE_ANSWER, VERIFY_BY_REFERENCE_ANSWER } from '../test/flutterwave-doc-samples.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { flutterwaveProvider as flutterwave } from './flutterwave-adapter.ts';
import { payerEmailFor } from './flutterwave-start-collection.ts';
import { flutterwaveSignature } from './flutterwave-verify-callback.ts';

const keys = { secretKey: 'FLWSECK_TEST-0123456789abcdef-X', secretHash: 'my-webhook-secret-hash-01' };

let fake: FakeFlutterwave;
let ctx: ProviderContext;
let n = 0;

const push = (over: Partial<StartCollectionInput> = {}): StartCollectionInput => ({
  reference: `fw${++n}`,
  amount: 150,
  phone: '+255782835136',
  network: 'airtel',
  callbackUrl: 'https://duka.example/webhooks/payments/flutterwave/secret-path',
  description: 'Order 7',
  ...over,
});
const started = async (input = push()) => {
  const s = await flutterwave.startCollection(ctx, input);
  if (s.outcome !== 'accepted') throw new Error(`charge not accepted: ${JSON.stringify(s)}`);
  return { input, id: s.providerRef };
};

// Flutterwave's own examples, byte for byte (test/flutterwave-doc-samples.ts names their sources).
const DOCUMENTED_CHARGE_ANSWER = JSON.parse(TANZANIA_CHARGE_ANSWER);
const DOCUMENTED_VERIFY_ANSWER = JSON.parse(VERIFY_BY_REFERENCE_ANSWER);

beforeAll(async () => {
  fake = await startFakeFlutterwave(keys);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setDelay(0);
  ctx = testContext(keys, { flutterwave: fake.url });
});

describe('Flutterwave adapter against its fake', () => {
  it('charges with the bearer secret key, tx_ref = our reference, TZS, the local number and an email', async () => {
    const { input, id } = await started();
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v3/charges');
    expect(sent.query.get('type')).toBe('mobile_money_tanzania');
    expect(sent.headers.authorization).toBe(`Bearer ${keys.secretKey}`);
    expect(sent.body).toEqual({
      tx_ref: input.reference,
      amount: 150,
      currency: 'TZS',
      email: '255782835136@payers.duka.chat',
      phone_number: '0782835136',
      network: 'AIRTEL',
      meta: { description: 'Order 7' },
    });
    expect(id).toBe(String(fake.charges.get(input.reference)!.id));
  });

  it('names each network as the official Node SDK does for TZS (HALOPESA, AIRTEL, TIGO, VODACOM); refuses AzamPesa before sending', async () => {
    // Flutterwave/Node-v3 services/schema/create.js: "Only HALOPESA, AIRTEL, TIGO, and VODACOM are valid for TZS."
    const sent: Record<string, unknown> = {};
    for (const [network, phone] of [
      ['halopesa', '+255622000111'],
      ['airtel', '+255682000111'],
      ['mixx', '+255712000111'],
      ['mpesa', '+255754000111'],
    ] as const) {
      await started(push({ network, phone }));
      sent[network] = fake.requests.at(-1)!.body.network;
    }
    expect(sent).toEqual({ halopesa: 'HALOPESA', airtel: 'AIRTEL', mixx: 'TIGO', mpesa: 'VODACOM' });
    await started(push({ network: 'halopesa', phone: '+255622000111', payerEmail: 'asha@example.com' }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ email: 'asha@example.com' });
    expect(payerEmailFor('+255622000111')).toBe('255622000111@payers.duka.chat');
    const before = fake.requests.length;
    await expect(flutterwave.startCollection(ctx, push({ network: 'azampesa' }))).rejects.toThrow(
      'Flutterwave does not collect from azampesa',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('reads the documented charge answer: accepted, pending, Flutterwave its transaction id', async () => {
    fake.answerNext({ json: DOCUMENTED_CHARGE_ANSWER });
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({
      outcome: 'accepted',
      status: 'pending',
      providerRef: '976392302',
      reason: 'Charge initiated',
    });
  });

  it('a charge failed at once is "refused" with the processor its words', async () => {
    fake.answerNext({
      json: {
        ...DOCUMENTED_CHARGE_ANSWER,
        data: { ...DOCUMENTED_CHARGE_ANSWER.data, status: 'failed', processor_response: 'Wallet not active' },
      },
    });
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({
      outcome: 'refused',
      reason: 'Wallet not active',
      code: 'failed',
    });
  });

  it('a refused charge is "refused" with Flutterwave its message', async () => {
    fake.refuseNext('Invalid phone number for network');
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({
      outcome: 'refused',
      reason: 'Invalid phone number for network',
      code: 'HTTP 400',
    });
  });

  it('a paid charge: the webhook with the right verif-hash is authentic, but only the query settles it', async () => {
    const { input, id } = await started();
    fake.settle(input.reference, 'successful', 'Approved');
    expect(flutterwave.verifyCallback(ctx, fake.callbackFor(input.reference))).toEqual({
      authentic: true,
      kind: 'collection',
      reference: input.reference,
      providerRef: id,
      status: 'succeeded',
      amount: 150,
      currency: 'TZS',
      reason: 'Approved',
      fee: 5,
      confirmBy: 'status-query',
    });
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      providerRef: id,
      amount: 150,
      currency: 'TZS',
      fee: 5,
    });
    const query = fake.requests.at(-1)!;
    expect(query.path).toBe('/v3/transactions/verify_by_reference');
    expect(query.query.get('tx_ref')).toBe(input.reference);
  });

  it('a webhook without the verif-hash, or with another one, is forged and answered 401', async () => {
    const { input } = await started();
    fake.settle(input.reference, 'successful');
    const good = fake.callbackFor(input.reference);
    for (const headers of [{}, { 'verif-hash': 'not-the-shop-secret-hash' }, { 'verif-hash': `${keys.secretHash}x` }]) {
      const verdict = flutterwave.verifyCallback(ctx, { headers, rawBody: good.rawBody });
      expect(verdict).toMatchObject({
        authentic: false,
        status: 'pending',
        reason: expect.stringContaining('verif-hash'),
      });
      expect(flutterwave.callbackAnswer(verdict)).toMatchObject({ status: 401 });
    }
    expect(flutterwave.verifyCallback(ctx, fake.callbackFor(input.reference, { forge: true })).authentic).toBe(false);
    // No secret hash stored: nothing can be told apart, so nothing is believed.
    const noHash = { ...ctx, credentials: { secretKey: keys.secretKey } };
    expect(flutterwave.verifyCallback(noHash, good).authentic).toBe(false);
  });

  it('a made-up body with the right hash is still settled only by the query, which contradicts it', async () => {
    const { input } = await started();
    const lie = fake.callbackFor(input.reference, { data: { status: 'successful' } });
    expect(flutterwave.verifyCallback(ctx, lie)).toMatchObject({
      authentic: true,
      status: 'succeeded',
      confirmBy: 'status-query',
    });
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'pending' });
  });

  it('reads the documented webhook shape; other events are not collections; garbage is refused', () => {
    const webhook = (body: unknown) => ({ headers: { 'verif-hash': keys.secretHash }, rawBody: JSON.stringify(body) });
    expect(
      flutterwave.verifyCallback(ctx, webhook({ event: 'charge.completed', data: DOCUMENTED_VERIFY_ANSWER.data })),
    ).toMatchObject({
      authentic: true,
      kind: 'collection',
      reference: 'txref-DI0NzMx13',
      providerRef: '8415006',
      amount: 2500,
      currency: 'NGN',
    });
    expect(
      flutterwave.verifyCallback(
        ctx,
        webhook({ event: 'transfer.completed', data: { id: 1, tx_ref: 'x', status: 'SUCCESSFUL' } }),
      ),
    ).toMatchObject({ authentic: true, kind: 'payout' });
    const bad = flutterwave.verifyCallback(ctx, { headers: { 'verif-hash': keys.secretHash }, rawBody: 'not json' });
    expect(bad).toMatchObject({ authentic: false, reason: 'body is not a Flutterwave webhook' });
    expect(flutterwave.callbackAnswer(bad).status).toBe(401);
  });

  it('answers an authentic webhook 200, as Flutterwave expects (else it retries)', () => {
    const verdict = flutterwave.verifyCallback(ctx, {
      headers: { 'verif-hash': keys.secretHash },
      rawBody: JSON.stringify({ event: 'charge.completed', data: DOCUMENTED_VERIFY_ANSWER.data }),
    });
    expect(flutterwave.callbackAnswer(verdict)).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"received":true}',
    });
  });

  it('reads the documented verify answer (amount the gross, app_fee the fee); maps failed, pending and an unknown word (unknown)', async () => {
    fake.answerNext({ json: DOCUMENTED_VERIFY_ANSWER });
    expect(await flutterwave.queryStatus(ctx, { reference: 'txref-DI0NzMx13' })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      providerRef: '8415006',
      amount: 2500,
      currency: 'NGN',
      fee: 35,
    });
    const { input } = await started();
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'pending' });
    fake.settle(input.reference, 'failed', 'Insufficient funds');
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      status: 'failed',
      reason: 'Insufficient funds',
    });
    fake.answerNext({ json: { status: 'success', data: { id: 1, status: 'on-hold' } } });
    expect(await flutterwave.queryStatus(ctx, { reference: 'r' })).toMatchObject({
      status: 'unknown',
      reason: 'unrecognised status on-hold',
    });
  });

  it('an unknown reference is "not-found"', async () => {
    expect(await flutterwave.queryStatus(ctx, { reference: 'nosuchref' })).toMatchObject({
      outcome: 'not-found',
      reason: 'No transaction was found for this id',
    });
  });

  it('a timeout is "unknown"; the charge happened and the query by our reference finds it', async () => {
    const input = push();
    fake.setDelay(300);
    expect(await flutterwave.startCollection({ ...ctx, timeoutMs: 100 }, input)).toMatchObject({
      outcome: 'unknown',
      code: 'timeout',
    });
    fake.setDelay(0);
    fake.settle(input.reference, 'successful');
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
    });
  });

  it('unreachable, 5xx and non-JSON answers are "unknown"', async () => {
    expect(await flutterwave.startCollection(testContext(keys, { flutterwave: UNREACHABLE }), push())).toMatchObject({
      outcome: 'unknown',
      code: 'network',
    });
    fake.answerNext({ status: 502, json: { status: 'error', message: 'Bad gateway' } });
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'server-error' });
    fake.answerNext({ status: 200, text: '<html></html>' });
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'bad-answer' });
    fake.answerNext({ status: 503, json: {} });
    expect(await flutterwave.queryStatus(ctx, { reference: 'r' })).toMatchObject({
      outcome: 'unknown',
      code: 'server-error',
    });
  });

  it('a wrong secret key: the charge is refused, the query is "unknown" (refused), not not-found', async () => {
    const wrong = { ...ctx, credentials: { ...keys, secretKey: 'FLWSECK_TEST-wrong-X' } };
    expect(await flutterwave.startCollection(wrong, push())).toMatchObject({
      outcome: 'refused',
      reason: 'Invalid authorization key',
    });
    expect(await flutterwave.queryStatus(wrong, { reference: 'r' })).toMatchObject({
      outcome: 'unknown',
      code: 'refused',
    });
  });

  it('reports the amount exactly as stated, so the caller sees a mismatch', async () => {
    const { input } = await started(push({ amount: 20_000 }));
    fake.charges.get(input.reference)!.amount = 200;
    fake.settle(input.reference, 'successful');
    expect(flutterwave.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({ amount: 200 });
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({ amount: 200 });
  });

  it('the same webhook twice gives the same verdict twice', async () => {
    const { input } = await started();
    fake.settle(input.reference, 'successful');
    const callback = fake.callbackFor(input.reference);
    expect(flutterwave.verifyCallback(ctx, callback)).toEqual(flutterwave.verifyCallback(ctx, callback));
  });

  it('delivers the webhook and reads the answer', async () => {
    const { createServer } = await import('node:http');
    const receiver = createServer(async (req, res) => {
      let raw = '';
      for await (const c of req) raw += c;
      const headers = { 'verif-hash': req.headers['verif-hash'] as string | undefined };
      const answer = flutterwave.callbackAnswer(flutterwave.verifyCallback(ctx, { headers, rawBody: raw }));
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/webhooks/payments/flutterwave/abc`;
    const { input } = await started();
    fake.settle(input.reference, 'successful');
    expect(await fake.sendCallback(input.reference, url)).toEqual({ status: 200, body: '{"received":true}' });
    expect(await fake.sendCallback(input.reference, url, { forge: true })).toEqual({
      status: 401,
      body: '{"received":false}',
    });
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('refuses bad input before sending anything', async () => {
    const before = fake.requests.length;
    for (const bad of [push({ phone: '+25578283513' }), push({ amount: 1.5 }), push({ reference: 'has-dash' })])
      await expect(flutterwave.startCollection(ctx, bad)).rejects.toBeInstanceOf(InvalidPaymentInput);
    await expect(
      flutterwave.startCollection({ ...ctx, credentials: { ...keys, secretHash: '' } }, push()),
    ).rejects.toThrow('credentials.secretHash: missing');
    expect(fake.requests.length).toBe(before);
  });

  it('tests the connection with an authenticated read of the TZS balance', async () => {
    expect(await flutterwave.testConnection(ctx)).toMatchObject({ ok: true });
    expect(fake.requests.at(-1)!.path).toBe('/v3/balances/TZS');
    expect(
      await flutterwave.testConnection({ ...ctx, credentials: { ...keys, secretKey: 'FLWSECK_TEST-wrong-X' } }),
    ).toMatchObject({ ok: false, outcome: 'refused', reason: 'Invalid authorization key' });
    expect(await flutterwave.testConnection(testContext(keys, { flutterwave: UNREACHABLE }))).toMatchObject({
      ok: false,
      outcome: 'unknown',
    });
  });

  it('never returns the secret key or the hash in its exchanges', async () => {
    const s = await flutterwave.startCollection(ctx, push());
    const q = await flutterwave.queryStatus(ctx, { reference: 'nosuchref' });
    const text = JSON.stringify([...s.exchanges, ...q.exchanges]);
    expect(text).not.toContain(keys.secretKey);
    expect(text).not.toContain(keys.secretHash);
    expect(s.exchanges[0]!.requestHeaders.authorization).toMatch(/^•••/);
  });
});

describe('Flutterwave as it publishes itself (developer.flutterwave.com, Flutterwave/Node-v3)', () => {
  it('accepts the `flutterwave-signature` header: base64 HMAC-SHA256 of the raw body with the secret hash', async () => {
    const { input } = await started();
    fake.settle(input.reference, 'successful', 'Approved');
    const signed = fake.callbackFor(input.reference, { header: 'flutterwave-signature' });
    expect(signed.headers['verif-hash']).toBeUndefined();
    expect(flutterwave.verifyCallback(ctx, signed)).toMatchObject({
      authentic: true,
      reference: input.reference,
      status: 'succeeded',
      confirmBy: 'status-query',
    });
    // Computed independently of the adapter and the fake: openssl's HMAC of the same bytes.
    const body = '{"event":"charge.completed","data":{"id":1,"tx_ref":"fw0","status":"successful"}}';
    expect(flutterwaveSignature('my-webhook-secret-hash-01', body)).toBe(
      'BOjoUOFqhFifxil+LmsJamlQRxoaRJHuKu4obgF2hPU=',
    );
  });

  it('a `flutterwave-signature` over other bytes, with another hash, or in hex, is not authentic', async () => {
    const { input } = await started();
    fake.settle(input.reference, 'successful');
    const signed = fake.callbackFor(input.reference, { header: 'flutterwave-signature' });
    const tampered = { ...signed, rawBody: signed.rawBody.replace('"amount":150', '"amount":15') };
    expect(tampered.rawBody).not.toBe(signed.rawBody);
    expect(flutterwave.verifyCallback(ctx, tampered)).toMatchObject({
      authentic: false,
      reason: 'flutterwave-signature is not the HMAC of this body',
    });
    const forged = fake.callbackFor(input.reference, { header: 'flutterwave-signature', forge: true });
    expect(flutterwave.verifyCallback(ctx, forged).authentic).toBe(false);
    const hex = Buffer.from(signed.headers['flutterwave-signature']!, 'base64').toString('hex');
    expect(
      flutterwave.verifyCallback(ctx, { headers: { 'flutterwave-signature': hex }, rawBody: signed.rawBody }).authentic,
    ).toBe(false);
    // The secret hash itself in the signature header is not the HMAC Flutterwave documents.
    expect(
      flutterwave.verifyCallback(ctx, {
        headers: { 'flutterwave-signature': keys.secretHash },
        rawBody: signed.rawBody,
      }).authentic,
    ).toBe(false);
    expect(flutterwave.verifyCallback(ctx, { headers: {}, rawBody: signed.rawBody })).toMatchObject({
      authentic: false,
      reason: 'neither flutterwave-signature nor verif-hash is present',
    });
  });

  it('fees: `app_fee` is the fee and `amount` the gross, on the documented Tanzanian charge data', () => {
    // A charge.completed webhook carrying the documented charge's data (Node-v3 collections.md).
    const rawBody = JSON.stringify({
      event: 'charge.completed',
      data: { ...DOCUMENTED_CHARGE_ANSWER.data, status: 'successful' },
    });
    expect(flutterwave.verifyCallback(ctx, { headers: { 'verif-hash': keys.secretHash }, rawBody })).toMatchObject({
      authentic: true,
      reference: 'MC-158523s09v5050e8',
      amount: 150,
      currency: 'TZS',
      fee: 1000,
      status: 'succeeded',
    });
  });

  it('unknown is not failed: an undocumented word is "unknown" on the webhook, the query and the charge answer', async () => {
    const { input } = await started();
    fake.settle(input.reference, 'error');
    expect(flutterwave.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({ status: 'unknown' });
    expect(await flutterwave.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'unknown',
      reason: 'unrecognised status error',
    });
    fake.answerNext({
      json: { ...DOCUMENTED_CHARGE_ANSWER, data: { ...DOCUMENTED_CHARGE_ANSWER.data, status: 'cancelled' } },
    });
    expect(await flutterwave.startCollection(ctx, push())).toMatchObject({
      outcome: 'accepted',
      status: 'unknown',
      reason: 'unrecognised status cancelled',
    });
  });

  it('pending past our wait: Flutterwave documents no cancel, and a day later the charge is still only queried', async () => {
    expect(flutterwave.cancelCollection).toBeUndefined();
    const { input } = await started();
    const tomorrow = { ...ctx, now: () => new Date(Date.now() + 24 * 3600_000) };
    expect(await flutterwave.queryStatus(tomorrow, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
  });

  it('a late success (after our wait) reads as a success with its amount and fee', async () => {
    const { input, id } = await started(push({ amount: 20_000 }));
    const later = { ...ctx, now: () => new Date(Date.now() + 20 * 60_000) };
    expect(await flutterwave.queryStatus(later, { reference: input.reference })).toMatchObject({ status: 'pending' });
    fake.settle(input.reference, 'successful', 'Approved');
    expect(await flutterwave.queryStatus(later, { reference: input.reference })).toMatchObject({
      status: 'succeeded',
      providerRef: id,
      amount: 20_000,
      fee: 700,
    });
    expect(
      flutterwave.verifyCallback(later, fake.callbackFor(input.reference, { header: 'flutterwave-signature' })),
    ).toMatchObject({ authentic: true, status: 'succeeded', amount: 20_000, fee: 700 });
  });
});
