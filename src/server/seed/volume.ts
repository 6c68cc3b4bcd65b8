import { eq } from 'drizzle-orm';
import { PRODUCT_CATEGORIES } from '../../lib/options.ts';
import { users } from '../db/schema/accounts.ts';
import { shopMembers, shops } from '../db/schema/shops.ts';
import type { Deps } from '../http/context.ts';
import { hashPassword } from '../modules/user/password.ts';
import { seedCatalog } from './catalog-seed.ts';
import { DEMO_OWNER } from './demo.ts';

// `large` is the volume the catalogue benchmarks are budgeted at (issue 4): one shop with 100k
// products, 200k customers and 1M orders.
export const SIZES = {
  small: { shops: 50, staff: 5, catalog: { products: 200, customers: 500, orders: 2_000 } },
  large: { shops: 5000, staff: 40, catalog: { products: 100_000, customers: 200_000, orders: 1_000_000 } },
} as const;
export type Size = keyof typeof SIZES;

const FIRST = [
  'Asha',
  'Baraka',
  'Neema',
  'Juma',
  'Rehema',
  'Hamisi',
  'Zawadi',
  'Salim',
  'Upendo',
  'Faraja',
  'Imani',
  'Musa',
];
const LAST = ['Mushi', 'Mrema', 'Kimaro', 'Said', 'Mwakyusa', 'Lyimo', 'Massawe', 'Njau', 'Komba', 'Ally'];
const PLACES = [
  'Kariakoo, Dar es Salaam',
  'Sinza, Dar es Salaam',
  'Arusha CBD',
  'Mwanza, Kirumba',
  'Dodoma, Area D',
  'Moshi Mjini',
  'Mbeya, Soweto',
  'Zanzibar, Darajani',
];
const KINDS = ['Duka la', 'Genge la', 'Boutique ya', 'Stoo ya', 'Mgahawa wa'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const phone = (i: number) => `+25575${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`;

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Realistic volume for benchmarks: many listed shops with their owners, and in the demo shop staff,
 * products, customers and orders.
 */
export async function seedVolume(
  deps: Deps,
  size: Size,
): Promise<{ shops: number; staff: number; products: number; orders: number }> {
  const { db } = deps.database;
  const plan = SIZES[size];
  const passwordHash = await hashPassword('seeded-password'); // one hash: scrypt per row would take minutes
  const run = Date.now().toString(36);

  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER.email));
  const [demoShop] = demo
    ? await db.select({ id: shopMembers.shopId }).from(shopMembers).where(eq(shopMembers.userId, demo.id))
    : [];
  if (demoShop) {
    const staff = Array.from({ length: plan.staff }, (_, i) => ({
      name: `${pick(FIRST, i)} ${pick(LAST, i * 7)}`,
      email: `staff${i}-${run}@seed.duka.chat`,
      phone: phone(i),
      passwordHash,
    }));
    const created = await db.insert(users).values(staff).returning({ id: users.id });
    await db.insert(shopMembers).values(
      created.map((u, i) => ({
        shopId: demoShop.id,
        userId: u.id,
        permissions: [
          { resource: 'orders' as const, action: i % 3 ? ['read' as const] : ['read' as const, 'update' as const] },
        ],
      })),
    );
  }

  const owners = Array.from({ length: plan.shops }, (_, i) => ({
    name: `${pick(FIRST, i * 3)} ${pick(LAST, i)}`,
    email: `owner${i}-${run}@seed.duka.chat`,
    phone: phone(i + 100_000),
    passwordHash,
  }));
  await inBatches(owners, 500, async (batch) => {
    const created = await db.insert(users).values(batch).returning({ id: users.id, name: users.name });
    const newShops = await db
      .insert(shops)
      .values(
        created.map((u, i) => ({
          ownerId: u.id,
          name: `${pick(KINDS, i)} ${u.name.split(' ')[0]}`,
          whatsappNumber: phone(i + 200_000),
          category: pick(PRODUCT_CATEGORIES, i * 5),
          address: pick(PLACES, i),
          defaultLanguage: i % 4 ? 'sw' : 'en',
          listed: i % 5 !== 0,
        })),
      )
      .returning({ id: shops.id, ownerId: shops.ownerId });
    await db
      .insert(shopMembers)
      .values(newShops.map((s) => ({ shopId: s.id, userId: s.ownerId, isOwner: true, isAdmin: true })));
  });
  if (demoShop) {
    await seedCatalog(db, demoShop.id, plan.catalog, {
      onProgress: (step, done, total) => deps.log.info({ step, done, total }, 'seeding the demo shop'),
    });
  }
  return {
    shops: plan.shops,
    staff: demoShop ? plan.staff : 0,
    products: demoShop ? plan.catalog.products : 0,
    orders: demoShop ? plan.catalog.orders : 0,
  };
}
