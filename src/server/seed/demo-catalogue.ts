import { count, eq } from 'drizzle-orm';
import { productCreateSchema, productSetSchema } from '../../lib/catalog-schemas.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { createSet } from '../modules/product-sets/product-set.service.ts';
import { createProduct } from '../modules/products/product.service.ts';

// A small Dar es Salaam food & fashion shop: meals with add-ons, juice and clothes in sizes
// with their own prices, so the bot's list → product → variant → add-on → basket path has
// something real to show.
const DEMO_PRODUCTS = [
  {
    name: 'Pilau ya Nyama',
    description: 'Pilau ya nyama ya ng’ombe na kachumbari. Beef pilau with kachumbari.',
    price: 8_000,
    category: 'food_beverages',
    // Both a size and a drink to choose: the order page's customisable product at its fullest.
    variants: [
      { name: 'Sahani ya kawaida', options: { Size: 'Regular' }, price: 8_000, stock: 40 },
      { name: 'Sahani kubwa', options: { Size: 'Large' }, price: 11_000, stock: 25 },
    ],
    addon_groups: [
      {
        name: 'Kinywaji',
        options: [
          { name: 'Juisi ya embe', price: 2_000 },
          { name: 'Soda', price: 1_000 },
          { name: 'Maji', price: 500 },
        ],
      },
    ],
  },
  {
    name: 'Chipsi Mayai',
    description: 'Chipsi na mayai, moto moto. Chips omelette, served hot.',
    price: 5_000,
    category: 'food_beverages',
    stock: 60,
    addon_groups: [
      {
        name: 'Ongeza',
        max: 2,
        options: [
          { name: 'Soseji', price: 1_500 },
          { name: 'Kachumbari', price: 500 },
        ],
      },
    ],
  },
  {
    name: 'Mishkaki (vijiti 5)',
    description: 'Mishkaki ya ng’ombe iliyochomwa. Five grilled beef skewers.',
    price: 7_000,
    category: 'food_beverages',
    stock: 30,
  },
  {
    name: 'Juisi ya Embe',
    description: 'Juisi halisi ya embe, bila sukari ya kuongeza. Fresh mango juice, no added sugar.',
    price: 2_000,
    category: 'food_beverages',
    variants: [
      { name: 'Ndogo 300 ml', options: { Size: '300 ml' }, price: 2_000, stock: 50 },
      { name: 'Kubwa 500 ml', options: { Size: '500 ml' }, price: 3_500, stock: 40 },
    ],
  },
  {
    name: 'Shati la Kitenge',
    description: 'Shati la kitenge la mikono mifupi, pamba. Short-sleeved cotton kitenge shirt.',
    price: 35_000,
    category: 'clothing_accessories',
    variants: [
      { name: 'M', options: { Size: 'M' }, price: 35_000, stock: 6 },
      { name: 'L', options: { Size: 'L' }, price: 35_000, stock: 8 },
      { name: 'XL', options: { Size: 'XL' }, price: 38_000, stock: 4 },
    ],
  },
  {
    name: 'Kanga ya Pamba',
    description: 'Kanga za pamba zenye jumbe. Cotton kanga with a saying.',
    price: 15_000,
    category: 'clothing_accessories',
    variants: [
      { name: 'Moja', options: { Pack: '1' }, price: 15_000, stock: 20 },
      { name: 'Doti (jozi)', options: { Pack: '2' }, price: 28_000, stock: 10 },
    ],
  },
  {
    name: 'Kikoi cha Pwani',
    description: 'Kikoi cha mistari kutoka pwani. Striped coastal kikoi.',
    price: 20_000,
    category: 'clothing_accessories',
    stock: 12,
  },
  {
    name: 'Sandali za Ngozi',
    description: 'Sandali za ngozi zilizoshonwa kwa mkono. Hand-stitched leather sandals.',
    price: 30_000,
    category: 'clothing_accessories',
    stock: 9,
  },
];

/** Products and the "Popular" set, only for a shop that has no products yet (safe to call on every start). */
export async function seedDemoCatalogue(db: Db, shopId: string, actorId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  if ((row?.n ?? 0) > 0) return;
  const made: { id: string }[] = [];
  for (const input of DEMO_PRODUCTS)
    made.push(await createProduct(db, shopId, actorId, productCreateSchema.parse(input)));
  const popular = [0, 1, 4, 5].map((i) => made[i]!.id);
  await createSet(db, shopId, productSetSchema.parse({ kind: 'collection', name: 'Popular', product_ids: popular }));
}
