import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi, type Mock } from 'vitest';
import type { Connection, EmbeddedConnection } from '../../../../lib/contracts/whatsapp.ts';
import { call } from '../../lib/client.ts';
import { connectionQuery, sdkConfigQuery } from './api.ts';

// The WhatsApp connection moved from hand-written paths (get/send) onto call(): the reads still ask
// for the same URLs, and the writes are typed by the bodies the server validates.
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(Response.json({})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

type Fn = (context: { signal: AbortSignal }) => Promise<unknown>;
const run = (options: { queryFn?: unknown }) => (options.queryFn as Fn)({ signal: new AbortController().signal });

describe('connection requests', () => {
  it('reads the connection and the SDK config where the server declares them', async () => {
    await run(connectionQuery());
    await run(sdkConfigQuery());
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/whatsapp',
      'GET /api/whatsapp/config',
    ]);
  });

  it('types the answers and bodies from the routes', () => {
    expectTypeOf(call<'GET /api/whatsapp'>).returns.resolves.toEqualTypeOf<Connection>();
    expectTypeOf(call<'POST /api/whatsapp/embedded-signup'>).returns.resolves.toEqualTypeOf<EmbeddedConnection>();
    expectTypeOf(call<'DELETE /api/whatsapp'>).returns.resolves.toEqualTypeOf<undefined>();
    // Checked by `npx tsc --noEmit` (never run): each line under the directive must be a type error.
    const typeErrors = () => {
      // @ts-expect-error: the sync types are Meta's two
      void call('POST /api/whatsapp/coexistence/sync', { body: { sync_type: 'contacts' } });
      // @ts-expect-error: a test message needs the phone it goes to
      void call('POST /api/whatsapp/test-message', { body: {} });
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});
