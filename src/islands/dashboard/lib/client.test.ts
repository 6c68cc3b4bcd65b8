import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi, type Mock } from 'vitest';
import type { CountedSegment, SegmentMembers } from '../../../lib/contracts/segment.ts';
import type { Product } from '../../../lib/contracts/product.ts';
import { ApiError, setUnauthorizedHandler } from './api.ts';
import { call, pathOf, searchOf } from './client.ts';

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let sessionEnded: Mock<() => void>;
function answer(status: number, body?: unknown) {
  fetchMock = vi.fn(() =>
    Promise.resolve(body === undefined ? new Response(null, { status }) : Response.json(body, { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init, headers: init.headers as Record<string, string> };
};

beforeEach(() => {
  sessionEnded = vi.fn<() => void>();
  setUnauthorizedHandler(sessionEnded);
});
afterEach(() => vi.unstubAllGlobals());

describe('typed client: the request it makes', () => {
  it('fills path params, encoded, under the /api prefix api() adds once', async () => {
    answer(200, { shop_name: 'Duka', role: 'staff', inviter_name: 'Asha', email: 'x@example.com', expired: false });
    await call('GET /api/invitations/:token', { params: { token: 'a b/c?d' } });
    expect(sent().url).toBe('/api/invitations/a%20b%2Fc%3Fd');
    expect(sent().init.method).toBe('GET');
    expect(sent().init.body).toBeUndefined();
  });

  it('fills every param of a path that has two', async () => {
    answer(204);
    await call('DELETE /api/products/:id/images/:imageId', { params: { id: ID, imageId: 'img-1' } });
    expect(sent().url).toBe(`/api/products/${ID}/images/img-1`);
    expect(sent().init.method).toBe('DELETE');
  });

  it('serialises the query, leaving out undefined and empty values', async () => {
    answer(200, { items: [], total: 0, page: 2, page_size: 20 });
    await call('GET /api/products', { query: { q: '', status: 'active', category: undefined, page: 2 } });
    expect(sent().url).toBe('/api/products?status=active&page=2');
  });

  it('sends a JSON body with its method and extra headers', async () => {
    answer(201, {});
    const body = { lines: [{ product_id: ID, quantity: 2 }] };
    await call('POST /api/orders', { body, headers: { 'idempotency-key': 'k-1' } });
    const { url, init, headers } = sent();
    expect([url, init.method, init.body]).toEqual(['/api/orders', 'POST', JSON.stringify(body)]);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['idempotency-key']).toBe('k-1');
    expect(headers['accept-language']).toMatch(/^(en|sw)$/);
  });

  it('hands a form to fetch as it is (the browser sets the multipart boundary)', async () => {
    answer(200, {});
    const form = new FormData();
    form.set('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await call('POST /api/products/:id/images', { params: { id: ID }, body: form });
    expect(sent().init.body).toBe(form);
    expect(sent().headers['content-type']).toBeUndefined();
  });

  it('passes the caller’s abort signal on', async () => {
    answer(200, []);
    const controller = new AbortController();
    const pending = call('GET /api/segments', { signal: controller.signal });
    controller.abort();
    await pending;
    expect(sent().init.signal?.aborted).toBe(true);
  });

  it('resolves a 204 to undefined and an answer to its parsed JSON', async () => {
    answer(204);
    expect(await call('DELETE /api/segments/:id', { params: { id: ID } })).toBeUndefined();
    answer(200, { count: 7 });
    expect(await call('POST /api/segments/count', { body: { match: 'all', criteria: [] } })).toEqual({ count: 7 });
  });

  it('throws api()’s ApiError, and a 401 for an ended session still goes to the root', async () => {
    answer(404, { code: 'not_found', message: 'Not found.' });
    const error = await call('GET /api/orders/:id', { params: { id: ID } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('not_found');
    expect(sessionEnded).not.toHaveBeenCalled();
    answer(401, { code: 'unauthorized', message: 'Sign in.' });
    await expect(call('GET /api/staff')).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('refuses to send a path whose param is missing at run time (an undefined id), before any request', async () => {
    answer(200, {});
    const id = undefined as unknown as string;
    expect(() => call('GET /api/orders/:id', { params: { id } })).toThrow(TypeError);
    expect(() => pathOf('GET /api/orders/:id', { id: '' })).toThrow(/no value for :id/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes no query string for an empty query', () => {
    expect(searchOf(undefined)).toBe('');
    expect(searchOf({ q: '', from: undefined })).toBe('');
    expect(searchOf({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
  });
});

// Checked by `npx tsc --noEmit` (these bodies never run): each line under @ts-expect-error must be a
// type error, or the directive itself fails the type check. Loosen call() to (route: string, input?:
// any) and every one of them fails.
describe('typed client: what the type check refuses', () => {
  it('types the answer from the route’s success contract', () => {
    expectTypeOf(call<'GET /api/segments/:id'>).returns.resolves.toEqualTypeOf<CountedSegment>();
    expectTypeOf(call<'GET /api/segments/:id/customers'>).returns.resolves.toEqualTypeOf<SegmentMembers>();
    expectTypeOf(call<'PUT /api/products/:id'>).returns.resolves.toEqualTypeOf<Product>();
    expectTypeOf(call<'DELETE /api/segments/:id'>).returns.resolves.toEqualTypeOf<undefined>();
  });

  it('refuses a wrong path, method or route not declared', () => {
    const typeErrors = () => {
      // @ts-expect-error: no such path (singular)
      void call('GET /api/segment/:id', { params: { id: ID } });
      // @ts-expect-error: the path exists, the method does not
      void call('PATCH /api/segments/:id', { params: { id: ID } });
      // @ts-expect-error: a path without the /api prefix
      void call('GET /segments');
      // @ts-expect-error: a CSV download is a link, not a call
      void call('GET /api/segments/:id/export', { params: { id: ID } });
      // @ts-expect-error: the order page is the cart's to call, not the dashboard's
      void call('GET /api/v1/order');
      // @ts-expect-error: a declared body is sent even when all its fields are optional (none is a 400)
      void call('POST /api/transactions/:id/reversal', { params: { id: ID } });
    };
    expect(typeErrors).toBeTypeOf('function');
  });

  it('refuses a wrong or missing param', () => {
    const typeErrors = () => {
      // @ts-expect-error: the path names :id, not :segmentId
      void call('GET /api/segments/:id', { params: { segmentId: ID } });
      // @ts-expect-error: params are required where the path has some
      void call('GET /api/segments/:id');
      // @ts-expect-error: a path without params takes none
      void call('GET /api/segments', { params: { id: ID } });
      // @ts-expect-error: an id is text
      void call('GET /api/orders/:id', { params: { id: 42 } });
    };
    expect(typeErrors).toBeTypeOf('function');
  });

  it('refuses a wrong body or query', () => {
    const typeErrors = () => {
      // @ts-expect-error: a misspelt field (pasword)
      void call('POST /api/auth/login', { body: { email: 'a@b.co', pasword: 'x' } });
      // @ts-expect-error: a field of the wrong type
      void call('POST /api/auth/login', { body: { email: 'a@b.co', password: 1 } });
      // @ts-expect-error: the body is required
      void call('POST /api/auth/login');
      // @ts-expect-error: a read takes no body
      void call('GET /api/segments', { body: {} });
      // @ts-expect-error: a JSON route takes no form
      void call('POST /api/segments/count', { body: new FormData() });
      // @ts-expect-error: not one of the declared statuses
      void call('GET /api/orders', { query: { status: 'shipped' } });
      // @ts-expect-error: a page is a number
      void call('GET /api/orders', { query: { page: 'two' } });
      // @ts-expect-error: the route has no such filter
      void call('GET /api/customers', { query: { colour: 'red' } });
    };
    expect(typeErrors).toBeTypeOf('function');
  });

  it('refuses a misuse of the answer', () => {
    const typeErrors = async () => {
      const segment = await call('GET /api/segments/:id', { params: { id: ID } });
      // @ts-expect-error: no such field (nmae)
      void segment.nmae;
      // @ts-expect-error: count is a number
      const count: string = segment.count;
      const deleted = await call('DELETE /api/segments/:id', { params: { id: ID } });
      // @ts-expect-error: a 204 has no body to read
      void deleted.id;
      return count;
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});
