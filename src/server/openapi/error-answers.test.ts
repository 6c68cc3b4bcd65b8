import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../lib/contracts/error.ts';
import { apiRoutes } from '../app.ts';
import type { RouteDef } from '../http/route-table.ts';
import { checkErrorAnswer } from '../test/error-answer.ts';
import { createTestApp, signUpUser, type Reply, type TestApp, type TestClient } from '../test/harness.ts';
import { sampleCalls } from '../test/route-calls.ts';
import { victimShop } from '../test/victim-shop.ts';
import { buildOpenApi, errorStatuses, routeKey } from './openapi.ts';

/**
 * Issue 14: the refusals of every declared route are held to the document, as its successes are
 * in answers.test.ts. Each route is called into every refusal the mount gives before its handler
 * runs (no session 401, no permission 403, another shop's row 404, a path naming nothing 404, a
 * body or query it does not take 400/415, a body over its limit 413), and into the refusals of its
 * own that matter to a client (publishing a broken flow, a CSV with bad rows, a taken email, a
 * wrong password, a reused Idempotency-Key, a stale draft). Every answer must be a status the
 * document lists for that route, in JSON, with a body that parses with the strict error contract
 * (src/lib/contracts/error.ts) or the extension the route declares for that status.
 */
const declared = apiRoutes.filter((def) => def.doc?.answers);
const document = buildOpenApi(apiRoutes) as Parameters<typeof checkErrorAnswer>[0];
const byKey = new Map(apiRoutes.map((def) => [routeKey(def), def]));

let t: TestApp;
let victim: Awaited<ReturnType<typeof victimShop>>;
let owner: TestClient;
let intruder: TestClient;
let bare: TestClient;
let bareToken: string;
let bareEmail: string;
/** One of the platform's operators (issue 29): the mount's input checks of an operator's route are theirs to meet. */
let operator: TestClient;
const OPERATOR_EMAIL = 'error-answers-operator@example.com';
/** Who meets a route's input checks: its operator for an operator's route (anyone else is told it does not exist), else the owner. */
const caller = (def: RouteDef) => (def.access.kind === 'operator' ? operator : owner);

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
  operator = (await signUpUser(t, { email: OPERATOR_EMAIL })).client;
  victim = await victimShop(t);
  owner = victim.owner.client;
  intruder = (await signUpUser(t, { shop: true })).client;
  // A member of the victim's shop who holds no permission at all.
  const member = await signUpUser(t);
  const invited = await owner.post('/api/staff/invitations', { email: member.email, permissions: [] });
  bareToken = new URL(invited.body.link).pathname.split('/').pop()!;
  bareEmail = member.email;
  const accepted = await member.client.post(`/api/invitations/${bareToken}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  bare = member.client;
}, 60_000);
afterAll(() => t.close());

/** Which declared routes gave which error statuses: every route that can refuse must have refused. */
const refusedWith = new Map<string, Set<number>>();

function held(def: RouteDef, res: Reply): Reply {
  expect(res.status, `${routeKey(def)} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  checkErrorAnswer(document, def, { ...res, contentType: res.headers.get('content-type') });
  const seen = refusedWith.get(routeKey(def)) ?? new Set<number>();
  refusedWith.set(routeKey(def), seen.add(res.status));
  return res;
}

// The public chat and order-page routes have no permission sample: what they need beside the fault
// a test puts in, so that the fault is the only one (the mount reads query and body before the
// handler looks the bot or the link up).
const chatOk = { message: 'hi', chat_id: 'error-answers', language: 'en' };
const publicPaths: Record<string, string> = {
  'POST /api/v1/order': '/api/v1/order?token=any-token',
  'POST /api/v1/order/discount': '/api/v1/order/discount?token=any-token',
  'POST /api/v1/order/payment': '/api/v1/order/payment?token=any-token',
  'GET /api/v1/order/payment/:id': '/api/v1/order/payment/00000000-0000-4000-8000-000000000000?token=any-token',
  'POST /api/v1/statement/payment': '/api/v1/statement/payment?token=any-token',
  'GET /api/v1/statement/payment/:id': '/api/v1/statement/payment/00000000-0000-4000-8000-000000000000?token=any-token',
};
const nothingCalls: Record<string, { path: string; body?: unknown }> = {
  'POST /plugin/conversation/:botId': { path: '/plugin/conversation/nothing-here', body: chatOk },
  'GET /plugin/conversation/:botId/messages': {
    path: '/plugin/conversation/nothing-here/messages?chat_id=error-answers',
  },
  'POST /plugin/popups/:botId/events': {
    path: '/plugin/popups/nothing-here/events',
    body: {
      popup_id: '00000000-0000-4000-8000-000000000000',
      variant: 'a',
      kind: 'shown',
      visitor_id: 'error-answers',
    },
  },
  'POST /plugin/popups/:botId/phone': {
    path: '/plugin/popups/nothing-here/phone',
    body: {
      popup_id: '00000000-0000-4000-8000-000000000000',
      variant: 'a',
      visitor_id: 'error-answers',
      phone: '0754000777',
      channels: ['sms'],
      language: 'en',
    },
  },
};

