import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sample,
  SELCOM_CANCEL_SAMPLE,
  SELCOM_ORDER_STATUS_SAMPLE,
  SELCOM_SAMPLE_FAILURE,
  SELCOM_WALLET_PAYMENT_SAMPLE,
  SELCOM_WEBHOOK_SAMPLE_BODY,
  SELCOM_WEBHOOK_SIGNED_FIELDS,
  startFakeSelcom,
  type FakeSelcom,
} from '../../../../../../tests/fixtures/fake-selcom.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { selcomProvider as selcom } from './selcom-adapter.ts';
import { SELCOM_TIMEOUT_MS } from './selcom-call.ts';

const keys = { vendor: 'TILL60917564', apiKey: 'selcom-api-key-0001', apiSecret: 'selcom-api-secret-0001' };
let fake: FakeSelcom;
let ctx: ProviderContext;
let n = 0;
const push = (over: Partial<StartCollectionInput> = {}): StartCollectionInput => ({
  reference: `pay${++n}`,
  amount: 25_000,
  phone: '+255754123456',
  network: 'mpesa',
  callbackUrl: 'https://duka.example/callbacks/selcom/secret-path',
  description: 'Order 1042',
  ...over,
});

beforeAll(async () => {
  fake = await startFakeSelcom(keys);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setDelay(0);
  ctx = testContext(keys, { selcom: fake.baseUrl });
});

