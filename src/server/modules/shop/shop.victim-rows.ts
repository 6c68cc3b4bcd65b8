import type { VictimRows } from '../../test/victim-rows.ts';

export const shopVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok('shop', api.put('/api/shop', { shop_name: m('shop'), address: m('address') }));
    return {};
  },
};
