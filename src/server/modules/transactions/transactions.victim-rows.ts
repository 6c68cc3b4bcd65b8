import type { VictimRows } from '../../test/victim-rows.ts';

export const transactionVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok('adjustment', api.post('/api/transactions/adjustments', { amount: 2500, note: m('adjustment') }));
    return {};
  },
};