describe('Selcom adapter against its fake', () => {
  it('pushes: create-order-minimal then wallet-payment, signed, our reference as order_id', async () => {
    const input = push();
    const before = fake.requests.length;
    const started = await selcom.startCollection(ctx, input);
    expect(started).toMatchObject({ outcome: 'accepted', status: 'pending', providerRef: expect.any(String) });
    const [order, wallet] = fake.requests.slice(before);
    expect(order!.path).toBe('/v1/checkout/create-order-minimal');
    expect(order!.body).toMatchObject({
      vendor: keys.vendor,
      order_id: input.reference,
      buyer_phone: '255754123456',
      amount: 25_000,
      currency: 'TZS',
      webhook: Buffer.from(input.callbackUrl).toString('base64'),
    });
    expect(wallet!.body).toEqual({ transid: input.reference, order_id: input.reference, msisdn: '255754123456' });
    expect(started.exchanges).toHaveLength(2);
  });

  it('a paid order: the signed webhook is authentic, its success is settled by the order status', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    const verdict = selcom.verifyCallback(ctx, fake.callbackFor(input.reference));
    expect(verdict).toMatchObject({
      authentic: true,
      reference: input.reference,
      status: 'succeeded',
      amount: null,
      // Selcom's webhook carries no amount, so success waits for the status query.
      confirmBy: 'status-query',
    });
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 25_000,
    });
  });

  it('a declined push: the webhook says failed, with Selcom its words, settled by signature', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'CANCELLED');
    const verdict = selcom.verifyCallback(
      ctx,
      fake.callbackFor(input.reference, {
        fields: { message: 'User cancelled the request' },
        signed: [...SELCOM_WEBHOOK_SIGNED_FIELDS.split(','), 'message'],
      }),
    );
    expect(verdict).toMatchObject({
      authentic: true,
      status: 'failed',
      reason: 'User cancelled the request',
      confirmBy: 'signature',
    });
  });

  it('a push Selcom refuses is "refused" with its result code and message', async () => {
    fake.refuseNextPush('403', 'Insufficient balance');
    const started = await selcom.startCollection(ctx, push());
    expect(started).toMatchObject({ outcome: 'refused', code: '403', reason: 'Insufficient balance' });
  });

  it('a timeout is "unknown", never a failure, and the lost push is found by the status query', async () => {
    const input = push();
    fake.setDelay(300);
    const started = await selcom.startCollection({ ...ctx, timeoutMs: 100 }, input);
    expect(started).toMatchObject({ outcome: 'unknown', code: 'timeout' });
    fake.setDelay(0);
    // The gateway did create the order before we gave up on it.
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
    });
  });

  it('no answer at all is "unknown" (network); a 5xx and an HTML page are "unknown" too', async () => {
    expect(await selcom.startCollection(testContext(keys, { selcom: UNREACHABLE }), push())).toMatchObject({
      outcome: 'unknown',
      code: 'network',
    });
    fake.answerNext({ status: 502, text: '<html>Bad gateway</html>' });
    expect(await selcom.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'server-error' });
    fake.answerNext({ status: 200, text: '<html>maintenance</html>' });
    expect(await selcom.startCollection(ctx, push())).toMatchObject({ outcome: 'unknown', code: 'bad-answer' });
  });

  it('a lost callback is settled by queryStatus; an unknown order is "not-found"', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      providerRef: expect.any(String),
      amount: 25_000,
    });
    expect(await selcom.queryStatus(ctx, { reference: 'nevermade' })).toMatchObject({ outcome: 'not-found' });
  });

  it('a payment_status it does not know stays pending, with the word kept, never a failure', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    (fake.orders.get(input.reference)! as { payment_status: string }).payment_status = 'ON_HOLD';
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
      reason: 'unrecognised payment_status ON_HOLD',
    });
  });

  it('the same webhook twice gives the same verdict twice', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    const callback = fake.callbackFor(input.reference);
    expect(selcom.verifyCallback(ctx, callback)).toEqual(selcom.verifyCallback(ctx, callback));
  });

  it('forged, tampered, partly signed or unreadable webhooks are not authentic', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'CANCELLED');
    expect(selcom.verifyCallback(ctx, fake.callbackFor(input.reference, { forge: true }))).toMatchObject({
      authentic: false,
      reason: 'Digest does not match',
    });
    const genuine = fake.callbackFor(input.reference);
    const tampered = genuine.rawBody.replace('"CANCELLED"', '"COMPLETED"').replace('"403"', '"000"');
    expect(selcom.verifyCallback(ctx, { ...genuine, rawBody: tampered }).authentic).toBe(false);
    // A valid signature over fewer fields than the verdict reads: payment_status could be swapped.
    const partly: Record<string, string> = { ...genuine.headers, 'signed-fields': 'transid,order_id' };
    const { createHmac } = await import('node:crypto');
    const body = JSON.parse(genuine.rawBody);
    partly.digest = createHmac('sha256', keys.apiSecret)
      .update(`timestamp=${partly.timestamp}&transid=${body.transid}&order_id=${body.order_id}`)
      .digest('base64');
    // Only what is signed is read: nothing here says how the payment ended, so the status query decides.
    expect(selcom.verifyCallback(ctx, { headers: partly, rawBody: genuine.rawBody })).toMatchObject({
      authentic: true,
      reference: input.reference,
      status: 'pending',
      confirmBy: 'status-query',
    });
    // The order itself unsigned: the webhook could be replayed for another order.
    partly['signed-fields'] = 'transid';
    partly.digest = createHmac('sha256', keys.apiSecret)
      .update(`timestamp=${partly.timestamp}&transid=${body.transid}`)
      .digest('base64');
    expect(selcom.verifyCallback(ctx, { headers: partly, rawBody: genuine.rawBody })).toMatchObject({
      authentic: false,
      reason: 'order_id is not signed',
    });
    expect(selcom.verifyCallback(ctx, { headers: genuine.headers, rawBody: 'not json' }).authentic).toBe(false);
  });

  it('reports the amount exactly as Selcom states it, so the caller sees a mismatch', async () => {
    const input = push({ amount: 25_000 });
    await selcom.startCollection(ctx, input);
    fake.orders.get(input.reference)!.amount = 2_500;
    fake.settle(input.reference, 'COMPLETED');
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({ amount: 2_500 });
    const signedWithAmount = fake.callbackFor(input.reference, {
      fields: { amount: '2500' },
      signed: [...SELCOM_WEBHOOK_SIGNED_FIELDS.split(','), 'amount'],
    });
    expect(selcom.verifyCallback(ctx, signedWithAmount)).toMatchObject({
      authentic: true,
      amount: 2_500,
      confirmBy: 'signature',
    });
  });

  it('delivers the webhook to the URL it was given and reads our JSON acknowledgement', async () => {
    const { createServer } = await import('node:http');
    const received: { headers: Record<string, string>; rawBody: string }[] = [];
    const receiver = createServer(async (req, res) => {
      let raw = '';
      for await (const c of req) raw += c;
      const verdict = selcom.verifyCallback(ctx, { headers: req.headers as Record<string, string>, rawBody: raw });
      received.push({ headers: req.headers as Record<string, string>, rawBody: raw });
      const answer = selcom.callbackAnswer(verdict);
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as { port: number }).port;
    const input = push({ callbackUrl: `http://127.0.0.1:${port}/callbacks/selcom/abc` });
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    const ok = await fake.sendCallback(input.reference);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ resultcode: '000', reference: input.reference });
    expect((await fake.sendCallback(input.reference, { forge: true })).status).toBe(401);
    expect(received).toHaveLength(2);
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('refuses bad input before sending anything', async () => {
    const before = fake.requests.length;
    for (const bad of [
      push({ phone: '0754123456' }),
      push({ amount: 100.5 }),
      push({ amount: 0 }),
      push({ reference: 'has space' }),
      push({ network: 'azampesa' }),
    ])
      await expect(selcom.startCollection(ctx, bad)).rejects.toBeInstanceOf(InvalidPaymentInput);
    expect(fake.requests.length).toBe(before);
  });

  it('tests the connection with a signed query: right keys ok, wrong keys refused, no host unknown', async () => {
    expect(await selcom.testConnection(ctx)).toMatchObject({ ok: true });
    expect(await selcom.testConnection({ ...ctx, credentials: { ...keys, apiSecret: 'wrong-secret' } })).toMatchObject({
      ok: false,
      outcome: 'refused',
    });
    expect(await selcom.testConnection(testContext(keys, { selcom: UNREACHABLE }))).toMatchObject({
      ok: false,
      outcome: 'unknown',
    });
  });

  it('never returns a secret in its exchanges', async () => {
    const started = await selcom.startCollection(ctx, push());
    const text = JSON.stringify(started.exchanges);
    expect(text).not.toContain(keys.apiKey);
    expect(text).not.toContain(keys.apiSecret);
    expect(text).not.toContain(Buffer.from(keys.apiKey).toString('base64'));
    expect(started.exchanges[0]!.requestHeaders.authorization).toMatch(/^•••.{4}$/);
    expect(started.exchanges[0]!.requestHeaders.digest).toMatch(/^•••.{4}$/);
  });

  // (a) Issue 25: the check demanded our API key in the Authorization header, which
  // webhook-callback.md does not promise (`Authorization: SELCOM {authorization-token}`).
  it('a webhook is Selcom’s by its Digest, whatever token its Authorization carries', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    for (const authorization of ['SELCOM {authorization-token}', 'SELCOM c2VsY29tLXRva2Vu', ''])
      expect(selcom.verifyCallback(ctx, fake.callbackFor(input.reference, { authorization }))).toMatchObject({
        authentic: true,
        status: 'succeeded',
      });
    expect(
      selcom.verifyCallback(ctx, fake.callbackFor(input.reference, { forge: true, authorization: 'SELCOM x' })),
    ).toMatchObject({ authentic: false });
  });

  // (b) Fixture: node-selcom docs/webhook-callback.md, the curl example's body byte for byte (it
  // spells `resulcode` and names `reference` twice) under its own Signed-Fields.
  it('reads the webhook sample of webhook-callback.md, `resulcode` and all', () => {
    const signedValues = {
      transid: 'T123442',
      order_id: '123',
      reference: '0281121212',
      result: 'SUCCESS',
      resultcode: '000',
      payment_status: 'COMPLETED',
    };
    const callback = fake.signCallback(
      SELCOM_WEBHOOK_SAMPLE_BODY,
      SELCOM_WEBHOOK_SIGNED_FIELDS.split(','),
      signedValues,
    );
    expect(callback.rawBody).toBe(
      '{"transid":"T123442", "reference":"028912121", "order_id":"123", "reference":"0281121212", "result":"SUCCESS", "resulcode":"000","payment_status":"COMPLETED"}',
    );
    expect(selcom.verifyCallback(ctx, callback)).toMatchObject({
      authentic: true,
      reference: '123',
      providerRef: '0281121212',
      status: 'succeeded',
      amount: null,
      confirmBy: 'status-query',
    });
    // Both spellings, and a code under either that the Digest does not cover is refused.
    const spelt = fake.signCallback(
      SELCOM_WEBHOOK_SAMPLE_BODY.replace('"resulcode"', '"resultcode"'),
      SELCOM_WEBHOOK_SIGNED_FIELDS.split(','),
      signedValues,
    );
    expect(selcom.verifyCallback(ctx, spelt)).toMatchObject({ authentic: true, status: 'succeeded' });
    const changed = { ...callback, rawBody: callback.rawBody.replace('"resulcode":"000"', '"resulcode":"403"') };
    expect(selcom.verifyCallback(ctx, changed)).toMatchObject({ authentic: false });
  });

  // (c) Issue 25: an unsigned `currency` beside a signed success turned the payment into a mismatch.
  it('ignores unsigned fields: an unsigned currency or amount beside a signed success changes nothing', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    const verdict = selcom.verifyCallback(
      ctx,
      fake.callbackFor(input.reference, { fields: { currency: 'USD', amount: '1', payment_status: 'COMPLETED' } }),
    );
    expect(verdict).toMatchObject({
      authentic: true,
      status: 'succeeded',
      amount: null,
      currency: null,
      confirmBy: 'status-query',
    });
    // An unsigned payment_status cannot overturn the signed one either.
    const tampered = fake.callbackFor(input.reference);
    const body = JSON.parse(tampered.rawBody);
    const withExtra = { ...tampered, rawBody: JSON.stringify({ ...body, message: 'forged words', currency: 'KES' }) };
    expect(selcom.verifyCallback(ctx, withExtra)).toMatchObject({ authentic: true, currency: null, reason: 'SUCCESS' });
  });

  // (d) selcompaytechltd/selcom-apigw-client-php src/apigwClient.php: CURLOPT_TIMEOUT 90.
  it('waits 90 s per call as Selcom’s own client does, unless the context says otherwise', async () => {
    expect(SELCOM_TIMEOUT_MS).toBe(90_000);
    const timesOut: typeof fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const { timeoutMs: _t, ...noTimeout } = ctx;
    expect(await selcom.queryStatus({ ...noTimeout, fetch: timesOut }, { reference: 'x1' })).toMatchObject({
      outcome: 'unknown',
      code: 'timeout',
      reason: 'no answer within 90000 ms',
    });
    expect(await selcom.queryStatus({ ...ctx, timeoutMs: 5_000, fetch: timesOut }, { reference: 'x1' })).toMatchObject({
      reason: 'no answer within 5000 ms',
    });
  });

  // (e) docs/create-order-minimal-doc.md: `expiry`, optional, minutes.
  it('sends our wait as the order’s expiry (minutes), signed like every field', async () => {
    const input = push({ expiresInMinutes: 15 });
    await selcom.startCollection(ctx, input);
    const order = fake.requests.find(
      (r) => r.path.endsWith('/create-order-minimal') && r.body.order_id === input.reference,
    )!;
    expect(order.body.expiry).toBe(15);
    expect(order.headers['signed-fields']).toContain('expiry');
    expect(fake.orders.get(input.reference)!.expiry).toBe(15);
    const without = push();
    await selcom.startCollection(ctx, without);
    expect(fake.orders.get(without.reference)!.expiry).toBeNull();
    await expect(selcom.startCollection(ctx, push({ expiresInMinutes: 0 }))).rejects.toBeInstanceOf(
      InvalidPaymentInput,
    );
  });

  // (e) docs/cancel-order.md: DELETE /v1/checkout/cancel-order?order_id=, answer byte for byte.
  it('pending past our wait: cancel-order is called, and the order can no longer be paid', async () => {
    const input = push({ expiresInMinutes: 15 });
    await selcom.startCollection(ctx, input);
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'pending' });
    const cancelled = await selcom.cancelCollection!(ctx, { reference: input.reference });
    expect(cancelled).toMatchObject({ outcome: 'cancelled' });
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('DELETE');
    expect(sent.path).toBe('/v1/checkout/cancel-order');
    expect(sent.query.get('order_id')).toBe(input.reference);
    expect(sent.headers['signed-fields']).toBe('order_id');
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({ status: 'failed' });
    // The document's own answer, byte for byte.
    fake.answerNext(sample(SELCOM_CANCEL_SAMPLE), /cancel-order/);
    expect(await selcom.cancelCollection!(ctx, { reference: push().reference })).toMatchObject({
      outcome: 'cancelled',
    });
    // No answer, or the sample failure: not cancelled, left to the status queries.
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /cancel-order/);
    expect(await selcom.cancelCollection!(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'refused',
      reason: 'No reponse from upstream system',
    });
    fake.answerNext({ status: 503, text: 'down' }, /cancel-order/);
    expect(await selcom.cancelCollection!(ctx, { reference: input.reference })).toMatchObject({ outcome: 'unknown' });
  });

  it('a late success: paid before the cancel arrived, the cancel is refused and the query says succeeded', async () => {
    const input = push({ expiresInMinutes: 1 });
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    expect(await selcom.cancelCollection!(ctx, { reference: input.reference })).toMatchObject({ outcome: 'refused' });
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'answered',
      status: 'succeeded',
      amount: 25_000,
    });
    expect(selcom.verifyCallback(ctx, fake.callbackFor(input.reference))).toMatchObject({
      authentic: true,
      status: 'succeeded',
    });
  });

  // (f) Fixture: docs/Authentication.md's sample failure, byte for byte. Before issue 25 an order
  // status answering it was "not-found".
  it('unknown is not failed: a code outside 000 answering the order status leaves the payment unknown', async () => {
    const input = push();
    await selcom.startCollection(ctx, input);
    fake.answerNext(sample(SELCOM_SAMPLE_FAILURE), /order-status/);
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({
      outcome: 'unknown',
      code: 'unrecognised-status',
      reason: 'No reponse from upstream system',
    });
    for (const code of ['111', '927', '999', '403']) {
      fake.answerNext(
        { json: { reference: '0289999288', resultcode: code, result: 'X', message: 'm', data: [] } },
        /order-status/,
      );
      expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({ outcome: 'unknown' });
    }
    // A signed webhook with a FAIL code and no order word is no verdict either.
    expect(
      selcom.verifyCallback(
        ctx,
        fake.callbackFor(input.reference, { fields: { payment_status: null, resulcode: '403' } }),
      ),
    ).toMatchObject({ authentic: true, status: 'pending', confirmBy: 'status-query' });
  });

  it('reads the order-status sample of get-order-status.md; an answer about another order is no verdict', async () => {
    fake.answerNext(sample(SELCOM_ORDER_STATUS_SAMPLE), /order-status/);
    expect(await selcom.queryStatus(ctx, { reference: '123' })).toMatchObject({
      outcome: 'answered',
      status: 'pending',
      amount: 1_000,
      providerRef: null,
    });
    fake.answerNext(sample(SELCOM_ORDER_STATUS_SAMPLE), /order-status/);
    expect(await selcom.queryStatus(ctx, { reference: 'pay-ours' })).toMatchObject({
      outcome: 'unknown',
      reason: 'answer names order 123',
    });
  });

  it('reads the wallet-payment answer of laravel-selcom’s stub as a push under way', async () => {
    fake.answerNext(sample(SELCOM_WALLET_PAYMENT_SAMPLE), /wallet-payment/);
    expect(await selcom.startCollection(ctx, push())).toMatchObject({
      outcome: 'accepted',
      status: 'pending',
      providerRef: '0289999288',
    });
  });

  // (g) Selcom documents no fee on an order (get-order-status.md: `amount` only) or a webhook.
  it('fees: the amount reported is the order’s (what the customer paid), and no fee is stated', async () => {
    const input = push({ amount: 30_000 });
    await selcom.startCollection(ctx, input);
    fake.settle(input.reference, 'COMPLETED');
    const answer = await selcom.queryStatus(ctx, { reference: input.reference });
    expect(answer).toMatchObject({ outcome: 'answered', status: 'succeeded', amount: 30_000 });
    expect(answer.outcome === 'answered' ? answer.fee : 'n/a').toBeUndefined();
  });
});
