import type { ShopPorts } from '../chatbot/shop-ports.ts';
import type { Database, Tx } from '../db/client.ts';
import type { User } from '../db/schema/accounts.ts';
import type { Shop, ShopMember } from '../db/schema/shops.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../email/mailer.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { SessionCache } from './session-cache.ts';

export type Deps = {
  env: Env;
  database: Database;
  log: Logger;
  mailer: Mailer;
  sessions: SessionCache;
  /** The catalogue, customers, orders and checkout links as the bot reaches them. */
  shopPorts: ShopPorts;
  /** Where uploaded files live: DATA_DIR's folder, or an S3 bucket (storage/object-store.ts). */
  storage: ObjectStore;
};

export type Membership = { shop: Shop; member: ShopMember };

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    user: User | null;
    sessionHash: string | null;
    membership: Membership | null;
    /** The transaction of an idempotent route's write, which also keeps its key (idempotent-write.ts). */
    tx: Tx | undefined;
  };
};
