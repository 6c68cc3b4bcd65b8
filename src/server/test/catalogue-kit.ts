import type { TestClient } from './harness.ts';

// The products the order tests sell, made through the API as a merchant would.

/** A kanga in Red (15,000, 5 in stock) and Blue (16,000, `blueStock` in stock), with a wrap add-on. */
export async function addKanga(owner: TestClient, blueStock: number) {
  const res = await owner.post('/api/products', {
    name: 'Kanga',
    price: 15000,
    category: 'clothing_accessories',
    variants: [
      { name: 'Red', price: 15000, stock: 5 },
      { name: 'Blue', price: 16000, stock: blueStock },
    ],
    addon_groups: [
      {
        name: 'Wrap',
        min: 0,
        max: 1,
        options: [
          { name: 'Box', price: 2500 },
          { name: 'Paper', price: 500 },
        ],
      },
    ],
  });
  return res.body;
}

/** Chai at 2,000, 10 in stock, without variants. */
export async function addChai(owner: TestClient) {
  return (await owner.post('/api/products', { name: 'Chai', price: 2000, category: 'food_beverages', stock: 10 })).body;
}
