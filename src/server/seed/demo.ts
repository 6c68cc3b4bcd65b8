import { count, eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { shopMembers } from '../db/schema/shops.ts';
import { ensureBot } from '../chatbot/bots.ts';
import { ensureFlow } from '../chatbot/flow-store.ts';
import type { Deps } from '../http/context.ts';
import { signUp } from '../modules/auth/auth.service.ts';
import { createShop } from '../modules/shop/shop.service.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_OPERATOR_EMAIL } from '../env.ts';
import { ensureDemoSandbox } from './demo-sandbox.ts';
import { ensureDemoConsent } from './demo-consent.ts';
import { ensureDemoKnowledge } from './demo-knowledge.ts';

// A fresh install gets one working shop to look at; the credentials are in README and the log.
export const DEMO_OWNER = {
  name: 'Neema Mushi',
  email: 'demo@duka.chat',
  phone: '+255754123456',
  password: 'demo12345',
};
export const DEMO_BOT_ID = 'demo';

// The demo's operator (issue 29, /operator): a user account with no shop. It is an operator only
// where env.ts says so (development with the demo seeded, or named in OPERATOR_EMAILS).
export const DEMO_OPERATOR = {
  name: 'Duka Chat Operator',
  email: DEMO_OPERATOR_EMAIL,
  phone: '+255754000999',
  password: 'operator12345',
};

/** The demo owner's id and shop, when the demo account exists. */
async function findDemo(db: Deps['database']['db']) {
  const [row] = await db
    .select({ userId: users.id, shopId: shopMembers.shopId })
    .from(users)
    .leftJoin(shopMembers, eq(shopMembers.userId, users.id))
    .where(eq(users.email, DEMO_OWNER.email));
  return row ?? null;
}

/**
 * Creates the demo shop on a fresh install, and on every start makes sure it has its bot ('demo'),
 * its flow and its catalogue (each step does nothing when already there), so older data
 * directories get the chat too.
 */
export async function seedDemo({ database, env, log }: Deps): Promise<void> {
  const db = database.db;
  let demo = await findDemo(db);
  if (!demo) {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return ensureDemoOperator(db, env, log);
    const owner = await signUp(db, { ...DEMO_OWNER, language: 'sw' });
    const shop = await createShop(db, owner.id, {
      shop_name: 'Duka la Mama Neema',
      whatsapp_number: '+255754123456',
      category: 'food_beverages',
      address: 'Mtaa wa Uhuru, Kariakoo, Dar es Salaam',
      default_language: 'sw',
      currency: 'TZS',
      listed: true,
    });
    demo = { userId: owner.id, shopId: shop.id };
    log.info(`demo shop created: sign in at /login as ${DEMO_OWNER.email} with the password ${DEMO_OWNER.password}`);
  }
  await ensureDemoOperator(db, env, log);
  if (!demo.shopId) return;
  await ensureBot(db, demo.shopId, DEMO_BOT_ID);
  await ensureFlow(db, demo.shopId);
  await seedDemoCatalogue(db, demo.shopId, demo.userId);
  await ensureDemoSandbox(db, env, demo.shopId);
  await ensureDemoConsent(db, demo.shopId);
  await ensureDemoKnowledge(db, demo.shopId);
}

/**
 * The demo operator's account, made on every start where it would be an operator and is missing
 * (an older data directory too): its email is never left free for someone to sign up with.
 */
async function ensureDemoOperator(db: Deps['database']['db'], env: Deps['env'], log: Deps['log']): Promise<void> {
  if (!env.operatorEmails.includes(DEMO_OPERATOR.email)) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OPERATOR.email));
  if (existing) return;
  await signUp(db, { ...DEMO_OPERATOR, language: 'en' });
  log.info(
    `demo operator created: sign in at /login as ${DEMO_OPERATOR.email} with the password ${DEMO_OPERATOR.password}, then open /operator`,
  );
}
