import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GraphHit = { method: string; path: string; query: URLSearchParams; authorization: string | null; body: any };
export type FakeReply = { status: number; json: unknown };

/**
 * A loopback stand-in for graph.facebook.com speaking the wire format of protocols.md §1, for the
 * connect tests: records every call; tokens in `tokens` are valid, the code 'good-code' exchanges
 * for 'biz-token-0001', and a text to 255700000000 fails with 131047 (outside the 24-hour window).
 */
export async function startFakeGraph(listenPort = 0) {
  const hits: GraphHit[] = [];
  const tokens = new Set<string>(['biz-token-0001']);
  let override: ((hit: GraphHit) => FakeReply | null) | null = null;
  const oauthError = (message: string) => ({ status: 401, json: { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'AbC' } } });

  const reply = (hit: GraphHit): FakeReply => {
    const custom = override?.(hit);
    if (custom) return custom;
    const parts = hit.path.split('/').filter(Boolean); // ['v23.0', '<id>', 'messages']
    if (parts[1] === 'oauth' && parts[2] === 'access_token') {
      return hit.query.get('code') === 'good-code' && hit.query.get('client_secret')
        ? { status: 200, json: { access_token: 'biz-token-0001', token_type: 'bearer' } }
        : { status: 400, json: { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } } };
    }
    const token = hit.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token)) return oauthError('Invalid OAuth access token - Cannot parse access token');
    const [, id, edge] = parts;
    if (!edge && hit.method === 'GET') return { status: 200, json: { display_phone_number: '+255 754 000 111', verified_name: 'Asha Fashion', id } };
    if (edge === 'subscribed_apps' || edge === 'register' || edge === 'smb_app_data') return { status: 200, json: { success: true } };
    if (edge === 'messages') {
      if (hit.body?.to === '255700000000') {
        return { status: 400, json: { error: { message: '(#131047) Re-engagement message', type: 'OAuthException', code: 131047, error_data: { messaging_product: 'whatsapp', details: 'More than 24 hours have passed since the recipient last replied to the sender number.' } } } };
      }
      return { status: 200, json: { messaging_product: 'whatsapp', contacts: [{ input: hit.body?.to, wa_id: hit.body?.to }], messages: [{ id: `wamid.TEST${hits.length}` }] } };
    }
    return { status: 404, json: { error: { message: 'Unknown path', code: 803 } } };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const hit: GraphHit = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization ?? null, body: text ? JSON.parse(text) : null };
      hits.push(hit);
      const { status, json } = reply(hit);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    tokens,
    setOverride: (fn: typeof override) => {
      override = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
