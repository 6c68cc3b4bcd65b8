import { count } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import type { Deps } from '../http/context.ts';
import { signUp } from '../modules/auth/auth.service.ts';
import { createShop } from '../modules/shop/shop.service.ts';

// A fresh install gets one working shop to look at; the credentials are in README and the log.
export const DEMO_OWNER = { name: 'Neema Mushi', email: 'demo@duka.chat', phone: '+255754123456', password: 'demo12345' };

export async function seedDemo({ database, log }: Deps): Promise<void> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const owner = await signUp(database.db, { ...DEMO_OWNER, language: 'sw' });
  await createShop(database.db, owner.id, {
    shop_name: 'Duka la Mama Neema',
    whatsapp_number: '+255754123456',
    category: 'food_beverages',
    address: 'Mtaa wa Uhuru, Kariakoo, Dar es Salaam',
    default_language: 'sw',
    currency: 'TZS',
    listed: true,
  });
  log.info(`demo shop created: sign in at /login as ${DEMO_OWNER.email} with the password ${DEMO_OWNER.password}`);
}
