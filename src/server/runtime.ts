import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { createMailer } from './email/mailer.ts';
import { readEnv, type Env } from './env.ts';
import type { Deps } from './http/context.ts';
import { createLogger } from './logger.ts';
import { seedDemo } from './seed/demo.ts';
import { SessionCache } from './http/session-cache.ts';
import { syncCaches } from './http/cache-sync.ts';
import { registerBotCaches } from './bot-caches.ts';
import { listenForSales } from './modules/analytics/live-sales.ts';
import { wireOrderHooks } from './create-order-hooks.ts';
import { createShopPorts } from './create-shop-ports.ts';
import { objectStoreOf } from './storage/object-store.ts';

/** Opens the database (migrations applied), the logger and the mailer: everything the app needs. */
export async function createDeps(env: Env = readEnv()): Promise<Deps> {
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.dataDir, 'outbox'),
    log,
  });
  wireOrderHooks();
  registerBotCaches();
  const deps = {
    env,
    log,
    database,
    mailer,
    sessions: new SessionCache(),
    shopPorts: createShopPorts(env),
    storage: objectStoreOf(env),
  };
  syncCaches(deps);
  listenForSales(database);
  if (env.SEED_DEMO) await database.startupStep(() => seedDemo(deps));
  return deps;
}
