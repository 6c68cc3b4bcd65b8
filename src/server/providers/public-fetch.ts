import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './public-address.ts';

// Fetching a page a merchant named (knowledge sources, issue 30) without letting the name reach
// this server's network (SSRF). Every hop is ours: redirects are not followed by the client but
// checked and followed here, each one's host checked again. A host name is resolved by the
// connection's own lookup, which refuses a private answer, so the address checked is the address
// connected to (a name that answers public once and private the next time gains nothing). Limits:
// a deadline over all hops, a number of redirects, a body cap (reading stops past it), a content
// type. The guard is on unless the caller says `allowPrivate: true` (tests and the local journeys
// that serve a site on loopback; env.ts refuses that switch in production).

export type PublicFetchError =
  | 'private_address'
  | 'timeout'
  | 'redirect_loop'
  | 'too_many_redirects'
  | 'too_large'
  | 'not_html'
  | 'http_status'
  | 'unreachable'
  | 'bad_url';

export type PublicFetchResult =
  | { ok: true; url: string; contentType: string; body: string }
  | { ok: false; code: PublicFetchError; url: string; detail?: string };

export type PublicFetchOptions = {
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
  maxBytes?: number;
  /** Content types accepted (the part before ';', lower-case). */
  types?: readonly string[];
  /**
   * Which addresses are refused (isPrivateAddress by default). Tests that serve a site on
   * 127.0.0.1 call it public and 127.0.0.2 private, to watch the guard with the guard on.
   */
  isPrivate?: (address: string) => boolean;
  /** The resolver (tests give one that answers a chosen address for a name). */
  lookup?: LookupFunction;
  userAgent?: string;
};

const DEFAULTS = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  maxBytes: 2 * 1024 * 1024,
  types: ['text/html', 'application/xhtml+xml'],
};

class Refused extends Error {
  readonly code: PublicFetchError;
  readonly detail: string | undefined;
  constructor(code: PublicFetchError, detail?: string) {
    super(code);
    this.code = code;
    this.detail = detail;
  }
}

/** A lookup that answers only public addresses (all of them checked), for the connection itself. */
function guardedLookup(base: LookupFunction, allowPrivate: boolean, isPrivate: (a: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]) as LookupAddress[];
      if (list.length === 0) return callback(new Error(`no address for ${hostname}`), '', 4);
      if (!allowPrivate && list.some((a) => isPrivate(a.address)))
        return callback(new Refused('private_address', hostname), '', 4);
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type Hop = { status: number; location: string | null; contentType: string; body: string | null };

function oneHop(url: URL, opts: Required<PublicFetchOptions>, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address written in the URL is never looked up: it is checked here.
    if (isIP(host) && !opts.allowPrivate && opts.isPrivate(host)) return reject(new Refused('private_address', host));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(opts.lookup, opts.allowPrivate, opts.isPrivate),
        signal,
        headers: { 'user-agent': opts.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
        // The connection's own socket, never a pooled one that was checked for another host.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (status >= 300 && status < 400 && res.headers.location) {
          res.destroy();
          return resolve({ status, location: res.headers.location, contentType, body: null });
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          return reject(new Refused('http_status', String(status)));
        }
        if (!opts.types.includes(contentType)) {
          res.destroy();
          return reject(new Refused('not_html', contentType || 'none'));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(new Refused('too_large', `${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            // Stop reading: the rest is never downloaded.
            res.destroy();
            reject(new Refused('too_large', `over ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const charset = /charset=([\w-]+)/i.exec(String(res.headers['content-type'] ?? ''))?.[1] ?? 'utf-8';
          let decoder: TextDecoder;
          try {
            decoder = new TextDecoder(charset);
          } catch {
            decoder = new TextDecoder('utf-8');
          }
          resolve({ status, location: null, contentType, body: decoder.decode(Buffer.concat(chunks)) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GET `raw` with every hop checked; never throws. */
export async function publicFetch(raw: string, options: PublicFetchOptions = {}): Promise<PublicFetchResult> {
  const opts = {
    allowPrivate: options.allowPrivate ?? false,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    types: options.types ?? DEFAULTS.types,
    lookup: options.lookup ?? (dnsLookup as LookupFunction),
    isPrivate: options.isPrivate ?? isPrivateAddress,
    userAgent: options.userAgent ?? 'DukaChat-Knowledge/1.0',
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const seen = new Set<string>();
  let current = raw;
  for (let hop = 0; ; hop++) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      return { ok: false, code: 'bad_url', url: current };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      return { ok: false, code: 'bad_url', url: current };
    url.hash = '';
    if (seen.has(url.href)) return { ok: false, code: 'redirect_loop', url: url.href };
    seen.add(url.href);
    try {
      const res = await oneHop(url, opts, signal);
      if (res.location === null) return { ok: true, url: url.href, contentType: res.contentType, body: res.body ?? '' };
      if (hop >= opts.maxRedirects) return { ok: false, code: 'too_many_redirects', url: url.href };
      current = new URL(res.location, url).href;
    } catch (error) {
      if (error instanceof Refused) return { ok: false, code: error.code, url: url.href, detail: error.detail };
      // The lookup's refusal reaches here wrapped by the socket; its cause is ours.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof Refused) return { ok: false, code: cause.code, url: url.href, detail: cause.detail };
      if (signal.aborted) return { ok: false, code: 'timeout', url: url.href };
      return { ok: false, code: 'unreachable', url: url.href, detail: (error as Error).message?.slice(0, 200) };
    }
  }
}
