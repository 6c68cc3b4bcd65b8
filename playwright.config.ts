import { defineConfig, devices } from '@playwright/test';
import { CLICKPESA_E2E_PORT, SMS_E2E_PORT } from './tests/e2e/fake-provider-port.ts';

// Real Chromium from Debian (/usr/bin/chromium): Playwright's own browser download is not used.
// The app runs as in production (built pages + API) on its own port with a throwaway data dir.
const PORT = Number(process.env.E2E_PORT ?? 4391);
export const E2E_DATA_DIR = '.e2e-data';

// The journeys that read only built pages and the browser's own work (no session, no chat, no
// job, no live update): two app processes cannot change them, so the cluster run (E2E_CLUSTER=1,
// CI's second pass) leaves them out and keeps CI under its 40 minutes.
const PAGES_ONLY = [
  'qr-generator',
  'qr-phone-ranges',
  'site-html',
  'site-pages',
  'site-phone-layout',
  'light-pages',
  'api-reference',
  'developers-snippet',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: process.env.E2E_CLUSTER ? PAGES_ONLY : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_CLUSTER=1: two app processes on one database behind a round-robin proxy (scripts/e2e-cluster.ts).
    command: process.env.E2E_CLUSTER ? `node scripts/e2e-cluster.ts` : `node scripts/e2e-server.ts`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded database (and the cluster script drop its database).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // order-payments.spec.ts forwards this port to a local fake ClickPesa.
      CLICKPESA_BASE_URL: `http://127.0.0.1:${CLICKPESA_E2E_PORT}`,
      // campaigns.spec.ts forwards this one to a local fake Africa's Talking.
      AFRICASTALKING_BASE_URL: `http://127.0.0.1:${SMS_E2E_PORT}`,
      // The demo's Duka Chat Payments (decision 0046): the sandbox collects for shops with no
      // account of their own (platform-payments.spec.ts).
      PLATFORM_PAYMENT_PROVIDER: 'sandbox',
      // knowledge-answers.spec.ts serves a small site on 127.0.0.1 for the bot to index: the
      // knowledge fetcher's SSRF guard lets private addresses through only with this (never in
      // production, where readEnv refuses it).
      KNOWLEDGE_ALLOW_PRIVATE_URLS: 'true',
    },
  },
});
