import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPageSchema, productSchema } from '../lib/contracts/product.ts';
import { countedSegmentSchema, segmentMembersSchema } from '../lib/contracts/segment.ts';
import { ApiError } from '../islands/dashboard/lib/api.ts';
import { call } from '../islands/dashboard/lib/client.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from './test/harness.ts';

// The dashboard's typed client (decision 0017) against the real app: the paths it fills, the query
// strings it writes and the bodies it sends are the ones the declared routes mount and validate,
// and what comes back parses with the contracts its types promise.
let t: TestApp;
let owner: TestClient;
const ORIGIN = 'http://localhost:4321';

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpUser(t, { shop: true })).client;
});
afterAll(() => t.close());
beforeAll(() => {
  // What the browser does for the dashboard: same origin, the session cookie.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
    t.app.fetch(
      new Request(ORIGIN + url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: ORIGIN, cookie: owner.cookie },
      }),
    ),
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('typed client against the app', () => {
  it('creates, reads, lists with a query, updates and deletes a product', async () => {
    const created = await call('POST /api/products', {
      body: { name: 'Kanga ya pwani', price: 15000, category: 'clothing_accessories', stock: 4 },
    });
    expect(productSchema.parse(created).name).toBe('Kanga ya pwani');

    const read = await call('GET /api/products/:id', { params: { id: created.id } });
    expect(productSchema.parse(read).id).toBe(created.id);

    // Undefined filters stay out of the query string (the server would refuse category=undefined).
    const page = await call('GET /api/products', {
      query: { q: 'kanga', category: undefined, status: 'active', stock: undefined, page: 1, page_size: 5 },
    });
    expect(productPageSchema.parse(page).items.map((p) => p.id)).toEqual([created.id]);
    const none = await call('GET /api/products', { query: { q: 'no such thing', page_size: 5 } });
    expect(none.items).toEqual([]);

    const updated = await call('PUT /api/products/:id', { params: { id: created.id }, body: { price: 17000 } });
    expect(updated.price).toBe(17000);

    expect(await call('DELETE /api/products/:id', { params: { id: created.id } })).toBeUndefined();
    const gone = await call('GET /api/products/:id', { params: { id: created.id } }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it('reaches a segment, its count and its members, paged', async () => {
    await call('POST /api/customers', { body: { phone: '0754100001', name: 'Juma', location: 'Arusha' } });
    const rule = { criteria: [{ field: 'location' as const, operator: 'eq' as const, value: 'Arusha' }] };
    expect(await call('POST /api/segments/count', { body: rule })).toEqual({ count: 1 });
    const segment = await call('POST /api/segments', { body: { name: 'Arusha', ...rule } });
    const read = await call('GET /api/segments/:id', { params: { id: segment.id } });
    expect(countedSegmentSchema.parse(read).count).toBe(1);
    const members = await call('GET /api/segments/:id/customers', {
      params: { id: segment.id },
      query: { page: 1, page_size: 10 },
    });
    expect(segmentMembersSchema.parse(members).items.map((c) => c.name)).toEqual(['Juma']);
  });

  it('encodes a path param the server then reads back whole', async () => {
    // A token with characters a path would otherwise split on reaches the invitation route whole.
    const error = await call('GET /api/invitations/:token', { params: { token: 'a/b?c#d' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    // The invitation route's own answer: unencoded, the path would have matched no route ('not_found').
    expect((error as ApiError).code).toBe('invite_invalid');
  });

  it('gets the server’s 400 for a value the types allow but the schema refuses', async () => {
    const error = await call('POST /api/segments', { body: { name: 'Empty', criteria: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});
