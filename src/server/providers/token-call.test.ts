import { describe, expect, it } from 'vitest';
import { httpCall } from './http-call.ts';
import { ONCE_MORE_ON_REFUSED_TOKEN, shouldRetry, type RetryPolicy } from './retry.ts';
import { callWithToken, obtainToken, type TokenSource } from './token-call.ts';
import { TokenCache } from './token-cache.ts';

/** A provider in a function: the token endpoint issues tok-1, tok-2…; `answer` says what a call gets. */
function fakeProvider(
  answer: (path: string, auth: string | null, signal?: AbortSignal | null) => Response | Promise<Response>,
) {
  let issued = 0;
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    if (path === '/token') {
      await new Promise((r) => setTimeout(r, 5));
      return Response.json({ token: `tok-${++issued}` });
    }
    return answer(path, new Headers(init?.headers).get('authorization'), init?.signal);
  }) as typeof globalThis.fetch;
  const ctx = { fetch, tokens: new TokenCache(), timeoutMs: 200, now: () => new Date(0) };
  const source: TokenSource = {
    key: TokenCache.key('fake', 'http://fake', 'id', 'secret'),
    request: () => httpCall(ctx, { method: 'POST', url: 'http://fake/token', secrets: ['secret'] }),
    read: (body, now) => (typeof body?.token === 'string' ? { token: body.token, expiresAt: now + 3600_000 } : null),
    reason: (body) => (typeof body?.message === 'string' ? body.message : null),
  };
  const send = (method: 'GET' | 'POST', path: string) => (token: string) =>
    httpCall(ctx, { method, url: `http://fake${path}`, headers: { authorization: token }, secrets: [token] });
  return { ctx, source, send, calls, issued: () => issued };
}

describe('callWithToken', () => {
  it('asks for one token for calls that need one at the same time (single flight); only the asker keeps its exchange', async () => {
    const p = fakeProvider(() => Response.json({ ok: true }));
    const results = await Promise.all(
      [1, 2, 3].map(() => callWithToken(p.ctx, p.source, p.send('GET', '/thing'), { method: 'GET' })),
    );
    expect(p.issued()).toBe(1);
    expect(results.map((r) => r.kind)).toEqual(['answer', 'answer', 'answer']);
    expect(results.map((r) => r.exchanges.length).sort()).toEqual([1, 1, 2]);
    // The token never appears in a stored exchange.
    expect(JSON.stringify(results)).not.toContain('tok-1');
  });

  it('a 401 drops the token and the call is sent once more with a fresh one, a POST too', async () => {
    const p = fakeProvider((_path, auth) =>
      auth === 'tok-1' ? new Response('{}', { status: 401 }) : Response.json({}),
    );
    const r = await callWithToken(p.ctx, p.source, p.send('POST', '/pay'), { method: 'POST' });
    expect(r.kind).toBe('answer');
    expect(p.calls).toEqual(['/token', '/pay', '/token', '/pay']);
    // Refused again with the fresh token: the answer is the caller's, no third attempt.
    const q = fakeProvider(() => new Response('{}', { status: 401 }));
    const again = await callWithToken(q.ctx, q.source, q.send('POST', '/pay'), { method: 'POST' });
    expect(again.kind === 'answer' && again.res.status).toBe(401);
    expect(q.calls).toEqual(['/token', '/pay', '/token', '/pay']);
  });

  it('never sends a non-idempotent call again on an ambiguous answer, whatever the policy', async () => {
    const always: RetryPolicy = { attempts: 5, retryWhen: () => true };
    const p = fakeProvider(() => new Response('{}', { status: 502 }));
    const r = await callWithToken(p.ctx, p.source, p.send('POST', '/pay'), { method: 'POST', policy: always });
    expect(r.kind === 'answer' && r.res.status).toBe(502);
    expect(p.calls.filter((c) => c === '/pay')).toHaveLength(1);
    const hang = fakeProvider(
      (_path, _auth, signal) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const t = await callWithToken(hang.ctx, hang.source, hang.send('POST', '/pay'), { method: 'POST', policy: always });
    expect(t).toMatchObject({ kind: 'unknown', code: 'timeout' });
    expect(hang.calls.filter((c) => c === '/pay')).toHaveLength(1);
    // An idempotent read may be sent again when a policy asks it to.
    const g = fakeProvider(() => new Response('{}', { status: 503 }));
    await callWithToken(g.ctx, g.source, g.send('GET', '/status'), {
      method: 'GET',
      policy: { attempts: 3, retryWhen: () => true },
    });
    expect(g.calls.filter((c) => c === '/status')).toHaveLength(3);
    expect(
      shouldRetry(
        ONCE_MORE_ON_REFUSED_TOKEN,
        1,
        { kind: 'no-answer', code: 'network', reason: '', exchange: null! },
        true,
      ),
    ).toBe(false);
  });

  it('a token request refused or unanswered is the call its outcome, and nothing is cached', async () => {
    const p = fakeProvider(() => Response.json({}));
    const refused: TokenSource = { ...p.source, read: () => null };
    expect(await obtainToken(p.ctx, refused)).toMatchObject({ kind: 'refused', reason: 'HTTP 200' });
    expect(p.ctx.tokens.get(p.source.key, 0)).toBeNull();
    const down: TokenSource = {
      ...p.source,
      request: () => httpCall({ timeoutMs: 2000 }, { method: 'POST', url: 'http://127.0.0.1:9/t', secrets: [] }),
    };
    expect(await callWithToken(p.ctx, down, p.send('GET', '/x'), { method: 'GET' })).toMatchObject({
      kind: 'unknown',
      code: 'network',
    });
  });
});