/** The path of the route's sample call on the victim's rows, or its own path when it names none. */
const pathOf = (def: RouteDef) =>
  sampleCalls[routeKey(def)]?.path?.(victim.fixture) ?? publicPaths[routeKey(def)] ?? def.path;
const cases = (defs: RouteDef[]) => defs.map((def) => [routeKey(def), def] as const);

const guarded = declared.filter((def) => def.access.kind !== 'public');
const permissioned = declared.filter((def) => def.access.kind === 'permission' || def.access.kind === 'admin');
const inShop = declared.filter((def) => routeKey(def) in sampleCalls);
const withParams = declared.filter((def) => def.path.includes(':'));
const withBody = declared.filter((def) => def.doc?.body);
const withUpload = declared.filter((def) => def.doc?.upload);
const withQuery = declared.filter((def) => def.doc?.query);
const writes = declared.filter((def) => def.method !== 'GET');

describe('refusals the mount gives, held to the error contract', () => {
  it.each(cases(guarded))('%s, without a session: 401', async (_key, def) => {
    const call = sampleCalls[routeKey(def)];
    const res = held(def, await t.client().request(def.method, pathOf(def), call?.body?.(victim.fixture)));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it.each(cases(permissioned))('%s, by a member without the permission: 403', async (_key, def) => {
    const call = sampleCalls[routeKey(def)]!;
    const res = held(def, await bare.request(def.method, pathOf(def), call.body?.(victim.fixture)));
    expect(res.status).toBe(403);
  });

  it.each(cases(inShop))('%s, by an admin of another shop', async (_key, def) => {
    const call = sampleCalls[routeKey(def)]!;
    const path = pathOf(def);
    const res = await intruder.request(def.method, path, call.body?.(victim.fixture));
    const namesVictimRow = [...victim.ids].some((id) => path.includes(id));
    // A route that names no row of the victim's may well succeed for the intruder's own shop.
    if (!namesVictimRow && res.status < 400) return;
    held(def, res);
    if (namesVictimRow) expect(res.status, path).toBe(404);
  });

  it.each(cases(withParams))('%s, with a path naming nothing: 404', async (_key, def) => {
    const call = nothingCalls[routeKey(def)] ?? { path: def.path.replace(/:\w+/g, 'nothing-here') };
    const res = held(def, await caller(def).request(def.method, call.path, call.body));
    expect(res.status).toBe(404);
  });

  it.each(cases(withBody))('%s, with a body that is not an object of its schema: 400', async (_key, def) => {
    const res = held(def, await caller(def).request(def.method, pathOf(def), 42));
    expect(res.status).toBe(400);
  });

  it.each(cases(withBody))('%s, with a body that is not JSON: 400', async (_key, def) => {
    const res = held(
      def,
      await caller(def).request(def.method, pathOf(def), '{"name":', { 'content-type': 'application/json' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  it.each(cases(withBody))('%s, with a text holding a NUL: 400 naming it', async (_key, def) => {
    const res = held(def, await caller(def).request(def.method, pathOf(def), { name: 'Ka\u0000nga' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_text', field: 'name' });
  });

  it.each(cases(withBody))('%s, with a body of the wrong type: 415', async (_key, def) => {
    const res = held(
      def,
      await caller(def).request(def.method, pathOf(def), 'name=Kanga', { 'content-type': 'text/html' }),
    );
    expect(res.status).toBe(415);
  });

  // An upload that is not a form cannot name its file: 400 (image_required, csv_empty) or 415.
  it.each(cases(withUpload))('%s, with a body that is not a form: 400 or 415', async (_key, def) => {
    const res = held(
      def,
      await caller(def).request(def.method, pathOf(def), 'name=Kanga', { 'content-type': 'text/html' }),
    );
    expect([400, 415]).toContain(res.status);
  });

  it.each(cases(withUpload))('%s, with a form that holds no file: 400', async (_key, def) => {
    const res = held(def, await caller(def).request(def.method, pathOf(def), new FormData()));
    expect(res.status).toBe(400);
  });

  it.each(cases(withQuery))('%s, with a query it cannot store: 400', async (_key, def) => {
    const path = pathOf(def);
    const res = held(def, await caller(def).request(def.method, `${path}${path.includes('?') ? '&' : '?'}q%00=1`));
    expect(res.status).toBe(400);
  });

  it.each(cases(writes))('%s, with a body over its limit: 413', async (_key, def) => {
    const limit = (def.bodyLimitKb ?? t.deps.env.BODY_LIMIT_KB) * 1024;
    const body = `{"name":"${'x'.repeat(limit)}"}`;
    const res = held(
      def,
      await caller(def).request(def.method, pathOf(def), body, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      }),
    );
    expect(res.status).toBe(413);
  });
});

/** Refusals of a route's own that a client acts on; `prepare` sets the state up, `undo` puts it back. */
type Refusal = {
  key: string;
  status: number;
  code: string;
  by?: () => TestClient;
  path?: () => string;
  body?: () => unknown;
  headers?: Record<string, string>;
  prepare?: () => Promise<void>;
  undo?: () => Promise<void>;
};
let savedDraft: { flow: unknown; revision: number };
let stranger: TestClient;
let throttledEmail: string;
let pendingToken: string;
const contactMessage = {
  name: 'Neema',
  email: 'neema@example.com',
  phone: '0754123456',
  message: 'Habari, naomba maelezo zaidi.',
};
let variantId: string;
const draftNow = async () => {
  const flow = (await owner.get('/api/chatflow')).body;
  return { flow: flow.draft, revision: flow.draft_revision as number };
};
const csvForm = (text: string) => {
  const form = new FormData();
  form.set('file', new File([text], 'products.csv', { type: 'text/csv' }));
  return form;
};
const refusals: Refusal[] = [
  {
    key: 'POST /api/chatflow/publish',
    status: 400,
    code: 'flow_has_errors',
    // A draft without its trigger cannot be published; the 400 lists the issues.
    prepare: async () => {
      savedDraft = await draftNow();
      const flow = savedDraft.flow as { nodes: { type: string }[] };
      const broken = { ...flow, nodes: flow.nodes.filter((n) => n.type !== 'trigger') };
      expect((await owner.put('/api/chatflow/draft', { flow: broken, revision: savedDraft.revision })).status).toBe(
        200,
      );
    },
    undo: async () => {
      const now = await draftNow();
      expect((await owner.put('/api/chatflow/draft', { flow: savedDraft.flow, revision: now.revision })).status).toBe(
        200,
      );
    },
  },
  {
    key: 'POST /api/products/import',
    status: 400,
    code: 'csv_rows_refused',
    body: () => csvForm('name,category,price\nKanga,home,-5\n'),
  },
  {
    key: 'PUT /api/chatflow/draft',
    status: 409,
    code: 'flow_stale',
    // Someone saved since the revision this copy started from.
    body: () => ({ flow: savedDraft.flow, revision: savedDraft.revision - 1 }),
    prepare: async () => {
      savedDraft = await draftNow();
      expect(savedDraft.revision).toBeGreaterThan(1);
    },
  },
  {
    key: 'POST /api/auth/signup',
    status: 409,
    code: 'email_taken',
    by: () => t.client(),
    body: () => ({ name: 'Asha Juma', email: victim.owner.email, phone: '0754123456', password: 'correct horse' }),
  },
  {
    key: 'POST /api/auth/login',
    status: 401,
    code: 'invalid_credentials',
    by: () => t.client(),
    body: () => ({ email: victim.owner.email, password: 'not the password' }),
  },
  {
    key: 'POST /api/orders',
    status: 422,
    code: 'idempotency_key_reused',
    headers: { 'idempotency-key': 'error-answers-1' },
    body: () => ({ lines: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 2 }] }),
    // The same key first went with another order.
    prepare: async () => {
      variantId = (await owner.get(`/api/products/${victim.fixture.productId}`)).body.variants[0].id;
      const first = await owner.post(
        '/api/orders',
        { lines: [{ product_id: victim.fixture.productId, variant_id: variantId, quantity: 1 }] },
        { 'idempotency-key': 'error-answers-1' },
      );
      expect(first.status, JSON.stringify(first.body)).toBe(201);
    },
  },
  {
    key: 'POST /api/auth/login',
    status: 429,
    code: 'too_many_attempts',
    by: () => stranger,
    body: () => ({ email: throttledEmail, password: 'still not it' }),
    // Five wrong passwords for one account, then the account is refused for a while.
    prepare: async () => {
      throttledEmail = (await signUpUser(t)).email;
      stranger = t.client();
      for (let i = 0; i < 5; i++) {
        const res = await stranger.post('/api/auth/login', { email: throttledEmail, password: 'not it' });
        expect(res.status).toBe(401);
      }
    },
  },
  {
    key: 'POST /api/contact',
    status: 429,
    code: 'too_many_requests',
    by: () => stranger,
    body: () => contactMessage,
    // Five messages an hour from one address.
    prepare: async () => {
      stranger = t.client();
      for (let i = 0; i < 5; i++) expect((await stranger.post('/api/contact', contactMessage)).status).toBe(201);
    },
  },
  {
    key: 'POST /api/staff/invitations',
    status: 409,
    code: 'already_staff',
    body: () => ({ email: bareEmail, permissions: [] }),
  },
  {
    key: 'POST /api/invitations/:token/accept',
    status: 410,
    code: 'invite_used',
    by: () => stranger,
    path: () => `/api/invitations/${bareToken}/accept`,
    prepare: async () => void (stranger = (await signUpUser(t)).client),
  },
  {
    key: 'POST /api/invitations/:token/accept',
    status: 403,
    code: 'invite_email_mismatch',
    by: () => stranger,
    path: () => `/api/invitations/${pendingToken}/accept`,
    // An invitation for someone else's address.
    prepare: async () => {
      stranger = (await signUpUser(t)).client;
      const invited = await owner.post('/api/staff/invitations', {
        email: 'someone.else@example.com',
        permissions: [],
      });
      pendingToken = new URL(invited.body.link).pathname.split('/').pop()!;
    },
  },
  {
    key: 'POST /api/shop',
    status: 409,
    code: 'shop_exists',
    body: () => ({ shop_name: 'Second shop', whatsapp_number: '0754000999', category: 'home' }),
  },
  {
    key: 'GET /api/invitations/:token',
    status: 404,
    code: 'invite_invalid',
    by: () => t.client(),
    path: () => '/api/invitations/not-a-real-invitation-token',
  },
  {
    key: 'POST /api/chatflow/versions/:version/restore',
    status: 404,
    code: 'flow_version_not_found',
    path: () => '/api/chatflow/versions/999/restore',
  },
];

describe("refusals of a route's own, held to the error contract", () => {
  it.each(refusals.map((r) => [`${r.key}: ${r.status} ${r.code}`, r] as const))('%s', async (_name, refusal) => {
    const def = byKey.get(refusal.key);
    expect(def?.doc?.answers, `${refusal.key} is not a declared route`).toBeDefined();
    await refusal.prepare?.();
    try {
      const client = refusal.by?.() ?? owner;
      const res = held(
        def!,
        await client.request(def!.method, refusal.path?.() ?? pathOf(def!), refusal.body?.(), refusal.headers),
      );
      expect(res.body.code).toBe(refusal.code);
      expect(res.status).toBe(refusal.status);
    } finally {
      await refusal.undo?.();
    }
  });
});

// A path no route matches, under a prefix the API owns: the error contract, not the site's 404 page.
describe('paths of the API that name no route', () => {
  it.each(['/api/nothing-here', '/plugin//unauthenticated', '/plugin/a/b/c', '/webhooks/nothing-here'])(
    '%s: 404 of the error contract',
    async (path) => {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const parsed = errorSchema.safeParse(res.body);
      expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(res.body)).toEqual([]);
    },
  );
});

describe('coverage', () => {
  it('made every declared route that can refuse refuse at least once', () => {
    const canRefuse = declared.filter((def) => errorStatuses(def, def.doc).some((status) => status !== 500));
    expect(canRefuse.map(routeKey).filter((key) => !refusedWith.has(key))).toEqual([]);
  });
});
