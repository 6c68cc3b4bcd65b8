import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import type { Mail, Mailer } from '../email/mailer.ts';
import { readEnv } from '../env.ts';
import type { Deps } from '../http/context.ts';
import { createLogger } from '../logger.ts';
import { SessionCache } from '../http/session-cache.ts';
import { syncCaches } from '../http/cache-sync.ts';
import { registerBotCaches } from '../bot-caches.ts';
import { listenForSales } from '../modules/analytics/live-sales.ts';
import { wireOrderHooks } from '../create-order-hooks.ts';
import { createShopPorts } from '../create-shop-ports.ts';
import { objectStoreOf } from '../storage/object-store.ts';
import { admin, withDatabase } from './global-setup.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A whole app on a fresh database: a copy of the migrated template on the tests' PostgreSQL
 * (embedded, or the server of DATABASE_URL; see global-setup.ts), dropped at the end.
 * `sameDatabaseAs`: a second app on another app's database, as a second process would be.
 */
export async function createTestApp(
  options: {
    sameDatabaseAs?: { databaseName: string; deps: Deps };
    /** More configuration, e.g. OPERATOR_EMAILS for the operators' console tests. */
    env?: Record<string, string>;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'duka-test-'));
  const { adminUrl, template } = inject('testDatabase');
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: options.sameDatabaseAs?.deps.env.dataDir ?? dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SECRET_KEY: options.sameDatabaseAs?.deps.env.secretKey ?? randomBytes(32).toString('base64url'),
    APP_URL: 'http://localhost:4321',
    ...options.env,
  });
  const shared = options.sameDatabaseAs;
  const name = shared?.databaseName ?? `t_${randomBytes(6).toString('hex')}`;
  if (!shared) await admin(adminUrl, `create database ${name} template ${template}`);
  const url = withDatabase(adminUrl, name);
  const dropDatabase = () =>
    shared ? Promise.resolve() : admin(adminUrl, `drop database if exists ${name} with (force)`);
  const database = await openDatabase({ url });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  wireOrderHooks();
  registerBotCaches();
  const deps: Deps = {
    env,
    log: createLogger(env.LOG_LEVEL),
    database,
    mailer,
    sessions: new SessionCache(),
    shopPorts: createShopPorts(env),
    storage: objectStoreOf(env),
  };
  syncCaches(deps);
  listenForSales(database);
  const app = createApp(deps);
  return {
    app,
    deps,
    databaseName: name,
    db: database.db,
    mails,
    client: () => new TestClient(app.fetch),
    close: async () => {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Fetch = (request: Request) => Response | Promise<Response>;
export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** A browser-like caller: keeps its session cookie, sends our Origin, speaks JSON. */
export class TestClient {
  cookie = '';
  ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  private readonly fetch: Fetch;
  constructor(fetch: Fetch) {
    this.fetch = fetch;
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = {
      method,
      headers: { origin: 'http://localhost:4321', 'x-forwarded-for': this.ip, ...headers },
    };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await this.fetch(new Request(`http://localhost:4321${url}`, init));
    const setCookie = res.headers.getSetCookie().find((h) => h.startsWith('sid='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = /^sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie) || value === 'sid=' ? '' : value;
    }
    // A live stream (server-sent events) never ends: what it sent first, then it is closed.
    const text = res.headers.get('content-type')?.startsWith('text/event-stream')
      ? await firstChunk(res)
      : await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get = <T = any>(url: string, headers?: Record<string, string>) => this.request<T>('GET', url, undefined, headers);
  post = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', url, body, headers);
  put = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', url, body, headers);
  delete = <T = any>(url: string, headers?: Record<string, string>) =>
    this.request<T>('DELETE', url, undefined, headers);
}

async function firstChunk(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

let counter = 0;
/** Signs up a fresh person (and optionally creates their shop); the client keeps the session. */
export async function signUpUser(t: TestApp, options: { shop?: boolean; email?: string } = {}) {
  const client = t.client();
  const email = options.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const signup = await client.post('/api/auth/signup', {
    name: 'Asha Juma',
    email,
    phone: '0754123456',
    password: 'correct horse',
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  let shop: any = null;
  if (options.shop) {
    const created = await client.post('/api/shop', {
      shop_name: 'Asha Fashion',
      whatsapp_number: '0712345678',
      category: 'clothing_accessories',
    });
    if (created.status !== 201) throw new Error(`shop failed: ${JSON.stringify(created.body)}`);
    shop = created.body;
  }
  return { client, email, user: signup.body, shop };
}

/**
 * The start most server tests share: a fresh app and the signed-up owner of a new shop.
 * `({ t, owner, shopId } = await appWithOwner())` in a beforeAll; the rest of the sign-up
 * (user, email, shop) comes along for the tests that need it.
 */
export async function appWithOwner() {
  const t = await createTestApp();
  const o = await signUpUser(t, { shop: true });
  return { ...o, t, owner: o.client, shopId: o.shop.id as string };
}
