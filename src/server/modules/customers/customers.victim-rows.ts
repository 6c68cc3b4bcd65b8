import type { VictimRows } from '../../test/victim-rows.ts';

export const customerVictimRows: VictimRows = {
  make: async ({ api, ok, m, made }) => {
    made.customer = await ok(
      'customer',
      api.post('/api/customers', {
        phone: '0755000111',
        name: m('customer'),
        location: m('location'),
        notes: m('notes'),
        tags: [m('tag').slice(0, 30)],
      }),
    );
    return { customerId: made.customer.id };
  },
};
