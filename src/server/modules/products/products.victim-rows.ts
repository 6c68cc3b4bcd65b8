import type { VictimRows } from '../../test/victim-rows.ts';

export const productVictimRows: VictimRows = {
  make: async ({ api, ok, m, made }) => {
    made.product = await ok(
      'product',
      api.post('/api/products', {
        name: m('product'),
        description: m('description'),
        sku: m('sku').slice(0, 40),
        price: 15000,
        category: 'clothing_accessories',
        variants: [{ name: m('variant'), price: 15000, stock: 50 }], // enough for every sample order the nets place
        addon_groups: [{ name: m('addons'), min: 0, max: 1, options: [{ name: m('addon'), price: 500 }] }],
      }),
    );
    return { productId: made.product.id };
  },
};
