import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowNode, type NodeOf } from '../../../lib/chat/flow-schema.ts';
import { readEnv } from '../../env.ts';
import { assertPublicUrl, isPrivateAddress } from '../ssrf.ts';
import { fakeContext } from '../../test/fake-context.ts';
import { httpRequest } from './http-request.ts';

let server: Server;
let base = '';
const seen: { method?: string; url?: string; body: string; auth?: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 2000);
      if (req.url?.startsWith('/fail')) return void res.writeHead(500).end('nope');
      if (req.url?.startsWith('/moved')) return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ order: { status: '<b>shipped</b>', items: [{ name: 'Kanga' }] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const node = (data: Record<string, unknown>) =>
  flowNode.parse({
    id: 'call',
    type: 'http_request',
    position: { x: 0, y: 0 },
    data: { method: 'GET', ...data },
  }) as NodeOf<'http_request'>;

describe('http_request executor', () => {
  it('calls the URL with variables filled in and keeps a field of the JSON answer', async () => {
    const ctx = fakeContext();
    ctx.state.vars.ref = 'A 12';
    const step = await httpRequest.enter(
      node({
        method: 'POST',
        url: `${base}/orders/{{ref}}`,
        headers: [{ name: 'Authorization', value: 'Bearer k' }],
        body: '{"ref":"{{ref}}"}',
        save_as: 'status',
        response_path: 'order.status',
      }),
      ctx,
    );
    expect(step).toEqual({ kind: 'next', handle: 'next' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/orders/A%2012',
      body: '{"ref":"A 12"}',
      auth: 'Bearer k',
    });
    // Kept as the text it is: a renderer shows "<b>shipped</b>", never bold.
    expect(ctx.state.vars.status).toBe('<b>shipped</b>');
  });

  it('leaves through error on a 5xx, a redirect or a timeout', async () => {
    const ctx = fakeContext();
    expect(await httpRequest.enter(node({ url: `${base}/fail` }), ctx)).toEqual({ kind: 'next', handle: 'error' });
    expect(await httpRequest.enter(node({ url: `${base}/moved` }), ctx)).toEqual({ kind: 'next', handle: 'error' });
    expect(await httpRequest.enter(node({ url: `${base}/slow`, timeout_ms: 500 }), ctx)).toEqual({
      kind: 'next',
      handle: 'error',
    });
  });

  it('refuses private, loopback and link-local addresses outside tests', async () => {
    const ctx = fakeContext({
      env: readEnv({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(43), APP_URL: 'https://duka.chat' }),
    });
    const before = seen.length;
    expect(await httpRequest.enter(node({ url: `${base}/ok` }), ctx)).toEqual({ kind: 'next', handle: 'error' });
    expect(seen.length).toBe(before);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    expect(isPrivateAddress('41.59.1.1')).toBe(false);
    await expect(assertPublicUrl('http://localhost:1/')).rejects.toThrow();
    await expect(assertPublicUrl('file:///etc/passwd')).rejects.toThrow();
  });
});
