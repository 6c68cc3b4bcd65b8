import { startFakeGraph, type FakeGraph } from '../../../tests/fixtures/fake-graph.ts';
import { whatsappAccounts } from '../db/schema/whatsapp.ts';
import { jobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { createTestApp, signUpUser, type TestApp } from './harness.ts';
import { seal } from '../whatsapp/secret-box.ts';
import { signBody } from '../whatsapp/verify-signature.ts';

/**
 * A test app wired to a fake Graph server, with a shop whose number is connected: 'manual' mode
 * (its own app secret, sealed with secret-box like CONNECT stores it) unless told otherwise.
 */
export const PLATFORM_SECRET = 'platform-app-secret';
export const VERIFY_TOKEN = 'platform-verify-token';

export type WhatsappTest = Awaited<ReturnType<typeof setUpWhatsapp>>;

/** Another shop of the same app with a connected number: its own app secret in 'manual' mode. */
export async function connectShop(
  t: TestApp,
  options: { mode?: 'manual' | 'embedded'; phoneNumberId?: string; wabaId?: string; appSecret?: string } = {},
) {
  const owner = await signUpUser(t, { shop: true });
  const shopId: string = owner.shop.id;
  const phoneNumberId = options.phoneNumberId ?? `1${Math.floor(Math.random() * 1e14)}`;
  const mode = options.mode ?? 'manual';
  const appSecret = mode === 'manual' ? (options.appSecret ?? 'shop-own-app-secret') : PLATFORM_SECRET;
  await t.db.insert(whatsappAccounts).values({
    shopId,
    phoneNumberId,
    wabaId: options.wabaId ?? 'WABA1',
    displayPhoneNumber: '+255 700 000 001',
    verifiedName: 'Asha Fashion',
    mode,
    accessTokenEnc: seal(t.deps.env.secretKey, 'EAAG-shop-access-token-1234'),
    appSecretEnc: mode === 'manual' ? seal(t.deps.env.secretKey, appSecret) : null,
    verifyToken: 'shop-verify-token',
  });
  return { owner, shopId, phoneNumberId, appSecret };
}

export async function setUpWhatsapp(options: { mode?: 'manual' | 'embedded'; phoneNumberId?: string } = {}) {
  const t: TestApp = await createTestApp();
  const fake: FakeGraph = await startFakeGraph();
  Object.assign(t.deps.env, {
    WHATSAPP_GRAPH_URL: fake.url,
    META_APP_SECRET: PLATFORM_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  const { owner, shopId, phoneNumberId, appSecret } = await connectShop(t, options);
  const post = (body: unknown, signature?: string | null, secret = appSecret) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sig = signature === undefined ? signBody(secret, raw) : signature;
    if (sig !== null) headers['x-hub-signature-256'] = sig;
    return t.client().request('POST', '/webhooks/whatsapp', raw, headers);
  };
  return {
    t,
    fake,
    owner,
    shopId,
    phoneNumberId,
    appSecret,
    post,
    /** Runs the worker until no job is due (inbound processing, sends, and what they enqueue). */
    work: () => runDueJobs(t.deps, jobHandlers),
    close: async () => {
      await fake.close();
      await t.close();
    },
  };
}
