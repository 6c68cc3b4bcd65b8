import type { VictimRows } from '../../test/victim-rows.ts';

export const orderVictimRows: VictimRows = {
  needs: ['product', 'customer'],
  make: async ({ api, ok, m, made }) => {
    made.order = await ok(
      'order',
      api.post('/api/orders', {
        customer_id: made.customer.id,
        lines: [{ product_id: made.product.id, variant_id: made.product.variants[0].id, quantity: 1 }],
        fulfilment: 'delivery',
        delivery_address: m('delivery'),
        notes: m('order-notes'),
      }),
    );
    return { orderId: made.order.id };
  },
};
