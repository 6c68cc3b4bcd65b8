import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The SMS end the placeholder sms face posts to (PLACEHOLDER_SMS_URL: {to, text, ref} as JSON) until
// h-sms merges its provider fakes: keeps every message with the time it arrived.
export async function startFakeSms(options: { delayMs?: number } = {}) {
  const received: { to: string; text: string; ref: string | null; at: number }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ to: body.to, text: body.text, ref: body.ref ?? null, at: Date.now() });
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"successful":true,"code":100}');
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return {
    url,
    received,
    /** How many messages each phone got. */
    perPhone: () => received.reduce((m, r) => m.set(r.to, (m.get(r.to) ?? 0) + 1), new Map<string, number>()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
