import type { VictimRows } from '../../test/victim-rows.ts';

export const productSetVictimRows: VictimRows = {
  needs: ['product'],
  make: async ({ api, ok, m, made }) => {
    const set = await ok(
      'set',
      api.post('/api/product-sets', { kind: 'collection', name: m('set'), product_ids: [made.product.id] }),
    );
    return { setId: set.id };
  },
};
