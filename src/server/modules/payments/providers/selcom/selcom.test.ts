import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSelcom, type FakeSelcom } from '../../../../../../tests/fixtures/fake-selcom.ts';
import { InvalidPaymentInput } from '../check-input.ts';
import type { ProviderContext, StartCollectionInput } from '../provider.ts';
import { testContext, UNREACHABLE } from '../test/provider-context.ts';
import { selcomProvider as selcom } from './selcom-adapter.ts';

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
      fake.callbackFor(input.reference, { fields: { message: 'User cancelled the request' } }),
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
    expect(selcom.verifyCallback(ctx, { headers: partly, rawBody: genuine.rawBody })).toMatchObject({
      authentic: false,
      reason: expect.stringContaining('fields outside the signature: reference, result, resultcode, payment_status'),
    });
    expect(selcom.verifyCallback(ctx, { headers: genuine.headers, rawBody: 'not json' }).authentic).toBe(false);
  });

  it('reports the amount exactly as Selcom states it, so the caller sees a mismatch', async () => {
    const input = push({ amount: 25_000 });
    await selcom.startCollection(ctx, input);
    fake.orders.get(input.reference)!.amount = 2_500;
    fake.settle(input.reference, 'COMPLETED');
    expect(await selcom.queryStatus(ctx, { reference: input.reference })).toMatchObject({ amount: 2_500 });
    const signedWithAmount = fake.callbackFor(input.reference, { fields: { amount: '2500' } });
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
});
