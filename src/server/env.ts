import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GEO_URL } from '../lib/geo-lookup-url.ts';
import { PROVIDERS } from '../lib/mobile-money.ts';
import { parsePlatformFee } from '../lib/platform-fee.ts';

// The only reader of process.env (DESIGN.md). Every variable is listed in README's table.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  APP_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  SECRET_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Duka Chat <no-reply@localhost>'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(10240).default(256),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
  // Spec 7: the order page (store) and bot API may live on other hosts; by default APP_URL.
  STORE_URL: z.url().optional(),
  BOT_URL: z.url().optional(),
  // WhatsApp Cloud API (protocols.md §1). The Graph base URL is configurable so tests use a local fake.
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  // The pages' visitor-country lookup (a build-time variable of the pages too): their CSP allows calling it.
  PUBLIC_GEO_URL: z.url().default(DEFAULT_GEO_URL),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  // The platform's Meta app (Embedded Signup): its secret signs webhooks of numbers connected through it.
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  META_CONFIG_ID: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  // Mobile-money aggregators (protocols.md §2, decision 0018): the real hosts by default; tests and
  // the demo point them at the local fakes in tests/fixtures. Each shop brings its own credentials.
  SELCOM_BASE_URL: z.url().default('https://apigw.selcommobile.com/v1'),
  CLICKPESA_BASE_URL: z.url().default('https://api.clickpesa.com'),
  AZAMPAY_AUTH_URL: z.url().default('https://authenticator.azampay.co.tz'),
  AZAMPAY_CHECKOUT_URL: z.url().default('https://checkout.azampay.co.tz'),
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  // Unset: each provider's own wait per call (Selcom 90 s as its own client waits; 15 s otherwise).
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  // Duka Chat Payments (issue 29, decision 0046): the platform's own aggregator account, which
  // collects for shops that linked none. Unset: no platform collection (each shop brings its own).
  PLATFORM_PAYMENT_PROVIDER: z.enum(PROVIDERS).optional(),
  // Its credentials as a JSON object keyed by the adapter's field names (never per shop, never stored).
  PLATFORM_PAYMENT_CREDENTIALS: z
    .string()
    .default('{}')
    .refine((v) => isStringRecord(v), { message: 'must be a JSON object of strings' }),
  // The platform fee until an operator sets one: `2.5%` (a percentage, up to two decimals) or `500` (shillings).
  PLATFORM_FEE: z
    .string()
    .default('2.5%')
    .refine((v) => parsePlatformFee(v) !== null, { message: 'a percentage like 2.5% or whole shillings like 500' }),
  // The most an unverified shop's platform balance may hold (whole shillings): past it the platform
  // account starts no new payment for the shop until it is verified (cash still works).
  PLATFORM_HELD_CAP: z.coerce.number().int().min(0).max(10_000_000_000).default(1_000_000),
  // The one-time setup fee (spec 9), paid by mobile money through the platform account.
  SETUP_FEE_AMOUNT: z.coerce.number().int().min(1).max(10_000_000).default(25_000),
  // SMS gateways (protocols.md §3, issue 27): the real hosts by default; tests point them at the fakes.
  BEEM_BASE_URL: z.url().default('https://apisms.beem.africa'),
  BEEM_DLR_BASE_URL: z.url().default('https://dlrapi.beem.africa'),
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
  NEXTSMS_BASE_URL: z.url().default('https://messaging-service.co.tz'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  // The platform's operators (issue 29, /operator): the emails of user accounts, comma-separated.
  // Named here only: no shop member can grant it. Unset, nobody is an operator.
  OPERATOR_EMAILS: z.string().default(''),
  // Whether this process runs the job worker (outbound WhatsApp, webhook processing, retries).
  JOBS_WORKER: bool.default(true),
  // Web Push for order alerts (issue 28, decision 0041): the VAPID key pair, generated once and kept
  // in DATA_DIR/vapid.json when unset (as SECRET_KEY); set both when several processes share a database.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/)
    .optional(),
  // Who the push services may contact about our pushes (RFC 8292 "sub"): mailto: or https:.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  // Knowledge sources (issue 30): fetch URLs on private and loopback addresses. Only for the tests
  // and journeys that serve a site on this machine; refused in production (the SSRF guard stays on).
  KNOWLEDGE_ALLOW_PRIVATE_URLS: bool.default(false),
  // The push services a browser's subscription may point at (comma-separated, "*." for a domain's
  // hosts): the server POSTs to that address, so an invented one must not make it call anywhere.
  WEB_PUSH_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com'),
});

export type Env = z.infer<typeof schema> & {
  appUrl: string;
  storeUrl: string;
  botUrl: string;
  secretKey: string;
  dataDir: string;
  /** OPERATOR_EMAILS, lower-cased. */
  operatorEmails: readonly string[];
  vapid: { publicKey: string; privateKey: string; subject: string };
};

function isStringRecord(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === 'string')
    );
  } catch {
    return false;
  }
}

function loadSecret(dataDir: string, given?: string): string {
  if (given) return given;
  // Without SECRET_KEY we keep one per data dir, so tokens survive restarts on a local install.
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The VAPID pair (base64url, as the Push API and web-push take it): given, or made once per data dir. */
function loadVapidKeys(dataDir: string, given: { publicKey?: string; privateKey?: string }) {
  if (given.publicKey && given.privateKey) return { publicKey: given.publicKey, privateKey: given.privateKey };
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The private scalar is 32 bytes; getPrivateKey drops leading zeros, so it is padded back.
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('hex').padStart(64, '0'),
  };
  const stored = { publicKey: keys.publicKey, privateKey: Buffer.from(keys.privateKey, 'hex').toString('base64url') };
  writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  return stored;
}

/** The demo's operator account (README): seeded beside the demo shop, an operator in development only. */
export const DEMO_OPERATOR_EMAIL = 'operator@duka.chat';

/**
 * OPERATOR_EMAILS when it is set. Unset, the demo's operator account is one, but only in
 * development with the demo seeded (`npm start`, `npm run dev` on a laptop), so the console can be
 * tried at once; a production server (NODE_ENV=production) and the tests have no operator unless
 * named, as a password printed in the README must never open the console of a real deployment.
 * Setting OPERATOR_EMAILS (even to other emails) replaces the demo's.
 */
function operatorEmailsOf(env: z.infer<typeof schema>): string[] {
  const named = env.OPERATOR_EMAILS.split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (named.length > 0) return named;
  return env.NODE_ENV === 'development' && env.SEED_DEMO ? [DEMO_OPERATOR_EMAIL] : [];
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.KNOWLEDGE_ALLOW_PRIVATE_URLS)
    throw new Error(
      'Invalid configuration:\n  KNOWLEDGE_ALLOW_PRIVATE_URLS: never in production (the SSRF guard must stay on)',
    );
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    // The demo (a seeded, non-production install) collects for new shops through the sandbox,
    // as Duka Chat Payments would (decision 0046); a real install names its provider.
    PLATFORM_PAYMENT_PROVIDER:
      env.PLATFORM_PAYMENT_PROVIDER ?? (env.SEED_DEMO && env.NODE_ENV === 'development' ? 'sandbox' : undefined),
    dataDir,
    appUrl,
    storeUrl: (env.STORE_URL ?? appUrl).replace(/\/$/, ''),
    botUrl: (env.BOT_URL ?? appUrl).replace(/\/$/, ''),
    secretKey: loadSecret(dataDir, env.SECRET_KEY),
    operatorEmails: operatorEmailsOf(env),
    vapid: {
      ...loadVapidKeys(dataDir, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }),
      subject: env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? 'no-reply@localhost'}`,
    },
  };
}
